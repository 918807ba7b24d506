import ky, { type KyInstance } from 'ky';

/**
 * Longest wait for an API response, in ms. A suggestion or form answer later than this is no
 * use to the visitor, and a hung request must not hold the page's connection slots.
 */
export const REQUEST_TIMEOUT_MS = 5_000;

/** How to reach the lender API. */
export interface ApiClientOptions {
  /** The API base address `{base}` of SPEC §7, e.g. `https://www.example.com` or `''` for same origin. */
  baseUrl: string;
  /** A Fetch API implementation, e.g. the framework's `fetch` during server rendering; default `globalThis.fetch`. */
  fetch?: typeof globalThis.fetch;
  /** Per-request timeout in ms; default {@link REQUEST_TIMEOUT_MS}. */
  timeoutMs?: number;
}

/** The ky instance every call shares: base address, timeout, fetch, and no automatic retries. */
export function createHttp({
  baseUrl,
  fetch,
  timeoutMs = REQUEST_TIMEOUT_MS,
}: ApiClientOptions): KyInstance {
  return ky.create({
    // `prefix`, not ky's `baseUrl`: "/rmscbff/…" must go under a base that has a path, and
    // an empty prefix leaves it origin-relative for same-origin use in the browser.
    prefix: baseUrl,
    timeout: timeoutMs,
    // No automatic retries: a failed suggestion is simply dropped (SPEC §8: silent, empty list).
    retry: 0,
    ...(fetch === undefined ? {} : { fetch }),
  });
}
