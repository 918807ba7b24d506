export { MiniMortgageCalculator } from './MiniMortgageCalculator.tsx';
export type { MiniMortgageCalculatorProps } from './MiniMortgageCalculator.tsx';
export {
  DEFAULT_VALUES,
  MINI_FIELDS,
  miniErrors,
  miniEstimate,
  miniMortgage,
  miniPaymentSentence,
  type MiniMortgageField,
  type MiniMortgageValues,
} from './form.ts';
