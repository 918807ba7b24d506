// The wizard as a reducer over plain values (SPEC §4): a step, a history stack for Back, and the
// answers as SPEC §3 responses `{ responseValue, nextQuestionToShow }`. The ZIP existence check is
// the one asynchronous part: `next` on the ZIP question marks the ZIP code as being checked, the
// view runs the injected check (zip-check.ts) and dispatches `zipChecked` with the answer.
// `goTo` is for the browser's Back and Forward buttons: each step is a history entry (the view
// pushes one per step), and a visit to an entry asks the wizard for that entry's step.

import { CALCULATORS, calculatorHref, type CalculatorInfo } from '../calculators.ts';
import { keepZipDigits, ZipCodeSchema } from '@lender/validation';
import { wizardCards } from './cards.ts';
import {
  CALCULATING_BY_OWN_A_HOME,
  CALCULATING_REQUIRED_MESSAGE,
  calculatingLabel,
  CHOOSE_AN_ANSWER_MESSAGE,
  OWNER_BUYING_CALCULATING,
  RESULTS_HINT,
  WIZARD_ANSWER_KEYS,
  WIZARD_FLOWS,
  WIZARD_GET_STARTED_VALUE,
  WIZARD_QUESTIONS,
  WIZARD_RESULTS,
  wizardCreditScore,
  ZIP_NOT_FOUND_MESSAGE,
  type OwnAHome,
  type WizardAnswerKey,
  type WizardCalculating,
  type WizardFlow,
  type WizardQuestion,
  type WizardQuestionId,
  type WizardStep,
} from './questions.ts';

/** A stored answer (SPEC §3): the value and the question it leads to. */
export interface WizardResponse {
  responseValue: string;
  nextQuestionToShow: WizardStep;
}

/** The answers by key; a key is missing until answered. */
export type WizardAnswers = Partial<Record<WizardAnswerKey, WizardResponse>>;

/** The whole wizard state. */
export interface WizardState {
  step: WizardStep;
  /** Steps left by Next, most recent last: Back returns to the last one. */
  history: readonly WizardStep[];
  answers: WizardAnswers;
  /** The message under the current question, or null. */
  error: string | null;
  /** The ZIP code whose existence is being checked; the view runs the check while it is set. */
  checkingZip: string | null;
  /** The last ZIP code the check let through: `goTo` may pass the ZIP question only with it. */
  confirmedZip: string | null;
}

/** What the view can tell the wizard. */
export type WizardEvent =
  /** A radio of the current question was chosen. */
  | { type: 'choose'; value: string }
  /** The ZIP input changed; the wizard keeps digits only, at most 5. */
  | { type: 'typeZip'; value: string }
  | { type: 'next' }
  /** The answer of the existence check started by `next` on the ZIP question. */
  | { type: 'zipChecked'; zip: string; exists: boolean }
  | { type: 'back' }
  /**
   * The browser moved to another of the wizard's history entries: back to a step in the history,
   * or forward to a step the answers already lead to. Anything else changes nothing.
   */
  | { type: 'goTo'; step: WizardStep }
  | { type: 'startOver' }
  | { type: 'close' }
  /** The results' own-a-home select changed; clears the calculating answer (SPEC §4). */
  | { type: 'changeOwnAHome'; value: OwnAHome }
  /** The results' calculating select changed. */
  | { type: 'changeCalculating'; value: string };

/** Step 0, the get-started screen, with no answers (SPEC §4). */
export const INITIAL_WIZARD_STATE: WizardState = {
  step: 'Q1',
  history: [],
  answers: {},
  error: null,
  checkingZip: null,
  confirmedZip: null,
};

/** The flow the answers put the visitor on, or undefined while Q2 (or an owner's Q3) is open. */
export function wizardFlow(answers: WizardAnswers): WizardFlow | undefined {
  const own = answers.Q2?.responseValue;
  if (own === 'no') return 'non-owner';
  if (own !== 'yes') return undefined;
  const goal = answers.Q3?.responseValue;
  if (goal === 'buying') return 'owner-buying';
  if (goal === 'current-home') return 'owner-current-home';
  return undefined;
}

/** The question a step shows; undefined on the results. */
export function wizardQuestion(step: WizardStep): WizardQuestion | undefined {
  return step === WIZARD_RESULTS ? undefined : WIZARD_QUESTIONS[step];
}

