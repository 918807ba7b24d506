// First starts on PostgreSQL: several servers starting at once date the demo figures once.
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, test } from 'vitest';
import { openDatabase, type Database } from '../src/db/client.ts';
import { countyLoanLimitLists } from '../src/loan-limits/county-limits-repository.ts';
import { SHIPPED_COUNTY_LIMITS } from '../src/loan-limits/shipped-county-limits.ts';
import { readDemoAsOf } from '../src/place-data/place-data-repository.ts';
import { prepareData } from '../src/seed/prepare-data.ts';
import { freshPostgresDatabase, queryRows, TEST_DATABASE_URL } from './helpers.ts';

const NOW = new Date('2026-11-21T12:00:00Z');

describe.skipIf(!TEST_DATABASE_URL)('a first start on PostgreSQL', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  test('two servers starting at once: one dates the demo figures and stores the shipped county limits, the other finds them', async () => {
    const fresh = await freshPostgresDatabase();
    cleanups.push(fresh.drop);
    const first: Database = await openDatabase({ databaseUrl: fresh.url });
    const second: Database = await openDatabase({ databaseUrl: fresh.url });
    cleanups.push(
      () => first.close(),
      () => second.close(),
    );

    const logs: string[] = [];
    const logger = { info: (_fields: unknown, message?: string) => logs.push(message ?? '') };
    await Promise.all([
      prepareData(first.db, NOW, logger),
      prepareData(second.db, new Date('2026-11-21T12:00:05Z'), logger),
    ]);
    expect(logs.filter((line) => line === 'first start: dated the demo figures')).toHaveLength(1);
    // The shipped county loan limits are stored once, not twice.
    expect(
      logs.filter((line) => line.startsWith('stored the shipped county loan limits')),
    ).toHaveLength(1);
    expect(await countyLoanLimitLists(first.db, 2026)).toEqual([
      { program: 'conforming', source: SHIPPED_COUNTY_LIMITS.source, counties: 160 },
    ]);
    expect(await readDemoAsOf(first.db)).toEqual(await readDemoAsOf(second.db));

    // Nothing of the place data set or the demo figures is stored: they are read and computed.
    const [counts] = await queryRows<{ places: number; reports: number; listings: number }>(
      first,
      sql`select (select count(*)::int from place_zips) + (select count(*)::int from place_cities) as places,
                 (select count(*)::int from market_reports) as reports,
                 (select count(*)::int from listings_summary) as listings`,
    );
    expect(counts).toEqual({ places: 0, reports: 0, listings: 0 });
  }, 180_000);
});
