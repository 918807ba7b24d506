// The calculator-recommendation wizard's screens (SPEC §3, §4). The SPEC gives the screen ids,
// the answer each stores and the three flows; the wording is ours, written for a home buyer or
// owner. Every answer names the screen shown after it (`nextQuestionToShow`), so walking the
// table from Q1 gives exactly the SPEC §4 flows:
//
//   owners, goal buying        Q1 → Q2 (yes) → Q3 (buying)       → Q4-1 → Q5-1 → Q6-1 → results
//   owners, goal current home  Q1 → Q2 (yes) → Q3 (current-home) → Q4-2 → Q5-2 → Q6-2 → results
//   non-owners                 Q1 → Q2 (no)                      → Q4-3 → Q5-3 → Q6-3 → results
//
// Q1 is step 0, the get-started screen (SPEC §4 "Step 0 is the get-started screen"): it says what
// the wizard does and starts it, asking nothing, and every flow passes it. The step text counts
// the questions after it, so Q2 is '1 of 5': owners answer 5 questions (Q2–Q6) and non-owners 4
// (Q2, Q4–Q6), the SPEC's 'N of 5' and 'N of 4'. Its stored answer (SPEC §3 "Wizard answers: Q1")
// records that the visitor started.

/** Every screen of the wizard before the results, with its flow variant (SPEC §4). */
export const WIZARD_QUESTION_IDS = [
  'Q1',
  'Q2',
  'Q3',
  'Q4-1',
  'Q4-2',
  'Q4-3',
  'Q5-1',
  'Q5-2',
  'Q5-3',
  'Q6-1',
  'Q6-2',
  'Q6-3',
] as const;

/** A question screen. */
export type WizardQuestionId = (typeof WIZARD_QUESTION_IDS)[number];

/** The results view, shown after the last question (SPEC §4). */
export const WIZARD_RESULTS = 'results';

/** Where the wizard can be: a question screen or the results. */
export type WizardStep = WizardQuestionId | typeof WIZARD_RESULTS;

/** The answers the wizard keeps, one per question whatever its variant (SPEC §3 "Wizard answers"). */
export const WIZARD_ANSWER_KEYS = ['Q1', 'Q2', 'Q3', 'Q4', 'Q5', 'Q6'] as const;

/** One of the answer keys. */
export type WizardAnswerKey = (typeof WIZARD_ANSWER_KEYS)[number];

/** What each answer means (SPEC §3): Q1 started, Q2 ownAHome, Q3 goal, Q4 calculating, Q5 zipCode, Q6 creditScore. */
export const WIZARD_ANSWER_FIELDS: Readonly<Record<WizardAnswerKey, string>> = {
  Q1: 'getStarted',
  Q2: 'ownAHome',
  Q3: 'goal',
  Q4: 'calculating',
  Q5: 'zipCode',
  Q6: 'creditScore',
};

/** The flows of SPEC §4. */
export type WizardFlow = 'owner-buying' | 'owner-current-home' | 'non-owner';

/** A choice of a question, with the question it leads to. */
export interface WizardOption {
  value: string;
  label: string;
  nextQuestionToShow: WizardStep;
}

interface QuestionBase {
  id: WizardQuestionId;
  answerKey: WizardAnswerKey;
  /** The question as the visitor reads it (the radio group's legend, or the input's label). */
  text: string;
  /** A line under the question. */
  hint?: string;
}

/** A question answered by choosing one option. */
export interface WizardChoiceQuestion extends QuestionBase {
  kind: 'choice';
  options: readonly WizardOption[];
}

/** The ZIP code question, answered by typing. */
export interface WizardZipQuestion extends QuestionBase {
  kind: 'zip';
  nextQuestionToShow: WizardStep;
}

/**
 * Step 0, the get-started screen (SPEC §4): what the wizard does and a button that starts it.
 * `text` is its heading, `hint` the paragraph under it, `action` the button's text.
 */
export interface WizardStartScreen extends QuestionBase {
  kind: 'start';
  action: string;
  nextQuestionToShow: WizardStep;
}

/** A screen of the wizard before the results: the get-started screen or a question. */
export type WizardQuestion = WizardStartScreen | WizardChoiceQuestion | WizardZipQuestion;

/** The answer the get-started screen stores when the visitor starts (SPEC §3 Q1 responseValue). */
export const WIZARD_GET_STARTED_VALUE = 'get-started';

/** Own-a-home answers (SPEC §3: yes or no). */
export type OwnAHome = 'yes' | 'no';

/** Goal answers (SPEC §3: buying or current-home). */
export type WizardGoal = 'buying' | 'current-home';

/** Q4 options of owners who are buying (Q4-1); the values are SPEC §4's card keys after `yes-`. */
export const OWNER_BUYING_CALCULATING = ['monthly-payment', 'down-payment', 'home-price'] as const;

