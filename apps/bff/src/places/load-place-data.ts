// First-start loading of the place data set and the demo market and listings figures. It runs in
// one transaction under an advisory lock, so several servers starting at once against one
// PostgreSQL load it once, and it records what it loaded in app_meta so a restart skips it.
import { eq, sql } from 'drizzle-orm';
import { arrayLiteral, bulkInsert, type BulkColumn } from '../db/bulk-insert.ts';
import type { AppDb } from '../db/client.ts';
import { appMeta, listingsSummary, marketReports } from '../db/schema.ts';
import { demoPriceBuckets } from '../listings/demo-listings.ts';
import {
  demoMarketMonths,
  type DemoLocation,
  type DemoMarketMonth,
} from '../market/demo-market.ts';
import { deriveCities, type CityRecord } from './cities.ts';
import { cityLocationId, zipLocationId } from './location-id.ts';
import { PLACE_DATA_SET_VERSION, readPlaceDataSet, type ZipRecord } from './place-data-set.ts';

/** app_meta key holding the loaded data set's version. */
export const PLACE_DATA_META_KEY = 'place_data_set';

const LOAD_LOCK_ID = 7_311_842_002;

export interface PlaceDataLoad {
  status: 'loaded' | 'present';
  /** What was loaded, so the server can index it without reading it back. */
  records?: { zips: ZipRecord[]; cities: CityRecord[] };
  zips?: number;
  cities?: number;
  marketRows?: number;
  listingsRows?: number;
  milliseconds?: number;
}

/**
 * Loads places, demo market reports and demo listings unless this edition is already loaded.
 * Demo rows never replace imported ones (`on conflict do nothing`).
 */
export async function loadPlaceData(db: AppDb, now: Date): Promise<PlaceDataLoad> {
  if ((await loadedVersion(db)) === PLACE_DATA_SET_VERSION) return { status: 'present' };
  const started = performance.now();
  const { zips: unsorted, populations } = await readPlaceDataSet();
  // Key order: index pages fill in sequence instead of splitting all over (a faster load).
  const zips = unsorted.sort((a, b) => (a.zip < b.zip ? -1 : 1));
  const cities = deriveCities(zips, populations).sort((a, b) => (a.id < b.id ? -1 : 1));
  const locations = demoLocations(zips, cities);
  return db.transaction(async (tx) => {
    const txDb = tx as unknown as AppDb;
    await txDb.execute(sql`select pg_advisory_xact_lock(${LOAD_LOCK_ID})`);
    // Another server may have loaded it while this one waited for the lock.
    if ((await loadedVersion(txDb)) === PLACE_DATA_SET_VERSION) return { status: 'present' };
    await txDb.execute(sql`delete from place_zips`);
    await txDb.execute(sql`delete from place_cities`);
    await insertZips(txDb, zips);
    await insertCities(txDb, cities);
    const marketRows = await insertDemoMarket(txDb, locations, now);
    await txDb
      .insert(appMeta)
      .values({ key: PLACE_DATA_META_KEY, value: PLACE_DATA_SET_VERSION })
      .onConflictDoUpdate({
        target: appMeta.key,
        set: { value: PLACE_DATA_SET_VERSION, updatedAt: new Date() },
      });
    return {
      status: 'loaded' as const,
      records: { zips, cities },
      zips: zips.length,
      cities: cities.length,
      marketRows,
      listingsRows: locations.length,
      milliseconds: Math.round(performance.now() - started),
    };
  });
}

async function loadedVersion(db: AppDb): Promise<string | undefined> {
  const [row] = await db.select().from(appMeta).where(eq(appMeta.key, PLACE_DATA_META_KEY));
  return row?.value;
}

