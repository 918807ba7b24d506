// An accepted call as the row stored in analytics_events (migration 0004).
import type { EventEnvelope } from './envelope.ts';
import type { EventCheck } from './event-validator.ts';
import { pagePath, storedContext } from './event-context.ts';
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
  context: string | null;
}

/** The UTC calendar day of a time. */
export function utcDay(time: Date): string {
  return time.toISOString().slice(0, 10);
}

// PostgreSQL's timestamptz reaches further than this, but a client clock outside it is wrong:
// the time is kept as unknown rather than as a year 40000.
const EARLIEST = Date.UTC(1970, 0, 1);
const LATEST = Date.UTC(9999, 11, 31);

// What Date#toISOString writes (analytics-next's timestamps) is stored as sent, without a round
// trip through Date, once its day is known to exist: 2026-02-30 passes a pattern and Date.parse
// (as 2 March), but PostgreSQL refuses it, and one refused row would fail a whole group insert.
const CANONICAL_TIME =
  /^(19[7-9]\d|[2-9]\d{3})-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d{1,6})?Z$/;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function isCanonicalTime(value: string): boolean {
  const match = CANONICAL_TIME.exec(value);
  if (!match) return false;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return Number(match[3]) <= (month === 2 && leap ? 29 : DAYS_IN_MONTH[month - 1]!);
}

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
  received: { at: Date; batchSentAt?: string; newMessageId: () => string },
): EventRow {
  const context = storedContext(envelope.context);
  const properties = check.properties;
  const isPage = envelope.type === 'page' || envelope.type === 'screen';
  const pageName =
    (typeof properties?.page_name === 'string' ? properties.page_name : undefined) ??
    (isPage && envelope.name !== check.eventName ? envelope.name : undefined);
  const sourceProperties = envelope.properties ?? {};
  return {
    messageId: storableText(envelope.messageId) ?? received.newMessageId(),
    receivedDay: utcDay(received.at),
    receivedAt: received.at.toISOString(),
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
    context: storableJson(context ?? null),
  };
}
