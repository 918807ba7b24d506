export { RefinanceCalculator } from './RefinanceCalculator.tsx';
export type { RefinanceCalculatorProps } from './RefinanceCalculator.tsx';
export {
  CHECKED_FIELDS,
  DEFAULT_VALUES,
  fieldError,
  formErrors,
  NEW_TERM_OPTIONS,
  refinance,
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
export { CostBars, type CostBar, type CostBarsProps } from './CostBars.tsx';
export { currentLoanFieldset } from './current-loan-fields.tsx';
export { cents, monthsInWords, refinanceSummary, termInWords, wholeCents } from './words.ts';
