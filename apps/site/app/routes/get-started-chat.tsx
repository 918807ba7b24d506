import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { brand } from '../brand.ts';
import type { ChatAssistantPanelProps } from '../chat/ChatAssistantPanel.tsx';
import type { OPEN_CHAT_EVENT as CHAT_CHOICE_OPEN_CHAT_EVENT } from '../chat/chat-choice.ts';

/**
 * Window event asking a configured chat script to open (chat/chat-choice.ts's, repeated so this
 * page's JavaScript imports nothing of it: the type ties the two). The script takes it by calling
 * `preventDefault()`.
 */
export const OPEN_CHAT_EVENT: typeof CHAT_CHOICE_OPEN_CHAT_EVENT = 'lender:open-chat';

/** Asks a configured chat script to open: whether one took the request. */
export function requestChat(target: EventTarget = window): boolean {
  return !target.dispatchEvent(new CustomEvent(OPEN_CHAT_EVENT, { cancelable: true }));
}

/** Whether the site's own assistant is the page's chat; false when the chooser cannot load. */
async function siteAssistantIsTheChat(): Promise<boolean> {
  try {
    return (await import('../chat/chat-choice.ts')).siteAssistantIsTheChat();
  } catch (error) {
    console.error(CHAT_LOAD_FAILED, error);
    return false;
  }
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

  async function open() {
    if (requestChat()) {
      setUnavailable(false);
      return;
    }
    if (panel !== 'failed' && (await siteAssistantIsTheChat())) {
      setUnavailable(false);
      setPanel('open');
      return;
    }
    setUnavailable(true);
  }

  return (
    <>
      <button type="button" className="button button--secondary" onClick={() => void open()}>
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
