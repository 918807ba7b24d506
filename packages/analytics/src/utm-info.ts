// No zod here: UTMInfo is read on every page load, before the event catalogue is wanted. Its
// schema, UtmInfoSchema, is with the other event fields in event-fields.ts.
import { definedOnly } from './defined-only.ts';
import { StoredValueName, type CookieJar } from './stored-values.ts';

/** SPEC §3 UTMInfo keys, in the order the SPEC lists them. */
export const UTM_KEYS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'utm_cta',
  'utm_channel',
] as const;

/** One of the {@link UTM_KEYS}. */
export type UtmKey = (typeof UTM_KEYS)[number];

/** SPEC §3 UTMInfo: the utm_* values of the visit, only those that were given. */
export type UtmInfo = { readonly [Key in UtmKey]?: string };

/**
 * Longest utm value kept, in characters. Ours: campaign links carry short codes, and a cap keeps
 * the UTMInfo cookie well inside the 4 KB a browser allows one cookie (over it, the cookie is
 * silently dropped).
 */
export const MAX_UTM_VALUE_LENGTH = 100;

/**
 * The UTMInfo of a query string (`location.search`, with or without "?"): each non-empty
 * utm_* parameter of SPEC §3, its first value, cut to {@link MAX_UTM_VALUE_LENGTH}. Undefined
 * when there is none, so a link without utm parameters does not wipe the campaign of the visit.
 */
export function utmInfoFromQuery(search: string): UtmInfo | undefined {
  const params = new URLSearchParams(search);
  return nonEmpty(
    UTM_KEYS.map((key) => {
      const value = params.get(key)?.trim();
      return [key, value ? value.slice(0, MAX_UTM_VALUE_LENGTH) : undefined];
    }),
  );
}

/**
 * The UTMInfo in a cookie value; undefined when it is missing, not JSON, or not an object of
 * utm texts. Keys we do not know (from an older release) are dropped, not refused.
 */
export function parseUtmInfo(json: string | undefined): UtmInfo | undefined {
  if (json === undefined || json === '') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const record = value as Record<string, unknown>;
  const known = UTM_KEYS.filter((key) => Object.hasOwn(record, key));
  if (known.some((key) => typeof record[key] !== 'string')) return undefined;
  return nonEmpty(known.map((key) => [key, (record[key] as string) || undefined]));
}

/**
 * The UTMInfo of this visit (SPEC §3): a query with utm parameters replaces the stored UTMInfo
 * whole (mixing two campaigns' values would credit neither), a query without them keeps it. It
 * is a session cookie: it says how this visit arrived, not how the visitor first did.
 */
export function rememberUtmInfo(cookies: CookieJar, search: string): UtmInfo | undefined {
  const fromQuery = utmInfoFromQuery(search);
  if (fromQuery === undefined) return parseUtmInfo(cookies.get(StoredValueName.UtmInfo));
  cookies.set(StoredValueName.UtmInfo, JSON.stringify(fromQuery));
  return fromQuery;
}

function nonEmpty(entries: [UtmKey, string | undefined][]): UtmInfo | undefined {
  const info = definedOnly<UtmInfo>(Object.fromEntries(entries));
  return Object.keys(info).length > 0 ? info : undefined;
}
