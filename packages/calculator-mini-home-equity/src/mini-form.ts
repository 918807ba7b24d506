// The mini home equity widget's form: two amounts, checked as the full calculator checks them,
// its figures from @lender/mortgage-math, its definition for @lender/calculator-kit/engine, and
// the link that opens the full calculator with them. Pure, shared by the component and the tests.
import {
  DEFAULT_VALUES,
  dollars,
  fieldError,
  HOME_EQUITY_PAGE_PATH,
  type HomeEquityValues,
} from '@lender/calculator-home-equity';
import { bandAmount, parseDollars, percent } from '@lender/calculator-kit';
import { defineCalculator, hashOfValues } from '@lender/calculator-kit/engine';
import {
  centsToDollars,
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

/** The combined loan-to-value cap the widget assumes, as the results say it: `90%`. */
export const MINI_CAP = percent(DEFAULT_MAX_COMBINED_LTV_PERCENT);

/** The full calculator's values for the widget's: its own two, the default cap and rates. */
function fullValues(values: MiniHomeEquityValues): HomeEquityValues {
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

/** What the live region reads after each estimate. */
export function miniResultSentence(result: MiniHomeEquityCalculatorResult): string {
  return result.availableCents === 0
    ? `No equity is available to borrow with a limit of ${MINI_CAP}.`
    : `You could borrow up to ${dollars(result.availableCents)}.`;
}

/**
 * The mini home equity widget: its form, checks and figures, for @lender/calculator-kit/engine.
 * It sits on other pages (learning-center articles, partners' pages), so it never reads the
 * page's hash nor writes to it: the host's URL and history stay the host's.
 */
export const miniHomeEquity = defineCalculator({
  formName: 'mini home equity',
  defaults: MINI_DEFAULT_VALUES,
  checked: MINI_FIELDS,
  fieldError: miniFieldError,
  fromHash: () => undefined,
  toHash: (hash) => hash,
  calculate: (values) =>
    miniHomeEquityCalculator({
      homeValueCents: dollarsToCents(parseDollars(values.homeValue)!),
      mortgageBalanceCents: dollarsToCents(parseDollars(values.firstMortgage)!),
      helocAnnualRatePercent: Number(MINI_RATES.helocRate),
      homeEquityLoanAnnualRatePercent: Number(MINI_RATES.loanRate),
    }),
  announce: miniResultSentence,
  ran: (result) => ({
    calculator_name: 'mini home equity',
    price_band: bandAmount(centsToDollars(result.fullCalculatorInput.homeValueCents)),
    result_band: bandAmount(centsToDollars(result.availableCents)),
  }),
});

/** Every checked field's message (empty for a valid form). */
export const miniFormErrors = miniHomeEquity.formErrors;

/** The widget's figures, from @lender/mortgage-math; undefined while a field has a problem. */
export function miniFigures(
  values: MiniHomeEquityValues,
): MiniHomeEquityCalculatorResult | undefined {
  if (Object.keys(miniFormErrors(values)).length > 0) return undefined;
  return miniHomeEquity.calculate(values);
}

/** The full calculator's address with the widget's figures in its hash, as it writes its own. */
export function fullCalculatorHref(
  values: MiniHomeEquityValues,
  calculatorUrl: string = HOME_EQUITY_PAGE_PATH,
): string {
  return `${calculatorUrl}${hashOfValues('', fullValues(values))}`;
}
