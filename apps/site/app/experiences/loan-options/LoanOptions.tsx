import { useEffect, useState, type FormEvent, type RefObject } from 'react';
import type { Modal as ModalComponent } from '@lender/ui/modal';
import { Card } from '@lender/ui/card';
import { ErrorMessage } from '@lender/ui/error-message';
import { ArticleCard } from '../../content/components/ArticleCard.tsx';
import type { ArticleCardData } from '../../content/pages.server.ts';
import {
  trackAppliedFilter,
  trackLoadedComponent,
  useExperienceLoaded,
} from '../experience-analytics.ts';
import { RadioQuestion } from '../shared/RadioQuestion.tsx';
import {
  intentProps,
  useFocusOnChange,
  useLazyMachine,
  useViewportWidth,
} from '../use-lazy-machine.ts';
import type {
  LoanOptionsContent,
  LoanOptionsEvent,
  LoanOptionsState,
} from './loan-options-engine.ts';

const loadEngine = () => import('./loan-options-engine.ts');
type Engine = Awaited<ReturnType<typeof loadEngine>>;
const initialState = (engine: Engine) => engine.initial;

/** The review dialog's module (react-aria's modal), fetched when the visitor first opens it. */
const loadModal = () => import('@lender/ui/modal').then((module) => module.Modal);

/** The page's data: the checked content and the learning center's cards of its articles. */
export interface LoanOptionsData {
  content: LoanOptionsContent;
  articles: Readonly<Record<string, ArticleCardData>>;
}

/** Where the rates of a product are compared. */
export function productRatesHref(productCode: string): string {
  return `/rates?${new URLSearchParams({ products: productCode })}`;
}

/**
 * The loan-options personalization (SPEC §2–§5, §8, §9): landing, then one question at a time,
 * then the loans (or guides) that match, with a review-and-edit dialog. The landing section is
 * server-rendered; the machine loads when the visitor reaches for it.
 */
export function LoanOptions({ data }: { data: LoanOptionsData }) {
  const machine = useLazyMachine<LoanOptionsState, LoanOptionsEvent, Engine>(
    loadEngine,
    initialState,
  );
  const { module: engine, state, dispatch } = machine;
  const section = state?.section ?? 'landing';
  const focusKey = state ? `${section}:${state.questionNumber}` : 'landing';
  const headingRef = useFocusOnChange<HTMLHeadingElement>(focusKey);
  useExperienceLoaded('loan_options', 'questionnaire');

  // SPEC §3 applied_filters: each set of answers the results show (a submit, an applied review).
  const submitted = state?.submitted ?? null;
  useEffect(() => {
    if (!engine || !submitted) return;
    trackAppliedFilter(engine.loanOptionsFilterName(submitted));
    trackLoadedComponent('loan_options_results', 'results');
  }, [engine, submitted]);

  return (
    <section
      className="loan-options"
      aria-label="Loan options questionnaire"
      {...intentProps(machine.prepare)}
    >
      {section === 'landing' || !engine || !state ? (
        <Landing
          submitted={state?.submitted != null}
          onStart={() => dispatch({ type: 'start' })}
          headingRef={headingRef}
        />
      ) : section === 'form' ? (
        <QuestionForm engine={engine} state={state} dispatch={dispatch} headingRef={headingRef} />
      ) : (
        <Results
          engine={engine}
          state={state}
          dispatch={dispatch}
          data={data}
          headingRef={headingRef}
        />
      )}
    </section>
  );
}

type HeadingRef = RefObject<HTMLHeadingElement | null>;

function Landing({
  submitted,
  onStart,
  headingRef,
}: {
  submitted: boolean;
  onStart(): void;
  headingRef: HeadingRef;
}) {
  return (
    <div className="loan-options__landing">
      <h2 ref={headingRef} tabIndex={-1}>
        Which loans fit you?
      </h2>
      <p>
        Answer four questions: what you are looking into, whether you want more affordable options,
        your credit range and military service. It takes about a minute, and nothing you choose is
        sent to us or affects your credit.
      </p>
      <button type="button" className="button" onClick={onStart} data-button-type="cta">
        {submitted ? 'See your loan options' : 'Get started'}
      </button>
    </div>
  );
}

interface SectionProps {
  engine: Engine;
  state: LoanOptionsState;
  dispatch(event: LoanOptionsEvent): void;
  headingRef: HeadingRef;
}

function QuestionForm({ engine, state, dispatch, headingRef }: SectionProps) {
  const view = engine.loanOptionsFormView(state)!;
  const { question } = view;
  const firstRadioId = `loan-options-${question.id}`;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    dispatch({ type: view.primaryAction });
  };
  // After Next with nothing chosen, focus goes to the first radio, which reads the message.
  useEffect(() => {
    if (view.error) document.getElementById(firstRadioId)?.focus();
  }, [view.error, firstRadioId]);

  return (
    <form className="loan-options__form" noValidate onSubmit={onSubmit}>
      <p className="loan-options__progress">
        <span className="visually-hidden">Question </span>
        {view.progress}
      </p>
      <RadioQuestion
        id={firstRadioId}
        name={question.id}
        question={question.text}
        headingRef={headingRef}
        hint={question.hint}
        error={view.error}
        options={question.options}
        value={view.selected}
        onChange={(value) => dispatch({ type: 'choose', value })}
      />
      <div className="loan-options__actions">
        <button type="submit" className="button" data-button-type="navigation">
          {view.primaryAction === 'submit' ? 'Submit' : 'Next'}
        </button>
        {view.showBack && (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => dispatch({ type: 'back' })}
          >
            Back
          </button>
        )}
        <button
          type="button"
          className="link-button loan-options__close"
          onClick={() => dispatch({ type: 'close' })}
        >
          Close
        </button>
      </div>
    </form>
  );
}

