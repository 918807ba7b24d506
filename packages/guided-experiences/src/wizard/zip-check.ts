// SPEC §5: the wizard checks that a 5-digit ZIP code exists. A 404 means it does not; a network
// failure counts as valid (a visitor is never stopped by our outage); answers are cached for
// 5 minutes. The lookup and the clock are injected, so this stays pure and testable.

/** SPEC §9: how long a ZIP code answer is kept. */
export const ZIP_CACHE_TTL_MS = 5 * 60 * 1000;

/**
 * What the injected lookup resolves to: `{ ok: true }` when the ZIP code is known, `{ ok: false,
 * status }` for an HTTP failure, `{ ok: false }` with no status for a network failure. The
 * `ApiResult` of `@lender/api-client`'s `zipCode(zip)` has this shape, so it can be passed as is.
 */
export type ZipLookupResult = { ok: true } | { ok: false; status?: number };

/** Looks a ZIP code up, e.g. `GET /rmscbff/zipCodes/{zip}`. May also reject on a network failure. */
export type ZipLookup = (zip: string) => Promise<ZipLookupResult>;

/** Options of {@link createZipExistenceCheck}. */
export interface ZipExistenceCheckOptions {
  lookup: ZipLookup;
  /** Milliseconds since some fixed point, e.g. `Date.now` or `performance.now`. */
  now: () => number;
  /** Defaults to {@link ZIP_CACHE_TTL_MS}. */
  ttlMs?: number;
}

/** Resolves true when a ZIP code may be used (it exists, or the lookup could not tell). */
export type ZipExistenceCheck = (zip: string) => Promise<boolean>;

/**
 * A ZIP existence check with its own cache. Only real answers are cached: found (2xx) and
 * unknown (404). A network failure or a server error says nothing about the ZIP code, so it
 * counts as valid this time and is asked again next time. Checks of a ZIP code already on its way
 * share the one request.
 */
export function createZipExistenceCheck({
  lookup,
  now,
  ttlMs = ZIP_CACHE_TTL_MS,
}: ZipExistenceCheckOptions): ZipExistenceCheck {
  const answers = new Map<string, { exists: boolean; at: number }>();
  const inFlight = new Map<string, Promise<boolean>>();

  return (zip) => {
    const cached = answers.get(zip);
    if (cached && now() - cached.at < ttlMs) return Promise.resolve(cached.exists);
    answers.delete(zip);
    const pending = inFlight.get(zip);
    if (pending) return pending;

    const request = (async () => {
      let result: ZipLookupResult;
      try {
        result = await lookup(zip);
      } catch {
        return true;
      }
      if (result.ok) {
        answers.set(zip, { exists: true, at: now() });
        return true;
      }
      if (result.status === 404) {
        answers.set(zip, { exists: false, at: now() });
        return false;
      }
      return true;
    })().finally(() => inFlight.delete(zip));
    inFlight.set(zip, request);
    return request;
  };
}
