// The loan-options personalization questions (SPEC §3): researching (purchase or refi),
// affordable (Yes or No), credit (the SPEC §9 credit labels) and VA (Yes or No). Each question has
// an id, a number, the total count the progress shows, and options each with a value and the
// number of the question that follows (null: the last question, which shows Submit). Every option
// also has its question-answer id, the unit of the answer path the content table is keyed by.

import { CREDIT_LABELS } from '@lender/mortgage-math';

/** SPEC §4: the progress shows 'step of total', the total 4 unless a question says otherwise. */
export const LOAN_OPTIONS_DEFAULT_TOTAL = 4;

/** One answer of a question. */
export interface LoanOptionsOption {
  /** The stored value, as SPEC §3 spells it ('purchase', 'Yes', 'Below 579'). */
  value: string;
  /** What the radio says. */
  label: string;
  /** The question-answer id, e.g. `credit-below-579`: the answer path is made of these. */
  id: string;
  /** The number of the question shown next; null after the last question. */
  nextQuestionNumber: number | null;
}

/** A question of the form and of the review modal. */
export interface LoanOptionsQuestion {
  id: string;
  /** 1 for the first question. */
  number: number;
  /** The total the progress shows ('1 of 4'). */
  totalCount: number;
  /** The radio group's legend. */
  text: string;
  hint?: string;
  /** SPEC §5: shown when Next or Submit is pressed with nothing chosen. */
  error: string;
  options: readonly LoanOptionsOption[];
}

/** The four SPEC §3 question ids. */
export const LOAN_OPTIONS_QUESTION_IDS = ['researching', 'affordable', 'credit', 'va'] as const;

/** One of the SPEC question ids. */
export type LoanOptionsQuestionId = (typeof LOAN_OPTIONS_QUESTION_IDS)[number];

/** The question-answer id of a value: the question id and the value in lower case, hyphenated. */
export function answerId(questionId: string, value: string): string {
  const slug = value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${questionId}-${slug}`;
}

function option(
  questionId: string,
  value: string,
  label: string,
  nextQuestionNumber: number | null,
): LoanOptionsOption {
  return { value, label, id: answerId(questionId, value), nextQuestionNumber };
}

/** The questionnaire, in order (SPEC §3, §4). */
export const LOAN_OPTIONS_QUESTIONS: readonly LoanOptionsQuestion[] = [
  {
    id: 'researching',
    number: 1,
    totalCount: LOAN_OPTIONS_DEFAULT_TOTAL,
    text: 'What are you looking into?',
    error: 'Select if you are buying a home or refinancing',
    options: [
      option('researching', 'purchase', 'Buying a home', 2),
      option('researching', 'refi', 'Refinancing my mortgage', 2),
    ],
  },
  {
    id: 'affordable',
    number: 2,
    totalCount: LOAN_OPTIONS_DEFAULT_TOTAL,
    text: 'Do you want to see loans that can make a home more affordable?',
    hint: 'For example, loans with a low down payment or more flexible credit requirements.',
    error: 'Select yes if you want to see loans that can make a home more affordable',
    options: [option('affordable', 'Yes', 'Yes', 3), option('affordable', 'No', 'No', 3)],
  },
  {
    id: 'credit',
    number: 3,
    totalCount: LOAN_OPTIONS_DEFAULT_TOTAL,
    text: 'What is your credit score?',
    hint: "An estimate is fine. Answering won't affect your credit.",
    error: 'Select the range your credit score is in',
    options: CREDIT_LABELS.map((label) => option('credit', label, label, 4)),
  },
  {
    id: 'va',
    number: 4,
    totalCount: LOAN_OPTIONS_DEFAULT_TOTAL,
    text: 'Have you or your spouse served in the U.S. military?',
    hint: 'Veterans, service members and some surviving spouses can get a VA loan.',
    error: 'Select yes if you or your spouse served in the U.S. military',
    options: [option('va', 'Yes', 'Yes', null), option('va', 'No', 'No', null)],
  },
];

/** SPEC §5, §8: the review modal's shared error text. */
export const REVIEW_INCOMPLETE_MESSAGE = 'Please answer all questions before continuing.';

/** SPEC §9: the review modal's open and close animation. */
export const REVIEW_MODAL_ANIMATION_MS = 225;

/** SPEC §3: the results toggle's labels unless the content sets its own. */
export const DEFAULT_TOGGLE_SHOW = 'Show More';

/** SPEC §3: the results toggle's label while expanded, unless the content sets its own. */
export const DEFAULT_TOGGLE_HIDE = 'Hide';

/** The question with this number. */
export function questionByNumber(
  questions: readonly LoanOptionsQuestion[],
  number: number,
): LoanOptionsQuestion | undefined {
  return questions.find((question) => question.number === number);
}

/** The first question (number 1, else the lowest number). */
export function firstQuestion(questions: readonly LoanOptionsQuestion[]): LoanOptionsQuestion {
  const first = [...questions].sort((a, b) => a.number - b.number)[0];
  if (!first) throw new RangeError('A questionnaire needs at least one question');
  return first;
}

/** Whether the question is the last one: every option ends the questionnaire (shows Submit). */
export function isLastQuestion(question: LoanOptionsQuestion): boolean {
  return question.options.every((choice) => choice.nextQuestionNumber === null);
}

/** Answers by question id: the value of the chosen option. */
export type LoanOptionsAnswers = Readonly<Record<string, string>>;

/**
 * The questions the answers lead through, in order, from the first: each answered question, then
 * the first unanswered one (its answer decides what follows, unless every option leads to the
 * same question, when the walk goes on).
 */
export function questionPath(
  questions: readonly LoanOptionsQuestion[],
  answers: LoanOptionsAnswers,
): LoanOptionsQuestion[] {
  const path: LoanOptionsQuestion[] = [];
  let question: LoanOptionsQuestion | undefined = firstQuestion(questions);
  while (question && !path.includes(question)) {
    const current: LoanOptionsQuestion = question;
    path.push(current);
    const chosen = current.options.find((choice) => choice.value === answers[current.id]);
    const nexts = new Set(current.options.map((choice) => choice.nextQuestionNumber));
    const nextNumber = chosen ? chosen.nextQuestionNumber : nexts.size === 1 ? [...nexts][0] : null;
    question =
      nextNumber === null || nextNumber === undefined
        ? undefined
        : questionByNumber(questions, nextNumber);
  }
  return path;
}

/**
 * SPEC §3 answer path: the question-answer ids of the answered questions, in the order they are
 * asked, joined by semicolons (`researching-purchase;affordable-yes;credit-580-619;va-no`).
 */
export function answerPath(
  questions: readonly LoanOptionsQuestion[],
  answers: LoanOptionsAnswers,
): string {
  return questionPath(questions, answers)
    .flatMap((question) => {
      const chosen = question.options.find((choice) => choice.value === answers[question.id]);
      return chosen ? [chosen.id] : [];
    })
    .join(';');
}

/** Every complete answer path of the questions: what the content table must cover. */
export function allAnswerPaths(questions: readonly LoanOptionsQuestion[]): string[] {
  const paths: string[] = [];
  const walk = (question: LoanOptionsQuestion | undefined, ids: string[], seen: Set<number>) => {
    if (!question || seen.has(question.number)) return;
    for (const choice of question.options) {
      const path = [...ids, choice.id];
      if (choice.nextQuestionNumber === null) paths.push(path.join(';'));
      else {
        walk(
          questionByNumber(questions, choice.nextQuestionNumber),
          path,
          new Set([...seen, question.number]),
        );
      }
    }
  };
  walk(firstQuestion(questions), [], new Set());
  return paths;
}