/** The wizard after one event. Events that do not apply to the current step change nothing. */
export function wizardReducer(state: WizardState, event: WizardEvent): WizardState {
  switch (event.type) {
    case 'choose':
      return choose(state, event.value);
    case 'typeZip':
      return typeZip(state, event.value);
    case 'next':
      return next(state);
    case 'zipChecked':
      return zipChecked(state, event.zip, event.exists);
    case 'back':
      return back(state);
    case 'goTo':
      return goTo(state, event.step);
    case 'startOver':
    case 'close':
      return INITIAL_WIZARD_STATE;
    case 'changeOwnAHome':
      return changeOwnAHome(state, event.value);
    case 'changeCalculating':
      return changeCalculating(state, event.value);
  }
}

function choose(state: WizardState, value: string): WizardState {
  const question = wizardQuestion(state.step);
  if (question?.kind !== 'choice') return state;
  const option = question.options.find((candidate) => candidate.value === value);
  if (!option) return state;
  const answers = normalizeAnswers({
    ...state.answers,
    [question.answerKey]: { responseValue: value, nextQuestionToShow: option.nextQuestionToShow },
  });
  return { ...state, answers, error: null };
}

function typeZip(state: WizardState, typed: string): WizardState {
  const question = wizardQuestion(state.step);
  if (question?.kind !== 'zip') return state;
  const digits = keepZipDigits(typed);
  const answers = { ...state.answers };
  if (digits === '') delete answers.Q5;
  else answers.Q5 = { responseValue: digits, nextQuestionToShow: question.nextQuestionToShow };
  return { ...state, answers, error: null, checkingZip: null };
}

function next(state: WizardState): WizardState {
  const question = wizardQuestion(state.step);
  if (!question || state.checkingZip !== null) return state;
  if (question.kind === 'start') {
    // The get-started screen asks nothing: starting is its answer.
    const answers = {
      ...state.answers,
      Q1: {
        responseValue: WIZARD_GET_STARTED_VALUE,
        nextQuestionToShow: question.nextQuestionToShow,
      },
    };
    return advance({ ...state, answers }, question.nextQuestionToShow);
  }
  const response = state.answers[question.answerKey];
  if (question.kind === 'zip') {
    const parsed = ZipCodeSchema.safeParse(response?.responseValue ?? '');
    if (!parsed.success) {
      return { ...state, error: parsed.error.issues[0]?.message ?? CHOOSE_AN_ANSWER_MESSAGE };
    }
    return { ...state, error: null, checkingZip: parsed.data };
  }
  if (!response || !question.options.some((option) => option.value === response.responseValue)) {
    return { ...state, error: CHOOSE_AN_ANSWER_MESSAGE };
  }
  return advance(state, response.nextQuestionToShow);
}

function zipChecked(state: WizardState, zip: string, exists: boolean): WizardState {
  const question = wizardQuestion(state.step);
  // A late answer for a ZIP code the visitor has since changed, or a step they have left.
  if (
    question?.kind !== 'zip' ||
    state.checkingZip !== zip ||
    state.answers.Q5?.responseValue !== zip
  ) {
    return state;
  }
  if (!exists) return { ...state, error: ZIP_NOT_FOUND_MESSAGE, checkingZip: null };
  return advance({ ...state, confirmedZip: zip }, question.nextQuestionToShow);
}

function advance(state: WizardState, to: WizardStep): WizardState {
  return {
    ...state,
    step: to,
    history: [...state.history, state.step],
    error: null,
    checkingZip: null,
  };
}

function back(state: WizardState): WizardState {
  const previous = state.history.at(-1);
  if (previous === undefined) return state;
  return {
    ...state,
    step: previous,
    history: state.history.slice(0, -1),
    error: null,
    checkingZip: null,
  };
}

function goTo(state: WizardState, step: WizardStep): WizardState {
  if (step === state.step || state.checkingZip !== null) return state;
  const back = state.history.lastIndexOf(step);
  if (back >= 0) {
    return {
      ...state,
      step,
      history: state.history.slice(0, back),
      error: null,
      checkingZip: null,
    };
  }
  // Forward along the answers, as Next would go, up to the step asked for. A ZIP code typed since
  // the last check has not been checked: the wizard stops on its question, where Next checks it.
  const history = [...state.history];
  let at: WizardStep = state.step;
  let stop: WizardStep | undefined;
  const seen = new Set<WizardStep>();
  while (at !== step) {
    if (at === WIZARD_RESULTS || seen.has(at)) return state;
    seen.add(at);
    const question = WIZARD_QUESTIONS[at];
    const response = state.answers[question.answerKey];
    if (!response) return state;
    if (question.kind === 'zip' && response.responseValue !== state.confirmedZip) stop ??= at;
    if (stop === undefined) history.push(at);
    at = response.nextQuestionToShow;
  }
  const to = stop ?? step;
  return { ...state, step: to, history, error: null, checkingZip: null };
}

