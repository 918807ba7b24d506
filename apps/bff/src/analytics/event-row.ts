// An accepted call as the row stored in analytics_events (migration 0004).
import { createHash } from 'node:crypto';
import type { EventEnvelope } from './envelope.ts';
import type { EventCheck } from './event-validator.ts';
import { pagePath, storedContext, type StoredContext } from './event-context.ts';
import { isCanonicalTime } from '../iso-time.ts';
import { storableJson, storableText } from './storable-text.ts';

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
