// SPEC §8 and §9's delivery settings, each named once (STYLE habit 2). Several are the values of
// the analytics library the SPEC was written against (research/analytics-anchor.md §0 rows 6, 6b,
// 7, 11, 20); where each acts here is said beside it and in the README ("Delivery settings").

/**
 * SPEC §9: max retries 12. The retries analytics-next may make of a batch when it delivers itself
 * (another property loading the collector's settings): the collector's settings carry it as the
 * Segment.io `httpConfig`. The site's own outbox retries without limit: its events are stored, and
 * a visitor's event is not given up while the collector may yet take it.
 */
export const MAX_RETRIES = 12;

/** SPEC §9: "2 for replay": the retries of a session-replay chunk, which is worth less than an event. */
export const REPLAY_MAX_RETRIES = 2;

/** SPEC §9 flush queue: the most events one delivery request carries (a backlog goes 200 at a time). */
export const FLUSH_QUEUE_SIZE = 200;

/** SPEC §9 flush interval: while events are still waiting after a request, the next flush comes this much later. */
export const FLUSH_INTERVAL_MS = 10_000;

/**
 * SPEC §9 pre-receiver queue: the calls the inline stub keeps before the analytics runtime (the
 * receiver) has loaded. Beyond it a call is not kept: a page making hundreds of calls before
 * analytics has even loaded is looping, and its calls would fill the visitor's storage.
 */
export const PRE_RECEIVER_QUEUE_SIZE = 512;

/** SPEC §9: the share of analytics-next's delivery counters sent to the collector (`/v1/m`): all. */
export const METRICS_SAMPLE_RATE = 1;

/**
 * SPEC §9: "diagnostic sample rate starts at 1". The share of events whose metadata goes to the
 * schema check (SPEC §7's "schema-validation service receives sampled event metadata"): outside
 * production the browser's catalogue check, in production the collector's. It starts at every
 * event; a busy site may lower the browser's share.
 */
export const DIAGNOSTIC_SAMPLE_RATE = 1;

/** Whether this event is in a sample of `rate` (0 to 1): `random()` is in [0, 1), so 1 takes every event. */
export function isSampled(rate: number, random: () => number = Math.random): boolean {
  if (rate >= 1) return true;
  if (!(rate > 0)) return false;
  return random() < rate;
}

/** SPEC §8 transport status categories. */
export const TransportStatus = {
  Success: 'success',
  RateLimit: 'rate limit',
  TooLarge: 'too large',
  Timeout: 'timeout',
  Invalid: 'invalid',
  Failed: 'failed',
  /** No answer (a network error: status 0) or one outside the mapping (1xx, 3xx). */
  Unknown: 'unknown',
} as const;
export type TransportStatus = (typeof TransportStatus)[keyof typeof TransportStatus];

/**
 * SPEC §8's transport status mapping: 2xx success, 429 rate limit, 413 too large, 408 timeout,
 * other 4xx invalid, 5xx failed; anything else (no answer included) unknown.
 */
export function transportStatus(status: number): TransportStatus {
  if (status >= 200 && status < 300) return TransportStatus.Success;
  if (status === 429) return TransportStatus.RateLimit;
  if (status === 413) return TransportStatus.TooLarge;
  if (status === 408) return TransportStatus.Timeout;
  if (status >= 400 && status < 500) return TransportStatus.Invalid;
  if (status >= 500 && status < 600) return TransportStatus.Failed;
  return TransportStatus.Unknown;
}
