// First-start loading on PostgreSQL: several servers starting together load the data set once.
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, test } from 'vitest';
import { openDatabase, type Database } from '../src/db/client.ts';
import { readDemoAsOf } from '../src/market/demo-figures.ts';
import { loadPlaceData } from '../src/places/load-place-data.ts';
import { freshPostgresDatabase, queryRows, TEST_DATABASE_URL } from './helpers.ts';

const NOW = new Date('2026-11-21T12:00:00Z');

describe.skipIf(!TEST_DATABASE_URL)('loading the place data set on PostgreSQL', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  test('two servers starting at once: one loads, the other finds it loaded', async () => {
    const fresh = await freshPostgresDatabase();
    cleanups.push(fresh.drop);
    const first: Database = await openDatabase({ databaseUrl: fresh.url });
    const second: Database = await openDatabase({ databaseUrl: fresh.url });
    cleanups.push(
      () => first.close(),
      () => second.close(),
    );

    const results = await Promise.all([
      loadPlaceData(first.db, NOW),
      loadPlaceData(second.db, NOW),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual(['loaded', 'present']);

    const [counts] = await queryRows<{ zips: number; cities: number; reports: number }>(
      first,
      sql`select (select count(*)::int from place_zips) as zips,
                 (select count(*)::int from place_cities) as cities,
                 (select count(*)::int from market_reports) as reports`,
    );
    const loaded = results.find((result) => result.status === 'loaded')!;
    // Demo market figures are computed on request, dated once by the load.
    expect(counts).toEqual({ zips: loaded.zips, cities: loaded.cities, reports: 0 });
    expect(await readDemoAsOf(second.db)).toEqual(NOW);
    expect(await loadPlaceData(first.db, NOW)).toEqual({ status: 'present' });
  }, 180_000);
});
