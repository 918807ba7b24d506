// The collector's limits and timings, each in one place. The event and batch byte limits are
// @lender/analytics' MAX_EVENT_BYTES and MAX_BATCH_BYTES, shared with the browser's outbox.

/** Largest metrics body (POST /v1/m): analytics-next sends at most 20 small series entries. */
export const MAX_METRICS_BYTES = 64 * 1024;

/** Most events one batch may carry; analytics-next sends 10 (SPEC §9), far below this. */
export const MAX_BATCH_EVENTS = 2_000;

/** Seconds a refused client is asked to wait (429 Retry-After and X-RateLimit-Reset). */
export const RETRY_AFTER_SECONDS = 2;

/** How long accepted events may wait for company before they are written (group commit). */
export const FLUSH_INTERVAL_MS = 5;

/** Flushes of the writer in flight at once (on PostgreSQL, connections inserting at once). */
export const COLLECTOR_FLUSHES_IN_FLIGHT = 8;

/** Rows per insert statement at most; a fuller buffer is written at once. */
export const FLUSH_MAX_ROWS = 2_000;

/** Days of partitions created ahead of today (and yesterday's, for clocks near midnight). */
export const PARTITION_DAYS_AHEAD = 7;

/** How often the partition job runs: creates the days ahead, drops the expired ones. */
export const PARTITION_JOB_INTERVAL_MS = 60 * 60 * 1000;

/** The longest id, name or path kept; longer values are cut (a 32 KB event could hold more). */
export const MAX_TEXT_CHARS = 512;
