// An accepted call as the row stored in analytics_events (migration 0004), in three steps: the
// context kept of it (what the collector may store about a visitor), its strings made storable,
// and the row itself.
import { createHash } from 'node:crypto';
import { isCanonicalTime } from '../lib/iso-time.ts';
import { MAX_TEXT_CHARS } from './collector-limits.ts';
import type { EventEnvelope } from './envelope.ts';
import type { EventCheck } from './event-validator.ts';
import { utmParameters } from './url-properties.ts';
import { parseUserAgent, type ParsedUserAgent } from './user-agent.ts';

// ── Storable text. PostgreSQL refuses two things JSON allows: the NUL character (in text and in
// jsonb) and unpaired UTF-16 surrogates (`"\ud800"` in jsonb). One such string in a group insert
// would fail every request waiting on it, so every string is cleaned on its way to a row.
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

// Ids, names and paths are one line of plain text: the other C0 controls and DEL, which a
// browser never sends there, are replaced too (issue 33), so no column shows or exports them.
// eslint-disable-next-line no-control-regex -- control characters are exactly what must be found.
const CONTROL = /[\u0001-\u001f\u007f]/g;

/** A storable string of at most `max` characters (ids, names, paths), or null; controls as U+FFFD. */
export function storableText(value: unknown, max = MAX_TEXT_CHARS): string | null {
  if (typeof value !== 'string' || value === '') return null;
  const clean = storableString(value.length > max ? value.slice(0, max) : value).replace(
    CONTROL,
    '\ufffd',
  );
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

// ── The kept context. What the collector keeps of an event's `context` (README "Collector",
// privacy): a fixed list of fields, each cleaned. Dropped: the IP address, the User-Agent string
// (kept only as parseUserAgent's browser, OS and device kind), userAgentData, traits, ad ids, and
// every query value except utm_* (a page's query string can carry an e-mail address, such as
// /opt-out?show=email&email=…); URLs keep their origin and path.
/** The kept context. */
export interface StoredContext {
  page?: { path?: string; referrer?: string; search?: string; title?: string; url?: string };
  locale?: string;
  timezone?: string;
  library?: { name?: string; version?: string };
  campaign?: Record<string, string>;
  user_agent?: ParsedUserAgent;
}

const CAMPAIGN_KEYS = ['source', 'medium', 'name', 'term', 'content'] as const;

function record(value: unknown): Record<string, unknown> | undefined {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

// Plain string work, not URL and URLSearchParams: this runs for every event, and the parsers
// cost several times more than the event's whole check.
const HTTP_URL = /^(https?:\/\/[^/?#\s]+)(\/[^?#\s]*)?/i;

/** An http(s) URL reduced to its origin and path; anything else is dropped. */
export function urlWithoutQuery(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const match = HTTP_URL.exec(value);
  if (!match) return undefined;
  return storableText(`${match[1]!.toLowerCase()}${match[2] ?? '/'}`) ?? undefined;
}

/** A query string reduced to its utm_* parameters (`?utm_source=news`), or undefined. */
export function utmSearch(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.includes('utm_')) return undefined;
  const kept = utmParameters(value);
  return kept.length > 0 ? (storableText(`?${kept.join('&')}`) ?? undefined) : undefined;
}

/** A path as the site has them: starts with `/`, no query. */
export function pagePath(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/')) return undefined;
  return storableText(value.split(/[?#]/, 1)[0]) ?? undefined;
}

function definedOnly<T extends object>(value: T): T | undefined {
  const entries = Object.entries(value).filter(([, item]) => item !== undefined);
  return entries.length > 0 ? (Object.fromEntries(entries) as T) : undefined;
}

/** The context fields kept for storage. */
export function storedContext(context: unknown): StoredContext | undefined {
  const source = record(context);
  if (!source) return undefined;
  const page = record(source.page);
  const library = record(source.library);
  const campaign = record(source.campaign);
  return definedOnly<StoredContext>({
    page: page
      ? definedOnly({
          path: pagePath(page.path),
          referrer: urlWithoutQuery(page.referrer),
          search: utmSearch(page.search),
          title: storableText(page.title) ?? undefined,
          url: urlWithoutQuery(page.url),
        })
      : undefined,
    locale: storableText(source.locale, 35) ?? undefined,
    timezone: storableText(source.timezone, 64) ?? undefined,
    library: library
      ? definedOnly({
          name: storableText(library.name, 64) ?? undefined,
          version: storableText(library.version, 64) ?? undefined,
        })
      : undefined,
    campaign: campaign
      ? definedOnly(
          Object.fromEntries(
            CAMPAIGN_KEYS.map((key) => [key, storableText(campaign[key], 100) ?? undefined]),
          ) as Record<string, string>,
        )
      : undefined,
    user_agent: parseUserAgent(source.userAgent),
  });
}

// ── The row.
/** One analytics_events row, its values ready for a bulk insert. */
export interface EventRow {
  messageId: string;
  /** The UTC day it was received (`2026-11-21`): its partition and its de-duplication window. */
  receivedDay: string;
  receivedAt: string;
  type: string;
  eventName: string | null;
  anonymousId: string | null;
  userId: string | null;
  sentAt: string | null;
  timestamp: string | null;
  pagePath: string | null;
  pageName: string | null;
  /** JSON text. */
  properties: string | null;
  /** The kept context's JSON text, stored once per day in analytics_contexts under `contextId`. */
  context: string | null;
  contextId: string | null;
}

/**
 * The key of a context: a hash of its JSON text, so the events that share a context (a page's, a
 * batch's) share one analytics_contexts row. Not a security measure: only a content key.
 */
export function contextIdOf(contextJson: string): string {
  return createHash('sha1').update(contextJson).digest('base64url');
}

/** An event's context as kept: the fields, their JSON text and its key. */
interface KeptContext {
  context: StoredContext | undefined;
  json: string | null;
  id: string | null;
}

// The events of a batch, and a page's later batches, carry the same context: reducing it once
// per distinct context (keyed by its JSON as sent) saves most of an event's own work, and an event
// whose context equals the previous event's skips even writing out the key. Bounded: only
// contexts of a usual size are remembered, and the memory starts again when full.
const MEMO_MAX_ENTRIES = 2_000;
const MEMO_MAX_KEY_CHARS = 4_096;
const keptContexts = new Map<string, KeptContext>();

/** The JSON of a context as sent, or undefined when there is none or it nests too deep to write. */
function memoKey(raw: unknown): string | undefined {
  if (raw === undefined) return undefined;
  try {
    return JSON.stringify(raw);
  } catch {
    return undefined;
  }
}

/** Nesting compared at most by sameJson; deeper values count as different. */
const SAME_JSON_MAX_DEPTH = 16;

/**
 * Whether two parsed JSON values are equal, keys in the same order, walking them without writing
 * them out: cheaper than JSON.stringify for the next event of a batch, which usually repeats the
 * previous event's context. A false "different" only costs the slower way to the same result.
 */
export function sameJson(a: unknown, b: unknown, depth = 0): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (depth >= SAME_JSON_MAX_DEPTH) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let index = 0; index < a.length; index += 1) {
      if (!sameJson(a[index], b[index], depth + 1)) return false;
    }
    return true;
  }
  if (Array.isArray(b)) return false;
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const leftKeys = Object.keys(left);
  const rightKeys = Object.keys(right);
  if (leftKeys.length !== rightKeys.length) return false;
  for (let index = 0; index < leftKeys.length; index += 1) {
    const key = leftKeys[index]!;
    // Keys in another order count as different: the same client writes them in the same order.
    if (rightKeys[index] !== key || !sameJson(left[key], right[key], depth + 1)) return false;
  }
  return true;
}

/** The last context reduced, and what it was reduced from. */
let previous: { raw: unknown; kept: KeptContext } | undefined;

function keepContext(raw: unknown): KeptContext {
  if (previous && raw !== undefined && sameJson(raw, previous.raw)) return previous.kept;
  const kept = rememberedContext(raw);
  previous = { raw, kept };
  return kept;
}

function rememberedContext(raw: unknown): KeptContext {
  const key = memoKey(raw);
  const remembered = key === undefined ? undefined : keptContexts.get(key);
  if (remembered) return remembered;
  const context = storedContext(raw);
  const json = storableJson(context ?? null);
  const kept = { context, json, id: json === null ? null : contextIdOf(json) };
  if (key !== undefined && key.length <= MEMO_MAX_KEY_CHARS) {
    if (keptContexts.size >= MEMO_MAX_ENTRIES) keptContexts.clear();
    keptContexts.set(key, kept);
  }
  return kept;
}

/** The UTC calendar day of a time. */
export function utcDay(time: Date): string {
  return time.toISOString().slice(0, 10);
}

// PostgreSQL's timestamptz reaches further than this, but a client clock outside it is wrong:
// the time is kept as unknown rather than as a year 40000.
const EARLIEST = Date.UTC(1970, 0, 1);
const LATEST = Date.UTC(9999, 11, 31);

/** An ISO time as stored, or null when missing or out of range. */
export function storedTime(value: string | undefined): string | null {
  if (!value) return null;
  if (isCanonicalTime(value)) return value;
  const time = Date.parse(value);
  if (Number.isNaN(time) || time < EARLIEST || time > LATEST) return null;
  return new Date(time).toISOString();
}

/** The row of a call that passed its checks. */
export function eventRow(
  envelope: EventEnvelope,
  check: EventCheck,
  received: {
    at: Date;
    /** `at`'s UTC day and ISO text, when the caller has them for a whole batch. */
    day?: string;
    atText?: string;
    batchSentAt?: string;
    newMessageId: () => string;
  },
): EventRow {
  const { context, json: contextJson, id: contextId } = keepContext(envelope.context);
  const properties = check.properties;
  const isPage = envelope.type === 'page' || envelope.type === 'screen';
  const pageName =
    (typeof properties?.page_name === 'string' ? properties.page_name : undefined) ??
    (isPage && envelope.name !== check.eventName ? envelope.name : undefined);
  const sourceProperties = envelope.properties ?? {};
  return {
    messageId: storableText(envelope.messageId) ?? received.newMessageId(),
    receivedDay: received.day ?? utcDay(received.at),
    receivedAt: received.atText ?? received.at.toISOString(),
    type: envelope.type,
    eventName: storableText(check.eventName),
    anonymousId: storableText(envelope.anonymousId),
    userId: storableText(envelope.userId),
    sentAt: storedTime(envelope.sentAt ?? received.batchSentAt),
    timestamp: storedTime(envelope.timestamp ?? envelope.originalTimestamp),
    pagePath: isPage
      ? (context?.page?.path ?? pagePath(sourceProperties.path) ?? null)
      : (context?.page?.path ?? null),
    pageName: storableText(pageName),
    properties: storableJson(properties && Object.keys(properties).length > 0 ? properties : null),
    context: contextJson,
    contextId,
  };
}
