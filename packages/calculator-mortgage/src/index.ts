export { MortgageCalculator } from './MortgageCalculator.tsx';
export type { MortgageCalculatorProps } from './MortgageCalculator.tsx';
export {
  calculatorInput,
  CHECKED_FIELDS,
  CREDIT_SCORE_OPTIONS,
  DEFAULT_VALUES,
  fieldError,
  fieldsAffectedBy,
  formErrors,
  MAX_INTEREST_RATE_PERCENT,
  MAX_PMI_RATE_PERCENT,
  parsePercent,
  TERM_OPTIONS,
  withAmount,
  withField,
  withPercent,
  withPrice,
  type DownPaymentFields,
  type FieldErrors,
  type MortgageField,
  type MortgageValues,
} from './form.ts';
export {
  MORTGAGE_CALCULATOR_PATH,
  mortgageCalculatorUrl,
  mortgageHash,
  valuesFromHash,
} from './hash.ts';
export { HowWeCalculated } from './HowWeCalculated.tsx';
export { PaymentDonut, SLICE_LABELS } from './PaymentDonut.tsx';
export { paymentSentence, type ZipPlace } from './use-mortgage.ts';