/** Sorted by id: rows arrive in primary-key order, so index pages fill in sequence (faster). */
function demoLocations(zips: ZipRecord[], cities: CityRecord[]): DemoLocation[] {
  const locations: DemoLocation[] = [
    ...cities.map((city) => ({
      id: city.id,
      stateCode: city.stateCode,
      population: city.population,
      zipCount: city.zips.length,
    })),
    ...zips.map((zip) => ({
      id: zipLocationId(zip.zip),
      stateCode: zip.stateCode,
      population: null,
      zipCount: 1,
    })),
  ];
  return locations.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

async function insertZips(db: AppDb, zips: ZipRecord[]): Promise<void> {
  await bulkInsert(db, 'place_zips', [
    text(
      'zip',
      zips.map((zip) => zip.zip),
    ),
    text(
      'city_id',
      zips.map((zip) => cityLocationId(zip.placeName, zip.stateCode)),
    ),
    text(
      'place_name',
      zips.map((zip) => zip.placeName),
    ),
    text(
      'state_code',
      zips.map((zip) => zip.stateCode),
    ),
    text(
      'state_name',
      zips.map((zip) => zip.stateName),
    ),
    text(
      'county',
      zips.map((zip) => zip.county),
    ),
    double(
      'latitude',
      zips.map((zip) => zip.latitude),
    ),
    double(
      'longitude',
      zips.map((zip) => zip.longitude),
    ),
  ]);
}

async function insertCities(db: AppDb, cities: CityRecord[]): Promise<void> {
  await bulkInsert(db, 'place_cities', [
    text(
      'id',
      cities.map((city) => city.id),
    ),
    text(
      'name',
      cities.map((city) => city.name),
    ),
    text(
      'state_code',
      cities.map((city) => city.stateCode),
    ),
    text(
      'state_name',
      cities.map((city) => city.stateName),
    ),
    text(
      'county',
      cities.map((city) => city.county),
    ),
    double(
      'latitude',
      cities.map((city) => city.latitude),
    ),
    double(
      'longitude',
      cities.map((city) => city.longitude),
    ),
    { name: 'population', type: 'integer', values: cities.map((city) => city.population) },
    { name: 'zip_count', type: 'integer', values: cities.map((city) => city.zips.length) },
  ]);
}

/**
 * The conflict clause for demo rows: none when the table is empty, as on every first start of a
 * new database. Rows cannot conflict then, and an insert without ON CONFLICT skips PostgreSQL's
 * speculative insertion of each row: on PGlite the 211,563 market rows took 3.9 s instead of
 * 5.4 s, and the listings 1.8 s instead of 2.1 s. With rows present (an import, or an earlier
 * edition's demo rows) the clause keeps them.
 */
async function demoConflictClause(
  db: AppDb,
  table: typeof marketReports | typeof listingsSummary,
  clause: string,
): Promise<string> {
  const [row] = await db
    .select({ any: sql<number>`1` })
    .from(table)
    .limit(1);
  return row ? clause : '';
}

/** Demo market months and listings for every location; returns the number of market rows. */
async function insertDemoMarket(db: AppDb, locations: DemoLocation[], now: Date) {
  const months: (DemoMarketMonth & { locationId: string })[] = [];
  const listings: { locationId: string; mins: number[]; counts: number[]; total: number }[] = [];
  for (const location of locations) {
    const locationMonths = demoMarketMonths(location, now);
    // Oldest first, so (location, month) keys arrive in ascending order too.
    for (const month of [...locationMonths].reverse())
      months.push({ locationId: location.id, ...month });
    const current = locationMonths[0]!;
    const buckets = demoPriceBuckets(current.totalActive, current.medianSoldPrice);
    listings.push({
      locationId: location.id,
      mins: buckets.map((bucket) => bucket.min),
      counts: buckets.map((bucket) => bucket.count),
      total: current.totalActive,
    });
  }
  const integer = (name: string, key: keyof DemoMarketMonth): BulkColumn => ({
    name,
    type: 'integer',
    values: months.map((month) => month[key] as number),
  });
  const numeric = (name: string, key: keyof DemoMarketMonth): BulkColumn => ({
    name,
    type: 'numeric',
    values: months.map((month) => month[key] as number),
  });
  await bulkInsert(
    db,
    'market_reports',
    [
      text(
        'location_id',
        months.map((month) => month.locationId),
      ),
      { name: 'month', type: 'date', values: months.map((month) => month.month) },
      text(
        'source',
        months.map(() => 'demo'),
      ),
      { name: 'is_demo', type: 'boolean', values: months.map(() => true) },
      integer('total_sold', 'totalSold'),
      integer('total_active', 'totalActive'),
      numeric('over_asking_percent', 'overAskingPercent'),
      numeric('at_asking_percent', 'atAskingPercent'),
      numeric('under_asking_percent', 'underAskingPercent'),
      numeric('average_sale_to_list', 'averageSaleToList'),
      numeric('months_of_supply', 'monthsOfSupply'),
      numeric('average_days_on_market', 'averageDaysOnMarket'),
      integer('median_sold_price', 'medianSoldPrice'),
      integer('median_sold_price_one_bedroom', 'medianSoldPriceOneBedroom'),
      integer('median_sold_price_two_bedroom', 'medianSoldPriceTwoBedroom'),
      integer('median_sold_price_three_bedroom', 'medianSoldPriceThreeBedroom'),
      integer('median_sold_price_four_bedroom', 'medianSoldPriceFourBedroom'),
    ],
    await demoConflictClause(db, marketReports, 'on conflict (location_id, month) do nothing'),
  );
  const asOf = now.toISOString().slice(0, 10);
  await bulkInsert(
    db,
    'listings_summary',
    [
      text(
        'location_id',
        listings.map((row) => row.locationId),
      ),
      text(
        'source',
        listings.map(() => 'demo'),
      ),
      { name: 'is_demo', type: 'boolean', values: listings.map(() => true) },
      { name: 'as_of', type: 'date', values: listings.map(() => asOf) },
      // Arrays of arrays travel as text and are cast per row.
      {
        ...text(
          'bucket_mins',
          listings.map((row) => arrayLiteral(row.mins)),
        ),
        castTo: 'integer[]',
      },
      {
        ...text(
          'bucket_counts',
          listings.map((row) => arrayLiteral(row.counts)),
        ),
        castTo: 'integer[]',
      },
      { name: 'total_count', type: 'integer', values: listings.map((row) => row.total) },
    ],
    await demoConflictClause(db, listingsSummary, 'on conflict (location_id) do nothing'),
  );
  return months.length;
}

function text(name: string, values: string[]): BulkColumn {
  return { name, type: 'text', values };
}

function double(name: string, values: number[]): BulkColumn {
  return { name, type: 'double precision', values };
}
