// The wire shape of POST /v1/replay/chunks (packages/analytics ReplayChunk), checked before
// anything is stored: a chunk that does not fit is refused with 400 and one message per field.
// Its bytes are read by chunk-body.ts; its limits are in collector/collector-limits.ts.
import { REPLAY_CHUNK_MAX_BYTES } from '@lender/analytics';
import { hasControlCharacters } from '@lender/validation';
import { z } from 'zod';
import { REPLAY_CHUNK_MAX_EVENTS } from '../collector/collector-limits.ts';
import {
  JsonTooDeepError,
  STORABLE_JSON_MAX_DEPTH,
  storableJsonValue,
} from '../db/storable-json.ts';

/** One rrweb event: its type (0–6), its time in ms since 1970, and its data. */
export const ReplayEventSchema = z.looseObject({
  type: z
    .number({ error: 'Enter the event type as a whole number from 0 to 6' })
    .int('Enter the event type as a whole number from 0 to 6')
    .min(0, 'Enter the event type as a whole number from 0 to 6')
    .max(6, 'Enter the event type as a whole number from 0 to 6'),
  timestamp: z
    .number({ error: 'Enter the event time in milliseconds since 1970' })
    .min(0, 'Enter the event time in milliseconds since 1970')
    .max(8.64e15, 'Enter the event time in milliseconds since 1970'),
  data: z.record(z.string(), z.unknown(), { error: 'Enter the event data as an object' }),
});

/**
 * An event as stored: NUL and lone surrogates in any of its strings become U+FFFD, as jsonb
 * cannot hold them (db/storable-json.ts), and data nested too deep to store is refused.
 */
const StorableReplayEventSchema = ReplayEventSchema.transform((event, context) => {
  try {
    return storableJsonValue(event) as typeof event;
  } catch (error) {
    if (!(error instanceof JsonTooDeepError)) throw error;
    context.addIssue({
      code: 'custom',
      path: ['data'],
      message: `Enter event data nested at most ${STORABLE_JSON_MAX_DEPTH} levels deep`,
    });
    return z.NEVER;
  }
});

/** The body of POST /v1/replay/chunks. */
export const ReplayChunkSchema = z.strictObject({
  writeKey: z
    .string({ error: 'Enter the write key' })
    .regex(/^[\w-]{1,100}$/, 'Enter the write key'),
  replayId: z.uuid({ error: 'Enter the replay id as a UUID' }),
  sessionId: z
    .string({ error: 'Enter the session id as a number of milliseconds' })
    .regex(/^\d{1,16}$/, 'Enter the session id as a number of milliseconds'),
  anonymousId: z
    .string({ error: 'Enter the anonymous id' })
    .min(1, 'Enter the anonymous id')
    .max(100, 'Enter an anonymous id of 100 characters or fewer')
    .refine((id) => !hasControlCharacters(id), 'Enter an anonymous id without control characters'),
  sequence: z
    .number({ error: 'Enter the sequence as a whole number from 0 to 1000000' })
    .int('Enter the sequence as a whole number from 0 to 1000000')
    .min(0, 'Enter the sequence as a whole number from 0 to 1000000')
    .max(1_000_000, 'Enter the sequence as a whole number from 0 to 1000000'),
  pagePath: z
    .string({ error: 'Enter the page path, starting with /' })
    .regex(/^\/[^?#\s]{0,2000}$/, 'Enter the page path, starting with /, without a query')
    .refine((path) => !hasControlCharacters(path), 'Enter a page path without control characters'),
  events: z
    .array(StorableReplayEventSchema, { error: 'Enter the events as a list' })
    .min(1, 'Enter at least one event')
    .max(REPLAY_CHUNK_MAX_EVENTS, `Enter ${REPLAY_CHUNK_MAX_EVENTS} events or fewer`),
});

/** A checked chunk. */
export type ReplayChunkBody = z.infer<typeof ReplayChunkSchema>;

/** The body limit of the route: the chunk limit itself. */
export const REPLAY_CHUNK_BODY_LIMIT = REPLAY_CHUNK_MAX_BYTES;
