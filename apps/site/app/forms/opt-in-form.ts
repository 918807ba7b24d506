// The phone opt-in form (SPEC §3 opt-in payload, §5 opt-in rules).
import { OptInRequestSchema, PHONE_SUBSCRIPTIONS, type OptInRequest } from '@lender/validation';
import type { FieldError } from './api.ts';
import { textField, ticked } from './form-data.ts';

export type PhoneSubscription = (typeof PHONE_SUBSCRIPTIONS)[number];

/** What the opt-in form holds. */
export interface OptInFormValues {
  subscriptions: readonly PhoneSubscription[];
  phone: string;
}

/** The choices, as the checkboxes show them (one per PHONE_SUBSCRIPTIONS value). */
export const PHONE_SUBSCRIPTION_ITEMS = [
  { value: 'marketing-texts', label: 'Text messages about offers and rates' },
  { value: 'marketing-calls', label: 'Phone calls about offers and rates' },
] as const satisfies readonly { value: PhoneSubscription; label: string }[];

/** The fields in page order, the error summary's order. */
export const OPT_IN_FIELDS = ['subscriptions', 'phone'] as const;
export type OptInField = (typeof OPT_IN_FIELDS)[number];

/** The opt-in form's values as posted without JavaScript. */
export function readOptInForm(formData: FormData): OptInFormValues {
  return {
    subscriptions: ticked(formData, 'subscriptions', PHONE_SUBSCRIPTIONS),
    phone: textField(formData, 'phone', 50),
  };
}

/** The form field an API field error belongs to (`phoneOptIn.inputValue` is the phone). */
export function optInFieldOfApi(apiField: string): OptInField {
  return apiField.endsWith('inputValue') ? 'phone' : 'subscriptions';
}

function requestInput(values: OptInFormValues, extra?: { sourcePage: string; website: string }) {
  return {
    phoneOptIn: { inputValue: values.phone, subscriptions: [...values.subscriptions] },
    ...extra,
  };
}

/**
 * SPEC §5 with the API's own schema: at least one subscription (errorRequiredCheckbox); then the
 * phone is required (errorRequiredText) and must be a real number (errorFormat).
 */
export function validateOptInForm(values: OptInFormValues): FieldError[] {
  const parsed = OptInRequestSchema.safeParse(requestInput(values));
  if (parsed.success) return [];
  const seen = new Set<string>();
  const errors: FieldError[] = [];
  for (const issue of parsed.error.issues) {
    const field = optInFieldOfApi(issue.path.join('.'));
    if (seen.has(field)) continue;
    seen.add(field);
    errors.push({ field, message: issue.message });
  }
  return OPT_IN_FIELDS.flatMap((field) => errors.filter((error) => error.field === field));
}

/** The API request of a valid form: the phone as its 10 digits (SPEC §3 inputValue). */
export function optInRequest(
  values: OptInFormValues,
  extra: { sourcePage: string; website: string },
): OptInRequest {
  return OptInRequestSchema.parse(requestInput(values, extra));
}
