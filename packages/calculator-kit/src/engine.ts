// `@lender/calculator-kit/engine`: one lifecycle for every calculator (issue 34 §2).
export {
  defineCalculator,
  type Calculator,
  type CalculatorDefinition,
  type CalculationRanProperties,
  type FieldErrors,
  type FormValues,
} from './define-calculator.ts';
export {
  useCalculator,
  type CalculatorShown,
  type CalculatorState,
  type Confirmation,
  type UseCalculatorOptions,
} from './use-calculator.ts';
export { HISTORY_MERGE_MS } from './history.ts';
export { hashHasValues, hashOfValues, valuesFromHash } from './hash-values.ts';
