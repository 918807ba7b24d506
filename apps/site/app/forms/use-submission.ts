import { useCallback, useRef, useState } from 'react';
import { browserApi, sendPreference, type ApiResult, type PreferenceCall } from './api.ts';
import { SubmissionKeys } from './idempotency.ts';

/** Sends a form's JSON at most once at a time, with an Idempotency-Key per submission. */
export interface Submission {
  /** True while a submission is on its way (and after success, until the page changes). */
  busy: boolean;
  /** The same, read at once (state may lag a render behind a fast second click). */
  isSending: () => boolean;
  /**
   * Sends the payload, or answers null at once when a submission is already on its way, so
   * a double click or a second Enter sends nothing more. The API client retries with the same
   * key, backing off, while the submission may not have arrived (network failure, 502–504).
   */
  send: (call: PreferenceCall, payload: object) => Promise<ApiResult<unknown> | null>;
}

/** One submission at a time; the same key again when the same content is retried. */
export function useSubmission(): Submission {
  const sending = useRef(false);
  const keys = useRef<SubmissionKeys | null>(null);
  const [busy, setBusy] = useState(false);

  const send = useCallback(async (call: PreferenceCall, payload: object) => {
    if (sending.current) return null;
    sending.current = true;
    setBusy(true);
    keys.current ??= new SubmissionKeys();
    const api = await browserApi();
    const result = await sendPreference(api, call, payload, {
      idempotencyKey: keys.current.keyFor(payload),
    });
    // After success the page moves on: stay busy so nothing is sent twice meanwhile.
    if (!result.ok) {
      sending.current = false;
      setBusy(false);
    }
    return result;
  }, []);

  const isSending = useCallback(() => sending.current, []);

  return { busy, isSending, send };
}
