// Demo market and listings figures are computed on request instead of stored by the first start.
// The answers must be exactly those the stored rows gave, and an import's rows still win per
// location. "Stored as before" below writes the rows the way the first start used to.
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { arrayLiteral, bulkInsert, type BulkColumn } from '../src/db/bulk-insert.ts';
import type { AppDb, Database } from '../src/db/client.ts';
import { storeImportedListings } from '../src/listings/import-listings.ts';
import { demoPriceBuckets } from '../src/listings/demo-listings.ts';
import {
  demoLocation,
  readDemoAsOf,
  recordDemoAsOf,
  retireStoredDemoRows,
} from '../src/market/demo-figures.ts';
import { demoMarketMonths, type DemoMarketMonth } from '../src/market/demo-market.ts';
import { storeImportedMarketMonths } from '../src/market/import-market-reports.ts';
import { cityLocationId } from '../src/places/location-id.ts';
import {
  createPlaceIndex,
  zipPlace,
  type CityPlace,
  type PlaceIndex,
  type ZipPlace,
} from '../src/places/place-index.ts';
import { DATABASE_KINDS, queryRows, testConfig, testDatabase } from './helpers.ts';

/** The instant of the first start that stored (or now dates) the demo figures. */
const FIRST_START = new Date('2026-11-21T12:00:00.123Z');
/** A later day of another month: demo figures stay dated by the first start. */
const LATER = new Date('2027-02-03T08:00:00Z');

function city(name: string, stateCode: string, population: number | null, zipCount: number) {
  return {
    kind: 'city',
    id: cityLocationId(name, stateCode),
    name,
    stateCode,
    stateName: stateCode,
    county: 'Some',
    latitude: 40,
    longitude: -90,
    population,
    zipCount,
  } satisfies CityPlace;
}

function zip(code: string, cityName: string, stateCode: string): ZipPlace {
  return zipPlace({
    zip: code,
    city: cityName,
    cityId: cityLocationId(cityName, stateCode),
    stateCode,
    stateName: stateCode,
    county: 'Some',
    latitude: 40,
    longitude: -90,
  });
}

// Big and small cities (with and without a population), ZIP codes in several price regions.
const CITIES = [
  city('Detroit', 'MI', 677_116, 36),
  city('Chicago', 'IL', 2_746_388, 60),
  city('Tiny Town', 'WV', null, 1),
  city('Honolulu', 'HI', 350_964, 12),
];
const ZIPS = [
  zip('48226', 'Detroit', 'MI'),
  zip('60601', 'Chicago', 'IL'),
  zip('24701', 'Tiny Town', 'WV'),
  zip('96813', 'Honolulu', 'HI'),
  zip('00601', 'Adjuntas', 'PR'), // a state with no typical price of its own
];
const PLACES = [...CITIES, ...ZIPS];
/** The listings price ranges each place is asked for. */
const RANGES = ['', '&max-price=250000', '&min-price=300000&max-price=900000'];

