// The loan a visitor has now, as both refinance calculators ask for it (lower payment and
// shorter term): balance, rate and the time left in years and months, plus the new loan's
// closing costs. Values are kept as typed; the checks give @lender/validation's messages.
import {
  amountError,
  numberError,
  parseNumber as parseKitNumber,
  type NumberMessages,
} from '@lender/calculator-kit/checks';
import { messages } from '@lender/validation/messages';

/** The current loan as typed. */
export interface CurrentLoanValues {
  /** What is still owed, dollars. */
  balance: string;
  /** Its interest rate, percent a year. */
  rate: string;
  /** Time left: whole years (0–40) and months (0–11), at least 1 month in all. */
  years: string;
  months: string;
  /** The new loan's closing costs, dollars. */
  closingCosts: string;
  /** `cash`: paid at closing; `loan`: added to the new loan. */
  payCosts: 'cash' | 'loan';
}

export type CurrentLoanField = keyof CurrentLoanValues;

/** Highest rate either calculator takes, percent a year (above any US mortgage rate of the last 40 years). */
export const RATE_MAX_PERCENT = 20;
/** Most years left on a loan the calculators take (40-year loans exist; none longer). */
export const YEARS_LEFT_MAX = 40;
/** Largest loan balance, dollars (the catalogue's $100,000,000 ceiling). */
export const BALANCE_MAX_DOLLARS = 100_000_000;
/** Largest closing costs, dollars. */
export const CLOSING_COSTS_MAX_DOLLARS = 10_000_000;

export const PAY_COSTS_OPTIONS = [
  { value: 'cash', label: 'Pay them in cash at closing' },
  { value: 'loan', label: 'Add them to the new loan' },
] as const;

/** The refinance boxes read a minus sign, so `-1` is told the range rather than "a number". */
const SIGNED = { negative: true } as const;

/**
 * A number as typed (`6.5`, `6.5%`, `1,200`: commas are thousands separators; `-1`): undefined
 * when empty, NaN when it is not a plain decimal number.
 */
export function parseNumber(text: string): number | undefined {
  return parseKitNumber(text, SIGNED);
}

/** The message for a rate box (0 to RATE_MAX_PERCENT, up to 3 decimals), or undefined. */
export function rateError(text: string, words: NumberMessages): string | undefined {
  return numberError(text, words, { ...SIGNED, min: 0, max: RATE_MAX_PERCENT });
}

/** Time left: whole years from 0 to YEARS_LEFT_MAX, and whole months from 0 to 11 (empty: 0). */
const YEARS_LEFT = { ...SIGNED, whole: true, min: 0, max: YEARS_LEFT_MAX } as const;
const MONTHS_LEFT = { ...SIGNED, optional: true, whole: true, min: 0, max: 11 } as const;

function wholeNumber(text: string): number | undefined {
  const value = parseNumber(text);
  return value === undefined || Number.isNaN(value) || Number.isInteger(value) ? value : Number.NaN;
}

/** Payments left on the current loan (years × 12 + months), when both are whole numbers. */
export function remainingMonths(values: Pick<CurrentLoanValues, 'years' | 'months'>): number {
  return (wholeNumber(values.years) ?? 0) * 12 + (wholeNumber(values.months) ?? 0);
}

/** The message for one field of the current loan, or undefined. */
export function currentLoanError(
  field: CurrentLoanField,
  values: CurrentLoanValues,
): string | undefined {
  switch (field) {
    case 'balance':
      return amountError(values.balance, messages.loanBalance, {
        positive: true,
        max: BALANCE_MAX_DOLLARS,
      });
    case 'rate':
      return rateError(values.rate, messages.currentRate);
    case 'years': {
      const message = numberError(values.years, messages.yearsLeft, YEARS_LEFT);
      if (message) return message;
      // Years of 0 need some months; a bad months box has its own message.
      const monthsOk = currentLoanError('months', values) === undefined;
      return monthsOk && remainingMonths(values) < 1 ? messages.yearsLeft.errorTooShort : undefined;
    }
    case 'months':
      return numberError(values.months, messages.monthsLeft, MONTHS_LEFT);
    case 'closingCosts':
      return amountError(values.closingCosts, messages.closingCosts, {
        max: CLOSING_COSTS_MAX_DOLLARS,
      });
    default:
      return undefined;
  }
}

/** The current loan's fields that are checked, in screen order. */
export const CURRENT_LOAN_CHECKED: readonly CurrentLoanField[] = [
  'balance',
  'rate',
  'years',
  'months',
];
