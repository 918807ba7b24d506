// The callback request form's rules, on the API's own schema: what the form refuses, the server
// refuses, in the same words.
import { CallbackRequestSchema, type CallbackRequest, type CallbackTime } from '@lender/validation';

/** The form's fields in page order, which is also the error summary's order. */
export const CALLBACK_FORM_FIELDS = ['name', 'phone', 'bestTime', 'consent'] as const;
export type CallbackFormField = (typeof CALLBACK_FORM_FIELDS)[number];

/** What the form holds: the text as typed, the time chosen, the box ticked or not. */
export interface CallbackFormValues {
  name: string;
  phone: string;
  bestTime: CallbackTime | '';
  consent: boolean;
}

/** One problem, for the error summary and beside its field. */
export interface CallbackFormError {
  field: CallbackFormField;
  message: string;
}

/** The request to send, or the problems in page order (one per field). */
export function checkCallbackForm(
  values: CallbackFormValues,
  context: { sourcePage: string; website: string },
): { ok: true; request: CallbackRequest } | { ok: false; errors: CallbackFormError[] } {
  const parsed = CallbackRequestSchema.safeParse({
    name: values.name,
    phone: values.phone,
    bestTime: values.bestTime === '' ? undefined : values.bestTime,
    consent: values.consent,
    sourcePage: context.sourcePage.slice(0, 200),
    website: context.website,
  });
  if (parsed.success) return { ok: true, request: parsed.data };
  return { ok: false, errors: formErrors(parsed.error.issues) };
}

/** API or schema issues as one error per form field, in page order. */
export function formErrors(
  issues: readonly { path?: readonly PropertyKey[]; field?: string; message: string }[],
): CallbackFormError[] {
  const byField = new Map<CallbackFormField, string>();
  for (const issue of issues) {
    const name = issue.field ?? String(issue.path?.[0] ?? '');
    const field = (CALLBACK_FORM_FIELDS as readonly string[]).includes(name)
      ? (name as CallbackFormField)
      : undefined;
    if (field && !byField.has(field)) byField.set(field, issue.message);
  }
  return CALLBACK_FORM_FIELDS.filter((field) => byField.has(field)).map((field) => ({
    field,
    message: byField.get(field)!,
  }));
}
