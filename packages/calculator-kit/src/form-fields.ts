// `@lender/calculator-kit/form-fields`: a calculator form's boxes drawn from its state. An entry
// of its own because it renders @lender/ui's number boxes, which the kit's index stays free of;
// with them, the form around them (its error summary and its one button).
export {
  fieldRenderers,
  RATE_FORMAT,
  WHOLE_NUMBER_FORMAT,
  type ChoiceFieldOptions,
  type FormState,
  type MoneyFieldOptions,
  type NumberFieldOptions,
  type SummaryItem,
} from './field-renderers.tsx';
export { CALCULATE, CalculatorForm, type CalculatorFormProps } from './CalculatorForm.tsx';
export { numberFromText, textFromNumber } from './number-text.ts';
export { SliderBeside, type SliderBesideProps, type SliderRange } from './SliderBeside.tsx';
export { downPaymentSlider, PRICE_SLIDER, RATE_SLIDER } from './sliders.ts';
export { submitHandler } from './submit-handler.ts';
