// The limits and timings of the collector and of session replay, each in one place with why it
// is what it is. The event and batch byte limits are @lender/analytics' MAX_EVENT_BYTES and
// MAX_BATCH_BYTES, shared with the browser's outbox; the replay chunk body limit is its
// REPLAY_CHUNK_MAX_BYTES (60,000: under the 64 KB a closing page may still send). KB are 1024
// bytes, MB 1024 KB.
//
// Sizes of real traffic, measured on the e2e journeys (session-replay, analytics,
// analytics-default, guided-analytics; issue 33 §4), from which the limits below are chosen:
// - a page's first replay snapshot is 140–180 KB of JSON, 23–30 KB gzipped (6×); the chunks
//   after it 1–30 KB, gzipped 2–19×; a visitor's busiest minute about 400 KB of replay;
// - the busiest visitor sent 33 events in a minute, about 45 KB with their contexts; the longest
//   catalogue string sent was 59 characters (`event_id`), the longest list 6 items.
//
// What one client can make the server store is set by its byte budgets (below): at the defaults,
// 1 MB of replay and 512 KB of events a minute, about 130 MB an hour with the database's own
// overhead, against 20–30 GB an hour before them (docs/benchmarks.md, "Disk growth").

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

// ── Replay chunks once inflated (session-replay/chunk-body.ts) ───────────────────────────────

/**
 * Largest chunk once inflated: 1 MB, about six times the largest first snapshot measured (181
 * KB). Was 4 MB, which let 60 KB sent become 4 MB stored.
 */
export const REPLAY_CHUNK_MAX_INFLATED_BYTES = 1024 * 1024;

/**
 * Most a chunk may grow when inflated, as a multiple of the bytes sent: real chunks grow 2–19×
 * (a run of similar mouse moves compresses best), so 50 leaves room; a crafted chunk grows
 * 100–1000×. Chunks that inflate to REPLAY_CHUNK_RATIO_FREE_BYTES or less are not held to it.
 */
export const REPLAY_CHUNK_MAX_COMPRESSION_RATIO = 50;

/** Inflated size under which the ratio does not matter: a tiny chunk can compress well and cost nothing. */
export const REPLAY_CHUNK_RATIO_FREE_BYTES = 64 * 1024;

/** Most events one chunk may hold. */
export const REPLAY_CHUNK_MAX_EVENTS = 10_000;

// ── Per recording (session-replay/replay-service.ts) ─────────────────────────────────────────

/**
 * Most bytes one replay (a browser tab's recording in one analytics session) may store: 20 MB,
 * about a hundred pages with their snapshots; past it chunks are refused (413). The player loads a
 * replay whole, so this also bounds what an operator's browser is given.
 */
export const REPLAY_MAX_BYTES = 20 * 1024 * 1024;

/** Most bytes the replays of one analytics session (all its tabs) may store: 40 MB. */
export const REPLAY_SESSION_MAX_BYTES = 40 * 1024 * 1024;

// ── Per client (collector/client-budget.ts) ──────────────────────────────────────────────────

/**
 * The window of the per-client byte budgets: a minute, so a client refused waits at most a
 * minute (Retry-After says how long), and an hour holds sixty windows.
 */
export const CLIENT_BUDGET_WINDOW_MS = 60_000;

/**
 * Default ANALYTICS_CLIENT_KB_PER_MINUTE: event bytes (as sent) one client address may send in a
 * minute, 512 KB: over ten times the busiest visitor measured, and room for a few visitors behind
 * one address. IPv6 addresses are counted by their /64, which one client holds whole.
 */
export const ANALYTICS_CLIENT_KB_PER_MINUTE_DEFAULT = 512;

/**
 * Default SESSION_REPLAY_CLIENT_KB_PER_MINUTE: replay bytes (once inflated) one client address
 * may send in a minute, 1 MB: about six first snapshots, two and a half times a visitor's busiest
 * minute. Replay is sampled and its loss costs a recording, not a figure, so it is the tighter
 * budget: it is most of what one client could store (the benchmark's target is 1 % of before).
 */
export const SESSION_REPLAY_CLIENT_KB_PER_MINUTE_DEFAULT = 1024;

/**
 * One anonymous id's events budget as a share of its address's: half, so one runaway tab cannot
 * take all of what the visitors behind one address (an office, a phone network) share. The id
 * is the client's own choice, so this bounds a faulty client, not an abusive one: the address's
 * budget does that.
 */
export const ANALYTICS_ANONYMOUS_ID_SHARE = 0.5;

/**
 * One anonymous id's replay budget as a share of its address's: all of it, since half (512 KB)
 * would be barely above a visitor's busiest minute measured (384 KB). It still bounds one
 * visitor however many addresses it comes from.
 */
export const SESSION_REPLAY_ANONYMOUS_ID_SHARE = 1;

// ── Per write key and day (collector/daily-quota.ts) ─────────────────────────────────────────

/**
 * Default ANALYTICS_DAILY_QUOTA_MB: event bytes the site stores per UTC day, 2 GB, some 1.5
 * million events; past it events are dropped and counted. With ANALYTICS_RETENTION_DAYS (400) it
 * bounds the events' disk at 800 GB whatever anyone sends.
 */
export const ANALYTICS_DAILY_QUOTA_MB_DEFAULT = 2048;

/**
 * Default SESSION_REPLAY_DAILY_QUOTA_MB: replay bytes stored per UTC day, 5 GB, some 30,000 page
 * views; with SESSION_REPLAY_RETENTION_DAYS (30) at most 150 GB.
 */
export const SESSION_REPLAY_DAILY_QUOTA_MB_DEFAULT = 5120;

/**
 * A server takes the quota from the database in leases of this share of it, so most requests
 * check it in memory: 1/256, between QUOTA_LEASE_MIN_BYTES and QUOTA_LEASE_MAX_BYTES. What a
 * server holds unused when it stops is lost for the day (at most one lease per server).
 */
export const QUOTA_LEASE_SHARE = 1 / 256;
export const QUOTA_LEASE_MIN_BYTES = 64 * 1024;
export const QUOTA_LEASE_MAX_BYTES = 4 * 1024 * 1024;

/** Once a day's quota is used up, how often a server asks again (a smaller request may still fit). */
export const QUOTA_RECHECK_MS = 60_000;

/** How often the counts of dropped and refused requests are added to the database. */
export const USAGE_FLUSH_INTERVAL_MS = 10_000;
