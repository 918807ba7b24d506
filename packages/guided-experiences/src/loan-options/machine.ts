// The loan-options personalization as a reducer (SPEC §2, §4, §5): landing, the question form and
// the results, with the review-and-edit modal over the results. The questions are a parameter, so
// the same machine runs a questionnaire whose options branch.
//
// How the form keeps answers: only the current question and those before it (the history) have
// answers. Back pops the question before from the history and shows it with its answer deleted
// (SPEC §4 "Back pops history and deletes that question's answer"); the answer of the question
// left goes too, since it came after the one now being answered again. Changing an answer
// therefore discards every later answer; with questions that branch, no answer survives from a
// path the visitor has left.

import {
  firstQuestion,
  isLastQuestion,
  LOAN_OPTIONS_QUESTIONS,
  questionByNumber,
  questionPath,
  REVIEW_INCOMPLETE_MESSAGE,
  type LoanOptionsAnswers,
  type LoanOptionsQuestion,
} from './questions.ts';

/** SPEC §2: the three sections. */
export type LoanOptionsSection = 'landing' | 'form' | 'results';

/** The review-and-edit modal. */
export interface LoanOptionsReview {
  open: boolean;
  /** The answers being edited; they replace the submitted ones only when applied. */
  answers: LoanOptionsAnswers;
  /** Whether apply found a visible question unanswered. */
  showError: boolean;
}

/** The whole personalization state. */
export interface LoanOptionsState {
  section: LoanOptionsSection;
  /** The number of the question the form shows. */
  questionNumber: number;
  /** Numbers of the questions before it, most recent last: Back returns to the last. */
  history: readonly number[];
  /** The form's radios, by question id. */
  answers: LoanOptionsAnswers;
  /** Whether the current question's error shows. */
  showError: boolean;
  /** The answers the results are for; null until the form is submitted. */
  submitted: LoanOptionsAnswers | null;
  review: LoanOptionsReview;
  /** Whether the results' tablet toggle shows every card. */
  expanded: boolean;
}

/** What the view can tell the questionnaire. */
export type LoanOptionsEvent =
  | { type: 'start' }
  | { type: 'close' }
  | { type: 'reset' }
  | { type: 'choose'; value: string }
  | { type: 'next' }
  | { type: 'submit' }
  | { type: 'back' }
  | { type: 'openReview' }
  | { type: 'reviewChoose'; questionId: string; value: string }
  | { type: 'applyReview' }
  | { type: 'closeReview' }
  | { type: 'toggleCards' };

const CLOSED_REVIEW: LoanOptionsReview = { open: false, answers: {}, showError: false };

/** The landing section with nothing answered. */
export function initialLoanOptionsState(
  questions: readonly LoanOptionsQuestion[] = LOAN_OPTIONS_QUESTIONS,
): LoanOptionsState {
  return {
    section: 'landing',
    questionNumber: firstQuestion(questions).number,
    history: [],
    answers: {},
    showError: false,
    submitted: null,
    review: CLOSED_REVIEW,
    expanded: false,
  };
}

/** The state after one event; events that do not apply where the visitor is change nothing. */
export function loanOptionsReducer(
  state: LoanOptionsState,
  event: LoanOptionsEvent,
  questions: readonly LoanOptionsQuestion[] = LOAN_OPTIONS_QUESTIONS,
): LoanOptionsState {
  switch (event.type) {
    case 'start':
      // SPEC §2: the start button opens the form, or the results once the form was submitted.
      return { ...state, section: state.submitted ? 'results' : 'form' };
    case 'close':
      return { ...state, section: 'landing', review: CLOSED_REVIEW };
    case 'reset':
      return { ...initialLoanOptionsState(questions), section: 'form' };
    case 'choose':
      return choose(state, event.value, questions);
    case 'next':
    case 'submit':
      return next(state, questions);
    case 'back':
      return back(state, questions);
    case 'openReview':
      if (state.section !== 'results' || !state.submitted) return state;
      return { ...state, review: { open: true, answers: state.submitted, showError: false } };
    case 'reviewChoose':
      return reviewChoose(state, event.questionId, event.value, questions);
    case 'applyReview':
      return applyReview(state, questions);
    case 'closeReview':
      return { ...state, review: CLOSED_REVIEW };
    case 'toggleCards':
      return state.section === 'results' ? { ...state, expanded: !state.expanded } : state;
  }
}

function currentQuestion(
  state: LoanOptionsState,
  questions: readonly LoanOptionsQuestion[],
): LoanOptionsQuestion | undefined {
  return state.section === 'form' ? questionByNumber(questions, state.questionNumber) : undefined;
}

function choose(
  state: LoanOptionsState,
  value: string,
  questions: readonly LoanOptionsQuestion[],
): LoanOptionsState {
  const question = currentQuestion(state, questions);
  if (!question?.options.some((choice) => choice.value === value)) return state;
  // Only this question and those before it keep answers: a change discards any later ones.
  const kept = new Set(
    [...state.history, question.number].flatMap((number) => {
      const asked = questionByNumber(questions, number);
      return asked ? [asked.id] : [];
    }),
  );
  const answers = Object.fromEntries(
    Object.entries({ ...state.answers, [question.id]: value }).filter(([id]) => kept.has(id)),
  );
  return { ...state, answers, showError: false };
}

