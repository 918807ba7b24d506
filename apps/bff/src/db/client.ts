import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { binaryCopyData, type CopyFrom } from './bulk-copy.ts';
import { migrationsFolder } from './migrations-folder.ts';
import { openPgliteThread } from './pglite-thread.ts';
import { copyIntoPostgres } from './postgres-copy.ts';
import * as schema from './schema.ts';

/** Drizzle over either driver: repositories never need to know which. */
export type AppDb = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open database with its migrations applied. */
export interface Database {
  db: AppDb;
  driver: 'pglite' | 'postgres';
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /** Binary COPY into a table in one atomic write: the cheapest way in (the collector's events). */
  copyFrom: CopyFrom;
  close(): Promise<void>;
}

/** Where the data lives: a PostgreSQL URL, a directory for embedded PGlite, or memory (tests). */
export type DatabaseLocation = { databaseUrl: string } | { dataDir: string } | { memory: true };

// Any constant shared by all processes of this app; it serialises concurrent migrations.
const MIGRATION_LOCK_ID = 7_311_842_001;

/** Opens the database and applies every pending migration before returning. */
export async function openDatabase(location: DatabaseLocation): Promise<Database> {
  if ('databaseUrl' in location) return openPostgres(location.databaseUrl);
  // PGlite runs in a thread of its own (pglite-thread.ts); drizzle talks to it as to PGlite.
  const client = await openPgliteThread(
    'dataDir' in location ? { dataDir: await pgliteDirectory(location.dataDir) } : { memory: true },
  );
  const db = drizzlePglite({ client: client as unknown as PGlite, schema });
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as AppDb,
    driver: 'pglite',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    copyFrom: (copyInto, chunks) =>
      client.copyFrom(
        `${copyInto} from '/dev/blob' with (format binary)`,
        chunks.map((chunk) => Buffer.concat(binaryCopyData([chunk]))),
      ),
    close: () => client.close(),
  };
}

async function pgliteDirectory(dataDir: string): Promise<string> {
  const dir = resolve(dataDir, 'pglite');
  await mkdir(dir, { recursive: true });
  return dir;
}

async function openPostgres(databaseUrl: string): Promise<Database> {
  // 16: the collector keeps up to 8 inserts in flight (COLLECTOR_FLUSHES_IN_FLIGHT); the rest
  // serve pages and the API.
  // A database that does not answer fails a request within 5 s (a 503 the client retries),
  // rather than holding it until the visitor gives up.
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 16,
    connectionTimeoutMillis: 5_000,
    keepAlive: true,
  });
  // An idle client that loses its connection emits 'error'; without a listener that
  // would crash the process. The next query reconnects, and /readyz reports the state.
  pool.on('error', () => undefined);
  const lockClient = await pool.connect();
  try {
    // Several server processes may start at once against one PostgreSQL.
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePostgres(drizzlePostgres(lockClient, { schema }), { migrationsFolder });
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
    lockClient.release();
  }
  const db = drizzlePostgres(pool, { schema });
  return {
    db: db as unknown as AppDb,
    driver: 'postgres',
    ping: async () => {
      await pool.query('select 1');
    },
    copyFrom: (copyInto, chunks) =>
      copyIntoPostgres(pool, `${copyInto} from stdin with (format binary)`, binaryCopyData(chunks)),
    close: () => pool.end(),
  };
}
