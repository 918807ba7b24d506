// What a recording keeps of the addresses in a page (issue 33 §5): rrweb writes every link and
// resource address as an absolute URL resolved against the page's own address, so a skip link's
// `#main-content` becomes `https://site/opt-out?email=jo@example.com#main-content`, and a form's
// action keeps the query the page was opened with. The recorder (session-replay-runtime.ts) and
// the server (apps/bff src/session-replay) both pass every event through here: a URL attribute
// keeps its scheme, host and path, never its query or fragment. Pure: no DOM, no URL parser (the
// server runs it on untrusted input), linear in the text.

/**
 * Attributes whose value is an address, or a list of them separated by white space (`srcset`,
 * `ping`). `rr_src` is rrweb's name for an iframe's `src`.
 */
export const RECORDED_URL_ATTRIBUTES: ReadonlySet<string> = new Set([
  'action',
  'background',
  'cite',
  'codebase',
  'data',
  'formaction',
  'href',
  'imagesrcset',
  'longdesc',
  'manifest',
  'ping',
  'poster',
  'rr_src',
  'src',
  'srcset',
  'xlink:href',
]);

/**
 * Schemes whose addresses are kept whole: inline data, and the lender's own contact links. Every
 * other address (http, https, relative, `//host/…`, any other scheme) loses its query and fragment.
 */
const KEPT_SCHEMES = new Set(['blob', 'data', 'mailto', 'sms', 'tel']);

/** `scheme:` at the start of an address (RFC 3986 letters), or undefined. */
function schemeOf(address: string): string | undefined {
  const colon = address.indexOf(':');
  if (colon < 1) return undefined;
  for (let index = 0; index < colon; index += 1) {
    const code = address.charCodeAt(index) | 0x20; // lower case for letters
    const letter = code >= 0x61 && code <= 0x7a;
    const other = index > 0 && /[0-9+.-]/.test(address[index]!);
    if (!letter && !other) return undefined;
  }
  return address.slice(0, colon).toLowerCase();
}

/** One address without its query and fragment; a bare `#id` reference (an SVG `<use>`) is kept. */
function scrubbedAddress(address: string): string {
  if (address.startsWith('#')) return address;
  const scheme = schemeOf(address);
  if (scheme !== undefined && KEPT_SCHEMES.has(scheme)) return address;
  const query = address.indexOf('?');
  const fragment = address.indexOf('#');
  const cut = query === -1 ? fragment : fragment === -1 ? query : Math.min(query, fragment);
  if (cut === -1) return address;
  // A srcset candidate may end in the comma that separates it from the next.
  return address.slice(0, cut) + (address.endsWith(',') ? ',' : '');
}

/** Attributes that hold a list: addresses and descriptors separated by white space. */
const LIST_ATTRIBUTES = new Set(['imagesrcset', 'ping', 'srcset']);

const WHITE_SPACE = /(\s+)/;

/**
 * A URL attribute's value as a recording keeps it: its address, or each address of a list
 * (`srcset`, `ping`), without the query or fragment.
 */
export function recordedUrlAttribute(value: string, name = 'href'): string {
  if (!value.includes('?') && !value.includes('#')) return value;
  if (!LIST_ATTRIBUTES.has(name.toLowerCase())) return scrubbedAddress(value.trim());
  return value
    .split(WHITE_SPACE)
    .map((part, index) => (index % 2 === 1 || part === '' ? part : scrubbedAddress(part)))
    .join('');
}

type Attributes = Record<string, unknown>;

/** Scrubs an element's attributes in place; answers how many values changed. */
function scrubAttributes(attributes: Attributes): number {
  let changed = 0;
  for (const name of Object.keys(attributes)) {
    const value = attributes[name];
    if (typeof value !== 'string' || !RECORDED_URL_ATTRIBUTES.has(name.toLowerCase())) continue;
    const kept = recordedUrlAttribute(value, name);
    if (kept !== value) {
      attributes[name] = kept;
      changed += 1;
    }
  }
  return changed;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Scrubs a serialized node and everything under it, in place (a loop: no recursion to exhaust). */
function scrubNodeTree(root: unknown): number {
  let changed = 0;
  const pending: unknown[] = [root];
  while (pending.length > 0) {
    const node = pending.pop();
    if (!isObject(node)) continue;
    if (isObject(node.attributes)) changed += scrubAttributes(node.attributes);
    if (Array.isArray(node.childNodes)) pending.push(...(node.childNodes as unknown[]));
  }
  return changed;
}

/** rrweb's event types and the incremental source that carries DOM changes. */
const FULL_SNAPSHOT = 2;
const INCREMENTAL_SNAPSHOT = 3;
const MUTATION_SOURCE = 0;

/**
 * Whether an rrweb event can carry element attributes: a full snapshot, or a DOM mutation (added
 * nodes, changed attributes). Other events (mouse, scroll, input, meta) never do.
 */
export function carriesAttributes(event: { type: unknown; data?: unknown }): boolean {
  if (event.type === FULL_SNAPSHOT) return true;
  return (
    event.type === INCREMENTAL_SNAPSHOT &&
    isObject(event.data) &&
    event.data.source === MUTATION_SOURCE
  );
}

/**
 * Removes the query and fragment from every URL attribute of an rrweb event, in place: the full
 * snapshot's node tree, a mutation's added nodes and changed attributes. Answers how many values
 * changed (0 for any other event, or malformed data, which is left as it is).
 */
export function scrubRecordedUrls(event: { type: unknown; data?: unknown }): number {
  if (!carriesAttributes(event) || !isObject(event.data)) return 0;
  const data = event.data;
  if (event.type === FULL_SNAPSHOT) return scrubNodeTree(data.node);
  let changed = 0;
  if (Array.isArray(data.adds)) {
    for (const add of data.adds as unknown[]) {
      if (isObject(add)) changed += scrubNodeTree(add.node);
    }
  }
  if (Array.isArray(data.attributes)) {
    for (const change of data.attributes as unknown[]) {
      if (isObject(change) && isObject(change.attributes)) {
        changed += scrubAttributes(change.attributes);
      }
    }
  }
  return changed;
}