/** Q4 options of owners asking about their current home (Q4-2). */
export const OWNER_CURRENT_HOME_CALCULATING = [
  'lower-monthly-payment',
  'shorter-loan-term',
  'available-equity',
] as const;

/** Q4 options of visitors who do not own a home (Q4-3); SPEC §4's card keys after `no-`. */
export const NON_OWNER_CALCULATING = [
  'monthly-payment-interested',
  'down-payment-options',
  'home-price-afford',
] as const;

/** A calculating answer. */
export type WizardCalculating =
  | (typeof OWNER_BUYING_CALCULATING)[number]
  | (typeof OWNER_CURRENT_HOME_CALCULATING)[number]
  | (typeof NON_OWNER_CALCULATING)[number];

const CALCULATING_LABELS: Readonly<Record<WizardCalculating, string>> = {
  'monthly-payment': 'What my monthly payment would be',
  'down-payment': 'How much to put down',
  'home-price': 'How much home I can afford',
  'lower-monthly-payment': 'Lower my monthly payment',
  'shorter-loan-term': 'Pay off my mortgage sooner',
  'available-equity': 'See how much equity I could borrow',
  'monthly-payment-interested': 'What my monthly payment could be',
  'down-payment-options': 'My down payment options',
  'home-price-afford': 'How much home I can afford',
};

/** The label of a calculating answer, as Q4 and the results' select show it. */
export function calculatingLabel(value: WizardCalculating): string {
  return CALCULATING_LABELS[value];
}

/**
 * The credit answers of Q6: the SPEC §3 self-reported bands (SPEC §9: poor under 580, below
 * average to 619, average to 659, good to 719, else excellent), the score range each covers, and
 * the `creditScore` number the result cards send to the calculators. The numbers are the ones the
 * rent-vs-buy calculator reads (SPEC §2: 619 → 580, 659 → 620, 719 → 660, 720 and 580 stay), so
 * each band lands on its own mortgage insurance tier: excellent 720 → 720, good 719 → 660,
 * average 659 → 620, below average 619 → 580, poor 580 → 580. Poor sends 580, the lowest score
 * any calculator prices, rather than a score the calculators would leave blank; it stays below
 * the prequalification threshold of 581 (SPEC §9), so the affordability page still shows its
 * credit message. "I'm not sure" (the `none` band) sends no creditScore and the calculators keep
 * their own default.
 */
export const WIZARD_CREDIT_OPTIONS = [
  { value: 'excellent', label: 'Excellent (720 or higher)', creditScore: 720 },
  { value: 'good', label: 'Good (660 to 719)', creditScore: 719 },
  { value: 'average', label: 'Average (620 to 659)', creditScore: 659 },
  { value: 'below_average', label: 'Below average (580 to 619)', creditScore: 619 },
  { value: 'poor', label: 'Poor (below 580)', creditScore: 580 },
  { value: 'none', label: "I'm not sure", creditScore: undefined },
] as const satisfies readonly { value: string; label: string; creditScore: number | undefined }[];

/** A Q6 answer: a self-reported credit band (SPEC §3). */
export type WizardCreditBand = (typeof WIZARD_CREDIT_OPTIONS)[number]['value'];

/** The creditScore a result card sends for a Q6 answer; undefined for "I'm not sure". */
export function wizardCreditScore(band: string | undefined): number | undefined {
  return WIZARD_CREDIT_OPTIONS.find((option) => option.value === band)?.creditScore;
}

function options(
  values: readonly string[],
  label: (value: string) => string,
  next: WizardStep,
): WizardOption[] {
  return values.map((value) => ({ value, label: label(value), nextQuestionToShow: next }));
}

const calculating = (values: readonly WizardCalculating[], next: WizardStep) =>
  options(values, (value) => CALCULATING_LABELS[value as WizardCalculating], next);

const credit = (id: WizardQuestionId, text: string): WizardChoiceQuestion => ({
  id,
  answerKey: 'Q6',
  kind: 'choice',
  text,
  hint: "An estimate is fine. We only use it to fill in the calculators; it won't affect your credit.",
  options: options(
    WIZARD_CREDIT_OPTIONS.map((option) => option.value),
    (value) => WIZARD_CREDIT_OPTIONS.find((option) => option.value === value)?.label ?? value,
    WIZARD_RESULTS,
  ),
});

/** The ZIP code screens. */
export type WizardZipQuestionId = 'Q5-1' | 'Q5-2' | 'Q5-3';

/** The question table's type: Q1 is the get-started screen, the ZIP screens are typed, every other screen is a choice. */
export type WizardQuestionTable = {
  readonly [K in WizardQuestionId]: K extends 'Q1'
    ? WizardStartScreen
    : K extends WizardZipQuestionId
      ? WizardZipQuestion
      : WizardChoiceQuestion;
};

