// The lower payment refinance form: the current loan, the new rate and term, the closing costs.
// Values as typed, each field's check (on blur, all on submit) and the input for
// @lender/mortgage-math. Pure, shared by the component and the tests.
import { bandAmount, MONTHLY_AMOUNT_EDGES, parseDollars } from '@lender/calculator-kit';
import { termOptions } from '@lender/calculator-kit/choices';
import { defineCalculator } from '@lender/calculator-kit/engine';
import {
  dollarsToCents,
  lowerPaymentRefinanceCalculator,
  type RefinanceInput,
} from '@lender/mortgage-math';
import { messages } from '@lender/validation/messages';
import {
  CURRENT_LOAN_CHECKED,
  currentLoanError,
  parseNumber,
  rateError,
  remainingMonths,
  type CurrentLoanField,
  type CurrentLoanValues,
} from './current-loan.ts';
import { refinanceSummary } from './words.ts';

export interface RefinanceValues extends CurrentLoanValues {
  /** The new loan's rate, percent a year. */
  newRate: string;
  /** The new loan's term in years, one of NEW_TERM_OPTIONS. */
  newTerm: string;
}

export type RefinanceField = keyof RefinanceValues;
export type FieldErrors = Partial<Record<RefinanceField, string>>;

/** The new loan's terms on offer: the fixed-rate terms lenders price. */
export const NEW_TERM_OPTIONS = termOptions([30, 25, 20, 15, 10]);

/** A typical case: 2 years into a 30-year loan at 7.5 %, offered 6.25 % for 30 years. */
export const DEFAULT_VALUES: RefinanceValues = {
  balance: '300000',
  rate: '7.5',
  years: '28',
  months: '0',
  newRate: '6.25',
  newTerm: '30',
  closingCosts: '6000',
  payCosts: 'cash',
};

/** The fields that are checked, in screen order (the term and how costs are paid are choices). */
export const CHECKED_FIELDS: readonly RefinanceField[] = [
  ...CURRENT_LOAN_CHECKED,
  'newRate',
  'closingCosts',
];

/** The message for one field, or undefined. */
export function fieldError(field: RefinanceField, values: RefinanceValues): string | undefined {
  if (field === 'newRate') return rateError(values.newRate, messages.newRate);
  if (field === 'newTerm' || field === 'payCosts') return undefined;
  return currentLoanError(field as CurrentLoanField, values);
}

/** Choices from a link kept to those on offer (a hand-edited hash cannot pick another). */
export function withKnownChoices(values: RefinanceValues): RefinanceValues {
  return {
    ...values,
    newTerm: NEW_TERM_OPTIONS.some((option) => option.value === values.newTerm)
      ? values.newTerm
      : DEFAULT_VALUES.newTerm,
    payCosts: values.payCosts === 'loan' ? 'loan' : 'cash',
  };
}

/** What a valid form asks of @lender/mortgage-math. */
export function request(values: RefinanceValues): RefinanceInput {
  return {
    currentBalanceCents: dollarsToCents(parseDollars(values.balance)!),
    currentAnnualRatePercent: parseNumber(values.rate)!,
    currentRemainingMonths: remainingMonths(values),
    newAnnualRatePercent: parseNumber(values.newRate)!,
    newTermMonths: Number(values.newTerm) * 12,
    closingCostsCents: dollarsToCents(parseDollars(values.closingCosts)!),
    rollClosingCostsIntoLoan: values.payCosts === 'loan',
  };
}

/** The lower payment refinance calculator: its form, checks and figures, for @lender/calculator-kit/engine. */
export const refinance = defineCalculator({
  formName: 'refinance',
  results: {
    heading: 'Your refinance',
    waiting:
      'Enter your current loan and the new rate and term to see your new payment, your savings and when the closing costs are paid back.',
  },
  defaults: DEFAULT_VALUES,
  checked: CHECKED_FIELDS,
  fieldError,
  // "Time left" is one answer in two boxes: months change what years may be.
  alsoCheck: (field) => (field === 'months' ? ['years'] : []),
  normalise: withKnownChoices,
  calculate: (values) => lowerPaymentRefinanceCalculator(request(values)),
  announce: refinanceSummary,
  ran: (result, values) => ({
    calculator_name: 'refinance',
    loan_amount_band: bandAmount(request(values).currentBalanceCents / 100),
    result_band: result.noMonthlySavings
      ? undefined
      : bandAmount(result.monthlySavingsCents / 100, MONTHLY_AMOUNT_EDGES),
  }),
});

/** Every checked field's message, in screen order (empty for a valid form). */
export const formErrors = refinance.formErrors;
