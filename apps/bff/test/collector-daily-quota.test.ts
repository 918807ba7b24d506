// The daily storage quota (src/collector/daily-quota.ts) over a real database: several servers
// taking leases of one day's quota never store more than it between them, use nearly all of it,
// and start again the next UTC day; the counts of what was dropped reach the table.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDailyQuota, leaseBytes } from '../src/collector/daily-quota.ts';
import { createDailyUsageRepository } from '../src/collector/daily-usage-repository.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { DATABASE_KINDS, freshPostgresDatabase, memoryDatabase, queryRows } from './helpers.ts';

const LIMIT = 10 * 1024 * 1024;
const WRITE_KEY = 'quota_write_key';

/** Two servers' databases: two pools on one PostgreSQL database, or one PGlite shared. */
async function twoServers(kind: 'pglite' | 'postgres') {
  if (kind === 'pglite') {
    const database = await memoryDatabase();
    return { databases: [database, database], dispose: () => database.close() };
  }
  const fresh = await freshPostgresDatabase();
  const databases = [
    await openDatabase({ databaseUrl: fresh.url }),
    await openDatabase({ databaseUrl: fresh.url }),
  ];
  await Promise.all(databases.map((database) => database.opened));
  return {
    databases,
    dispose: async () => {
      await Promise.all(databases.map((database) => database.close()));
      await fresh.drop();
    },
  };
}

describe.each(DATABASE_KINDS)('the daily quota on %s', (kind) => {
  let databases: Database[];
  let dispose: () => Promise<void>;
  let now = new Date('2026-11-21T10:00:00Z');
  beforeAll(async () => {
    ({ databases, dispose } = await twoServers(kind));
    await databases[0]!.opened;
  });
  afterAll(() => dispose());

  const quotas = () =>
    databases.map((database) =>
      createDailyQuota({
        stream: 'replay',
        limitBytes: LIMIT,
        writeKey: () => WRITE_KEY,
        store: createDailyUsageRepository(database.db),
        now: () => now,
      }),
    );

  it('never lets servers together store more than the quota, and leaves at most a lease each unused', async () => {
    const servers = quotas();
    // 500 requests of 10 to 100 KB (about 27 MB), half to each server, all at once.
    const sizes = Array.from({ length: 500 }, (_, index) => 10_240 + ((index * 7_919) % 92_160));
    const admitted = await Promise.all(
      sizes.map((bytes, index) => servers[index % 2]!.admit(bytes)),
    );
    const storedBytes = sizes.reduce((sum, bytes, index) => sum + (admitted[index] ? bytes : 0), 0);
    expect(storedBytes).toBeLessThanOrEqual(LIMIT);
    expect(storedBytes).toBeGreaterThan(LIMIT - 2 * leaseBytes(LIMIT) - 102_400);
    const [row] = await queryRows<{ reserved: number }>(
      databases[0]!,
      sql`select reserved_bytes::bigint as reserved from collector_daily_usage
          where day = '2026-11-21' and stream = 'replay'`,
    );
    expect(Number(row!.reserved)).toBeLessThanOrEqual(LIMIT);
    // Used up: a later request is refused too, without another lease.
    expect(await servers[0]!.admit(10_240)).toBe(false);
  });

  it('starts again the next UTC day', async () => {
    now = new Date('2026-11-22T00:00:01Z');
    const [server] = quotas();
    expect(await server!.admit(1_000_000)).toBe(true);
  });

  it('adds the counts of what was dropped and refused to the day’s row', async () => {
    const [first, second] = quotas();
    first!.dropped(3, 3_000);
    second!.dropped(2, 500);
    second!.refused();
    await Promise.all([first!.flush(), second!.flush()]);
    await first!.flush(); // nothing new: nothing added
    const repository = createDailyUsageRepository(databases[0]!.db);
    expect(await repository.usageBetween('2026-11-22', '2026-11-22')).toEqual([
      {
        day: '2026-11-22',
        stream: 'replay',
        reservedBytes: expect.any(Number),
        droppedCount: 5,
        droppedBytes: 3_500,
        refusedRequests: 1,
      },
    ]);
  });
});
