// What every form's no-JavaScript action does once its own rules have passed: call the API with
// a key that makes a resubmission idempotent, then answer with the thank-you redirect, the API's
// field errors shown under the page's own field names, or the page's error block.
import { data, redirect, type RouterContextProvider } from 'react-router';
import { siteServer } from '../server-context.ts';
import type { FieldError, PreferenceCall } from './api.ts';
import { callApi } from './call-api.server.ts';
import { textField } from './form-data.ts';
import { derivedIdempotencyKey, newIdempotencyKey, UUID_PATTERN } from './idempotency.ts';

/** The API call and its outcome as the action's answer. */
export async function submitForm<Values>(input: {
  request: Request;
  context: Readonly<RouterContextProvider>;
  formData: FormData;
  call: PreferenceCall;
  body: object;
  values: Values;
  thankYouPath: string;
  /** The page field an API error field belongs to (e.g. `homePhone` → `phone`). */
  fieldOfApi: (apiField: string) => string;
}) {
  const { request, context, formData, call, body, values, thankYouPath, fieldOfApi } = input;
  const formKey = textField(formData, 'formKey', 36);
  const key = await derivedIdempotencyKey(
    UUID_PATTERN.test(formKey) ? formKey : newIdempotencyKey(),
    body,
  );
  const result = await callApi(siteServer(context), request, call, body, key);
  if (result.ok) return redirect(thankYouPath);
  if (result.kind === 'invalid') {
    const errors = result.errors.map(({ field, message }) => ({
      field: fieldOfApi(field),
      message,
    }));
    return data({ values, errors, apiFailed: false }, { status: 400 });
  }
  return data({ values, errors: [] as FieldError[], apiFailed: true }, { status: 502 });
}
