// The wire shape of POST /v1/replay/chunks (packages/analytics ReplayChunk), checked before
// anything is stored: a chunk that does not fit is refused with 400 and one message per field.
import { gunzipSync } from 'node:zlib';
import { REPLAY_CHUNK_MAX_BYTES } from '@lender/analytics';
import { z } from 'zod';

/** Largest chunk once decompressed: 60 KB of gzip is rarely more than 1 MB of JSON. */
export const REPLAY_CHUNK_MAX_INFLATED_BYTES = 4 * 1024 * 1024;

/** Most events one chunk may hold. */
export const REPLAY_CHUNK_MAX_EVENTS = 10_000;

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
    .max(100, 'Enter an anonymous id of 100 characters or fewer'),
  sequence: z
    .number({ error: 'Enter the sequence as a whole number from 0 to 1000000' })
    .int('Enter the sequence as a whole number from 0 to 1000000')
    .min(0, 'Enter the sequence as a whole number from 0 to 1000000')
    .max(1_000_000, 'Enter the sequence as a whole number from 0 to 1000000'),
  pagePath: z
    .string({ error: 'Enter the page path, starting with /' })
    .regex(/^\/[^?#\s]{0,2000}$/, 'Enter the page path, starting with /, without a query'),
  events: z
    .array(ReplayEventSchema, { error: 'Enter the events as a list' })
    .min(1, 'Enter at least one event')
    .max(REPLAY_CHUNK_MAX_EVENTS, `Enter ${REPLAY_CHUNK_MAX_EVENTS} events or fewer`),
});

/** A checked chunk. */
export type ReplayChunkBody = z.infer<typeof ReplayChunkSchema>;

/** The body limit of the route: the chunk limit itself. */
export const REPLAY_CHUNK_BODY_LIMIT = REPLAY_CHUNK_MAX_BYTES;

/**
 * The chunk's JSON from the request bytes: gzipped (the browser compresses what it can) or as it
 * is. Undefined when it is neither gzip nor JSON, or inflates past the limit.
 */
export function chunkJson(bytes: Buffer): unknown {
  try {
    const text =
      bytes[0] === 0x1f && bytes[1] === 0x8b
        ? gunzipSync(bytes, { maxOutputLength: REPLAY_CHUNK_MAX_INFLATED_BYTES }).toString('utf8')
        : bytes.toString('utf8');
    // Fastify's own parser refuses __proto__ keys; JSON.parse only makes them own properties,
    // and the schema below keeps only known fields of the chunk.
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
