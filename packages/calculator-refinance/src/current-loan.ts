// The loan a visitor has now, as both refinance calculators ask for it (lower payment and
// shorter term): balance, rate and the time left in years and months, plus the new loan's
// closing costs. Values are kept as typed; the checks give @lender/validation's messages.
import { parseDollars } from '@lender/calculator-kit';
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

/**
 * A number as typed (`6.5`, `6.5%`, `1,200`: commas are thousands separators): undefined when
 * empty, NaN when it is not a plain decimal number.
 */
export function parseNumber(text: string): number | undefined {
  const cleaned = text.replace(/[\s,%]/g, '');
  if (cleaned === '') return undefined;
  return /^-?\d*\.?\d+$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

interface RateMessages {
  readonly errorRequired: string;
  readonly errorFormat: string;
  readonly errorRange: string;
}

/** The message for a rate box (0 to RATE_MAX_PERCENT, up to 3 decimals), or undefined. */
export function rateError(text: string, words: RateMessages): string | undefined {
  const rate = parseNumber(text);
  if (rate === undefined) return words.errorRequired;
  if (Number.isNaN(rate)) return words.errorFormat;
  return rate < 0 || rate > RATE_MAX_PERCENT ? words.errorRange : undefined;
}

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
    case 'balance': {
      const words = messages.loanBalance;
      const balance = parseDollars(values.balance);
      if (balance === undefined) return words.errorRequired;
      if (Number.isNaN(balance)) return words.errorFormat;
      if (balance <= 0) return words.errorMin;
      return balance > BALANCE_MAX_DOLLARS ? words.errorMax : undefined;
    }
    case 'rate':
      return rateError(values.rate, messages.currentRate);
    case 'years': {
      const words = messages.yearsLeft;
      const years = wholeNumber(values.years);
      if (years === undefined) return words.errorRequired;
      if (Number.isNaN(years)) return words.errorFormat;
      if (years < 0 || years > YEARS_LEFT_MAX) return words.errorRange;
      // Years of 0 need some months; a bad months box has its own message.
      const months = wholeNumber(values.months);
      const monthsOk =
        months === undefined || (!Number.isNaN(months) && months >= 0 && months <= 11);
      return monthsOk && remainingMonths(values) < 1 ? words.errorTooShort : undefined;
    }
    case 'months': {
      const words = messages.monthsLeft;
      const months = wholeNumber(values.months);
      if (months === undefined) return undefined; // empty means 0 months
      if (Number.isNaN(months)) return words.errorFormat;
      return months < 0 || months > 11 ? words.errorRange : undefined;
    }
    case 'closingCosts': {
      const words = messages.closingCosts;
      const costs = parseDollars(values.closingCosts);
      if (costs === undefined) return words.errorRequired;
      if (Number.isNaN(costs)) return words.errorFormat;
      return costs > CLOSING_COSTS_MAX_DOLLARS ? words.errorMax : undefined;
    }
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
