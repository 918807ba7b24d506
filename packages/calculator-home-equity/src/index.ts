export { HomeEquityCalculator } from './HomeEquityCalculator.tsx';
export type { HomeEquityCalculatorProps } from './HomeEquityCalculator.tsx';
export {
  calculatorInput,
  CHECKED_FIELDS,
  DEFAULT_VALUES,
  fieldError,
  figures,
  formErrors,
  LOAN_TERM_OPTIONS,
  MAX_CLTV_OPTIONS,
  MAX_RATE_PERCENT,
  type HomeEquityField,
  type HomeEquityValues,
} from './form.ts';
export {
  HOME_EQUITY_HASH_FIELDS,
  HOME_EQUITY_PAGE_PATH,
  homeEquityHash,
  homeEquityValuesFromHash,
  type HomeEquityHashField,
} from './hash.ts';
export { resultSentence } from './use-home-equity.ts';