function changeOwnAHome(state: WizardState, value: OwnAHome): WizardState {
  if (state.step !== WIZARD_RESULTS || (value !== 'yes' && value !== 'no')) return state;
  if (state.answers.Q2?.responseValue === value) return state;
  // SPEC §4: a new own-a-home answer clears the calculating answer, and with it an owner's goal,
  // which the calculating choice implies.
  const { Q3: _goal, Q4: _calculating, ...kept } = state.answers;
  return onResults(state, { ...kept, Q2: optionResponse('Q2', value) });
}

function changeCalculating(state: WizardState, value: string): WizardState {
  if (state.step !== WIZARD_RESULTS) return state;
  const own = state.answers.Q2?.responseValue as OwnAHome | undefined;
  if (own === undefined || !CALCULATING_BY_OWN_A_HOME[own].includes(value as WizardCalculating)) {
    return state;
  }
  const answers: WizardAnswers = { ...state.answers };
  if (own === 'yes') {
    // An owner's calculating choice belongs to one goal (Q4-1 buying, Q4-2 current home).
    const goal = (OWNER_BUYING_CALCULATING as readonly string[]).includes(value)
      ? 'buying'
      : 'current-home';
    answers.Q3 = optionResponse('Q3', goal);
  }
  answers.Q4 = { responseValue: value, nextQuestionToShow: WIZARD_RESULTS };
  return onResults(state, answers);
}

/** The response of choosing `value` on Q2 or Q3 (values checked by the caller). */
function optionResponse(id: 'Q2' | 'Q3', value: string): WizardResponse {
  const option = WIZARD_QUESTIONS[id].options.find((candidate) => candidate.value === value);
  return { responseValue: value, nextQuestionToShow: option?.nextQuestionToShow ?? id };
}

/** Results with changed answers: Back now retraces the flow those answers describe. */
function onResults(state: WizardState, answers: WizardAnswers): WizardState {
  const normalized = normalizeAnswers(answers);
  return { ...state, answers: normalized, history: answeredPath(normalized), error: null };
}

/**
 * The steps from Q1 along the answers, up to the results or the first unanswered question
 * (included, so Back from the results lands on the question that needs an answer).
 */
function answeredPath(answers: WizardAnswers): WizardStep[] {
  const path: WizardStep[] = [];
  let step: WizardStep = 'Q1';
  while (step !== WIZARD_RESULTS && path.length < WIZARD_QUESTION_COUNT) {
    path.push(step);
    const response: WizardResponse | undefined = answers[WIZARD_QUESTIONS[step].answerKey];
    if (!response) break;
    step = response.nextQuestionToShow;
  }
  return path;
}

const WIZARD_QUESTION_COUNT = Object.keys(WIZARD_QUESTIONS).length;

/**
 * Keeps the answers that still apply to the flow the answers describe, each pointing at the
 * question its flow shows next. An owner's goal goes when they say they do not own a home; a
 * calculating answer goes when it is not an option of the flow's Q4; the ZIP code and the credit
 * answer stay, since every flow asks them the same way.
 */
export function normalizeAnswers(answers: WizardAnswers): WizardAnswers {
  const flow = wizardFlow(answers);
  const normalized: WizardAnswers = {};
  for (const key of WIZARD_ANSWER_KEYS) {
    const response = answers[key];
    if (!response) continue;
    const questionId = questionOf(key, answers, flow);
    if (questionId === null) continue;
    if (questionId === undefined) {
      // The variant is not known yet; ZIP and credit answers are valid in every variant.
      if (key === 'Q5' || key === 'Q6') normalized[key] = response;
      continue;
    }
    const question = WIZARD_QUESTIONS[questionId];
    if (question.kind === 'start') {
      if (response.responseValue === WIZARD_GET_STARTED_VALUE) {
        normalized[key] = { ...response, nextQuestionToShow: question.nextQuestionToShow };
      }
      continue;
    }
    if (question.kind === 'zip') {
      normalized[key] = { ...response, nextQuestionToShow: question.nextQuestionToShow };
      continue;
    }
    const option = question.options.find((choice) => choice.value === response.responseValue);
    if (option) normalized[key] = { ...response, nextQuestionToShow: option.nextQuestionToShow };
  }
  return normalized;
}

