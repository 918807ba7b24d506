// A place data load never replaces market or listings rows that are already there: an import, or
// an earlier edition's demo rows. (On an empty table the load inserts without a conflict clause;
// this is the other path.)
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listingsSummary, marketReports } from '../src/db/schema.ts';
import { reportMonths } from '../src/market/demo-market.ts';
import { loadPlaceData } from '../src/places/load-place-data.ts';
import { zipLocationId } from '../src/places/location-id.ts';
import { DATABASE_KINDS, testDatabase } from './helpers.ts';

const NOW = new Date('2026-11-21T12:00:00Z');
const LOCATION = zipLocationId('48226'); // Detroit, in the data set
const IMPORTED = { source: 'redfin-2026-10.tsv', isDemo: false } as const;

describe.each(DATABASE_KINDS)('a place data load on %s', (kind) => {
  it('keeps the market and listings rows already stored, and adds the rest', async () => {
    const { database, dispose } = await testDatabase(kind);
    try {
      const { db } = database;
      const month = reportMonths(NOW).current;
      await db.insert(marketReports).values({
        locationId: LOCATION,
        month,
        ...IMPORTED,
        totalSold: 123,
        medianSoldPrice: 234_500,
      });
      await db.insert(listingsSummary).values({
        locationId: LOCATION,
        ...IMPORTED,
        asOf: '2026-11-01',
        bucketMins: [0, 200_000],
        bucketCounts: [4, 5],
        totalCount: 9,
      });

      const loaded = await loadPlaceData(db, NOW);
      expect(loaded.status).toBe('loaded');

      const [report] = await db
        .select()
        .from(marketReports)
        .where(and(eq(marketReports.locationId, LOCATION), eq(marketReports.month, month)));
      expect(report).toMatchObject({ ...IMPORTED, totalSold: 123, medianSoldPrice: 234_500 });
      const [listings] = await db
        .select()
        .from(listingsSummary)
        .where(eq(listingsSummary.locationId, LOCATION));
      expect(listings).toMatchObject({ ...IMPORTED, bucketCounts: [4, 5], totalCount: 9 });

      // Every other location's demo rows are there: one row per key, the imported one kept.
      expect(await db.$count(marketReports)).toBe(loaded.marketRows);
      expect(await db.$count(listingsSummary)).toBe(loaded.listingsRows);
      expect(await db.$count(marketReports, eq(marketReports.isDemo, false))).toBe(1);
    } finally {
      await dispose();
    }
  }, 180_000);
});
