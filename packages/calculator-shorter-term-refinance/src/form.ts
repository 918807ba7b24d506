// The shorter term refinance form: the current loan, the closing costs, and the rate offered
// for each of the 10-, 15- and 20-year terms. Pure, shared by the component and the tests.
import { bandAmount, parseDollars } from '@lender/calculator-kit';
import { defineCalculator } from '@lender/calculator-kit/engine';
import {
  CURRENT_LOAN_CHECKED,
  currentLoanError,
  parseNumber,
  rateError,
  remainingMonths,
  type CurrentLoanField,
  type CurrentLoanValues,
} from '@lender/calculator-refinance';
import {
  dollarsToCents,
  shorterTermRefinanceCalculator,
  type ShorterTermRefinanceCalculatorInput,
} from '@lender/mortgage-math';
import { messages } from '@lender/validation/messages';
import { bestOption, shorterTermSummary } from './summary.ts';

export interface ShorterTermValues extends CurrentLoanValues {
  /** The rates offered for a 10-, 15- and 20-year loan, percent a year. */
  rate10: string;
  rate15: string;
  rate20: string;
}

export type ShorterTermField = keyof ShorterTermValues;
export type FieldErrors = Partial<Record<ShorterTermField, string>>;

/**
 * The terms compared, in years, with the field holding each one's rate: mortgage-math's
 * SHORTER_TERM_REFINANCE_TERMS_MONTHS (a test holds them equal).
 */
export const TERMS = [
  { years: 10, field: 'rate10' },
  { years: 15, field: 'rate15' },
  { years: 20, field: 'rate20' },
] as const satisfies readonly { years: number; field: ShorterTermField }[];

/**
 * A typical case: 2 years into a 30-year loan at 7.5 %. The three rates are examples, not
 * quotes (the screen says so): shorter terms usually price lower.
 */
export const DEFAULT_VALUES: ShorterTermValues = {
  balance: '300000',
  rate: '7.5',
  years: '28',
  months: '0',
  closingCosts: '5000',
  payCosts: 'cash',
  rate10: '5.75',
  rate15: '5.875',
  rate20: '6.25',
};

/** The fields that are checked, in screen order. */
export const CHECKED_FIELDS: readonly ShorterTermField[] = [
  ...CURRENT_LOAN_CHECKED,
  'rate10',
  'rate15',
  'rate20',
  'closingCosts',
];

/** The message for one field, or undefined. */
export function fieldError(field: ShorterTermField, values: ShorterTermValues): string | undefined {
  if (field === 'rate10' || field === 'rate15' || field === 'rate20') {
    return rateError(values[field], messages[field]);
  }
  if (field === 'payCosts') return undefined;
  return currentLoanError(field as CurrentLoanField, values);
}

/** A link's payment choice kept to those on offer. */
export function withKnownChoices(values: ShorterTermValues): ShorterTermValues {
  return { ...values, payCosts: values.payCosts === 'loan' ? 'loan' : 'cash' };
}

/** What a valid form asks of @lender/mortgage-math. */
export function request(values: ShorterTermValues): ShorterTermRefinanceCalculatorInput {
  return {
    currentBalanceCents: dollarsToCents(parseDollars(values.balance)!),
    currentAnnualRatePercent: parseNumber(values.rate)!,
    currentRemainingMonths: remainingMonths(values),
    closingCostsCents: dollarsToCents(parseDollars(values.closingCosts)!),
    rollClosingCostsIntoLoan: values.payCosts === 'loan',
    offers: TERMS.map((term) => ({
      termMonths: term.years * 12,
      annualRatePercent: parseNumber(values[term.field])!,
    })),
  };
}

/** The shorter term refinance calculator: its form, checks and figures, for @lender/calculator-kit/engine. */
export const shorterTermRefinance = defineCalculator({
  formName: 'shorter term refinance',
  results: {
    heading: 'Your loan against shorter terms',
    waiting:
      'Enter your current loan and the rates you were offered to compare 10-, 15- and 20-year loans with keeping the loan you have.',
  },
  defaults: DEFAULT_VALUES,
  checked: CHECKED_FIELDS,
  fieldError,
  // "Time left" is one answer in two boxes: months change what years may be.
  alsoCheck: (field) => (field === 'months' ? ['years'] : []),
  normalise: withKnownChoices,
  calculate: (values) => shorterTermRefinanceCalculator(request(values)),
  announce: shorterTermSummary,
  ran: (result, values) => {
    const best = bestOption(result);
    return {
      calculator_name: 'shorter term refinance',
      loan_amount_band: bandAmount(request(values).currentBalanceCents / 100),
      result_band: best ? bandAmount(best.netSavingsCents / 100) : undefined,
    };
  },
});

/** Every checked field's message, in screen order (empty for a valid form). */
export const formErrors = shorterTermRefinance.formErrors;
