// What every form's no-JavaScript action does once its own rules have passed: call the API with
// a key that makes a resubmission idempotent, then answer with the thank-you redirect, the API's
// field errors shown under the page's own field names, or the page's error block.
import { data, redirect } from 'react-router';
import type { FieldError } from './api.ts';
import { callApi } from './call-api.server.ts';
import { textField } from './form-data.ts';
import { derivedIdempotencyKey, newIdempotencyKey, UUID_PATTERN } from './idempotency.ts';

/** The API call and its outcome as the action's answer. */
export async function submitForm<Values>(input: {
  request: Request;
  formData: FormData;
  apiPath: string;
  body: unknown;
  values: Values;
  thankYouPath: string;
  /** The page field an API error field belongs to (e.g. `homePhone` → `phone`). */
  fieldOfApi: (apiField: string) => string;
}) {
  const { request, formData, apiPath, body, values, thankYouPath, fieldOfApi } = input;
  const formKey = textField(formData, 'formKey', 36);
  const key = await derivedIdempotencyKey(
    UUID_PATTERN.test(formKey) ? formKey : newIdempotencyKey(),
    body,
  );
  const outcome = await callApi(request, apiPath, body, key);
  if (outcome.status === 'ok') return redirect(thankYouPath);
  if (outcome.status === 'invalid') {
    const errors = outcome.errors.map(({ field, message }) => ({
      field: fieldOfApi(field),
      message,
    }));
    return data({ values, errors, apiFailed: false }, { status: 400 });
  }
  return data({ values, errors: [] as FieldError[], apiFailed: true }, { status: 502 });
}
