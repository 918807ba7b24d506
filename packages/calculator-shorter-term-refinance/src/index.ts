export {
  bestOption,
  ShorterTermRefinanceCalculator,
  shorterTermSummary,
} from './ShorterTermRefinanceCalculator.tsx';
export type { ShorterTermRefinanceCalculatorProps } from './ShorterTermRefinanceCalculator.tsx';
export {
  CHECKED_FIELDS,
  DEFAULT_VALUES,
  fieldError,
  formErrors,
  request,
  TERMS,
  withKnownChoices,
  type FieldErrors,
  type ShorterTermField,
  type ShorterTermValues,
} from './form.ts';
