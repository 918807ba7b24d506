// First-party session replay (issue 26 part 4): the SPEC §7 and §9 settings, the wire shapes
// shared by the browser recorder and the server (apps/bff src/session-replay), and the pure rules
// both apply: which sessions are sampled and how a recording is cut into chunks. No DOM, no
// network, no clock here.

/** SPEC §9: "replay sample rate 1 (all sessions)", the default when the server sets none. */
export const REPLAY_SAMPLE_RATE_DEFAULT = 1;

// SPEC §9: "max retries 12 (2 for replay)": a chunk is sent at most 1 + 2 times.
export { REPLAY_MAX_RETRIES } from './delivery-settings.ts';

/** SPEC §7: the replay configuration GET gives up after 5 s (then nothing is recorded). */
export const REPLAY_CONFIG_TIMEOUT_MS = 5000;

/**
 * Largest chunk body, in bytes: under 60 KB, so every chunk also fits the browser's 64 KB budget
 * for requests sent while a page closes (fetch keepalive, sendBeacon).
 */
export const REPLAY_CHUNK_MAX_BYTES = 60_000;

/** SPEC §9: "masking medium": every input masked, and the text of elements marked private. */
export const REPLAY_MASKING_LEVEL = 'medium';

/** Elements whose text is masked in a recording: mark anything that shows a visitor's own data. */
export const REPLAY_MASK_TEXT_SELECTOR = '[data-private]';

/** The class that does the same as {@link REPLAY_MASK_TEXT_SELECTOR}, for markup without attributes. */
export const REPLAY_MASK_TEXT_CLASS = 'lender-private';

/** Elements left out of a recording altogether (shown as an empty box of the same size). */
export const REPLAY_BLOCK_SELECTOR = '[data-replay-block]';

/** Where the browser reads the replay configuration (same origin). */
export const REPLAY_CONFIG_PATH = '/v1/replay/config';

/** Where the browser posts chunks (same origin). */
export const REPLAY_CHUNKS_PATH = '/v1/replay/chunks';

/** How often what was recorded is sent while the visitor stays on the page. */
export const REPLAY_FLUSH_INTERVAL_MS = 10_000;

/** The replay configuration the server answers (GET {@link REPLAY_CONFIG_PATH}). */
export interface ReplayConfig {
  /** False when analytics is off or the sample rate is 0: nothing is recorded. */
  readonly enabled: boolean;
  /** The share of sessions recorded, 0 to 1. */
  readonly sampleRate: number;
  readonly maskingLevel: typeof REPLAY_MASKING_LEVEL;
  /** {@link REPLAY_CHUNK_MAX_BYTES}: the largest body the server takes. */
  readonly maxChunkBytes: number;
}

/** One rrweb event as it travels: its type (0–6), time (ms since 1970) and data. */
export interface ReplayEvent {
  readonly type: number;
  readonly timestamp: number;
  readonly data: unknown;
  readonly delay?: number;
}

/** What identifies a chunk's recording: the replay, the analytics session, the visitor. */
export interface ReplayIds {
  readonly writeKey: string;
  /** The replay (one browser tab's recording within one analytics session). */
  readonly replayId: string;
  /** The analytics session id (see analytics-session.ts). */
  readonly sessionId: string;
  /** The analytics anonymous id (ajs_anonymous_id). */
  readonly anonymousId: string;
}

/** The body of POST {@link REPLAY_CHUNKS_PATH}: JSON, as it is or gzipped. */
export interface ReplayChunk extends ReplayIds {
  /** 0, 1, 2… within the replay: chunks are stored and played in this order. */
  readonly sequence: number;
  /** The page the events were recorded on: its path only, never its query. */
  readonly pagePath: string;
  readonly events: readonly ReplayEvent[];
}

/**
 * Whether a session is recorded: the same answer for the same session id on every page (a hash,
 * not a new draw), so a session is recorded whole or not at all.
 */
export function isSampledIn(sessionId: string, sampleRate: number): boolean {
  if (!(sampleRate > 0)) return false;
  if (sampleRate >= 1) return true;
  return fnv1a(sessionId) / 0x1_0000_0000 < sampleRate;
}

/** FNV-1a, 32 bits: a small, well-spread hash of a short string. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** UTF-8 length of a string, without encoding it. */
export function utf8Bytes(text: string): number {
  let bytes = 0;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff) {
      bytes += 4; // a surrogate pair: one 4-byte character
      index += 1;
    } else bytes += 3;
  }
  return bytes;
}

/** The result of {@link packEvents}. */
export interface PackedEvents {
  /** Runs of consecutive events, each fitting one chunk body. */
  readonly groups: ReplayEvent[][];
  /** Events too large for a chunk even alone, in order. */
  readonly oversized: ReplayEvent[];
}

/**
 * Cuts events, in order, into the fewest runs whose chunk body (`envelopeBytes` for the rest of
 * the chunk, plus the events as a JSON array) stays within `maxBytes`. An event too large even
 * alone goes to `oversized` (the caller compresses it, or gives it up).
 */
export function packEvents(
  events: readonly ReplayEvent[],
  envelopeBytes: number,
  maxBytes: number = REPLAY_CHUNK_MAX_BYTES,
): PackedEvents {
  const groups: ReplayEvent[][] = [];
  const oversized: ReplayEvent[] = [];
  let current: ReplayEvent[] = [];
  // "[]" plus a comma between events.
  let currentBytes = envelopeBytes + 2;
  for (const event of events) {
    const bytes = utf8Bytes(JSON.stringify(event));
    if (envelopeBytes + 2 + bytes > maxBytes) {
      oversized.push(event);
      continue;
    }
    const added = bytes + (current.length > 0 ? 1 : 0);
    if (currentBytes + added > maxBytes) {
      groups.push(current);
      current = [];
      currentBytes = envelopeBytes + 2;
    }
    currentBytes += bytes + (current.length > 0 ? 1 : 0);
    current.push(event);
  }
  if (current.length > 0) groups.push(current);
  return { groups, oversized };
}

/** A chunk's JSON without its events, and its size in bytes: what {@link packEvents} calls the envelope. */
export function chunkEnvelopeBytes(chunk: Omit<ReplayChunk, 'events'>): number {
  return utf8Bytes(JSON.stringify({ ...chunk, events: [] })) - 2;
}

/**
 * The page address a recording keeps: the path alone. A query or fragment can carry what a
 * visitor typed (a search, an e-mail address in a link), and masking covers only the page.
 */
export function recordedHref(href: string): string {
  try {
    const url = new URL(href);
    return url.origin + url.pathname;
  } catch {
    return '';
  }
}
