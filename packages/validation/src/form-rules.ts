// The shape every form's rules take, so the form pages (and the calculators' forms after them)
// are wired the same way: the page checks on blur and on submit, builds its API request, and puts
// the API's own field errors back on its fields, all with these pure functions.
import { messages } from './messages.ts';

/** One problem with one field of a form, the field named as the form names it. */
export interface FormError<Field extends string = string> {
  field: Field;
  message: string;
}

/** What a form page adds to every request it sends: where it was sent from, and the honeypot. */
export interface RequestContext {
  /** The page the form is on (its path), for the consent record. */
  sourcePage: string;
  /** The honeypot field's value ('' from a person). */
  website: string;
}

/** The rules of one form: pure functions of the values it holds. */
export interface FormRules<Values, Field extends string = string, Request = unknown> {
  /** The fields in page order, which is also the error summary's order. */
  readonly fields: readonly Field[];
  /** The error summary's heading ("There is a problem"), for a form that loads its rules late. */
  readonly errorSummaryTitle: string;
  /** Every problem, as on submit: at most one message per field, in field order. */
  validate(values: Values): FormError<Field>[];
  /** The message a field shows when the visitor leaves it (SPEC §5 on blur), or undefined. */
  blurError(field: Field, values: Values): string | undefined;
  /** The API request of valid values (it throws on values `validate` refuses). */
  request(values: Values, context: RequestContext): Request;
  /** The form field an API error field belongs to (`homePhone` → `phone`). */
  fieldOfApi(apiField: string): Field;
  /** The API's field errors on the form's fields: the first message of each, in field order. */
  apiErrors(errors: readonly FormError[]): FormError<Field>[];
}

/** What a form states of its rules; {@link formRules} derives the rest. */
export type FormRulesInput<Values, Field extends string, Request> = Pick<
  FormRules<Values, Field, Request>,
  'fields' | 'validate' | 'request' | 'fieldOfApi'
> &
  Partial<Pick<FormRules<Values, Field, Request>, 'blurError'>>;

/**
 * A form's rules, completed: by default a field checked on blur shows what `validate` says of it
 * with the values as they are; API errors are renamed with `fieldOfApi`.
 */
export function formRules<Values, Field extends string, Request>(
  input: FormRulesInput<Values, Field, Request>,
): FormRules<Values, Field, Request> {
  return {
    errorSummaryTitle: messages.form.errorSummaryTitle,
    blurError: (field, values) =>
      input.validate(values).find((problem) => problem.field === field)?.message,
    ...input,
    apiErrors: (errors) => errorsOnFields(errors, input.fieldOfApi, input.fields),
  };
}

/**
 * Errors named by another side (the API's request fields, a schema's paths) put on a form's
 * fields: renamed by `fieldOf`, the first message of each field kept, in the form's field order.
 */
export function errorsOnFields<Field extends string>(
  errors: readonly FormError[],
  fieldOf: (field: string) => Field,
  fields: readonly Field[],
): FormError<Field>[] {
  const first = new Map<Field, string>();
  for (const { field, message } of errors) {
    const formField = fieldOf(field);
    if (!first.has(formField)) first.set(formField, message);
  }
  return fields.flatMap((field) => {
    const message = first.get(field);
    return message === undefined ? [] : [{ field, message }];
  });
}
