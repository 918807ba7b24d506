// The marketing-preference calls of SPEC §7, as the form pages make them: through
// @lender/api-client, whose submissions carry an Idempotency-Key and are retried while they may
// not have arrived. Used by the browser and, without JavaScript, by the pages' actions.
import type { ApiClient, ApiResult, SubmitOptions } from '@lender/api-client';

export type { ApiResult, FieldError } from '@lender/api-client';

/** The API call a form page makes (and the opt-out page's marketing-cloud opt-out, SPEC §7). */
export type PreferenceCall = 'optOut' | 'optIn' | 'subscribe' | 'marketingCloudOptOut';

/**
 * Sends a form page's body with its call. The pages build the body with the request schema of
 * @lender/validation before they send it, so it is one of the call's bodies; the API checks again.
 */
export function sendPreference(
  api: ApiClient,
  call: PreferenceCall,
  body: object,
  options: SubmitOptions,
): Promise<ApiResult<unknown>> {
  return (api[call] as (body: object, options: SubmitOptions) => Promise<ApiResult<unknown>>)(
    body,
    options,
  );
}

let sameOriginApi: Promise<ApiClient> | undefined;

/**
 * The API of the page's own origin, for calls from the browser. Loaded when first needed: the
 * footer's form is on every page, and ky and the schemas need not weigh on pages nobody submits.
 */
export function browserApi(): Promise<ApiClient> {
  sameOriginApi ??= import('@lender/api-client').then(({ createApiClient }) =>
    createApiClient({ baseUrl: '' }),
  );
  return sameOriginApi;
}
