// The down payment form: values as typed, the check of each field, the hash that shares them,
// and every figure the calculator shows, from @lender/mortgage-math. Pure, shared by the
// component and the tests.
import { bandAmount, hashParams, parseDollars } from '@lender/calculator-kit';
import { amountError, numberError, parseNumber } from '@lender/calculator-kit/checks';
import {
  choiceValues,
  CREDIT_SCORE_OPTIONS_WITH_FHA,
  TERM_OPTIONS,
} from '@lender/calculator-kit/choices';
import { defineCalculator } from '@lender/calculator-kit/engine';
import {
  centsToDollars,
  downPaymentCalculator,
  downPaymentProgram,
  dollarsToCents,
  loanLimitFor,
  selfReportedCreditBand,
} from '@lender/mortgage-math';
import { downPaymentCalculatorMessages as m } from '@lender/validation/messages';
import type { DownPaymentFigures } from './columns.ts';
import { resultSentence } from './summary.ts';

export interface DownPaymentValues {
  homePrice: string;
  interestRate: string;
  /** '30', '20', '15' or '10'. */
  termYears: string;
  /** The low end of the visitor's credit band: '720', '660', '620', '580' or '500'. */
  creditScore: string;
  /** The visitor's own down payment; '' for none. */
  customDownPayment: string;
}

export type DownPaymentField = keyof DownPaymentValues;
export type FieldErrors = Partial<Record<DownPaymentField, string>>;

/** The fields that are checked, in screen order (term and credit are choices, never wrong). */
export const CHECKED_FIELDS: readonly DownPaymentField[] = [
  'homePrice',
  'interestRate',
  'customDownPayment',
];

// The terms every calculator offers, and the credit tiers with FHA's 500 to 579 (SPEC §9).
export { TERM_OPTIONS };
/** Credit bands by their lowest score: the PMI card's tiers (720, 660, 620, 580) and FHA's 500. */
export const CREDIT_SCORE_OPTIONS = CREDIT_SCORE_OPTIONS_WITH_FHA;

/** The highest rate the form takes, percent a year. */
export const MAX_RATE_PERCENT = 20;

export const MAX_PRICE_DOLLARS = 100_000_000;

export const DEFAULT_VALUES: DownPaymentValues = {
  homePrice: '400000',
  interestRate: '6.5',
  termYears: '30',
  creditScore: '720',
  customDownPayment: '',
};

/** The rate is typed without thousands separators: `6,5` is not a number here, never 65. */
const RATE = { commas: false, max: MAX_RATE_PERCENT } as const;

/** The message for one field, or undefined. */
export function fieldError(field: DownPaymentField, values: DownPaymentValues): string | undefined {
  switch (field) {
    case 'homePrice':
      return amountError(values.homePrice, m.homePrice, { positive: true, max: MAX_PRICE_DOLLARS });
    case 'interestRate':
      return numberError(values.interestRate, m.interestRate, RATE);
    case 'customDownPayment':
      // Left empty, there is no amount of your own; text that is no amount (`$`) is a format error.
      if (values.customDownPayment.trim() === '') return undefined;
      return amountError(values.customDownPayment, m.customDownPayment, {
        below: parseDollars(values.homePrice),
      });
    default:
      return undefined;
  }
}

export type { DownPaymentColumn, DownPaymentFigures } from './columns.ts';

/** Every figure for valid values in a year (the loan limits' edition); undefined while a field has a problem. */
export function figures(values: DownPaymentValues, year: number): DownPaymentFigures | undefined {
  return Object.keys(formErrors(values)).length > 0 ? undefined : calculate(values, year);
}

/** Every figure for values without a problem, in a year (the loan limits' edition). */
function calculate(values: DownPaymentValues, year: number): DownPaymentFigures {
  const homePriceCents = dollarsToCents(parseDollars(values.homePrice)!);
  const creditScore = Number(values.creditScore);
  const custom = values.customDownPayment.trim();
  const result = downPaymentCalculator({
    homePriceCents,
    annualRatePercent: parseNumber(values.interestRate, RATE)!,
    termMonths: Number(values.termYears) * 12,
    creditScore,
    ...(custom === '' ? {} : { customDownPaymentCents: dollarsToCents(parseDollars(custom)!) }),
  });
  const columns = result.scenarios.map((scenario) => ({
    scenario,
    program: downPaymentProgram({
      homePriceCents,
      downPaymentCents: scenario.downPaymentCents,
      creditScore,
      year,
    }),
  }));
  return {
    result,
    columns,
    creditScore,
    limits: {
      conforming: loanLimitFor({ program: 'conforming', year }),
      fha: loanLimitFor({ program: 'fha', year }),
    },
  };
}

