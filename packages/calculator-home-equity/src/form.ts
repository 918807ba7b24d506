// The home equity form: values as typed, the check of each field, the question it asks
// @lender/mortgage-math and the calculator's definition for @lender/calculator-kit/engine.
// Pure, shared by the component, the mini widget (its checks and its link) and the tests.
import { bandAmount, parseDollars } from '@lender/calculator-kit';
import { amountError, numberError, parseNumber } from '@lender/calculator-kit/checks';
import { choiceValues, termOptions } from '@lender/calculator-kit/choices';
import { defineCalculator } from '@lender/calculator-kit/engine';
import {
  centsToDollars,
  DEFAULT_MAX_COMBINED_LTV_PERCENT,
  dollarsToCents,
  homeEquityCalculator,
  type HomeEquityCalculatorInput,
  type HomeEquityCalculatorResult,
} from '@lender/mortgage-math';
import { homeEquityMessages as m } from '@lender/validation/messages';
import { resultSentence } from './words.ts';

export interface HomeEquityValues {
  homeValue: string;
  firstMortgage: string;
  /** A second mortgage or existing line; '' when there is none. */
  secondMortgage: string;
  /** The lender's combined loan-to-value cap: '80', '85' or '90'. */
  maxCltv: string;
  /** How much the visitor wants to borrow; '' for everything available. */
  borrow: string;
  helocRate: string;
  loanRate: string;
  /** Home equity loan term in years: '5', '10', '15', '20' or '30'. */
  loanTermYears: string;
}

export type HomeEquityField = keyof HomeEquityValues;

/** Where the full calculator lives on the lender's site (the mini widget links here). */
export const HOME_EQUITY_PAGE_PATH = '/calculators/home-equity';

/** The fields that are checked, in screen order (the cap and the term are choices, never wrong). */
export const CHECKED_FIELDS: readonly HomeEquityField[] = [
  'homeValue',
  'firstMortgage',
  'secondMortgage',
  'borrow',
  'helocRate',
  'loanRate',
];

/** Combined-LTV caps lenders commonly use (mortgage-math DEFAULT_MAX_COMBINED_LTV_PERCENT is 90). */
export const MAX_CLTV_OPTIONS = [
  { value: '80', label: '80%' },
  { value: '85', label: '85%' },
  { value: '90', label: '90%' },
] as const;

export const LOAN_TERM_OPTIONS = termOptions([5, 10, 15, 20, 30]);

/** The highest rate the form takes, percent a year: above any HELOC or home equity loan offered. */
export const MAX_RATE_PERCENT = 25;

/** The most a home value or balance may be, dollars. */
export const MAX_AMOUNT_DOLLARS = 100_000_000;

export const DEFAULT_VALUES: HomeEquityValues = {
  homeValue: '450000',
  firstMortgage: '250000',
  secondMortgage: '',
  // mortgage-math's default cap, the one the mini widget uses too.
  maxCltv: String(DEFAULT_MAX_COMBINED_LTV_PERCENT),
  borrow: '',
  helocRate: '8.25',
  loanRate: '8.5',
  loanTermYears: '15',
};

/** The home's value: more than $0. A balance, or an amount to borrow: dollars. */
const HOME_VALUE = { positive: true, max: MAX_AMOUNT_DOLLARS } as const;
const AMOUNT = { max: MAX_AMOUNT_DOLLARS } as const;
/** A rate is typed without thousands separators: `8,25` is not a number here, never 825. */
const RATE = { commas: false, max: MAX_RATE_PERCENT } as const;

/** The message for one field, or undefined. */
export function fieldError(field: HomeEquityField, values: HomeEquityValues): string | undefined {
  switch (field) {
    case 'homeValue':
      return amountError(values.homeValue, m.homeValue, HOME_VALUE);
    case 'firstMortgage':
      return amountError(values.firstMortgage, m.firstMortgage, AMOUNT);
    case 'secondMortgage':
    case 'borrow':
      return amountError(values[field], m[field], { ...AMOUNT, optional: true });
    case 'helocRate':
    case 'loanRate':
      return numberError(values[field], m[field], RATE);
    default:
      return undefined;
  }
}

const cents = (text: string) => dollarsToCents(parseDollars(text)!);

/** The question a valid form asks @lender/mortgage-math. */
export function calculatorInput(values: HomeEquityValues): HomeEquityCalculatorInput {
  const balances = [cents(values.firstMortgage)];
  if (values.secondMortgage.trim() !== '') balances.push(cents(values.secondMortgage));
  return {
    homeValueCents: cents(values.homeValue),
    mortgageBalancesCents: balances,
    maxCombinedLtvPercent: Number(values.maxCltv),
    ...(values.borrow.trim() === '' ? {} : { borrowCents: cents(values.borrow) }),
    helocAnnualRatePercent: parseNumber(values.helocRate, RATE)!,
    homeEquityLoanAnnualRatePercent: parseNumber(values.loanRate, RATE)!,
    homeEquityLoanTermMonths: Number(values.loanTermYears) * 12,
  };
}

const known = (options: readonly { value: string }[], value: string, fallback: string) =>
  choiceValues(options).includes(value) ? value : fallback;

/** Choices from a link kept to those on offer (a hand-edited hash cannot pick another cap). */
export function withKnownChoices(values: HomeEquityValues): HomeEquityValues {
  return {
    ...values,
    maxCltv: known(MAX_CLTV_OPTIONS, values.maxCltv, DEFAULT_VALUES.maxCltv),
    loanTermYears: known(LOAN_TERM_OPTIONS, values.loanTermYears, DEFAULT_VALUES.loanTermYears),
  };
}

/**
 * The home equity calculator: its form, checks and figures, for @lender/calculator-kit/engine.
 * Its hash is the engine's (`#homeValue=450000&firstMortgage=250000&…`): the keys links have
 * always used, so links shared before still open with their figures.
 */
export const homeEquity = defineCalculator({
  formName: 'home equity',
  results: {
    heading: 'Your home equity',
    waiting: 'Fill in the form to see your equity and payments.',
  },
  defaults: DEFAULT_VALUES,
  checked: CHECKED_FIELDS,
  fieldError,
  normalise: withKnownChoices,
  calculate: (values) => homeEquityCalculator(calculatorInput(values)),
  announce: resultSentence,
  ran: (result) => ({
    calculator_name: 'home equity',
    price_band: bandAmount(centsToDollars(result.homeValueCents)),
    result_band: bandAmount(centsToDollars(result.availableCents)),
  }),
});

/** Every checked field's message, in screen order (empty for a valid form). */
export const formErrors = homeEquity.formErrors;

/** Every figure the calculator shows, from @lender/mortgage-math; undefined while the form has a problem. */
export function figures(values: HomeEquityValues): HomeEquityCalculatorResult | undefined {
  if (Object.keys(formErrors(values)).length > 0) return undefined;
  return homeEquity.calculate(values);
}
