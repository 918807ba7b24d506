export { AffordabilityCalculator } from './AffordabilityCalculator.tsx';
export type { AffordabilityCalculatorProps } from './AffordabilityCalculator.tsx';
export {
  DTI_PERCENT,
  dtiFromHash,
  fieldError,
  formErrors,
  formInputs,
  type AffordabilityField,
  type AffordabilityInputs,
  type AffordabilityValues,
} from './form.ts';
export {
  estimateAt,
  ESTIMATE_TERM_MONTHS,
  PREQUALIFICATION_MIN_CREDIT_SCORE,
} from './use-affordability.ts';
export { DEFAULT_PLACE_PAGE_URL_TEMPLATE, placePageUrl } from './ListingsPromo.tsx';