/**
 * The credit band of a score from a hash: the wizard's cards send one number per band (SPEC §4:
 * 720, 719, 659, 619, 580), a shared link the band's own value. Whole scores from 300 to 850 land
 * in the band that holds them; below 500 none fits, and the choice keeps its default.
 */
export function creditBandOf(text: string): string | undefined {
  if (!/^\d{3}$/.test(text)) return undefined;
  const score = Number(text);
  if (score > 850) return undefined;
  return CREDIT_SCORE_OPTIONS.find((option) => score >= Number(option.value))?.value;
}

const TERMS = choiceValues(TERM_OPTIONS);

/** Choices kept to those on offer (a host's or a link's score lands in its band), else the defaults'. */
export function withKnownChoices(values: DownPaymentValues): DownPaymentValues {
  return {
    ...values,
    termYears: TERMS.includes(values.termYears) ? values.termYears : DEFAULT_VALUES.termYears,
    creditScore: creditBandOf(values.creditScore.trim()) ?? DEFAULT_VALUES.creditScore,
  };
}

const HASH_FIELDS = Object.keys(DEFAULT_VALUES) as DownPaymentField[];
const VALUE = /^[\d.,$%\s]{0,20}$/;

/** The form values a hash names; only known fields, known choices and amount-like text are taken. */
export function valuesFromHash(hash: string): Partial<DownPaymentValues> {
  const params = hashParams(hash);
  const values: Partial<DownPaymentValues> = {};
  for (const field of HASH_FIELDS) {
    const value = params.get(field);
    if (value === null || !VALUE.test(value)) continue;
    if (field === 'creditScore') {
      const band = creditBandOf(value.trim());
      if (band) values.creditScore = band;
      continue;
    }
    if (field === 'termYears' && !TERMS.includes(value)) continue;
    values[field] = value.trim();
  }
  return values;
}

/**
 * The hash for form values (`#homePrice=400000&…`), amounts without `$`, commas or spaces and
 * empty fields left out, as links have always been; other parameters of `hash` (the wizard's
 * `zip`) are kept.
 */
export function hashFor(values: DownPaymentValues, hash = ''): string {
  const params = hashParams(hash);
  for (const field of HASH_FIELDS) {
    const value = values[field].replace(/[\s$,%]/g, '');
    if (value) params.set(field, value);
    else params.delete(field);
  }
  const text = params.toString();
  return text === '' ? '' : `#${text}`;
}

/** The down payment calculator: its form, checks and figures, for @lender/calculator-kit/engine. */
export const downPayment = defineCalculator<DownPaymentValues, DownPaymentFigures, number>({
  formName: 'down payment',
  results: {
    heading: 'Your down payment options',
    waiting: 'Fill in the form to compare down payments.',
  },
  defaults: DEFAULT_VALUES,
  checked: CHECKED_FIELDS,
  fieldError,
  // The price bounds your own amount, so a new price checks it again.
  alsoCheck: (field) => (field === 'homePrice' ? ['customDownPayment'] : []),
  normalise: withKnownChoices,
  fromHash: (hash) => {
    const found = valuesFromHash(hash);
    return Object.keys(found).length > 0 ? found : undefined;
  },
  toHash: (hash, values) => hashFor(values, hash),
  // The context is the year whose loan limits apply.
  calculate,
  announce: resultSentence,
  ran: (shown) => {
    const custom = shown.columns.find((column) => column.scenario.kind === 'custom');
    return {
      calculator_name: 'down payment',
      price_band: bandAmount(centsToDollars(shown.result.homePriceCents)),
      ...(custom
        ? { down_payment_band: bandAmount(centsToDollars(custom.scenario.downPaymentCents)) }
        : {}),
      self_reported_credit_score_range: selfReportedCreditBand(shown.creditScore),
    };
  },
});

/** Every checked field's message, in screen order (empty for a valid form). */
export const formErrors = downPayment.formErrors;
