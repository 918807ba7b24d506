// PostgreSQL refuses two things JSON allows: the NUL character (in text and in jsonb) and unpaired
// UTF-16 surrogates (`"\ud800"` in jsonb). One such string in a group insert would fail every
// request waiting on it, so every string is cleaned on its way to a row.
import { MAX_TEXT_CHARS } from './collector-limits.ts';

// eslint-disable-next-line no-control-regex -- NUL is exactly what must be found.
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * The string with NULs and unpaired surrogates replaced by U+FFFD. Replaced, not removed: the
 * string keeps its length, so a value that passed the catalogue (a required name is at least one
 * character) still passes it as stored.
 */
export function storableString(value: string): string {
  return value.replace(UNSTORABLE, '\ufffd');
}

/** A storable string of at most `max` characters (ids, names, paths), or null. */
export function storableText(value: unknown, max = MAX_TEXT_CHARS): string | null {
  if (typeof value !== 'string' || value === '') return null;
  const clean = storableString(value.length > max ? value.slice(0, max) : value);
  return clean === '' ? null : clean;
}

// JSON.stringify writes NUL and unpaired surrogates as \u escapes and nothing else that way, so
// text without such an escape needs no second, slower pass with a replacer.
const UNSTORABLE_ESCAPE = /\\u(?:0000|d[89a-f])/i;

/** JSON text PostgreSQL's jsonb accepts, or null for nothing. */
export function storableJson(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  const text = JSON.stringify(value);
  if (!UNSTORABLE_ESCAPE.test(text)) return text;
  return JSON.stringify(value, (_key, item: unknown) =>
    typeof item === 'string' ? storableString(item) : item,
  );
}
