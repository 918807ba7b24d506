export { AffordabilityCalculator } from './AffordabilityCalculator.tsx';
export type { AffordabilityCalculatorProps } from './AffordabilityCalculator.tsx';
export {
  affordability,
  affordabilitySummary,
  fieldError,
  figuresOf,
  formErrors,
  formInputs,
  type AffordabilityContext,
  type AffordabilityFigures,
  type FieldErrors,
} from './calculator.ts';
export {
  DTI_PERCENT,
  dtiFromText,
  estimate,
  estimateInput,
  estimateQuery,
  ESTIMATE_PRODUCT,
  ESTIMATE_TERM_MONTHS,
  EXAMPLE_VALUES,
  PREQUALIFICATION_MIN_CREDIT_SCORE,
  type AffordabilityField,
  type AffordabilityInputs,
  type AffordabilityValues,
  type EstimateQuery,
  type EstimateRate,
} from './form.ts';
export { DEFAULT_PLACE_PAGE_URL_TEMPLATE, placePageUrl } from './ListingsPromo.tsx';