interface ResultCard {
  key: string;
  kind: 'product' | 'article';
}

function Results({
  engine,
  state,
  dispatch,
  data,
  headingRef,
}: SectionProps & {
  data: LoanOptionsData;
}) {
  const results = engine.loanOptionsResults(data.content, state.submitted ?? {});
  const width = useViewportWidth() ?? 1440;
  const cards: ResultCard[] = results.showArticles
    ? results.articles
        .filter((slug) => data.articles[slug])
        .map((slug) => ({ key: slug, kind: 'article' }))
    : results.products.map((product) => ({ key: product.name, kind: 'product' }));
  const { copy } = data.content;
  const collapsed = engine.collapseCards(cards, {
    viewportWidth: width,
    expanded: state.expanded,
    toggleShow: copy.toggleShow,
    toggleHide: copy.toggleHide,
    key: (card) => card.key,
  });
  const listId = 'loan-options-cards';

  return (
    <div className="loan-options__results">
      <h2 ref={headingRef} tabIndex={-1}>
        {results.title}
      </h2>
      <p className="loan-options__message">{results.message}</p>
      <ul className="card-grid loan-options__cards" id={listId}>
        {collapsed.visible.map((card) => (
          <li key={card.key}>
            {card.kind === 'article' ? (
              <ArticleCard article={data.articles[card.key]!} />
            ) : (
              <ProductCard product={results.products.find((p) => p.name === card.key)!} />
            )}
          </li>
        ))}
      </ul>
      {collapsed.toggle && (
        <button
          type="button"
          className="button button--secondary loan-options__toggle"
          aria-expanded={collapsed.toggle.expanded}
          aria-controls={listId}
          onClick={() => dispatch({ type: 'toggleCards' })}
        >
          {collapsed.toggle.label}
        </button>
      )}
      <div className="loan-options__actions">
        <button
          type="button"
          className="button"
          onClick={() => dispatch({ type: 'openReview' })}
          aria-haspopup="dialog"
        >
          Review and edit your answers
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => dispatch({ type: 'reset' })}
        >
          Start over
        </button>
        <button
          type="button"
          className="link-button loan-options__close"
          onClick={() => dispatch({ type: 'close' })}
        >
          Close
        </button>
      </div>
      <ReviewDialog engine={engine} state={state} dispatch={dispatch} />
    </div>
  );
}

function ProductCard({ product }: { product: LoanOptionsContent['products'][number] }) {
  return (
    <Card
      heading={product.name}
      href={productRatesHref(product.productCode)}
      eyebrow="Home loan"
      footer="See today's rate"
    >
      <p>{product.description}</p>
    </Card>
  );
}

/**
 * SPEC §4 review-and-edit: the answers, changeable; Apply re-filters and closes (the dialog's
 * 225 ms animation, SPEC §9), or shows 'Please answer all questions before continuing.' in every
 * error container. The dialog's code loads the first time it opens.
 */
function ReviewDialog({ engine, state, dispatch }: Omit<SectionProps, 'headingRef'>) {
  const [Modal, setModal] = useState<typeof ModalComponent | null>(null);
  const open = state.review.open;
  // While it closes, the dialog shows the answers the results are for, so its content stays
  // through its closing animation (after Apply they are the answers it showed).
  const shown =
    engine.loanOptionsReviewView(state) ??
    engine.loanOptionsReviewView({
      ...state,
      review: { open: true, answers: state.submitted ?? {}, showError: false },
    });

  useEffect(() => {
    if (!open || Modal) return undefined;
    let current = true;
    loadModal().then(
      (loaded) => {
        if (current) setModal(() => loaded);
      },
      () => dispatch({ type: 'closeReview' }),
    );
    return () => {
      current = false;
    };
  }, [open, Modal, dispatch]);

  if (!Modal || !shown) return null;
  return (
    <Modal
      title="Review your answers"
      isOpen={open}
      onOpenChange={(isOpen) => {
        if (!isOpen) dispatch({ type: 'closeReview' });
      }}
      className="loan-options-review"
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          dispatch({ type: 'applyReview' });
        }}
      >
        {shown.error && (
          <div className="loan-options-review__error" role="alert">
            <ErrorMessage id="loan-options-review-error">{shown.error}</ErrorMessage>
          </div>
        )}
        {shown.questions.map(({ question, selected, unanswered }) => (
          <RadioQuestion
            key={question.id}
            id={`loan-options-review-${question.id}`}
            name={`review-${question.id}`}
            question={question.text}
            headingLevel={3}
            error={shown.error && unanswered ? shown.error : null}
            options={question.options}
            value={selected}
            onChange={(value) => dispatch({ type: 'reviewChoose', questionId: question.id, value })}
          />
        ))}
        <div className="loan-options__actions">
          <button type="submit" className="button" data-button-type="filter">
            Apply
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => dispatch({ type: 'closeReview' })}
          >
            Cancel
          </button>
        </div>
      </form>
    </Modal>
  );
}
