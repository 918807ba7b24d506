// The place data's tables (migration 0003): the listings summaries and market months an import
// stores, and the instant the demo figures are dated (app_meta). The only module of place-data/
// and seed/ that reads or writes them.
import { desc, eq, sql } from 'drizzle-orm';
import { arrayLiteral, bulkInsert } from '../db/bulk-insert.ts';
import type { AppDb } from '../db/client.ts';
import { lockedTransaction } from '../db/locked-transaction.ts';
import { appMeta, listingsSummary, marketReports } from '../db/schema.ts';
import { REDFIN_SOURCE_PREFIX } from './data-source.ts';
import type { ImportedListings } from './listings-file.ts';
import type { ImportedMarketMonth } from './redfin-market-tracker.ts';

/** app_meta key holding the instant the demo figures are dated (an ISO timestamp). */
export const DEMO_FIGURES_AS_OF_META_KEY = 'demo_figures_as_of';

/** A stored market month, as the market_reports table returns it. */
export type MarketRow = typeof marketReports.$inferSelect;

/** A location's stored listings summary, when an import stored one. */
export async function storedListingsSummary(db: AppDb, locationId: string) {
  const [summary] = await db
    .select()
    .from(listingsSummary)
    .where(eq(listingsSummary.locationId, locationId));
  return summary;
}

/**
 * A location's stored market months, newest first (thirteen reach back to the same month a year
 * earlier), and its stored listings total.
 */
export async function storedMarketFigures(
  db: AppDb,
  locationId: string,
): Promise<{ months: MarketRow[]; listingsTotal: number | undefined }> {
  const [months, [listings]] = await Promise.all([
    db
      .select()
      .from(marketReports)
      .where(eq(marketReports.locationId, locationId))
      .orderBy(desc(marketReports.month))
      .limit(13),
    db
      .select({ total: listingsSummary.totalCount })
      .from(listingsSummary)
      .where(eq(listingsSummary.locationId, locationId)),
  ]);
  return { months, listingsTotal: listings?.total };
}

/** Replaces each imported location's listings summary (demo or earlier import) in one transaction. */
export async function storeImportedListings(
  db: AppDb,
  listings: ImportedListings[],
  fileName: string,
  asOf: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await bulkInsert(
      tx as unknown as AppDb,
      'listings_summary',
      [
        { name: 'location_id', type: 'text', values: listings.map((row) => row.locationId) },
        { name: 'source', type: 'text', values: listings.map(() => fileName) },
        { name: 'is_demo', type: 'boolean', values: listings.map(() => false) },
        { name: 'as_of', type: 'date', values: listings.map(() => asOf) },
        {
          name: 'bucket_mins',
          type: 'text',
          castTo: 'integer[]',
          values: listings.map((row) => arrayLiteral(row.buckets.map((bucket) => bucket.min))),
        },
        {
          name: 'bucket_counts',
          type: 'text',
          castTo: 'integer[]',
          values: listings.map((row) => arrayLiteral(row.buckets.map((bucket) => bucket.count))),
        },
        { name: 'total_count', type: 'integer', values: listings.map((row) => row.total) },
      ],
      `on conflict (location_id) do update set source = excluded.source, is_demo = false,
        as_of = excluded.as_of, bucket_mins = excluded.bucket_mins,
        bucket_counts = excluded.bucket_counts, total_count = excluded.total_count,
        imported_at = now()`,
    );
  });
}

/** Every column an import sets: a re-import of a month replaces all of them. */
const UPDATED_COLUMNS = [
  'source',
  'is_demo',
  'total_sold',
  'total_active',
  'over_asking_percent',
  'at_asking_percent',
  'under_asking_percent',
  'average_sale_to_list',
  'months_of_supply',
  'average_days_on_market',
  'median_sold_price',
  'median_sold_price_one_bedroom',
  'median_sold_price_two_bedroom',
  'median_sold_price_three_bedroom',
  'median_sold_price_four_bedroom',
  'median_sold_price_month_change',
  'median_sold_price_year_change',
  'imported_at',
];

/**
 * Stores imported months in one transaction: each location's demo months are removed (real and
 * demo figures never mix in one report) and imported months replace any stored for the same month.
 */
