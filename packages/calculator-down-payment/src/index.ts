export {
  DownPaymentCalculator,
  type DownPaymentCalculatorProps,
} from './DownPaymentCalculator.tsx';
export { columnLabel, hasPayment } from './columns.ts';
export {
  CHECKED_FIELDS,
  creditBandOf,
  CREDIT_SCORE_OPTIONS,
  DEFAULT_VALUES,
  downPayment,
  fieldError,
  figures,
  formErrors,
  hashFor,
  TERM_OPTIONS,
  valuesFromHash,
  withKnownChoices,
  type DownPaymentColumn,
  type DownPaymentField,
  type DownPaymentFigures,
  type DownPaymentValues,
} from './form.ts';
export { mainFigure, resultSentence } from './summary.ts';
