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
  valuesFromHash,
  valuesToHash,
  type MortgagePayoffField,
  type MortgagePayoffValues,
  type PayoffGoal,
} from './form.ts';