/** Every wizard question by id: text, options and the question each option leads to. */
export const WIZARD_QUESTIONS: WizardQuestionTable = {
  Q1: {
    id: 'Q1',
    answerKey: 'Q1',
    kind: 'start',
    text: 'Which calculators fit your plans?',
    hint: "Answer up to 5 quick questions about your home and what you want to work out, and we'll suggest 3 calculators, filled in with your ZIP code and credit range. It takes about a minute.",
    action: 'Get started',
    nextQuestionToShow: 'Q2',
  },
  Q2: {
    id: 'Q2',
    answerKey: 'Q2',
    kind: 'choice',
    text: 'Do you own a home now?',
    options: [
      { value: 'yes', label: 'Yes', nextQuestionToShow: 'Q3' },
      { value: 'no', label: 'No', nextQuestionToShow: 'Q4-3' },
    ],
  },
  Q3: {
    id: 'Q3',
    answerKey: 'Q3',
    kind: 'choice',
    text: 'What would you like help with?',
    options: [
      { value: 'buying', label: 'Buying another home', nextQuestionToShow: 'Q4-1' },
      {
        value: 'current-home',
        label: 'My current home: refinancing, paying it off or using its equity',
        nextQuestionToShow: 'Q4-2',
      },
    ],
  },
  'Q4-1': {
    id: 'Q4-1',
    answerKey: 'Q4',
    kind: 'choice',
    text: 'What would you like to figure out about your next home?',
    options: calculating(OWNER_BUYING_CALCULATING, 'Q5-1'),
  },
  'Q4-2': {
    id: 'Q4-2',
    answerKey: 'Q4',
    kind: 'choice',
    text: 'What would you like to do with your current mortgage?',
    options: calculating(OWNER_CURRENT_HOME_CALCULATING, 'Q5-2'),
  },
  'Q4-3': {
    id: 'Q4-3',
    answerKey: 'Q4',
    kind: 'choice',
    text: 'What would you like to figure out about buying a home?',
    options: calculating(NON_OWNER_CALCULATING, 'Q5-3'),
  },
  'Q5-1': {
    id: 'Q5-1',
    answerKey: 'Q5',
    kind: 'zip',
    text: 'What ZIP code do you want to buy in?',
    hint: 'Property taxes and insurance depend on where the home is.',
    nextQuestionToShow: 'Q6-1',
  },
  'Q5-2': {
    id: 'Q5-2',
    answerKey: 'Q5',
    kind: 'zip',
    text: 'What is the ZIP code of your current home?',
    hint: 'Property taxes and insurance depend on where the home is.',
    nextQuestionToShow: 'Q6-2',
  },
  'Q5-3': {
    id: 'Q5-3',
    answerKey: 'Q5',
    kind: 'zip',
    text: 'What ZIP code do you want to buy in?',
    hint: "Property taxes and insurance depend on where the home is. A ZIP code you're considering is fine.",
    nextQuestionToShow: 'Q6-3',
  },
  'Q6-1': credit('Q6-1', 'What is your credit score?'),
  'Q6-2': credit('Q6-2', 'What is your credit score?'),
  'Q6-3': credit('Q6-3', 'What is your credit score?'),
};

/** The screens of each flow, in order, the get-started screen Q1 included (SPEC §4). */
export const WIZARD_FLOWS: Readonly<Record<WizardFlow, readonly WizardQuestionId[]>> = {
  'owner-buying': ['Q1', 'Q2', 'Q3', 'Q4-1', 'Q5-1', 'Q6-1'],
  'owner-current-home': ['Q1', 'Q2', 'Q3', 'Q4-2', 'Q5-2', 'Q6-2'],
  'non-owner': ['Q1', 'Q2', 'Q4-3', 'Q5-3', 'Q6-3'],
};

/** SPEC §4: the hint the get-started screen (Q1) and the first question (Q2) show. */
export const REQUIRED_QUESTIONS_HINT = 'Questions with * are required';

/** SPEC §5, §8: shown when Next is pressed with no answer chosen. */
export const CHOOSE_AN_ANSWER_MESSAGE = 'Please choose an answer';

/**
 * SPEC §8 "ZIP error message" for a ZIP code that has 5 digits but does not exist (the lookup
 * answered 404). Empty and malformed ZIP codes get the shared catalogue's messages.
 */
export const ZIP_NOT_FOUND_MESSAGE = 'Enter a real US ZIP code, like 48226';

/** SPEC §4: the line under the result cards. */
export const RESULTS_HINT = 'If none of these look right, try changing your answers.';

/** SPEC §5, §8 "missing-select error": the results' calculating select is required. */
export const CALCULATING_REQUIRED_MESSAGE = 'Choose what you want to figure out';

/** The calculating options of each own-a-home answer, as the results' select lists them. */
export const CALCULATING_BY_OWN_A_HOME: Readonly<Record<OwnAHome, readonly WizardCalculating[]>> = {
  yes: [...OWNER_BUYING_CALCULATING, ...OWNER_CURRENT_HOME_CALCULATING],
  no: [...NON_OWNER_CALCULATING],
};