function next(
  state: LoanOptionsState,
  questions: readonly LoanOptionsQuestion[],
): LoanOptionsState {
  const question = currentQuestion(state, questions);
  if (!question) return state;
  const chosen = question.options.find((choice) => choice.value === state.answers[question.id]);
  if (!chosen) return { ...state, showError: true };
  if (chosen.nextQuestionNumber === null) {
    // Submit: the results show these answers, and every radio of the form is cleared (SPEC §4).
    return {
      ...state,
      section: 'results',
      questionNumber: firstQuestion(questions).number,
      history: [],
      answers: {},
      showError: false,
      submitted: state.answers,
      review: CLOSED_REVIEW,
      expanded: false,
    };
  }
  return {
    ...state,
    questionNumber: chosen.nextQuestionNumber,
    history: [...state.history, question.number],
    showError: false,
  };
}

function back(
  state: LoanOptionsState,
  questions: readonly LoanOptionsQuestion[],
): LoanOptionsState {
  const question = currentQuestion(state, questions);
  const previous = state.history.at(-1);
  const popped = previous === undefined ? undefined : questionByNumber(questions, previous);
  if (!question || previous === undefined || !popped) return state;
  // The popped question is asked again, unanswered, and nothing after it keeps an answer.
  const kept = new Set(
    state.history.slice(0, -1).flatMap((number) => {
      const asked = questionByNumber(questions, number);
      return asked ? [asked.id] : [];
    }),
  );
  const answers = Object.fromEntries(Object.entries(state.answers).filter(([id]) => kept.has(id)));
  return {
    ...state,
    questionNumber: previous,
    history: state.history.slice(0, -1),
    answers,
    showError: false,
  };
}

function reviewChoose(
  state: LoanOptionsState,
  questionId: string,
  value: string,
  questions: readonly LoanOptionsQuestion[],
): LoanOptionsState {
  if (!state.review.open) return state;
  const question = questions.find((candidate) => candidate.id === questionId);
  if (!question?.options.some((choice) => choice.value === value)) return state;
  const edited = { ...state.review.answers, [questionId]: value };
  // Answers of questions the new path no longer asks are dropped; the others stay as they were.
  const asked = new Set(questionPath(questions, edited).map((visible) => visible.id));
  const answers = Object.fromEntries(Object.entries(edited).filter(([id]) => asked.has(id)));
  const showError =
    state.review.showError && unansweredReviewQuestions(questions, answers).length > 0;
  return { ...state, review: { open: true, answers, showError } };
}

function applyReview(
  state: LoanOptionsState,
  questions: readonly LoanOptionsQuestion[],
): LoanOptionsState {
  if (!state.review.open) return state;
  if (unansweredReviewQuestions(questions, state.review.answers).length > 0) {
    // SPEC §5: the filter is not applied and the modal stays open with the shared error text.
    return { ...state, review: { ...state.review, showError: true } };
  }
  return { ...state, submitted: state.review.answers, review: CLOSED_REVIEW, expanded: false };
}

/** The review's visible questions that have no answer. */
export function unansweredReviewQuestions(
  questions: readonly LoanOptionsQuestion[],
  answers: LoanOptionsAnswers,
): LoanOptionsQuestion[] {
  return questionPath(questions, answers).filter(
    (question) => !question.options.some((choice) => choice.value === answers[question.id]),
  );
}

/** What the form shows (SPEC §4, §5). */
export interface LoanOptionsFormView {
  question: LoanOptionsQuestion;
  /** SPEC §4 progress: 'step of total', e.g. '2 of 4'. */
  progress: string;
  /** The chosen value, or '' when no radio is chosen. */
  selected: string;
  /** The question's error text when it shows, else null. */
  error: string | null;
  /** SPEC §4: Back is hidden on question 1. */
  showBack: boolean;
  /** SPEC §4: the last question shows Submit instead of Next. */
  primaryAction: 'next' | 'submit';
}

/** The form's view; undefined outside the form. */
export function loanOptionsFormView(
  state: LoanOptionsState,
  questions: readonly LoanOptionsQuestion[] = LOAN_OPTIONS_QUESTIONS,
): LoanOptionsFormView | undefined {
  const question = currentQuestion(state, questions);
  if (!question) return undefined;
  return {
    question,
    progress: `${question.number} of ${question.totalCount}`,
    selected: state.answers[question.id] ?? '',
    error: state.showError ? question.error : null,
    showBack: question.number !== 1 && state.history.length > 0,
    primaryAction: isLastQuestion(question) ? 'submit' : 'next',
  };
}

/** What the review modal shows (SPEC §4, §5, §8). */
export interface LoanOptionsReviewView {
  questions: { question: LoanOptionsQuestion; selected: string; unanswered: boolean }[];
  /**
   * 'Please answer all questions before continuing.' while apply found the review incomplete;
   * SPEC §8 shows it in every review error container. Null otherwise.
   */
  error: string | null;
}

/** The review modal's view; undefined while it is closed. */
export function loanOptionsReviewView(
  state: LoanOptionsState,
  questions: readonly LoanOptionsQuestion[] = LOAN_OPTIONS_QUESTIONS,
): LoanOptionsReviewView | undefined {
  if (!state.review.open) return undefined;
  const { answers } = state.review;
  const unanswered = new Set(unansweredReviewQuestions(questions, answers));
  return {
    questions: questionPath(questions, answers).map((question) => ({
      question,
      selected: answers[question.id] ?? '',
      unanswered: unanswered.has(question),
    })),
    error: state.review.showError ? REVIEW_INCOMPLETE_MESSAGE : null,
  };
}
