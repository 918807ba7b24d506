export {
  MiniHomeEquityCalculator,
  miniResultSentence,
  type MiniHomeEquityCalculatorProps,
} from './MiniHomeEquityCalculator.tsx';
export {
  fullCalculatorHref,
  MINI_DEFAULT_VALUES,
  MINI_RATES,
  miniFieldError,
  miniFigures,
  miniFormErrors,
  type MiniHomeEquityField,
  type MiniHomeEquityValues,
} from './mini-form.ts';