/** The question an answer belongs to: null when off the path, undefined when not known yet. */
function questionOf(
  key: WizardAnswerKey,
  answers: WizardAnswers,
  flow: WizardFlow | undefined,
): WizardQuestionId | null | undefined {
  if (key === 'Q1' || key === 'Q2') return key;
  if (key === 'Q3') {
    const own = answers.Q2?.responseValue;
    return own === 'yes' ? 'Q3' : own === 'no' ? null : undefined;
  }
  if (!flow) return undefined;
  return WIZARD_FLOWS[flow].find((id) => WIZARD_QUESTIONS[id].answerKey === key) ?? null;
}

/**
 * SPEC §4 step text, 'N of 5' for owners and 'N of 4' for non-owners, counting from Q2; null on
 * the get-started screen (step 0) and the results. Until Q2 is answered the longer count shows; choosing
 * No there makes it 'of 4' at once.
 */
export function wizardStepText(state: Pick<WizardState, 'step' | 'answers'>): string | null {
  const { step, answers } = state;
  if (step === WIZARD_RESULTS || step === 'Q1') return null;
  const flow =
    step.endsWith('-3') || answers.Q2?.responseValue === 'no'
      ? 'non-owner'
      : step.endsWith('-2')
        ? 'owner-current-home'
        : 'owner-buying';
  const questions = WIZARD_FLOWS[flow];
  // Q1 is index 0 and not counted, so a question's index is its number.
  return `${questions.indexOf(step)} of ${questions.length - 1}`;
}

/** SPEC §4: Q1 (the get-started screen) and Q2 show 'Questions with * are required'. */
export function showsRequiredHint(step: WizardStep): boolean {
  return step === 'Q1' || step === 'Q2';
}

/** Whether Back is offered: there is a step to go back to. */
export function canGoBack(state: Pick<WizardState, 'history'>): boolean {
  return state.history.length > 0;
}

/** The current question's answer value (the chosen radio or the typed ZIP code), or ''. */
export function currentAnswerValue(state: Pick<WizardState, 'step' | 'answers'>): string {
  const question = wizardQuestion(state.step);
  if (!question || question.kind === 'start') return '';
  return state.answers[question.answerKey]?.responseValue ?? '';
}

/** A result card: the calculator page and its link with the visitor's ZIP code and credit score. */
export interface WizardResultCard extends CalculatorInfo {
  href: string;
}

/** Everything the results view shows (SPEC §4). */
export interface WizardResultsView {
  ownAHome: OwnAHome | undefined;
  ownAHomeOptions: readonly { value: OwnAHome; label: string }[];
  calculating: WizardCalculating | undefined;
  calculatingOptions: readonly { value: WizardCalculating; label: string }[];
  /** SPEC §8 missing-select error: the calculating select is empty. */
  calculatingError: string | null;
  cards: readonly WizardResultCard[];
  /** 'If none of these look right, try changing your answers.' */
  hint: string;
}

/** The results view of the current answers. */
export function wizardResults(answers: WizardAnswers): WizardResultsView {
  const ownAHome = answers.Q2?.responseValue as OwnAHome | undefined;
  const options = ownAHome ? CALCULATING_BY_OWN_A_HOME[ownAHome] : [];
  const chosen = answers.Q4?.responseValue as WizardCalculating | undefined;
  const calculating = chosen !== undefined && options.includes(chosen) ? chosen : undefined;
  const hash = {
    zip: answers.Q5?.responseValue,
    creditScore: wizardCreditScore(answers.Q6?.responseValue),
  };
  const cards =
    ownAHome && calculating
      ? wizardCards(ownAHome, calculating).map((name) => ({
          ...CALCULATORS[name],
          href: calculatorHref(name, hash),
        }))
      : [];
  return {
    ownAHome,
    ownAHomeOptions: WIZARD_QUESTIONS.Q2.options.map((option) => ({
      value: option.value as OwnAHome,
      label: option.label,
    })),
    calculating,
    calculatingOptions: options.map((value) => ({ value, label: calculatingLabel(value) })),
    calculatingError: calculating ? null : CALCULATING_REQUIRED_MESSAGE,
    cards,
    hint: RESULTS_HINT,
  };
}
