// The mini home equity widget's form: two amounts, checked as the full calculator checks them,
// its figures from @lender/mortgage-math, and the link that opens the full calculator with them.
import {
  DEFAULT_VALUES,
  fieldError,
  HOME_EQUITY_PAGE_PATH,
  homeEquityHash,
} from '@lender/calculator-home-equity';
import { parseDollars } from '@lender/calculator-kit';
import {
  DEFAULT_MAX_COMBINED_LTV_PERCENT,
  dollarsToCents,
  miniHomeEquityCalculator,
  type MiniHomeEquityCalculatorResult,
} from '@lender/mortgage-math';

export interface MiniHomeEquityValues {
  homeValue: string;
  firstMortgage: string;
}

export type MiniHomeEquityField = keyof MiniHomeEquityValues;
export type MiniFieldErrors = Partial<Record<MiniHomeEquityField, string>>;

export const MINI_FIELDS: readonly MiniHomeEquityField[] = ['homeValue', 'firstMortgage'];

export const MINI_DEFAULT_VALUES: MiniHomeEquityValues = {
  homeValue: DEFAULT_VALUES.homeValue,
  firstMortgage: DEFAULT_VALUES.firstMortgage,
};

/** The rates the widget assumes: the full calculator's starting rates, which the visitor can change there. */
export const MINI_RATES = {
  helocRate: DEFAULT_VALUES.helocRate,
  loanRate: DEFAULT_VALUES.loanRate,
} as const;

/** The full calculator's values for the widget's: its own two, the default cap and rates. */
function fullValues(values: MiniHomeEquityValues) {
  return {
    ...DEFAULT_VALUES,
    ...values,
    maxCltv: String(DEFAULT_MAX_COMBINED_LTV_PERCENT),
  };
}

/** The message for one field, or undefined (the full calculator's rules and words). */
export function miniFieldError(
  field: MiniHomeEquityField,
  values: MiniHomeEquityValues,
): string | undefined {
  return fieldError(field, fullValues(values));
}

export function miniFormErrors(values: MiniHomeEquityValues): MiniFieldErrors {
  const errors: MiniFieldErrors = {};
  for (const field of MINI_FIELDS) {
    const message = miniFieldError(field, values);
    if (message) errors[field] = message;
  }
  return errors;
}

/** The widget's figures, from @lender/mortgage-math; undefined while a field has a problem. */
export function miniFigures(
  values: MiniHomeEquityValues,
): MiniHomeEquityCalculatorResult | undefined {
  if (Object.keys(miniFormErrors(values)).length > 0) return undefined;
  return miniHomeEquityCalculator({
    homeValueCents: dollarsToCents(parseDollars(values.homeValue)!),
    mortgageBalanceCents: dollarsToCents(parseDollars(values.firstMortgage)!),
    helocAnnualRatePercent: Number(MINI_RATES.helocRate),
    homeEquityLoanAnnualRatePercent: Number(MINI_RATES.loanRate),
  });
}

/** The full calculator's address with the widget's figures in its hash. */
export function fullCalculatorHref(
  values: MiniHomeEquityValues,
  calculatorUrl: string = HOME_EQUITY_PAGE_PATH,
): string {
  return `${calculatorUrl}${homeEquityHash(fullValues(values))}`;
}
