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
  hashOfMortgage,
  MAX_INTEREST_RATE_PERCENT,
  MAX_PMI_RATE_PERCENT,
  mortgage,
  MORTGAGE_CALCULATOR_PATH,
  mortgageCalculatorUrl,
  mortgageHash,
  parsePercent,
  paymentFigure,
  paymentSentence,
  TERM_OPTIONS,
  valuesFromHash,
  withAmount,
  withField,
  withPercent,
  withPrice,
  type DownPaymentFields,
  type FieldErrors,
  type MortgageField,
  type MortgageValues,
} from './form.ts';
export { HowWeCalculated } from './HowWeCalculated.tsx';
export { PaymentDonut, SLICE_LABELS } from './PaymentDonut.tsx';
export { rateAndTermFields } from './rate-and-term.tsx';
export type { ZipPlace } from './use-mortgage.ts';
