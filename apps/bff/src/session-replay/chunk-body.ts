// The JSON of a replay chunk from the request's bytes (issue 33 §4): gzipped chunks are inflated
// off the event loop (zlib's thread pool), and never past REPLAY_CHUNK_MAX_INFLATED_BYTES nor,
// above REPLAY_CHUNK_RATIO_FREE_BYTES, past REPLAY_CHUNK_MAX_COMPRESSION_RATIO times the bytes
// sent: zlib stops at that size, so a crafted chunk costs no more than an honest one.
import { promisify } from 'node:util';
import { gunzip, type InputType, type ZlibOptions } from 'node:zlib';
import {
  REPLAY_CHUNK_MAX_COMPRESSION_RATIO,
  REPLAY_CHUNK_MAX_INFLATED_BYTES,
  REPLAY_CHUNK_RATIO_FREE_BYTES,
} from '../collector/collector-limits.ts';

const gunzipAsync = promisify<InputType, ZlibOptions, Buffer>(gunzip);

/** What a chunk's bytes hold: its JSON and its size as JSON, or why it cannot be read. */
export type ChunkBody =
  | { kind: 'json'; json: unknown; bytes: number }
  | { kind: 'unreadable' }
  | { kind: 'too large'; message: string };

/** Most a gzipped body of `sentBytes` may inflate to. */
export function inflatedLimit(sentBytes: number): number {
  return Math.min(
    REPLAY_CHUNK_MAX_INFLATED_BYTES,
    Math.max(REPLAY_CHUNK_RATIO_FREE_BYTES, sentBytes * REPLAY_CHUNK_MAX_COMPRESSION_RATIO),
  );
}

const TOO_LARGE_INFLATED = `Send a chunk of at most ${REPLAY_CHUNK_MAX_INFLATED_BYTES} bytes once decompressed`;
const TOO_COMPRESSED = `Send a chunk that decompresses to at most ${REPLAY_CHUNK_MAX_COMPRESSION_RATIO} times its size`;

/**
 * The chunk's JSON: gzipped (the browser compresses what it can) or as it is. Unreadable when it
 * is neither gzip nor JSON; too large when it inflates past its limit.
 */
export async function readChunkBody(sent: Buffer): Promise<ChunkBody> {
  let text: Buffer = sent;
  if (sent[0] === 0x1f && sent[1] === 0x8b) {
    const limit = inflatedLimit(sent.length);
    try {
      text = await gunzipAsync(sent, { maxOutputLength: limit });
    } catch (error) {
      if ((error as { code?: unknown }).code !== 'ERR_BUFFER_TOO_LARGE')
        return { kind: 'unreadable' };
      return {
        kind: 'too large',
        message: limit === REPLAY_CHUNK_MAX_INFLATED_BYTES ? TOO_LARGE_INFLATED : TOO_COMPRESSED,
      };
    }
  }
  try {
    // Fastify's own parser refuses __proto__ keys; JSON.parse only makes them own properties,
    // and the schema keeps only known fields of the chunk.
    return { kind: 'json', json: JSON.parse(text.toString('utf8')) as unknown, bytes: text.length };
  } catch {
    return { kind: 'unreadable' };
  }
}
