export { MiniMortgageCalculator } from './MiniMortgageCalculator.tsx';
export type { MiniMortgageCalculatorProps } from './MiniMortgageCalculator.tsx';
export {
  DEFAULT_VALUES,
  MINI_FIELDS,
  miniErrors,
  miniEstimate,
  type MiniMortgageField,
  type MiniMortgageValues,
} from './use-mini-mortgage.ts';
