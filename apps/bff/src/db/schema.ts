import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { CALLBACK_TIMES, SEARCH_RESULT_KINDS } from '@lender/validation';
import { CONSENT_ACTIONS, CONSENT_CHANNELS, CONSENT_SOURCES } from '../consent/vocabulary.ts';

/**
 * Facts about this installation that must survive restarts, such as which version
 * of a seed data set has been loaded (so a restart does not load it again).
 */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The loan products the lender prices; the catalogue is code (src/rates/product-catalog.ts), upserted at start. */
export const products = pgTable('products', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  program: text('program', { enum: ['conventional', 'jumbo', 'fha', 'va'] }).notNull(),
  termMonths: integer('term_months').notNull(),
  rateType: text('rate_type', { enum: ['fixed', 'arm'] }).notNull(),
  /** ARMs: months at the initial rate (60 for a 5/6 ARM). */
  initialFixedMonths: integer('initial_fixed_months'),
  displayOrder: integer('display_order').notNull(),
});

/** A day's rate sheet: which products cost what from `effective_date` on. */
export const rateSheets = pgTable('rate_sheets', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  effectiveDate: date('effective_date', { mode: 'string' }).notNull().unique(),
  /** Where it came from: the imported file's name, or "demo" for the generated sheet. */
  source: text('source').notNull(),
  isDemo: boolean('is_demo').notNull(),
  importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One product's base price on a sheet, before loan-level price adjustments. */
export const rateSheetEntries = pgTable(
  'rate_sheet_entries',
  {
    sheetId: integer('sheet_id')
      .notNull()
      .references(() => rateSheets.id, { onDelete: 'cascade' }),
    productCode: text('product_code')
      .notNull()
      .references(() => products.code),
    purpose: text('purpose', { enum: ['purchase', 'refinance'] }).notNull(),
    baseRatePercent: numeric('base_rate_percent', { precision: 6, scale: 3 }).notNull(),
    basePoints: numeric('base_points', { precision: 6, scale: 3 }).notNull(),
    /** ARMs: index + margin, the rate the APR assumes after the initial period (Reg Z §1026.17(c)(1)). */
    fullyIndexedRatePercent: numeric('fully_indexed_rate_percent', { precision: 6, scale: 3 }),
  },
  (table) => [primaryKey({ columns: [table.sheetId, table.productCode, table.purpose] })],
);

/**
 * County loan limits imported from FHFA's (conforming) and HUD's (FHA) county files, one row per
 * county, year and program; where a county has no row the national baseline (conforming) or floor
 * (FHA) of @lender/mortgage-math applies. An import replaces a program's whole year.
 */
export const countyLoanLimits = pgTable(
  'county_loan_limits',
  {
    /** The place index's county id (`county:wayne-mi`): how a ZIP code finds its county's row. */
    countyId: text('county_id').notNull(),
    year: integer('year').notNull(),
    program: text('program', { enum: ['conforming', 'fha'] }).notNull(),
    stateCode: text('state_code').notNull(),
    countyName: text('county_name').notNull(),
    /** Five-digit county FIPS code, when the file gives one. */
    countyFips: text('county_fips'),
    /** Whole-dollar limits in cents for one to four units; two to four are null when the file gives one unit only. */
    oneUnitCents: bigint('one_unit_cents', { mode: 'number' }).notNull(),
    twoUnitCents: bigint('two_unit_cents', { mode: 'number' }),
    threeUnitCents: bigint('three_unit_cents', { mode: 'number' }),
    fourUnitCents: bigint('four_unit_cents', { mode: 'number' }),
    /** Where the rows came from, as the loan-limit sentences name it: the imported file's name (or the operator's `--source`), or the shipped list's title. */
    source: text('source').notNull(),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.countyId, table.year, table.program] }),
    check(
      'county_loan_limits_positive',
      // A null amount passes (a CHECK refuses only false): two to four units may be absent.
      sql`${table.oneUnitCents} > 0 and ${table.twoUnitCents} > 0 and ${table.threeUnitCents} > 0 and ${table.fourUnitCents} > 0`,
    ),
  ],
);

/** A SQL list of constant words, for CHECK constraints: ('a', 'b'). */
function oneOf(words: readonly string[]) {
  return sql.raw(`(${words.map((word) => `'${word}'`).join(', ')})`);
}

