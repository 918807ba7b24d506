export { RefinanceCalculator, refinanceSummary } from './RefinanceCalculator.tsx';
export type { RefinanceCalculatorProps } from './RefinanceCalculator.tsx';
export {
  CHECKED_FIELDS,
  DEFAULT_VALUES,
  fieldError,
  formErrors,
  NEW_TERM_OPTIONS,
  request,
  withKnownChoices,
  type FieldErrors,
  type RefinanceField,
  type RefinanceValues,
} from './form.ts';
// The parts the shorter term refinance calculator shares.
export {
  BALANCE_MAX_DOLLARS,
  CLOSING_COSTS_MAX_DOLLARS,
  CURRENT_LOAN_CHECKED,
  currentLoanError,
  PAY_COSTS_OPTIONS,
  parseNumber,
  RATE_MAX_PERCENT,
  rateError,
  remainingMonths,
  YEARS_LEFT_MAX,
  type CurrentLoanField,
  type CurrentLoanValues,
} from './current-loan.ts';
// The hash form moved to @lender/calculator-kit/hash-form; re-exported so this package's API stays the same.
export {
  hashHasValues,
  hashOfValues,
  useHashForm,
  valuesFromHash,
  type HashFormOptions,
  type HashFormShown as Shown,
} from '@lender/calculator-kit/hash-form';
export { CostBars, type CostBar, type CostBarsProps } from './CostBars.tsx';
export { cents, monthsInWords, termInWords, wholeCents } from './words.ts';