/** Writes the demo rows of `places` exactly as the first start stored them until now. */
async function storeDemoRowsAsBefore(db: AppDb, places: PlaceIndex, now: Date) {
  const months: (DemoMarketMonth & { locationId: string })[] = [];
  const listings: { locationId: string; mins: number[]; counts: number[]; total: number }[] = [];
  for (const place of PLACES) {
    const location = demoLocation(places.byId(place.id)!)!;
    const locationMonths = demoMarketMonths(location, now);
    for (const month of [...locationMonths].reverse()) {
      months.push({ locationId: location.id, ...month });
    }
    const current = locationMonths[0]!;
    const buckets = demoPriceBuckets(current.totalActive, current.medianSoldPrice);
    listings.push({
      locationId: location.id,
      mins: buckets.map((bucket) => bucket.min),
      counts: buckets.map((bucket) => bucket.count),
      total: current.totalActive,
    });
  }
  const column = (name: string, type: BulkColumn['type'], key: keyof DemoMarketMonth) => ({
    name,
    type,
    values: months.map((month) => month[key]),
  });
  const stamp = now.toISOString();
  await bulkInsert(db, 'market_reports', [
    { name: 'location_id', type: 'text', values: months.map((month) => month.locationId) },
    column('month', 'date', 'month'),
    { name: 'source', type: 'text', values: months.map(() => 'demo') },
    { name: 'is_demo', type: 'boolean', values: months.map(() => true) },
    column('total_sold', 'integer', 'totalSold'),
    column('total_active', 'integer', 'totalActive'),
    column('over_asking_percent', 'numeric', 'overAskingPercent'),
    column('at_asking_percent', 'numeric', 'atAskingPercent'),
    column('under_asking_percent', 'numeric', 'underAskingPercent'),
    column('average_sale_to_list', 'numeric', 'averageSaleToList'),
    column('months_of_supply', 'numeric', 'monthsOfSupply'),
    column('average_days_on_market', 'numeric', 'averageDaysOnMarket'),
    column('median_sold_price', 'integer', 'medianSoldPrice'),
    column('median_sold_price_one_bedroom', 'integer', 'medianSoldPriceOneBedroom'),
    column('median_sold_price_two_bedroom', 'integer', 'medianSoldPriceTwoBedroom'),
    column('median_sold_price_three_bedroom', 'integer', 'medianSoldPriceThreeBedroom'),
    column('median_sold_price_four_bedroom', 'integer', 'medianSoldPriceFourBedroom'),
    { name: 'imported_at', type: 'text', castTo: 'timestamptz', values: months.map(() => stamp) },
  ]);
  await bulkInsert(db, 'listings_summary', [
    { name: 'location_id', type: 'text', values: listings.map((row) => row.locationId) },
    { name: 'source', type: 'text', values: listings.map(() => 'demo') },
    { name: 'is_demo', type: 'boolean', values: listings.map(() => true) },
    { name: 'as_of', type: 'date', values: listings.map(() => stamp.slice(0, 10)) },
    {
      name: 'bucket_mins',
      type: 'text',
      castTo: 'integer[]',
      values: listings.map((row) => arrayLiteral(row.mins)),
    },
    {
      name: 'bucket_counts',
      type: 'text',
      castTo: 'integer[]',
      values: listings.map((row) => arrayLiteral(row.counts)),
    },
    { name: 'total_count', type: 'integer', values: listings.map((row) => row.total) },
  ]);
}

const dispose: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const step of dispose.splice(0).reverse()) await step();
});

async function setUp(kind: 'pglite' | 'postgres') {
  const test = await testDatabase(kind);
  dispose.push(test.dispose);
  const places = createPlaceIndex(ZIPS, CITIES);
  return { database: test.database, places };
}

/** Every answer the demo figures show in: each place's report, and its listings in three ranges. */
async function answers(database: Database, places: PlaceIndex, now: Date) {
  const app = await buildApp({
    config: testConfig(),
    database: { ...database, close: async () => undefined },
    serveSite: false,
    places,
    now: () => now,
  });
  try {
    const result: Record<string, unknown> = {};
    for (const place of PLACES) {
      const report = await app.inject(`/rmscbff/rocket-homes/market-report?locationID=${place.id}`);
      result[`report ${place.id}`] = [report.statusCode, report.json()];
      const location =
        place.kind === 'zip'
          ? place.zip
          : `${encodeURIComponent(place.name)}&state=${place.stateCode}`;
      for (const range of RANGES) {
        const listings = await app.inject(
          `/rmscbff/rocket-homes/listings?location=${location}${range}`,
        );
        result[`listings ${place.id}${range}`] = [listings.statusCode, listings.json()];
      }
    }
    return result;
  } finally {
    await app.close();
  }
}

async function storedRowCounts(database: Database) {
  const [counts] = await queryRows<{ market: number; listings: number }>(
    database,
    sql`select (select count(*)::int from market_reports) as market,
               (select count(*)::int from listings_summary) as listings`,
  );
  return counts;
}

// Each test opens one or two databases and builds apps on them: generous on a busy machine.
const DATABASE_TEST_TIMEOUT_MS = 120_000;