/**
 * Every marketing-preference request ever acknowledged, one row per channel and address.
 * Append-only: nothing updates or deletes a row. A channel and address is suppressed when its
 * latest row is an opt-out; the history is the proof of when each request was received.
 */
export const consentRecords = pgTable(
  'consent_records',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Stable id sent downstream so receivers can de-duplicate. */
    eventId: uuid('event_id').notNull().unique(),
    channel: text('channel', { enum: CONSENT_CHANNELS }).notNull(),
    /** The normalised address: a lower-case e-mail, 10 phone digits, or a marketing-cloud key. */
    value: text('value').notNull(),
    action: text('action', { enum: CONSENT_ACTIONS }).notNull(),
    /** What an opt-in covers (`marketing-texts`, `newsletter`…); empty for an opt-out of everything. */
    subscriptions: text('subscriptions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    reason: text('reason'),
    source: text('source', { enum: CONSENT_SOURCES }).notNull(),
    /** The path of the page the form was on, without its query. */
    sourcePage: text('source_page'),
    /** When the request was acknowledged: the legal clocks (TCPA, CAN-SPAM: 10 business days) start here. */
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    /** The request's Idempotency-Key, or the key derived from its content. */
    idempotencyKey: text('idempotency_key').notNull(),
    requestId: text('request_id'),
    userAgent: text('user_agent'),
    /** The client's network (IPv4 /24, IPv6 /48), never the full address. */
    ipTruncated: text('ip_truncated'),
    /** The browser sent Global Privacy Control (`Sec-GPC: 1`, CCPA 11 CCR §7025). */
    gpc: boolean('gpc').notNull().default(false),
    mcSubscriberKey: text('mc_subscriber_key'),
    mcJobId: text('mc_job_id'),
    mcBatchId: text('mc_batch_id'),
  },
  (table) => [
    index('consent_records_channel_value_idx').on(table.channel, table.value, table.id),
    index('consent_records_received_at_idx').on(table.receivedAt),
    index('consent_records_idempotency_key_idx').on(table.idempotencyKey),
    check('consent_records_channel_check', sql`${table.channel} in ${oneOf(CONSENT_CHANNELS)}`),
    check('consent_records_action_check', sql`${table.action} in ${oneOf(CONSENT_ACTIONS)}`),
    check('consent_records_source_check', sql`${table.source} in ${oneOf(CONSENT_SOURCES)}`),
  ],
);

/**
 * The answer given to each Idempotency-Key (sent, or derived from a request's content), kept
 * until it expires so a retried request gets the same answer and stores nothing new.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    key: text('key').primaryKey(),
    route: text('route').notNull(),
    /** SHA-256 of the route and the canonical validated request. */
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code').notNull(),
    responseBody: jsonb('response_body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('idempotency_keys_expires_at_idx').on(table.expiresAt)],
);

/**
 * Consent records waiting for (or done with) delivery to the lender's systems. Kept apart from
 * consent_records because delivery state changes and consent records never do.
 */
export const consentOutbox = pgTable(
  'consent_outbox',
  {
    eventId: uuid('event_id')
      .primaryKey()
      .references(() => consentRecords.eventId),
    payload: jsonb('payload').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('consent_outbox_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.deliveredAt} is null`),
  ],
);

/**
 * Every US ZIP code of the open place data set (GeoNames, CC BY 4.0), as first starts stored it.
 * No longer written or read: every start reads the places from the data set's files
 * (places/load-place-data.ts). Kept until a migration drops it with place_cities.
 */
export const placeZips = pgTable(
  'place_zips',
  {
    zip: text('zip').primaryKey(),
    /** The city the ZIP's place name belongs to (`city:detroit-mi`). */
    cityId: text('city_id').notNull(),
    placeName: text('place_name').notNull(),
    stateCode: text('state_code').notNull(),
    stateName: text('state_name').notNull(),
    county: text('county').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
  },
  (table) => [index('place_zips_city_id_idx').on(table.cityId)],
);

/** Cities derived from the ZIP codes, as first starts stored them: no longer written or read. */
export const placeCities = pgTable('place_cities', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  stateCode: text('state_code').notNull(),
  stateName: text('state_name').notNull(),
  county: text('county').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  population: integer('population'),
  zipCount: integer('zip_count').notNull(),
});

/**
 * One location's housing market for one month (SPEC §3 market report). Changes since last month
 * and last year are computed from the rows of those months; feeds that send them ready-made
 * (Redfin's _mom and _yoy columns) fill the two ratio columns, used when those rows are missing.
 */
