// Which chat the page's chat buttons open (SPEC §4 "Chat assistant choice", issue 26 part 5).
// Small and in the page's first JavaScript already (@lender/analytics' script loader): the
// assistant itself is loaded only when a visitor first opens it.
import { chatProvision, chooseChatAssistant } from '@lender/analytics/script-loader';
import type { ChatProvision } from '@lender/analytics/script-loader';
import { documentCookieJar } from '@lender/analytics/document-cookies';
import { readClientConfig } from '../client-config.ts';

/** The chat the SPEC §4 choice gives this page, and what provides it. */
export function pageChatProvision(win: Window = window): ChatProvision {
  const choice = chooseChatAssistant({
    pathname: win.location.pathname,
    cookies: documentCookieJar(win.document),
    random: Math.random,
  });
  return chatProvision(choice, readClientConfig(win.document));
}
