// The mini mortgage widget's form: the full mortgage calculator's first four answers, with its
// checks and its down payment kept in step (@lender/calculator-mortgage), the question it puts
// to @lender/mortgage-math `miniMortgageCalculator`, and `miniMortgage`, the definition
// @lender/calculator-kit/engine runs. Pure, shared by the widget and the tests.
import { bandAmount, MONTHLY_AMOUNT_EDGES, parseDollars } from '@lender/calculator-kit';
import { defineCalculator } from '@lender/calculator-kit/engine';
import {
  DEFAULT_VALUES as MORTGAGE_DEFAULTS,
  fieldError,
  fieldsAffectedBy,
  parsePercent,
  withField,
  type MortgageValues,
} from '@lender/calculator-mortgage';
import {
  dollarsToCents,
  formatUsd,
  miniMortgageCalculator,
  type MiniMortgageResult,
} from '@lender/mortgage-math';

/** The four essentials the widget asks; everything else takes the full calculator's defaults. */
export type MiniMortgageValues = Pick<
  MortgageValues,
  'homePrice' | 'downPayment' | 'downPaymentPercent' | 'interestRate' | 'termYears'
>;
export type MiniMortgageField = keyof MiniMortgageValues;

/** The boxes that are checked, in screen order (the term is a choice). */
export const MINI_FIELDS: readonly MiniMortgageField[] = [
  'homePrice',
  'downPayment',
  'downPaymentPercent',
  'interestRate',
];

export const DEFAULT_VALUES: MiniMortgageValues = {
  homePrice: MORTGAGE_DEFAULTS.homePrice,
  downPayment: MORTGAGE_DEFAULTS.downPayment,
  downPaymentPercent: MORTGAGE_DEFAULTS.downPaymentPercent,
  interestRate: MORTGAGE_DEFAULTS.interestRate,
  termYears: MORTGAGE_DEFAULTS.termYears,
};

const isMiniField = (field: string): field is MiniMortgageField => field in DEFAULT_VALUES;

/** The widget's figures for values without errors, from `miniMortgageCalculator`. */
export function miniEstimate(values: MiniMortgageValues): MiniMortgageResult {
  return miniMortgageCalculator({
    homePriceCents: dollarsToCents(parseDollars(values.homePrice)!),
    downPaymentCents: dollarsToCents(parseDollars(values.downPayment)!),
    annualRatePercent: parsePercent(values.interestRate)!,
    termMonths: Number(values.termYears) * 12,
  });
}

/** The sentence the live region reads after each new result. */
export function miniPaymentSentence(result: MiniMortgageResult): string {
  return result.totalMonthlyCents === undefined
    ? 'This loan needs mortgage insurance we cannot price.'
    : `Your estimated monthly payment is ${formatUsd(result.totalMonthlyCents)}.`;
}

/**
 * The mini mortgage widget, for @lender/calculator-kit/engine. It sits on other pages (the
 * learning center's articles, a partner's page), so it neither reads nor writes the host page's
 * URL hash: its link to the full calculator carries its inputs instead.
 */
export const miniMortgage = defineCalculator({
  formName: 'mini mortgage',
  defaults: DEFAULT_VALUES,
  checked: MINI_FIELDS,
  // The full calculator's checks, with its defaults for the boxes the widget does not ask.
  fieldError: (field, values) => fieldError(field, { ...MORTGAGE_DEFAULTS, ...values }),
  alsoCheck: (field) => fieldsAffectedBy(field).filter(isMiniField),
  withField,
  fromHash: () => undefined,
  toHash: (hash) => hash,
  calculate: miniEstimate,
  announce: miniPaymentSentence,
  ran: (result, values) => ({
    calculator_name: 'mini mortgage',
    price_band: bandAmount(parseDollars(values.homePrice)),
    down_payment_band: bandAmount(parseDollars(values.downPayment)),
    ...(result.totalMonthlyCents === undefined
      ? {}
      : { result_band: bandAmount(result.totalMonthlyCents / 100, MONTHLY_AMOUNT_EDGES) }),
  }),
});

/** The messages of the widget's boxes for these values (the full calculator's checks). */
export const miniErrors = miniMortgage.formErrors;
