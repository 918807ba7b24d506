export { METHOD_URL, RentVsBuyCalculator } from './RentVsBuyCalculator.tsx';
export type { RentVsBuyCalculatorProps } from './RentVsBuyCalculator.tsx';
// The form's shape and the query's mapping (also `./form`, for the API route).
export * from './form.ts';
export {
  crossoverYear,
  fieldError,
  formErrors,
  rentVsBuyCalculator,
  rentVsBuySummary,
  request,
  withAmount,
  withField,
  withPercent,
  withPrice,
} from './calculator.ts';
