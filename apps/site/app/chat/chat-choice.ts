// Which chat the page's chat buttons open (SPEC §4 "Chat assistant choice", issue 26 part 5).
// It runs in the page shell, beside the analytics that already carry the choice, and answers
// the buttons' requests by an event: a page with a chat button imports nothing of it, so no
// page's first JavaScript grows, and the assistant itself loads only when first opened.
import { chatProvision, chooseChatAssistant } from '@lender/analytics/script-loader';
import type { ChatProvision } from '@lender/analytics/script-loader';
import { documentCookieJar } from '@lender/analytics/document-cookies';
import { readClientConfig } from '../client-config.ts';

/** Window event a chat button sends to open the page's chat (a {@link ChatRequest}). */
export const OPEN_CHAT_EVENT = 'lender:open-chat';

/**
 * What a chat button's request carries back: `firstParty` when the site's own assistant is the
 * page's chat (the button then loads and opens it). A configured chat script that opens takes
 * the request by `preventDefault()`.
 */
export interface ChatRequest {
  firstParty?: boolean;
}

/** The chat the SPEC §4 choice gives this page, and what provides it. */
export function pageChatProvision(win: Window = window): ChatProvision {
  const choice = chooseChatAssistant({
    pathname: win.location.pathname,
    cookies: documentCookieJar(win.document),
    random: Math.random,
  });
  return chatProvision(choice, readClientConfig(win.document));
}

/**
 * Answers the chat buttons: a request is taken for the site's own assistant when the page's
 * chat is first-party. Decided at each press, so the path (no chat on /es) and the cookies are
 * the current ones. Returns a function that stops answering.
 */
export function answerChatRequests(win: Window = window): () => void {
  const answer = (event: Event) => {
    if (pageChatProvision(win).kind !== 'first-party') return;
    event.preventDefault();
    const detail = (event as CustomEvent<ChatRequest | null>).detail;
    if (detail) detail.firstParty = true;
  };
  win.addEventListener(OPEN_CHAT_EVENT, answer);
  return () => win.removeEventListener(OPEN_CHAT_EVENT, answer);
}