export const marketReports = pgTable(
  'market_reports',
  {
    locationId: text('location_id').notNull(),
    /** The first day of the month the figures describe. */
    month: date('month', { mode: 'string' }).notNull(),
    /** `demo`, or the imported file's name. */
    source: text('source').notNull(),
    isDemo: boolean('is_demo').notNull(),
    totalSold: integer('total_sold'),
    totalActive: integer('total_active'),
    overAskingPercent: numeric('over_asking_percent', { precision: 5, scale: 2 }),
    atAskingPercent: numeric('at_asking_percent', { precision: 5, scale: 2 }),
    underAskingPercent: numeric('under_asking_percent', { precision: 5, scale: 2 }),
    /** Mean sale price ÷ list price (1.02 = 2 % over asking). */
    averageSaleToList: numeric('average_sale_to_list', { precision: 6, scale: 4 }),
    monthsOfSupply: numeric('months_of_supply', { precision: 7, scale: 2 }),
    averageDaysOnMarket: numeric('average_days_on_market', { precision: 6, scale: 1 }),
    /** Whole dollars. */
    medianSoldPrice: integer('median_sold_price'),
    medianSoldPriceOneBedroom: integer('median_sold_price_one_bedroom'),
    medianSoldPriceTwoBedroom: integer('median_sold_price_two_bedroom'),
    medianSoldPriceThreeBedroom: integer('median_sold_price_three_bedroom'),
    medianSoldPriceFourBedroom: integer('median_sold_price_four_bedroom'),
    /** Change of the median since the previous month / year as the feed sent it (0.05 = +5 %). */
    medianSoldPriceMonthChange: numeric('median_sold_price_month_change', {
      precision: 9,
      scale: 6,
    }),
    medianSoldPriceYearChange: numeric('median_sold_price_year_change', { precision: 9, scale: 6 }),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.locationId, table.month] })],
);

/**
 * Homes for sale in a location, counted in price buckets: bucket i holds homes listed from
 * bucket_mins[i] up to bucket_mins[i + 1]; the last bucket has no upper bound. The listings site's
 * address comes from LISTINGS_URL_TEMPLATE, so it follows the configuration, not the load.
 */
export const listingsSummary = pgTable('listings_summary', {
  locationId: text('location_id').primaryKey(),
  source: text('source').notNull(),
  isDemo: boolean('is_demo').notNull(),
  asOf: date('as_of', { mode: 'string' }).notNull(),
  bucketMins: integer('bucket_mins').array().notNull(),
  bucketCounts: integer('bucket_counts').array().notNull(),
  totalCount: integer('total_count').notNull(),
  importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
});

/** PostgreSQL's text-search document type; Drizzle has no built-in column for it. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** What a search result is, for its label on the results page. */
export const SEARCH_DOCUMENT_KINDS = SEARCH_RESULT_KINDS;

/**
 * One page of the built site, as site search sees it (apps/site/scripts/search-documents.ts).
 * Rebuilt whole when the site's documents change. `search_vector` weighs the title most (A), then
 * headings, keywords and description (B), then the body (C), with English stemming.
 */
export const searchDocuments = pgTable(
  'search_documents',
  {
    path: text('path').primaryKey(),
    kind: text('kind', { enum: SEARCH_DOCUMENT_KINDS }).notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** The h1–h3 headings, one per line. */
    headings: text('headings').notNull(),
    /** The meta keywords, one per line. */
    keywords: text('keywords').notNull(),
    body: text('body').notNull(),
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english'::regconfig, "title"), 'A') || setweight(to_tsvector('english'::regconfig, "headings" || ' ' || "keywords" || ' ' || "description"), 'B') || setweight(to_tsvector('english'::regconfig, "body"), 'C')`,
      ),
  },
  (table) => [
    index('search_documents_search_vector_idx').using('gin', table.searchVector),
    index('search_documents_title_trgm_idx').using('gin', table.title.op('gin_trgm_ops')),
    check('search_documents_kind_check', sql`${table.kind} in ${oneOf(SEARCH_DOCUMENT_KINDS)}`),
  ],
);

/** Every word of the indexed pages and how many pages use it: the vocabulary of "did you mean". */
export const searchTerms = pgTable(
  'search_terms',
  {
    term: text('term').primaryKey(),
    documentCount: integer('document_count').notNull(),
  },
  (table) => [index('search_terms_term_trgm_idx').using('gin', table.term.op('gin_trgm_ops'))],
);