export async function storeImportedMarketMonths(
  db: AppDb,
  months: ImportedMarketMonth[],
  fileName: string,
): Promise<{ rows: number; locations: number }> {
  const locations = [...new Set(months.map((month) => month.locationId))];
  const source = `${REDFIN_SOURCE_PREFIX}${fileName}`;
  await db.transaction(async (tx) => {
    const txDb = tx as unknown as AppDb;
    for (let start = 0; start < locations.length; start += 5_000) {
      const chunk = locations.slice(start, start + 5_000);
      await txDb.execute(
        sql`delete from market_reports where is_demo and location_id = any(${arrayLiteral(chunk)}::text[])`,
      );
    }
    const column = (key: keyof ImportedMarketMonth) => months.map((month) => month[key]);
    await bulkInsert(
      txDb,
      'market_reports',
      [
        { name: 'location_id', type: 'text', values: column('locationId') },
        { name: 'month', type: 'date', values: column('month') },
        { name: 'source', type: 'text', values: months.map(() => source) },
        { name: 'is_demo', type: 'boolean', values: months.map(() => false) },
        { name: 'total_sold', type: 'integer', values: column('totalSold') },
        { name: 'total_active', type: 'integer', values: column('totalActive') },
        { name: 'over_asking_percent', type: 'numeric', values: column('overAskingPercent') },
        { name: 'average_sale_to_list', type: 'numeric', values: column('averageSaleToList') },
        { name: 'months_of_supply', type: 'numeric', values: column('monthsOfSupply') },
        { name: 'average_days_on_market', type: 'numeric', values: column('averageDaysOnMarket') },
        { name: 'median_sold_price', type: 'integer', values: column('medianSoldPrice') },
        {
          name: 'median_sold_price_month_change',
          type: 'numeric',
          values: column('medianSoldPriceMonthChange'),
        },
        {
          name: 'median_sold_price_year_change',
          type: 'numeric',
          values: column('medianSoldPriceYearChange'),
        },
      ],
      `on conflict (location_id, month) do update set ${UPDATED_COLUMNS.map((name) => `${name} = excluded.${name}`).join(', ')}`,
    );
  });
  return { rows: months.length, locations: locations.length };
}

/** The instant the demo figures are dated, if the database has one recorded. */
export async function readDemoAsOf(db: AppDb): Promise<Date | undefined> {
  const [row] = await db
    .select({ value: appMeta.value })
    .from(appMeta)
    .where(eq(appMeta.key, DEMO_FIGURES_AS_OF_META_KEY));
  return row ? new Date(row.value) : undefined;
}

/**
 * Records the instant the demo figures are dated, unless one is recorded already (the first
 * start's stays, so every start and every server computes the same figures). True when it did.
 */
export async function recordDemoAsOf(db: AppDb, asOf: Date): Promise<boolean> {
  const recorded = await db
    .insert(appMeta)
    .values({ key: DEMO_FIGURES_AS_OF_META_KEY, value: asOf.toISOString() })
    .onConflictDoNothing()
    .returning({ key: appMeta.key });
  return recorded.length > 0;
}

// Any constant shared by all processes of this app; it serialises dating the figures.
const DATING_LOCK_ID = 7_311_842_002;

/**
 * Dates the demo figures `now` unless an earlier start did, after moving a database from before
 * they were computed on request onto its stored ones' date (one transaction under an advisory
 * lock: servers starting together against one PostgreSQL date them once). Returns how many
 * stored demo rows that removed (none after the first time).
 */
export async function dateDemoFigures(
  db: AppDb,
  now: Date,
): Promise<{ retiredDemoRows: number; dated: boolean }> {
  return lockedTransaction(db, DATING_LOCK_ID, async (txDb) => {
    const { removed } = await retireStoredDemoRows(txDb);
    const dated = await recordDemoAsOf(txDb, now);
    return { retiredDemoRows: removed, dated };
  });
}

/**
 * A database from before demo figures were computed on request holds them as rows (is_demo). They
 * are the same figures, dated by the start that stored them: that instant is recorded and the rows
 * are removed, so the answers stay the same and imported rows are the only ones stored. Runs
 * once: with an instant recorded it only reads that.
 */
export async function retireStoredDemoRows(db: AppDb): Promise<{ removed: number }> {
  if (await readDemoAsOf(db)) return { removed: 0 };
  // In milliseconds, as a Date holds it (the column has microseconds).
  const [stored] = (
    (await db.execute(
      sql`select floor(extract(epoch from min(imported_at)) * 1000)::text as "asOfMs"
          from market_reports where is_demo`,
    )) as unknown as { rows: { asOfMs: string | null }[] }
  ).rows;
  if (!stored?.asOfMs) return { removed: 0 };
  await recordDemoAsOf(db, new Date(Number(stored.asOfMs)));
  const market = await db.execute(sql`delete from market_reports where is_demo`);
  const listings = await db.execute(sql`delete from listings_summary where is_demo`);
  return { removed: affectedRows(market) + affectedRows(listings) };
}

/** Rows a statement changed: PGlite names it affectedRows, node-postgres rowCount. */
function affectedRows(result: unknown): number {
  const { affectedRows: pglite, rowCount } = result as { affectedRows?: number; rowCount?: number };
  return pglite ?? rowCount ?? 0;
}
