export { HomeEquityCalculator } from './HomeEquityCalculator.tsx';
export type { HomeEquityCalculatorProps } from './HomeEquityCalculator.tsx';
export {
  calculatorInput,
  CHECKED_FIELDS,
  DEFAULT_VALUES,
  fieldError,
  figures,
  formErrors,
  HOME_EQUITY_PAGE_PATH,
  homeEquity,
  LOAN_TERM_OPTIONS,
  MAX_CLTV_OPTIONS,
  MAX_RATE_PERCENT,
  withKnownChoices,
  type HomeEquityField,
  type HomeEquityValues,
} from './form.ts';
export { AvailableHeadline } from './AvailableHeadline.tsx';
export { cents, dollars, resultSentence } from './words.ts';
