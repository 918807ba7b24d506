// The marketing-preference endpoints of SPEC §7 and what their answers mean to a form.
// Used by the browser (fetch with JSON) and by the no-JavaScript actions alike.

/** SPEC §7: POST JSON {reason, homePhone, cellPhone, email}. */
export const OPT_OUT_PATH = '/rmscbff/opt-out';
/** SPEC §7: POST JSON {subscriberKey, jobId, batchId}; fire-and-forget. */
export const MARKETING_CLOUD_OPT_OUT_PATH = '/rmscbff/mc/opt-out';
/** SPEC §7: POST JSON {phoneOptIn: {inputValue, subscriptions}}. */
export const OPT_IN_PATH = '/rmscbff/opt-in';
/** The subscribe request (SPEC §7 leaves method, path and payload open). */
export const SUBSCRIBE_PATH = '/rmscbff/subscribe';

/** Header carrying the key that makes a retried submission count once. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** One field's problem, as the API's 400 answer and the forms both list them. */
export interface FieldError {
  field: string;
  message: string;
}

/** What a form does with an answer: move on, show field errors, or show the API error block. */
export type ApiOutcome =
  | { status: 'ok' }
  | { status: 'invalid'; errors: FieldError[] }
  | { status: 'failed'; httpStatus?: number };

/** The outcome of an API answer: 2xx ok; 400 with field errors invalid; anything else failed. */
export async function outcomeOf(response: Response): Promise<ApiOutcome> {
  if (response.ok) return { status: 'ok' };
  if (response.status === 400) {
    const errors = fieldErrorsOf(await response.json().catch(() => null));
    if (errors.length > 0) return { status: 'invalid', errors };
  }
  return { status: 'failed', httpStatus: response.status };
}

function fieldErrorsOf(body: unknown): FieldError[] {
  if (typeof body !== 'object' || body === null || !('errors' in body)) return [];
  const { errors } = body;
  if (!Array.isArray(errors)) return [];
  return errors.filter(
    (error): error is FieldError =>
      typeof error === 'object' &&
      error !== null &&
      typeof (error as FieldError).field === 'string' &&
      typeof (error as FieldError).message === 'string',
  );
}

/**
 * Whether to try once more with the same Idempotency-Key: the request may not have arrived
 * (network failure) or the server was briefly unavailable. A 4xx or a 500 will not change.
 */
export function isWorthRetrying(httpStatus: number | undefined): boolean {
  return httpStatus === undefined || httpStatus === 502 || httpStatus === 503 || httpStatus === 504;
}
