// The Segment envelope of a call, checked before anything else: what the collector needs to route,
// de-duplicate and store an event. A wrong type here is a broken client, answered 400 with the
// fields; the event's `properties` are checked later against the catalogue (event-validator.ts),
// where a failure is counted, not refused (README "Collector").
import { z } from 'zod';
import { MAX_BATCH_EVENTS, MAX_TEXT_CHARS } from './collector-limits.ts';
import { isCanonicalTime } from '../lib/iso-time.ts';

/** The six Segment call types, and the path letter analytics-next posts each to. */
export const EVENT_TYPE_BY_LETTER = {
  t: 'track',
  p: 'page',
  i: 'identify',
  g: 'group',
  a: 'alias',
  s: 'screen',
} as const;

/** A Segment call type. */
export type EventType = (typeof EVENT_TYPE_BY_LETTER)[keyof typeof EVENT_TYPE_BY_LETTER];

/** The call types, in the order of the path letters. */
export const EVENT_TYPES = Object.values(EVENT_TYPE_BY_LETTER) as [EventType, ...EventType[]];

/** Longest messageId, anonymousId, userId, groupId or previousId accepted. */
export const MAX_ID_CHARS = 200;

const id = z
  .string({ error: 'Send an id as text' })
  .max(MAX_ID_CHARS, `Send an id of at most ${MAX_ID_CHARS} characters`);
const nullableId = id.nullable().optional();
const isoTime = z.iso
  .datetime({ offset: true, error: 'Send a time in ISO 8601 format, like 2026-11-21T14:37:00Z' })
  .optional();
const object = z.record(z.string(), z.unknown(), { error: 'Send an object' });
const label = z
  .string({ error: 'Send text' })
  .max(MAX_TEXT_CHARS, `Send at most ${MAX_TEXT_CHARS} characters`)
  .nullable()
  .optional();

/** One call as analytics-next sends it (research/analytics-anchor.md §2.1); other keys are ignored. */
export const EventEnvelopeSchema = z
  .looseObject({
    type: z.enum(EVENT_TYPES, { error: `Send a type: ${EVENT_TYPES.join(', ')}` }),
    messageId: id.min(1, 'Send a messageId').optional(),
    anonymousId: nullableId,
    userId: nullableId,
    event: z
      .string({ error: 'Send the event name as text' })
      .max(MAX_TEXT_CHARS, `Send an event name of at most ${MAX_TEXT_CHARS} characters`)
      .optional(),
    name: label,
    category: label,
    properties: object.nullable().optional(),
    traits: object.nullable().optional(),
    context: object.nullable().optional(),
    timestamp: isoTime,
    originalTimestamp: isoTime,
    sentAt: isoTime,
    groupId: nullableId,
    previousId: nullableId,
    writeKey: z.string({ error: 'Send the writeKey as text' }).optional(),
  })
  .superRefine((event, context) => {
    if (!event.anonymousId && !event.userId) {
      context.addIssue({
        code: 'custom',
        path: ['anonymousId'],
        message: 'Send an anonymousId or a userId',
      });
    }
    if (event.type === 'track' && !event.event) {
      context.addIssue({ code: 'custom', path: ['event'], message: 'Send the event name' });
    }
    if (event.type === 'group' && !event.groupId) {
      context.addIssue({ code: 'custom', path: ['groupId'], message: 'Send the groupId' });
    }
    if (event.type === 'alias' && !event.previousId) {
      context.addIssue({ code: 'custom', path: ['previousId'], message: 'Send the previousId' });
    }
  });

/** A checked call. */
export type EventEnvelope = z.infer<typeof EventEnvelopeSchema>;

const EVENT_TYPE_SET: ReadonlySet<unknown> = new Set(EVENT_TYPES);

const isAbsent = (value: unknown) => value === undefined;
const isTextUpTo = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.length <= max;
const isOptionalText = (value: unknown, max: number) => isAbsent(value) || isTextUpTo(value, max);
const isNullableText = (value: unknown, max: number) =>
  value === null || isOptionalText(value, max);
const isNullableObject = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'object' && !Array.isArray(value));
const isOptionalTime = (value: unknown) =>
  isAbsent(value) || (typeof value === 'string' && isCanonicalTime(value));

/**
 * Whether a call is the usual well-formed one, checked by hand: a narrower rule than
 * EventEnvelopeSchema's (times only as toISOString writes them), so everything it passes the
 * schema passes too, unchanged (envelope.test.ts compares them on generated calls). The schema
 * costs about ten times more per event, and the collector checks thousands of events a second.
 */
function isUsualCall(value: unknown): value is EventEnvelope {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const call = value as Record<string, unknown>;
  const type = call.type;
  return (
    EVENT_TYPE_SET.has(type) &&
    (isAbsent(call.messageId) ||
      (isTextUpTo(call.messageId, MAX_ID_CHARS) && call.messageId !== '')) &&
    isNullableText(call.anonymousId, MAX_ID_CHARS) &&
    isNullableText(call.userId, MAX_ID_CHARS) &&
    isNullableText(call.groupId, MAX_ID_CHARS) &&
    isNullableText(call.previousId, MAX_ID_CHARS) &&
    isOptionalText(call.event, MAX_TEXT_CHARS) &&
    isNullableText(call.name, MAX_TEXT_CHARS) &&
    isNullableText(call.category, MAX_TEXT_CHARS) &&
    isNullableObject(call.properties) &&
    isNullableObject(call.traits) &&
    isNullableObject(call.context) &&
    isOptionalTime(call.timestamp) &&
    isOptionalTime(call.originalTimestamp) &&
    isOptionalTime(call.sentAt) &&
    isOptionalText(call.writeKey, Number.POSITIVE_INFINITY) &&
    Boolean(call.anonymousId || call.userId) &&
    (type !== 'track' || Boolean(call.event)) &&
    (type !== 'group' || Boolean(call.groupId)) &&
    (type !== 'alias' || Boolean(call.previousId))
  );
}

/** Checks one call: the usual one by hand, anything else by the schema (and its field errors). */
export function parseEventEnvelope(
  value: unknown,
): ReturnType<typeof EventEnvelopeSchema.safeParse> {
  if (isUsualCall(value)) return { success: true, data: value };
  return EventEnvelopeSchema.safeParse(value);
}

/** POST /v1/b: `{ batch: [...], sentAt, writeKey }` (analytics-next batched-dispatcher.ts). */
export const BatchEnvelopeSchema = z.looseObject({
  batch: z
    .array(z.unknown(), { error: 'Send batch as a list of events' })
    .min(1, 'Send at least one event in batch')
    .max(MAX_BATCH_EVENTS, `Send at most ${MAX_BATCH_EVENTS} events in one batch`),
  sentAt: isoTime,
  writeKey: z.string({ error: 'Send the writeKey as text' }).optional(),
});

/** POST /v1/m: `{ series: [{ type, metric, value, tags }] }` (remote-metrics.ts). */
export const MetricsEnvelopeSchema = z.looseObject({
  series: z
    .array(
      z.looseObject({
        type: z.string({ error: 'Send the metric type as text' }).optional(),
        metric: z
          .string({ error: 'Send the metric name as text' })
          .max(MAX_TEXT_CHARS, `Send a metric name of at most ${MAX_TEXT_CHARS} characters`),
        value: z.number({ error: 'Send the metric value as a number' }).optional(),
      }),
      { error: 'Send series as a list of metrics' },
    )
    .max(1_000, 'Send at most 1000 metrics'),
});
