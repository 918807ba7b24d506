import './ChatAssistantPanel.css';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '@lender/ui/button';
import { Modal } from '@lender/ui/modal';
import { TextInput } from '@lender/ui/text-input';
import {
  ChatQuestionSchema,
  isSitePath,
  type ChatAnswer,
  type ChatSource,
} from '@lender/validation';
import { brand } from '../brand.ts';
import { browserApi } from '../forms/api.ts';
import { CallbackForm } from './CallbackForm.tsx';

/** One question and what came of it. */
interface Exchange {
  id: number;
  question: string;
  answer?: ChatAnswer;
  failed?: boolean;
}

/** Props of {@link ChatAssistantPanel}. */
export interface ChatAssistantPanelProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Called by the stand-in shown when the panel's code could not be loaded. */
  onUnavailable?: () => void;
}

/**
 * The site's own chat assistant (issue 26 part 5): a dialog that answers questions from the
 * site's pages (POST /rmscbff/chat/answer), cites them, offers the matching calculator, and hands
 * over to a person by phone or a callback request. Loaded only when a chat button first opens it.
 */
export default function ChatAssistantPanel({ isOpen, onOpenChange }: ChatAssistantPanelProps) {
  const [exchanges, setExchanges] = useState<Exchange[]>([]);
  const [question, setQuestion] = useState('');
  const [error, setError] = useState<string>();
  const [view, setView] = useState<'chat' | 'callback' | 'callback-sent'>('chat');
  const nextId = useRef(1);
  const idPrefix = useId();
  const questionInput = useRef<HTMLInputElement>(null);

  // The dialog opens to ask a question: focus goes to the question box, after the dialog has
  // taken focus itself (React Aria focuses the dialog as it mounts).
  useEffect(() => {
    if (!isOpen) return;
    const frame = requestAnimationFrame(() => questionInput.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [isOpen]);
  const close = () => onOpenChange(false);
  const answering = exchanges.some((exchange) => !exchange.answer && !exchange.failed);

  async function ask(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = ChatQuestionSchema.safeParse({ question });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    if (answering) return; // one question at a time
    const id = nextId.current++;
    setExchanges((current) => [...current, { id, question: parsed.data.question }]);
    setQuestion('');
    const result = await (await browserApi()).askChatAssistant(parsed.data.question);
    setExchanges((current) =>
      current.map((exchange) =>
        exchange.id !== id
          ? exchange
          : result.ok
            ? { ...exchange, answer: result.data }
            : { ...exchange, failed: true },
      ),
    );
    if (!result.ok && result.kind === 'invalid') setError(result.errors[0]?.message);
  }

  return (
    <Modal title="Ask us a question" isOpen={isOpen} onOpenChange={onOpenChange} size="medium">
      <div className="chat-assistant">
        <p className="chat-assistant__intro">
          I answer from the pages of this website: our guides, calculator explanations and
          frequently asked questions. I can’t see your details, quote rates or give personal advice.
        </p>
        {/* A log: each new answer is read out once it arrives, without moving focus. */}
        <div className="chat-assistant__log" role="log" aria-label="Questions and answers">
          {exchanges.map((exchange) => (
            <section
              key={exchange.id}
              className="chat-exchange"
              // Named by the question's paragraph, not an aria-label: session replay records
              // attributes as they are, but masks the text of [data-private] elements, and a
              // question can hold anything a visitor types.
              aria-labelledby={`${idPrefix}-question-${exchange.id}`}
            >
              <p
                className="chat-exchange__question"
                id={`${idPrefix}-question-${exchange.id}`}
                data-private
              >
                <span className="visually-hidden">Your question:</span> {exchange.question}
              </p>
              {exchange.answer ? (
                <AnswerView answer={exchange.answer} onFollow={close} />
              ) : exchange.failed ? (
                <p className="chat-exchange__failure">
                  Sorry, I can’t answer right now. Try again, or call us on{' '}
                  <a href={`tel:${brand.phone.e164}`}>{brand.phone.display}</a>.
                </p>
              ) : (
                <p className="chat-exchange__waiting">Looking through our pages…</p>
              )}
            </section>
          ))}
        </div>

        {view === 'chat' && (
          <form className="chat-assistant__ask" noValidate onSubmit={ask}>
            <TextInput
              id="chat-question"
              name="question"
              label="Your question"
              hint="For example: What is PMI?"
              autoComplete="off"
              ref={questionInput}
              maxLength={300}
              value={question}
              onChange={(event) => setQuestion(event.target.value)}
              error={error}
            />
            <Button type="submit" busy={answering}>
              Ask
            </Button>
          </form>
        )}

        {view === 'callback' && (
          <CallbackForm onSent={() => setView('callback-sent')} onCancel={() => setView('chat')} />
        )}
        {view === 'callback-sent' && <CallbackSent />}

        <section className="chat-assistant__person" aria-labelledby="chat-person-title">
          <h3 id="chat-person-title">Talk to a person</h3>
          <p>
            Call a licensed loan officer on{' '}
            <a href={`tel:${brand.phone.e164}`}>{brand.phone.display}</a>
            {view === 'chat' && (
              <>
                {', or '}
                <button type="button" className="link-button" onClick={() => setView('callback')}>
                  ask us to call you back
                </button>
              </>
            )}
            .
          </p>
        </section>
      </div>
    </Modal>
  );
}

/** A same-site link of an answer; anything else is not shown (the API checks this too). */
function SourceLink({ source, onFollow }: { source: ChatSource; onFollow: () => void }) {
  if (!isSitePath(source.path)) return null;
  return (
    <Link to={source.path} onClick={onFollow}>
      {source.title}
    </Link>
  );
}

/** An answer: its opening, the quoted passage, the pages used, the calculator, the disclaimer. */
function AnswerView({ answer, onFollow }: { answer: ChatAnswer; onFollow: () => void }) {
  return (
    <div className="chat-answer">
      <p>{answer.lead}</p>
      {answer.quote && (
        <blockquote className="chat-answer__quote">
          <p>{answer.quote}</p>
        </blockquote>
      )}
      {answer.sources.length > 0 && (
        <>
          <p className="chat-answer__label">
            {answer.kind === 'rates' ? 'See:' : 'From our pages:'}
          </p>
          <ul className="chat-answer__sources">
            {answer.sources.map((source) => (
              <li key={source.path}>
                <SourceLink source={source} onFollow={onFollow} />
              </li>
            ))}
          </ul>
        </>
      )}
      {answer.calculator && isSitePath(answer.calculator.path) && (
        <p className="chat-answer__calculator">
          Work out your own numbers: <SourceLink source={answer.calculator} onFollow={onFollow} />
        </p>
      )}
      <p className="chat-answer__disclaimer">{answer.disclaimer}</p>
    </div>
  );
}

/** The callback request was stored: said, and focused so it is announced. */
function CallbackSent() {
  return (
    <div
      className="chat-callback__sent"
      role="status"
      tabIndex={-1}
      ref={(element) => element?.focus()}
    >
      <h3>We’ll call you back</h3>
      <p>
        Thank you. A licensed loan officer will call you at the time you chose, about your question.
        If you would rather not wait, call us on{' '}
        <a href={`tel:${brand.phone.e164}`}>{brand.phone.display}</a>.
      </p>
    </div>
  );
}
