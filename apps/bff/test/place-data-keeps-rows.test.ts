// A first start never replaces market or listings rows that are already there (an import's), and
// stores no demo rows beside them.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listingsSummary, marketReports } from '../src/db/schema.ts';
import { storeImportedListings } from '../src/listings/import-listings.ts';
import { reportMonths } from '../src/market/demo-market.ts';
import { storeImportedMarketMonths } from '../src/market/import-market-reports.ts';
import { zipLocationId } from '../src/places/location-id.ts';
import { prepareData } from '../src/seed/prepare-data.ts';
import { DATABASE_KINDS, testDatabase } from './helpers.ts';

const NOW = new Date('2026-11-21T12:00:00Z');
const LOCATION = zipLocationId('48226'); // Detroit, in the data set
const FILE = 'redfin-2026-10.tsv';

describe.each(DATABASE_KINDS)('a first start on %s', (kind) => {
  it('keeps the market and listings rows already stored, and adds no demo rows', async () => {
    const { database, dispose } = await testDatabase(kind);
    try {
      const { db } = database;
      const month = reportMonths(NOW).current;
      // Stored as the import commands store them, before the server ever started.
      await storeImportedMarketMonths(
        db,
        [
          {
            locationId: LOCATION,
            month,
            totalSold: 123,
            totalActive: null,
            overAskingPercent: null,
            averageSaleToList: null,
            monthsOfSupply: null,
            averageDaysOnMarket: null,
            medianSoldPrice: 234_500,
            medianSoldPriceMonthChange: null,
            medianSoldPriceYearChange: null,
          },
        ],
        FILE,
      );
      await storeImportedListings(
        db,
        [
          {
            locationId: LOCATION,
            buckets: [
              { min: 0, max: 200_000, count: 4 },
              { min: 200_000, max: null, count: 5 },
            ],
            total: 9,
          },
        ],
        FILE,
        '2026-11-01',
      );

      await prepareData(db, NOW, { info: () => undefined });

      const [report] = await db
        .select()
        .from(marketReports)
        .where(and(eq(marketReports.locationId, LOCATION), eq(marketReports.month, month)));
      expect(report).toMatchObject({ isDemo: false, totalSold: 123, medianSoldPrice: 234_500 });
      const [listings] = await db
        .select()
        .from(listingsSummary)
        .where(eq(listingsSummary.locationId, LOCATION));
      expect(listings).toMatchObject({ isDemo: false, bucketCounts: [4, 5], totalCount: 9 });

      // No demo rows are added (every other location's demo figures are computed on request,
      // test/demo-figures-on-request.test.ts): the imported rows are the only ones.
      expect(await db.$count(marketReports)).toBe(1);
      expect(await db.$count(listingsSummary)).toBe(1);
      expect(await db.$count(marketReports, eq(marketReports.isDemo, false))).toBe(1);
    } finally {
      await dispose();
    }
  }, 180_000);
});
