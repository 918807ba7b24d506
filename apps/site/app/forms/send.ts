// The browser side of a form submission: JSON to the API, same origin, with an idempotency key.
import { IDEMPOTENCY_KEY_HEADER, isWorthRetrying, outcomeOf, type ApiOutcome } from './api.ts';

/** SPEC §9: the smallest back-off before a retry. */
export const RETRY_DELAY_MS = 500;

export interface SendOptions {
  fetch?: typeof fetch;
  retryDelayMs?: number;
}

/**
 * POSTs JSON and says what the form should do. A request that may not have arrived (network
 * failure, 502/503/504) is sent once more with the same Idempotency-Key. Non-ok answers are
 * logged to the console with their status (SPEC §8).
 */
export async function sendJson(
  path: string,
  body: unknown,
  idempotencyKey: string,
  { fetch: fetchImpl = fetch, retryDelayMs = RETRY_DELAY_MS }: SendOptions = {},
): Promise<ApiOutcome> {
  let outcome = await sendOnce(fetchImpl, path, body, idempotencyKey);
  if (outcome.status === 'failed' && isWorthRetrying(outcome.httpStatus)) {
    await new Promise((resolve) => setTimeout(resolve, retryDelayMs));
    outcome = await sendOnce(fetchImpl, path, body, idempotencyKey);
  }
  if (outcome.status !== 'ok') {
    console.error(
      `POST ${path} failed with status ${outcome.status === 'invalid' ? 400 : (outcome.httpStatus ?? 'network error')}`,
    );
  }
  return outcome;
}

async function sendOnce(
  fetchImpl: typeof fetch,
  path: string,
  body: unknown,
  idempotencyKey: string,
): Promise<ApiOutcome> {
  try {
    const response = await fetchImpl(path, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        [IDEMPOTENCY_KEY_HEADER]: idempotencyKey,
      },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    });
    return await outcomeOf(response);
  } catch {
    return { status: 'failed' };
  }
}

/**
 * Sends and forgets (SPEC §7 marketing-cloud opt-out): `keepalive` lets the request finish if
 * the visitor leaves at once; failures are only logged.
 */
export function sendAndForget(path: string, body: unknown, idempotencyKey: string): void {
  void fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    body: JSON.stringify(body),
    credentials: 'same-origin',
    keepalive: true,
  })
    .then((response) => {
      if (!response.ok) console.error(`POST ${path} failed with status ${response.status}`);
    })
    .catch(() => console.error(`POST ${path} failed with a network error`));
}
