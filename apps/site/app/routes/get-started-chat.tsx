import { useState } from 'react';
import { brand } from '../brand.ts';

/**
 * Window event asking the chat assistant to open. The chat integration (SPEC §4 "Chat assistant
 * choice") listens for it and calls `preventDefault()` when it opens a chat; nobody answering
 * means no chat is loaded on this page.
 */
export const OPEN_CHAT_EVENT = 'lender:open-chat';

/** Asks the loaded chat assistant, if any, to open. True when one took the request. */
export function requestChat(target: EventTarget = window): boolean {
  const request = new CustomEvent(OPEN_CHAT_EVENT, { cancelable: true });
  return !target.dispatchEvent(request);
}

/**
 * The "Chat with us" button of the get-started page (SPEC §2). When no chat assistant is on
 * the page (none configured, or it failed to load) it says so and gives the phone number.
 */
export function ChatWithUsButton() {
  const [unavailable, setUnavailable] = useState(false);
  return (
    <>
      <button
        type="button"
        className="button button--secondary"
        onClick={() => setUnavailable(!requestChat())}
      >
        Chat with us
      </button>
      <p role="status" className="get-started-chat__status">
        {unavailable && (
          <>
            Chat is not available right now. Call us on{' '}
            <a href={`tel:${brand.phone.e164}`}>{brand.phone.display}</a> instead.
          </>
        )}
      </p>
    </>
  );
}
