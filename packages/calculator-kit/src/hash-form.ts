// `@lender/calculator-kit/hash-form`: a calculator form whose values live in the URL hash.
export { hashHasValues, hashOfValues, valuesFromHash } from './hash-values.ts';
export { useHashForm, type HashFormOptions, type HashFormShown } from './use-hash-form.ts';
