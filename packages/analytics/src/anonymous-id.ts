import { ANALYTICS_COOKIE_DAYS, StoredValueName, type CookieJar } from './stored-values.ts';

/**
 * The visitor's anonymous id from the ajs_anonymous_id cookie; when missing or empty, a new one
 * from `uuid` (crypto.randomUUID in the browser), stored for a year (SPEC §3, §9).
 */
export function anonymousId(cookies: CookieJar, uuid: () => string): string {
  const stored = unquote(cookies.get(StoredValueName.AnonymousId)?.trim() ?? '');
  if (stored !== '') return stored;
  const id = uuid();
  cookies.set(StoredValueName.AnonymousId, id, { days: ANALYTICS_COOKIE_DAYS });
  return id;
}

/** Classic analytics.js stored the id JSON-encoded ("\"id\""); analytics-next reads both forms, so do we. */
function unquote(value: string): string {
  return value.length >= 2 && value.startsWith('"') && value.endsWith('"')
    ? value.slice(1, -1).trim()
    : value;
}
