import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { brand } from '../brand.ts';
import type { ChatAssistantPanelProps } from '../chat/ChatAssistantPanel.tsx';
import { pageChatProvision } from '../chat/chat-choice.ts';

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
    if (panel !== 'failed' && pageChatProvision().kind === 'first-party') {
      setUnavailable(false);
      setPanel('open');
      return;
    }
    setUnavailable(!requestChat());
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
