export {
  MiniHomeEquityCalculator,
  type MiniHomeEquityCalculatorProps,
} from './MiniHomeEquityCalculator.tsx';
export {
  fullCalculatorHref,
  MINI_DEFAULT_VALUES,
  MINI_RATES,
  miniFieldError,
  miniFigures,
  miniFormErrors,
  miniHomeEquity,
  miniResultSentence,
  type MiniHomeEquityField,
  type MiniHomeEquityValues,
} from './mini-form.ts';
