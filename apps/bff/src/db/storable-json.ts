// JSON from a client made storable as jsonb. PostgreSQL refuses two things JSON allows: the NUL
// character and UTF-16 surrogates without their pair (`"\ud800"`); one such string anywhere in a
// replay chunk's events failed its insert (a 500, and the error line once carried the whole
// chunk). And JSON nested deeper than about 5,000 levels cannot even be written out again
// (JSON.stringify runs out of stack), so nesting is bounded too.

/** How deep a stored JSON value may nest (a recorded page's DOM nests two levels per element). */
export const STORABLE_JSON_MAX_DEPTH = 1_000;

// Single characters with a one-character look either side: no pattern here can backtrack.
// eslint-disable-next-line no-control-regex -- NUL is exactly what must be found.
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
// eslint-disable-next-line no-control-regex -- as above, every occurrence.
const EVERY_UNSTORABLE = new RegExp(UNSTORABLE.source, 'g');

/** Thrown for a value nested deeper than STORABLE_JSON_MAX_DEPTH. */
export class JsonTooDeepError extends Error {
  override name = 'JsonTooDeepError';
  constructor() {
    super(`JSON nested deeper than ${STORABLE_JSON_MAX_DEPTH} levels`);
  }
}

/** The string with NULs and lone surrogates as U+FFFD (its length kept); the same one if none. */
export function storableJsonString(text: string): string {
  return UNSTORABLE.test(text) ? text.replace(EVERY_UNSTORABLE, '\ufffd') : text;
}

/**
 * The parsed JSON value with every string and key made storable (storableJsonString). Parts
 * with nothing to change are given back as they are, so a clean value costs one walk and no
 * copy. Throws JsonTooDeepError past STORABLE_JSON_MAX_DEPTH.
 */
export function storableJsonValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return storableJsonString(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth >= STORABLE_JSON_MAX_DEPTH) throw new JsonTooDeepError();
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    for (let index = 0; index < value.length; index += 1) {
      const item: unknown = value[index];
      const stored = storableJsonValue(item, depth + 1);
      if (stored !== item) (copy ??= value.slice())[index] = stored;
    }
    return copy ?? value;
  }
  const source = value as Record<string, unknown>;
  const keys = Object.keys(source);
  const values: unknown[] = new Array(keys.length);
  let changed = false;
  for (let index = 0; index < keys.length; index += 1) {
    const key = keys[index]!;
    values[index] = storableJsonValue(source[key], depth + 1);
    if (values[index] !== source[key] || storableJsonString(key) !== key) changed = true;
  }
  if (!changed) return value;
  const copy: Record<string, unknown> = {};
  for (let index = 0; index < keys.length; index += 1) {
    // defineProperty: a "__proto__" key JSON.parse made an own property stays one.
    Object.defineProperty(copy, storableJsonString(keys[index]!), {
      value: values[index],
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return copy;
}