/**
 * Analytics events accepted by the collector (src/collector), one row per message. Partitioned by
 * `received_day` in migration 0004 (Drizzle does not model partitions); the key de-duplicates a
 * client's retries within a day. The context is in analytics_contexts.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    messageId: text('message_id').notNull(),
    receivedDay: date('received_day', { mode: 'string' }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    type: text('type').notNull(),
    eventName: text('event_name'),
    anonymousId: text('anonymous_id'),
    userId: text('user_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    timestamp: timestamp('timestamp', { withTimezone: true }),
    pagePath: text('page_path'),
    pageName: text('page_name'),
    properties: jsonb('properties'),
    /** The event's context, stored once per day in analytics_contexts (migration 0006). */
    contextId: text('context_id'),
  },
  (table) => [
    primaryKey({ name: 'analytics_events_pkey', columns: [table.messageId, table.receivedDay] }),
    check(
      'analytics_events_type_check',
      sql`${table.type} in ('track', 'page', 'identify', 'group', 'alias', 'screen')`,
    ),
  ],
);

/**
 * The contexts of analytics events, each distinct one stored once per day: the events of a page
 * (and the ten of a batch) share one, so an event row carries only its `context_id`, a hash of the
 * context's JSON. Partitioned by `received_day` like analytics_events (migration 0006), and dropped
 * with it. `context` holds only the fields src/collector/event-record.ts keeps: no IP address, no
 * raw user agent, no query values but utm_*.
 */
export const analyticsContexts = pgTable(
  'analytics_contexts',
  {
    contextId: text('context_id').notNull(),
    receivedDay: date('received_day', { mode: 'string' }).notNull(),
    context: jsonb('context').notNull(),
  },
  (table) => [
    primaryKey({
      name: 'analytics_contexts_pkey',
      columns: [table.contextId, table.receivedDay],
    }),
  ],
);

/** Catalogue violations counted per UTC day, event name and field (the events are not kept). */
export const analyticsViolations = pgTable(
  'analytics_violations',
  {
    day: date('day', { mode: 'string' }).notNull(),
    eventName: text('event_name').notNull(),
    /** JSON Pointer of the field (`/button_name`), or '' for the whole event. */
    field: text('field').notNull(),
    /** The JSON Schema keyword that failed (`required`, `enum`…), or the collector's own reason. */
    keyword: text('keyword').notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({
      name: 'analytics_violations_pkey',
      columns: [table.day, table.eventName, table.field, table.keyword],
    }),
  ],
);

/** The analytics library's delivery metrics (POST /v1/m), counted per UTC day and metric name. */
export const analyticsClientMetrics = pgTable(
  'analytics_client_metrics',
  {
    day: date('day', { mode: 'string' }).notNull(),
    metric: text('metric').notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({ name: 'analytics_client_metrics_pkey', columns: [table.day, table.metric] }),
  ],
);

/**
 * Session replay recordings (src/session-replay), one row per chunk the browser sent: rrweb events
 * of one replay (a tab's recording within one analytics session), in sequence. The key makes a
 * retried chunk a no-op. Inputs and private elements were masked in the browser; the page
 * addresses inside keep their path only. Deleted after SESSION_REPLAY_RETENTION_DAYS by the
 * replay job (plugins/replay-jobs.ts).
 */
export const sessionReplayChunks = pgTable(
  'session_replay_chunks',
  {
    replayId: uuid('replay_id').notNull(),
    sequence: integer('sequence').notNull(),
    /** The analytics session id (packages/analytics replay-state.ts). */
    sessionId: text('session_id').notNull(),
    /** The analytics anonymous id (ajs_anonymous_id). */
    anonymousId: text('anonymous_id').notNull(),
    /** The page the events were recorded on, its path only. */
    pagePath: text('page_path').notNull(),
    eventCount: integer('event_count').notNull(),
    firstEventAt: timestamp('first_event_at', { withTimezone: true }).notNull(),
    lastEventAt: timestamp('last_event_at', { withTimezone: true }).notNull(),
    events: jsonb('events').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The chunk's JSON as received, in bytes once inflated: what the per-replay and per-session
     * caps add up (issue 33 §4). 0 for chunks stored before it was kept.
     */
    bytes: integer('bytes').notNull().default(0),
  },
  (table) => [
    primaryKey({ name: 'session_replay_chunks_pkey', columns: [table.replayId, table.sequence] }),
    index('session_replay_chunks_received_at_idx').on(table.receivedAt),
    index('session_replay_chunks_session_idx').on(table.sessionId),
  ],
);

