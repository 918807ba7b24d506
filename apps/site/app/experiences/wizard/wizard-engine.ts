// The calculator wizard's machine and the plain view of its state, loaded on demand in the browser
// (it brings @lender/validation and the API client) and at build time by the page's loader, which
// renders the first question from `wizardView(INITIAL_WIZARD_STATE)`.
import {
  canGoBack,
  createZipExistenceCheck,
  currentAnswerValue,
  INITIAL_WIZARD_STATE,
  showsRequiredHint,
  wizardQuestion,
  wizardReducer,
  wizardResults,
  wizardStepText,
  type WizardEvent,
  type WizardResultsView,
  type WizardState,
} from '@lender/guided-experiences/wizard';
import { browserApi } from '../../forms/api.ts';

export type { WizardEvent, WizardState };

/** A screen as the page shows it: the get-started screen (step 0) or a question. */
export interface WizardQuestionView {
  id: string;
  kind: 'start' | 'choice' | 'zip';
  /** The question, or the get-started screen's heading. */
  text: string;
  hint: string | null;
  /** The get-started screen's button; null on questions (their button is Next). */
  action: string | null;
  options: { value: string; label: string }[];
}

/** Everything the wizard shows for a state: plain data, so a loader can hand it to the page. */
export interface WizardView {
  step: string;
  /** The question; null on the results. */
  question: WizardQuestionView | null;
  /** SPEC §4 'N of 5' / 'N of 4'; null on the get-started screen and the results. */
  stepText: string | null;
  /** SPEC §4: Q1 and Q2 show 'Questions with * are required'. */
  requiredHint: boolean;
  /** The chosen option or the typed ZIP code. */
  value: string;
  error: string | null;
  /** The ZIP code's existence is being checked. */
  checking: boolean;
  canGoBack: boolean;
  /** Answers given so far: Close clears them. */
  answered: boolean;
  results: WizardResultsView | null;
}

/** The view of a wizard state. */
export function wizardView(state: WizardState): WizardView {
  const question = wizardQuestion(state.step);
  return {
    step: state.step,
    question: question
      ? {
          id: question.id,
          kind: question.kind,
          text: question.text,
          hint: question.hint ?? null,
          action: question.kind === 'start' ? question.action : null,
          options:
            question.kind === 'choice'
              ? question.options.map(({ value, label }) => ({ value, label }))
              : [],
        }
      : null,
    stepText: wizardStepText(state),
    requiredHint: showsRequiredHint(state.step),
    value: currentAnswerValue(state),
    error: state.error,
    checking: state.checkingZip !== null,
    canGoBack: canGoBack(state),
    answered: Object.keys(state.answers).length > 0,
    results: question ? null : wizardResults(state.answers),
  };
}

/** The wizard's first screen: step 0, the get-started screen (SPEC §4). */
export function initialWizardView(): WizardView {
  return wizardView(INITIAL_WIZARD_STATE);
}

/** The reducer, for useLazyMachine. */
export const reduce = wizardReducer;
export const initial = INITIAL_WIZARD_STATE;

/**
 * SPEC §5 ZIP existence check: GET /rmscbff/zipCodes/{zip}; 404 means no such ZIP code, a network
 * failure counts as valid, answers are kept 5 minutes (one cache for the page's life).
 */
export const zipExists = createZipExistenceCheck({
  lookup: async (zip) => (await browserApi()).zipCode(zip),
  now: () => Date.now(),
});
