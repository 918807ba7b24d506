import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import journal from '../../drizzle/meta/_journal.json' with { type: 'json' };
import { freshPostgresDatabase, TEST_DATABASE_URL } from '../../test/helpers.ts';
import { openDatabase, type DatabaseLocation } from './client.ts';
import { appMeta } from './schema.ts';

async function roundTrip(location: DatabaseLocation) {
  const first = await openDatabase(location);
  await first.db.insert(appMeta).values({ key: 'seed:test', value: 'v1' });
  await first.close();
  // Reopening applies the migrations again: they must be a no-op, and the row must be there.
  const second = await openDatabase(location);
  const rows = await second.db.select().from(appMeta).where(eq(appMeta.key, 'seed:test'));
  // Both drivers answer raw SQL with { rows }.
  const migrations = (await second.db.execute(
    sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
  )) as unknown as { rows: { count: number }[] };
  await second.close();
  return { rows, migrations };
}

describe('openDatabase', () => {
  it('keeps data in DATA_DIR across restarts of embedded PGlite', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'lender-db-'));
    try {
      const { rows, migrations } = await roundTrip({ dataDir });
      expect(rows).toEqual([expect.objectContaining({ key: 'seed:test', value: 'v1' })]);
      expect(migrations.rows).toEqual([{ count: journal.entries.length }]);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it.runIf(TEST_DATABASE_URL)('does the same on PostgreSQL', async () => {
    const fresh = await freshPostgresDatabase();
    try {
      const { rows, migrations } = await roundTrip({ databaseUrl: fresh.url });
      expect(rows).toEqual([expect.objectContaining({ key: 'seed:test', value: 'v1' })]);
      expect(migrations.rows).toEqual([{ count: journal.entries.length }]);
    } finally {
      await fresh.drop();
    }
  });
});
