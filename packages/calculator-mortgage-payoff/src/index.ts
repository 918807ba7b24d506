export { MortgagePayoffCalculator } from './MortgagePayoffCalculator.tsx';
export type { MortgagePayoffCalculatorProps } from './MortgagePayoffCalculator.tsx';
export {
  calculatorInput,
  defaultValues,
  fieldError,
  FIELDS,
  formErrors,
  GOAL_OPTIONS,
  HASH_KEYS,
  mortgagePayoff,
  payoffFigures,
  valuesFromHash,
  valuesToHash,
  type MortgagePayoffField,
  type MortgagePayoffValues,
  type PayoffFigures,
  type PayoffGoal,
} from './form.ts';
