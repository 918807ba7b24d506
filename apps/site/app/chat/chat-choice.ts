// Which chat the page's chat buttons open (SPEC §4 "Chat assistant choice", issue 26 part 5).
// It runs in the page shell, beside the analytics that already carry the choice, and answers
// the buttons' requests by an event: a page with a chat button imports nothing of it, so no
// page's first JavaScript grows, and the assistant itself loads only when first opened.
import { chatProvision, chooseChatAssistant } from '@lender/analytics/script-loader';
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

/**
 * Answers the chat buttons for the page's life: a request is taken for the site's own assistant
 * when the SPEC §4 choice gives the page the new chat and no chat script provides it. Decided at
 * each press, so the path (no chat on /es) and the cookies are the current ones. Listening twice
 * does no harm: each listener gives the same answer.
 */
export function answerChatRequests(win: Window = window): void {
  win.addEventListener(OPEN_CHAT_EVENT, (event) => {
    const choice = chooseChatAssistant({
      pathname: win.location.pathname,
      cookies: documentCookieJar(win.document),
      random: Math.random,
    });
    if (chatProvision(choice, readClientConfig(win.document)).kind !== 'first-party') return;
    event.preventDefault();
    const request = (event as CustomEvent<ChatRequest | null>).detail;
    if (request) request.firstParty = true;
  });
}
