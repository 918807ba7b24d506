// Test databases start from the build's migrated template (test/helpers.ts, memoryDatabase), so
// this file keeps the migrations themselves tested: every one applied to an empty PGlite (and to
// an empty PostgreSQL database when TEST_DATABASE_URL is set), ending with the template's schema.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import journal from '../../drizzle/meta/_journal.json' with { type: 'json' };
import { memoryDatabase, queryRows, testDatabase, TEST_DATABASE_URL } from '../../test/helpers.ts';
import { openDatabase, type Database } from './client.ts';
import { pgliteTemplateDir } from './pglite-template.ts';

/** Tables, columns, indexes, constraints and extensions: what the migrations make. */
async function schemaOf(database: Database) {
  const columns = await queryRows(
    database,
    sql`select table_schema, table_name, column_name, data_type, is_nullable, column_default
        from information_schema.columns where table_schema in ('public', 'drizzle')
        order by table_schema, table_name, column_name`,
  );
  const indexes = await queryRows(
    database,
    sql`select schemaname, tablename, indexname, indexdef from pg_indexes
        where schemaname in ('public', 'drizzle') order by schemaname, indexname`,
  );
  const constraints = await queryRows(
    database,
    sql`select conrelid::regclass::text as on_table, conname, pg_get_constraintdef(oid) as definition
        from pg_constraint where connamespace = 'public'::regnamespace order by conname`,
  );
  const extensions = await queryRows(
    database,
    sql`select extname from pg_extension order by extname`,
  );
  return { columns, indexes, constraints, extensions };
}

async function appliedMigrations(database: Database): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    database,
    sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
  );
  return row!.count;
}

// initdb and every migration: 3–5 s alone, far more on a busy machine.
describe('the migrations, from an empty database', { timeout: 120_000 }, () => {
  it('apply every one to an empty PGlite, ending with the schema test databases start from', async () => {
    const fromNothing = await openDatabase({ memory: true });
    try {
      expect(await appliedMigrations(fromNothing)).toBe(journal.entries.length);
      const schema = await schemaOf(fromNothing);
      expect(schema.columns.length).toBeGreaterThan(0);
      expect(schema.extensions).toContainEqual({ extname: 'pg_trgm' });
      if (existsSync(join(pgliteTemplateDir(), 'PG_VERSION'))) {
        const fromTemplate = await memoryDatabase();
        try {
          expect(await schemaOf(fromTemplate)).toEqual(schema);
        } finally {
          await fromTemplate.close();
        }
      }
    } finally {
      await fromNothing.close();
    }
  });

  it.runIf(TEST_DATABASE_URL)('apply every one to an empty PostgreSQL database', async () => {
    const { database, dispose } = await testDatabase('postgres');
    try {
      expect(await appliedMigrations(database)).toBe(journal.entries.length);
      expect((await schemaOf(database)).extensions).toContainEqual({ extname: 'pg_trgm' });
    } finally {
      await dispose();
    }
  });
});
