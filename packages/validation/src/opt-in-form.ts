// The phone opt-in form (SPEC §3 opt-in payload, §5 opt-in rules): the API's own schema is the
// rule, its issues put on the form's two fields.
import type { z } from 'zod';
import { errorsOnFields, formRules, type FormError } from './form-rules.ts';
import {
  OptInRequestSchema,
  requestExtras,
  type OptInRequest,
  type PhoneSubscription,
} from './preferences.ts';

/** What the opt-in form holds: the ticked subscriptions and the number as typed. */
export interface OptInFormValues {
  subscriptions: readonly PhoneSubscription[];
  phone: string;
}

/** The opt-in form's fields in page order, which is also the error summary's order. */
export const OPT_IN_FORM_FIELDS = ['subscriptions', 'phone'] as const;
export type OptInFormField = (typeof OPT_IN_FORM_FIELDS)[number];

/** The form field an API field error belongs to (`phoneOptIn.inputValue` is the phone). */
export function optInFieldOfApi(apiField: string): OptInFormField {
  return apiField.endsWith('inputValue') ? 'phone' : 'subscriptions';
}

/** The API request of the form, before the schema checks it (SPEC §3 `phoneOptIn`). */
export function optInRequestFromForm(values: OptInFormValues): z.input<typeof OptInRequestSchema> {
  return { phoneOptIn: { inputValue: values.phone, subscriptions: [...values.subscriptions] } };
}

/**
 * SPEC §5 with the API's own schema: at least one subscription (errorRequiredCheckbox); then the
 * phone is required (errorRequiredText) and must be a real number (errorFormat).
 */
export function validateOptInForm(values: OptInFormValues): FormError<OptInFormField>[] {
  const parsed = OptInRequestSchema.safeParse(optInRequestFromForm(values));
  if (parsed.success) return [];
  const issues = parsed.error.issues.map((issue) => ({
    field: issue.path.join('.'),
    message: issue.message,
  }));
  return errorsOnFields(issues, optInFieldOfApi, OPT_IN_FORM_FIELDS);
}

/** The opt-in form's rules; the request carries the phone as its 10 digits (SPEC §3 inputValue). */
export const optInFormRules = formRules<OptInFormValues, OptInFormField, OptInRequest>({
  fields: OPT_IN_FORM_FIELDS,
  validate: validateOptInForm,
  request: (values, context) =>
    OptInRequestSchema.parse({ ...optInRequestFromForm(values), ...requestExtras(context) }),
  fieldOfApi: optInFieldOfApi,
});
