import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { brand } from '../brand.ts';
import type { ChatAssistantPanelProps } from '../chat/ChatAssistantPanel.tsx';
import type { ChatRequest, OPEN_CHAT_EVENT as SHELL_OPEN_CHAT_EVENT } from '../chat/chat-choice.ts';

/**
 * Window event asking the page's chat to open (chat/chat-choice.ts's, repeated so this page's
 * JavaScript imports nothing of the shell's: the type ties the two). The shell answers it for
 * the site's own assistant, a configured chat script by calling `preventDefault()`; nobody
 * answering means the page has no chat.
 */
export const OPEN_CHAT_EVENT: typeof SHELL_OPEN_CHAT_EVENT = 'lender:open-chat';

/** Asks the page's chat to open: whether something took the request, and if it is the site's own. */
export function requestChat(target: EventTarget = window): { taken: boolean; firstParty: boolean } {
  const detail: ChatRequest = {};
  const taken = !target.dispatchEvent(
    new CustomEvent(OPEN_CHAT_EVENT, { cancelable: true, detail }),
  );
  return { taken, firstParty: taken && detail.firstParty === true };
}

/** SPEC §8: a chat that fails to load is reported in the console only. */
export const CHAT_LOAD_FAILED = 'Failed to load the script: chat assistant';

/**
 * The site's own assistant, in a chunk of its own: requested on the first press of a chat
 * button, never with the page. If it cannot load (offline), the button says chat is unavailable.
 */
const ChatAssistantPanel = lazy((): Promise<{ default: ComponentType<ChatAssistantPanelProps> }> =>
  import('../chat/ChatAssistantPanel.tsx').catch((error: unknown) => {
    console.error(CHAT_LOAD_FAILED, error);
    return { default: PanelUnavailable };
  }),
);

/** Stands in for a panel that could not load: the button then says chat is unavailable. */
function PanelUnavailable({ onUnavailable }: ChatAssistantPanelProps) {
  useEffect(() => onUnavailable?.(), [onUnavailable]);
  return null;
}

/**
 * The "Chat with us" button of the get-started page (SPEC §2). It opens the chat the SPEC §4
 * choice gives the page: the site's own assistant (loaded on first press), or a configured chat
 * script. When there is none (none configured, the choice says none, or it failed to load) it
 * says so and gives the phone number.
 */
export function ChatWithUsButton() {
  const [unavailable, setUnavailable] = useState(false);
  // Mounted on the first press (which loads it), then kept: its conversation survives a close.
  const [panel, setPanel] = useState<'none' | 'open' | 'closed' | 'failed'>('none');

  function open() {
    const request = requestChat();
    if (request.firstParty && panel !== 'failed') {
      setUnavailable(false);
      setPanel('open');
      return;
    }
    setUnavailable(!request.taken || request.firstParty);
  }

  return (
    <>
      <button type="button" className="button button--secondary" onClick={open}>
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
      {panel !== 'none' && panel !== 'failed' && (
        <Suspense fallback={null}>
          <ChatAssistantPanel
            isOpen={panel === 'open'}
            onOpenChange={(isOpen) => setPanel(isOpen ? 'open' : 'closed')}
            onUnavailable={() => {
              setPanel('failed');
              setUnavailable(true);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
