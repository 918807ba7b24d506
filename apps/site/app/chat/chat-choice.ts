// Whether the site's own assistant is the page's chat (SPEC §4 "Chat assistant choice", issue 26
// part 5). A chat button loads this module on its first press, after no configured chat script
// took the request: no page's first JavaScript grows, and the assistant itself loads only when
// first opened.
import { chatProvision, chooseChatAssistant } from '@lender/analytics/script-loader';
import { documentCookieJar } from '@lender/analytics/document-cookies';
import { readClientConfig } from '../client-config.ts';

/** Window event a chat button sends first: a configured chat script takes it by `preventDefault()`. */
export const OPEN_CHAT_EVENT = 'lender:open-chat';

/**
 * True when the SPEC §4 choice gives the page the new chat and no chat script provides it, so
 * the site's own assistant opens. Decided at each press, so the path (no chat on /es) and the
 * cookies are the current ones.
 */
export function siteAssistantIsTheChat(win: Window = window): boolean {
  const choice = chooseChatAssistant({
    pathname: win.location.pathname,
    cookies: documentCookieJar(win.document),
    random: Math.random,
  });
  return chatProvision(choice, readClientConfig(win.document)).kind === 'first-party';
}
