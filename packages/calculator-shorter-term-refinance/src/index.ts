export { ShorterTermRefinanceCalculator } from './ShorterTermRefinanceCalculator.tsx';
export { bestOption, shorterTermSummary } from './summary.ts';
export type { ShorterTermRefinanceCalculatorProps } from './ShorterTermRefinanceCalculator.tsx';
export {
  CHECKED_FIELDS,
  DEFAULT_VALUES,
  fieldError,
  formErrors,
  request,
  shorterTermRefinance,
  TERMS,
  withKnownChoices,
  type FieldErrors,
  type ShorterTermField,
  type ShorterTermValues,
} from './form.ts';