describe.each(DATABASE_KINDS)('demo figures computed on request, on %s', (kind) => {
  it(
    'answer exactly what the rows a first start stored answered, and an old database loses only the rows',
    async () => {
      const { database, places } = await setUp(kind);
      await storeDemoRowsAsBefore(database.db, places, FIRST_START);
      const stored = await answers(database, places, LATER);
      // Stored demo rows are served as they are (a database from before this change).
      expect(stored[`report city:detroit-mi`]).toMatchObject([
        200,
        {
          dataSource: { demo: true, source: 'demo' },
          location: {
            marketReportTrend: { month: '2026-10-01', calculatedOn: FIRST_START.toISOString() },
          },
        },
      ]);

      // The next start retires them and records their date.
      expect(await retireStoredDemoRows(database.db)).toEqual({ removed: 3 * 9 + 9 });
      expect(await storedRowCounts(database)).toEqual({ market: 0, listings: 0 });
      expect(await readDemoAsOf(database.db)).toEqual(FIRST_START);
      // It runs once.
      expect(await retireStoredDemoRows(database.db)).toEqual({ removed: 0 });

      const computed = await answers(database, places, LATER);
      expect(Object.keys(computed)).toHaveLength(PLACES.length * 4);
      expect(computed).toEqual(stored);
    },
    DATABASE_TEST_TIMEOUT_MS,
  );

  it(
    'a new database dated by its first start computes the same figures as one that stored them',
    async () => {
      const { database, places } = await setUp(kind);
      await recordDemoAsOf(database.db, FIRST_START);
      // A later start does not move the date.
      await recordDemoAsOf(database.db, LATER);
      const computed = await answers(database, places, LATER);
      expect(await storedRowCounts(database)).toEqual({ market: 0, listings: 0 });

      const other = await setUp(kind);
      await storeDemoRowsAsBefore(other.database.db, other.places, FIRST_START);
      expect(computed).toEqual(await answers(other.database, other.places, LATER));
    },
    DATABASE_TEST_TIMEOUT_MS,
  );

  it(
    'imported rows take precedence per location; the other places keep their demo figures',
    async () => {
      const { database, places } = await setUp(kind);
      await recordDemoAsOf(database.db, FIRST_START);
      const before = await answers(database, places, FIRST_START);
      await storeImportedMarketMonths(
        database.db,
        [
          {
            locationId: 'zip:48226',
            month: '2026-10-01',
            totalSold: 23,
            totalActive: 41,
            overAskingPercent: 47.8,
            averageSaleToList: 1.012,
            monthsOfSupply: 1.8,
            averageDaysOnMarket: 21,
            medianSoldPrice: 312_500,
            medianSoldPriceMonthChange: 0.02,
            medianSoldPriceYearChange: 0.1,
          },
        ],
        'redfin-2026-10.tsv',
      );
      await storeImportedListings(
        database.db,
        [
          {
            locationId: 'city:chicago-il',
            buckets: [
              { min: 0, max: 200_000, count: 10 },
              { min: 200_000, max: null, count: 30 },
            ],
            total: 40,
          },
        ],
        'listings.csv',
        '2026-11-20',
      );
      const after = await answers(database, places, FIRST_START);

      // The imported market months: real figures only, none of the demo months mixed in.
      const [status, report] = after['report zip:48226'] as [number, Record<string, never>];
      expect(status).toBe(200);
      expect(report).toMatchObject({
        dataSource: { demo: false, source: 'redfin:redfin-2026-10.tsv' },
        location: {
          marketReportTrend: {
            month: '2026-10-01',
            totalSold: 23,
            totalActive: 41,
            atAsking: null,
            medianSoldPrice: { currentMonth: 312_500, changeSinceLastMonthPercent: 2 },
          },
          oneBedroom: { medianSoldPrice: { currentMonth: null } },
        },
      });
      // Its listings are still the demo ones (only the market feed was imported).
      for (const range of RANGES) {
        expect(after[`listings zip:48226${range}`]).toEqual(before[`listings zip:48226${range}`]);
      }

      // Chicago's imported listings: the count and its label, and the report's listings total.
      expect(after['listings city:chicago-il']).toMatchObject([
        200,
        {
          locations: { data: [{ listings: { total: 40 } }] },
          dataSource: { demo: false, source: 'listings.csv' },
        },
      ]);
      const chicago = (after['report city:chicago-il'] as [number, Record<string, never>])[1];
      expect(chicago).toMatchObject({
        dataSource: { demo: true },
        location: { listingsConnection: { total: 40 } },
      });

      // Every other answer is unchanged.
      const changed = Object.keys(after).filter(
        (key) => JSON.stringify(after[key]) !== JSON.stringify(before[key]),
      );
      expect(changed.sort()).toEqual(
        [
          'report zip:48226',
          'report city:chicago-il',
          'listings city:chicago-il',
          'listings city:chicago-il&max-price=250000',
          'listings city:chicago-il&min-price=300000&max-price=900000',
        ].sort(),
      );
    },
    DATABASE_TEST_TIMEOUT_MS,
  );
});
