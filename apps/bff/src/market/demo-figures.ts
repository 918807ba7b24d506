// The demo market months and listings of a place, computed when a request asks for them. The
// generator is deterministic (seeded by the location id, dated by the first start), so these are
// the figures a first start used to store for every ZIP code and city (211,563 market rows and
// 70,521 listings rows, most of a first start's 13–18 s); stored rows, the import commands' real
// figures, take precedence per location (market-report-service.ts, listings-service.ts).
import { eq, sql } from 'drizzle-orm';
import type { AppDb } from '../db/client.ts';
import { appMeta, type marketReports, type PriceBucket } from '../db/schema.ts';
import { demoPriceBuckets } from '../listings/demo-listings.ts';
import type { Place } from '../places/place-index.ts';
import { demoMarketMonths, type DemoLocation } from './demo-market.ts';

/** app_meta key holding the instant the demo figures are dated (an ISO timestamp). */
export const DEMO_FIGURES_AS_OF_META_KEY = 'demo_figures_as_of';

/** The source and label of every demo figure (see data-source.ts). */
export const DEMO_SOURCE = 'demo';

/** Places whose demo figures are kept computed; each takes about 1 KB. */
export const DEMO_FIGURES_CACHE_SIZE = 4_096;

/** A stored market month, as the market_reports table returns it. */
export type MarketRow = typeof marketReports.$inferSelect;

/** A place's demo figures, in the shape of the rows an import stores. */
export interface DemoFigures {
  /** The three months of a report, newest first. */
  months: MarketRow[];
  listings: { buckets: PriceBucket[]; total: number };
}

/** What the generator knows of a place: its id, state and size. Counties have no demo figures. */
export function demoLocation(place: Place): DemoLocation | undefined {
  if (place.kind === 'county') return undefined;
  return place.kind === 'city'
    ? {
        id: place.id,
        stateCode: place.stateCode,
        population: place.population,
        zipCount: place.zipCount,
      }
    : { id: place.id, stateCode: place.stateCode, population: null, zipCount: 1 };
}

/**
 * A place's demo figures for `asOf`, as the first start stored them: numeric columns as text (as
 * the database returns them) and `importedAt` the instant they are dated.
 */
export function computeDemoFigures(location: DemoLocation, asOf: Date): DemoFigures {
  const months = demoMarketMonths(location, asOf).map((month): MarketRow => ({
    locationId: location.id,
    month: month.month,
    source: DEMO_SOURCE,
    isDemo: true,
    totalSold: month.totalSold,
    totalActive: month.totalActive,
    overAskingPercent: String(month.overAskingPercent),
    atAskingPercent: String(month.atAskingPercent),
    underAskingPercent: String(month.underAskingPercent),
    averageSaleToList: String(month.averageSaleToList),
    monthsOfSupply: String(month.monthsOfSupply),
    averageDaysOnMarket: String(month.averageDaysOnMarket),
    medianSoldPrice: month.medianSoldPrice,
    medianSoldPriceOneBedroom: month.medianSoldPriceOneBedroom,
    medianSoldPriceTwoBedroom: month.medianSoldPriceTwoBedroom,
    medianSoldPriceThreeBedroom: month.medianSoldPriceThreeBedroom,
    medianSoldPriceFourBedroom: month.medianSoldPriceFourBedroom,
    medianSoldPriceMonthChange: null,
    medianSoldPriceYearChange: null,
    importedAt: asOf,
  }));
  // The homes for sale are the report month's active listings, spread over the price buckets.
  const current = months[0]!;
  const total = current.totalActive!;
  return {
    months,
    listings: { buckets: demoPriceBuckets(total, current.medianSoldPrice!), total },
  };
}

/** The demo figures of any place, computed once per place while it stays among the recent ones. */
export interface DemoFiguresSource {
  /** Undefined for a county (demo figures exist for ZIP codes and cities). */
  figures(place: Place): Promise<DemoFigures | undefined>;
}

/**
 * Demo figures dated by the database's recorded instant (app_meta, written by the first start), or
 * by `now()` when a database has none recorded (tests that load no place data). The instant is
 * read once.
 */
export function createDemoFigures(db: AppDb, now: () => Date): DemoFiguresSource {
  let asOf: Promise<Date> | undefined;
  const cache = new Map<string, DemoFigures>();
  return {
    async figures(place) {
      const location = demoLocation(place);
      if (!location) return undefined;
      const cached = cache.get(location.id);
      if (cached) {
        // Most recently used last: the oldest entry is the first to go.
        cache.delete(location.id);
        cache.set(location.id, cached);
        return cached;
      }
      asOf ??= readDemoAsOf(db).then((recorded) => recorded ?? now());
      // A failed read is not remembered: the next request tries again.
      asOf.catch(() => (asOf = undefined));
      const figures = computeDemoFigures(location, await asOf);
      cache.set(location.id, figures);
      if (cache.size > DEMO_FIGURES_CACHE_SIZE) cache.delete(cache.keys().next().value!);
      return figures;
    },
  };
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
  return db.transaction(async (tx) => {
    const txDb = tx as unknown as AppDb;
    await txDb.execute(sql`select pg_advisory_xact_lock(${DATING_LOCK_ID})`);
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
