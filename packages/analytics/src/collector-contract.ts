// What the browser client and the collector (apps/bff) agree on, written once for both sides.

/**
 * The page properties analytics-next adds to every page call itself (core/events `page()`): they
 * repeat `context.page`, `name` and `category`, so they are not part of `loaded_page` and are set
 * aside before the catalogue check, in the browser and in the collector.
 */
export const LIBRARY_PAGE_PROPERTIES = [
  'path',
  'referrer',
  'search',
  'title',
  'url',
  'name',
  'category',
] as const;

// The collector's size limits are Segment's Tracking API limits (research/analytics-anchor.md
// §2.4); analytics-next counts a kilobyte as 1024 bytes (batched-dispatcher.ts `kilobytes()`).

/** The largest single call (POST /v1/t, /p, /i, /g, /a, /s) and event inside a batch: 32 KB. */
export const MAX_EVENT_BYTES = 32 * 1024;

/** The largest batch body (POST /v1/b), in UTF-8 bytes: SPEC §9's 500 KB (analytics-next's MAX_PAYLOAD_SIZE). */
export const MAX_BATCH_BYTES = 500 * 1024;
