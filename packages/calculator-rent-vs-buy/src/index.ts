export { METHOD_URL, RentVsBuyCalculator } from './RentVsBuyCalculator.tsx';
export type { RentVsBuyCalculatorProps } from './RentVsBuyCalculator.tsx';
export {
  CHECKED_FIELDS,
  CREDIT_SCORE_OPTIONS,
  creditScoreFromHash,
  DEFAULT_VALUES,
  fieldError,
  formErrors,
  request,
  withAmount,
  withPercent,
  withPrice,
  type RentVsBuyField,
  type RentVsBuyValues,
} from './form.ts';
export { crossoverYear } from './use-rent-vs-buy.ts';
