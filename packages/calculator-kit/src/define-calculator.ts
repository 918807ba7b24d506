// A calculator as data: its fields, their checks, the figures of a valid form and what it tells
// the live region and analytics. `useCalculator` runs the one lifecycle over it, so every
// calculator behaves the same (values → errors → figures → hash → events → announcement).
// Pure: the API routes import a calculator's definition too, to read a query the same way.
import type { CalculatorEvent } from './types.ts';

export type CalculationRanProperties = Extract<
  CalculatorEvent,
  { name: 'CALCULATION_RAN' }
>['properties'];

/** A form's values as typed: every field is text (a box's contents, a choice's value). */
export type FormValues<Values> = { [Field in keyof Values]: string };

export type FieldErrors<Values> = Partial<Record<keyof Values, string>>;

export interface CalculatorDefinition<Values extends FormValues<Values>, Result, Context = void> {
  /** The form's name in FORM_FIELD_ERROR events. */
  formName: string;
  /** The labelled example values the calculator opens with (a host's initialValues override). */
  defaults: Values;
  /** Fields that are checked, in screen order (the error summary's order). */
  checked: readonly (keyof Values & string)[];
  fieldError: (field: keyof Values & string, values: Values) => string | undefined;
  /** Other fields checked again whenever `field` changes (a pair's second half). */
  alsoCheck?: (field: keyof Values & string) => readonly (keyof Values & string)[];
  /** Other fields checked again when `field` changes, only if they already show a message. */
  recheck?: (field: keyof Values & string) => readonly (keyof Values & string)[];
  /** The values with one field changed, for fields that move others (an amount and its percent). */
  withField?: (values: Values, field: keyof Values & string, text: string) => Values;
  /** Choices from a link kept to those on offer. */
  normalise?: (values: Values) => Values;
  /** The values a link's hash gives (undefined when it names none of the form's). */
  fromHash?: (hash: string, base: Values) => Partial<Values> | undefined;
  /** The hash holding `values`, other parameters of `hash` kept. */
  toHash?: (hash: string, values: Values) => string;
  /** The figures of a valid form; `context` is what the page learned on its own (a ZIP's state). */
  calculate: (values: Values, context: Context) => Result;
  /** One sentence for the live region after each calculation. */
  announce: (result: Result, values: Values, context: Context) => string;
  /** CALCULATION_RAN's properties: bands, never figures. */
  ran: (result: Result, values: Values, context: Context) => CalculationRanProperties;
  /**
   * Whether figures are final, for a calculator whose figures wait on what the page asks (a new
   * ZIP code's place): a commit's CALCULATION_RAN is held until they are, so its bands describe
   * the figures the visitor gets. Always final when left out.
   */
  settled?: (result: Result) => boolean;
  /** The results section's heading, and what it says while there are no figures (a link with a mistake). */
  results?: { heading: string; waiting: string };
}

/** A definition, with the whole-form check its API route and tests share. */
export type Calculator<
  Values extends FormValues<Values>,
  Result,
  Context = void,
> = CalculatorDefinition<Values, Result, Context> & {
  /** Every checked field's message, in screen order (empty for a valid form). */
  formErrors: (values: Values) => FieldErrors<Values>;
};

/** Declares a calculator: the definition, typed, with its `formErrors`. */
export function defineCalculator<Values extends FormValues<Values>, Result, Context = void>(
  definition: CalculatorDefinition<Values, Result, Context>,
): Calculator<Values, Result, Context> {
  return {
    ...definition,
    formErrors(values) {
      const errors: FieldErrors<Values> = {};
      for (const field of definition.checked) {
        const message = definition.fieldError(field, values);
        if (message) errors[field] = message;
      }
      return errors;
    },
  };
}