/**
 * What the collector (`events`) and session replay (`replay`) stored, dropped and refused per UTC
 * day and write key (issue 33 §4). `reserved_bytes` is the day's storage quota handed out so far:
 * each server takes it in leases (src/collector/daily-quota.ts) by an update that never passes
 * the quota, so several servers on one database share one quota. The counts are added in
 * batches; the operators' report shows them. Rows older than ANALYTICS_RETENTION_DAYS go with
 * the collector's other counters.
 */
export const collectorDailyUsage = pgTable(
  'collector_daily_usage',
  {
    day: date('day', { mode: 'string' }).notNull(),
    /** `events` or `replay`. */
    stream: text('stream').notNull(),
    /** The write key's SHA-256, hex, first 16 characters: the key itself is not kept twice. */
    writeKeyHash: text('write_key_hash').notNull(),
    reservedBytes: bigint('reserved_bytes', { mode: 'number' }).notNull().default(0),
    /** Events or chunks accepted but dropped over the quota, and their bytes. */
    droppedCount: bigint('dropped_count', { mode: 'number' }).notNull().default(0),
    droppedBytes: bigint('dropped_bytes', { mode: 'number' }).notNull().default(0),
    /** Requests refused by a per-client budget (429) or a per-recording cap (413). */
    refusedRequests: bigint('refused_requests', { mode: 'number' }).notNull().default(0),
  },
  (table) => [
    primaryKey({
      name: 'collector_daily_usage_pkey',
      columns: [table.day, table.stream, table.writeKeyHash],
    }),
  ],
);

/**
 * Requests from the chat assistant to be called back by a loan officer, each with the consent
 * the visitor gave: the words they agreed to, when, and from where (as consent_records keep it).
 * A callback is a service call about the visitor's question, not marketing consent: it never
 * touches consent_records, so it cannot lift an earlier opt-out from marketing calls.
 */
export const callbackRequests = pgTable(
  'callback_requests',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The Idempotency-Key, or a key derived from the request and its client: a retry stores nothing. */
    requestKey: text('request_key').notNull().unique(),
    name: text('name').notNull(),
    /** 10 digits. */
    phone: text('phone').notNull(),
    bestTime: text('best_time', { enum: CALLBACK_TIMES }).notNull(),
    /** The consent text the form showed and the visitor ticked. */
    consentText: text('consent_text').notNull(),
    sourcePage: text('source_page'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    requestId: text('request_id'),
    userAgent: text('user_agent'),
    /** The client's network (IPv4 /24, IPv6 /48), never the full address. */
    ipTruncated: text('ip_truncated'),
    gpc: boolean('gpc').notNull().default(false),
  },
  (table) => [
    index('callback_requests_received_at_idx').on(table.receivedAt),
    check('callback_requests_best_time_check', sql`${table.bestTime} in ${oneOf(CALLBACK_TIMES)}`),
  ],
);

/**
 * Operators signed in through the /admin sign-in form (src/analytics-admin/admin-session-service.ts):
 * one row per browser session, so a session can be listed, ended from another browser, and ended
 * for every server sharing the database at once. The cookie holds a random id; only its SHA-256
 * is kept here. Rows whose end has passed are deleted at the next sign-in or listing.
 */
export const adminSessions = pgTable(
  'admin_sessions',
  {
    /** SHA-256 of the cookie's session id, base64url: the id itself is never stored. */
    idHash: text('id_hash').primaryKey(),
    /** Which ADMIN_TOKEN signed it in (a keyed hash of it): a new token ends every session. */
    tokenTag: text('token_tag').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** The last request the session made, to the minute: an hour without one ends it. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    /** 8 hours after sign-in, whatever its use. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The network it signed in from (IPv4 /24, IPv6 /48), never the full address. */
    ipTruncated: text('ip_truncated'),
    /** The browser and system family ("Firefox on Windows"), never the whole User-Agent. */
    userAgent: text('user_agent').notNull(),
  },
  (table) => [
    index('admin_sessions_token_tag_idx').on(table.tokenTag, table.lastSeenAt),
    index('admin_sessions_expires_at_idx').on(table.expiresAt),
  ],
);
