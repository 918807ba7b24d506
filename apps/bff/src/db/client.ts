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
import {
  retryWhileUnavailable,
  type RetryWhileUnavailableOptions,
} from './retry-while-unavailable.ts';
import type { PgliteLocation } from './pglite-protocol.ts';
import { openPgliteThread, type PgliteThread } from './pglite-thread.ts';
import { copyIntoPostgres } from './postgres-copy.ts';
import * as schema from './schema.ts';

/** Drizzle over either driver: repositories never need to know which. */
export type AppDb = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A database with its migrations applied, or on its way there (see startOpeningDatabase). */
export interface Database {
  db: AppDb;
  driver: 'pglite' | 'postgres';
  /**
   * Resolves when the database is open with every migration applied, rejects with the reason it
   * could not be opened. Queries made before then wait for it.
   */
  opened: Promise<void>;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /** Binary COPY into a table in one atomic write: the cheapest way in (the collector's events). */
  copyFrom: CopyFrom;
  close(): Promise<void>;
}

/**
 * Where the data lives: a PostgreSQL URL, a directory for embedded PGlite, or memory (tests; see
 * PgliteLocation for `loadDataDir`).
 */
export type DatabaseLocation = { databaseUrl: string } | { dataDir: string } | MemoryLocation;

type MemoryLocation = Extract<PgliteLocation, { memory: true }>;

// Any constant shared by all processes of this app; it serialises concurrent migrations.
const MIGRATION_LOCK_ID = 7_311_842_001;

export interface OpenOptions {
  /**
   * Waits for a PostgreSQL that is not answering (down, restarting, too slow to connect), trying
   * again until it does, instead of failing at once: a server's start (retry-while-unavailable.ts).
   */
  whileUnavailable?: RetryWhileUnavailableOptions;
}

/** Opens the database and applies every pending migration before returning. */
export async function openDatabase(
  location: DatabaseLocation,
  options: OpenOptions = {},
): Promise<Database> {
  const database = startOpeningDatabase(location, options);
  await database.opened;
  return database;
}

/**
 * Starts opening the database and returns at once, so the server can listen while it opens
 * (PGlite creates a new data directory in seconds). Queries wait until it is open and migrated.
 */
export function startOpeningDatabase(
  location: DatabaseLocation,
  options: OpenOptions = {},
): Database {
  return 'databaseUrl' in location
    ? openPostgres(location.databaseUrl, options)
    : openPglite(location);
}

function openPglite(location: { dataDir: string } | MemoryLocation): Database {
  // PGlite runs in a thread of its own (pglite-thread.ts); drizzle talks to it as to PGlite.
  const opening = (async () => {
    const client = await openPgliteThread(
      'dataDir' in location ? { dataDir: await pgliteDirectory(location.dataDir) } : location,
    );
    try {
      await migratePglite(drizzlePglite({ client: client as unknown as PGlite }), {
        migrationsFolder,
      });
    } catch (error) {
      await client.close().catch(() => undefined);
      throw error;
    }
    return client;
  })();
  const client = () => opening;
  // What drizzle calls, each waiting for the open thread.
  const waiting: Pick<PgliteThread, 'query' | 'exec' | 'transaction'> = {
    query: async (...args) => (await client()).query(...args),
    exec: async (sqlText) => (await client()).exec(sqlText),
    transaction: async (run) => (await client()).transaction(run),
  };
  const db = drizzlePglite({ client: waiting as unknown as PGlite, schema });
  return {
    db: db as unknown as AppDb,
    driver: 'pglite',
    opened: opening.then(() => undefined),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    copyFrom: async (copyInto, chunks) =>
      (await client()).copyFrom(
        `${copyInto} from '/dev/blob' with (format binary)`,
        chunks.map((chunk) => Buffer.concat(binaryCopyData([chunk]))),
      ),
    // A database that failed to open has nothing left to close.
    close: async () => (await opening.catch(() => undefined))?.close(),
  };
}

async function pgliteDirectory(dataDir: string): Promise<string> {
  const dir = resolve(dataDir, 'pglite');
  await mkdir(dir, { recursive: true });
  return dir;
}

/** A pool whose connections wait until the migrations have run. */
class MigratedPool extends pg.Pool {
  migrated: Promise<void> = Promise.resolve();

  /** A connection now, migrated or not (the migration's own). */
  connectNow(): Promise<pg.PoolClient> {
    return super.connect();
  }

  // pg's own query() takes its connection through connect(callback), so it waits too.
  override connect(): Promise<pg.PoolClient>;
  override connect(
    callback: (
      error: Error | undefined,
      client?: pg.PoolClient,
      done?: (release?: unknown) => void,
    ) => void,
  ): void;
  override connect(
    callback?: (
      error: Error | undefined,
      client?: pg.PoolClient,
      done?: (release?: unknown) => void,
    ) => void,
  ): Promise<pg.PoolClient> | void {
    if (!callback) return this.migrated.then(() => super.connect());
    this.migrated.then(
      () => super.connect(callback),
      (error: Error) => callback(error),
    );
  }
}

function openPostgres(databaseUrl: string, { whileUnavailable }: OpenOptions): Database {
  // 16: the collector keeps up to 8 inserts in flight (COLLECTOR_FLUSHES_IN_FLIGHT); the rest
  // serve pages and the API.
  // A database that does not answer fails a request within 5 s (a 503 the client retries),
  // rather than holding it until the visitor gives up.
  const pool = new MigratedPool({
    connectionString: databaseUrl,
    max: 16,
    connectionTimeoutMillis: 5_000,
    keepAlive: true,
  });
  // A connection can end at any moment: PostgreSQL restarting or failing over ends its sessions
  // (57P01, 57P02), the network cuts them. node-postgres then emits 'error' on the client, and an
  // 'error' event without a listener ends the process. The pool listens on its idle clients
  // (re-emitting here), not on those checked out: a transaction's, a COPY's, the migrations'.
  // So every client gets a listener of its own from its first moment: whatever was using it gets
  // the failure from its query (a 503 with Retry-After), the pool drops the client when it is
  // released, the next query connects anew, and /readyz reports the state meanwhile.
  pool.on('connect', (client) => client.on('error', () => undefined));
  pool.on('error', () => undefined);
  const migrate = async () => {
    const lockClient = await pool.connectNow();
    try {
      // Several server processes may start at once against one PostgreSQL.
      await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
      await migratePostgres(drizzlePostgres(lockClient, { schema }), { migrationsFolder });
    } finally {
      await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
      lockClient.release();
    }
  };
  // close() ends the waiting too: an ended pool's "Cannot use a pool after calling end" reads as
  // "not answering", and would be waited out for ever.
  const closed = new AbortController();
  pool.migrated = whileUnavailable
    ? retryWhileUnavailable(migrate, {
        ...whileUnavailable,
        signal: whileUnavailable.signal
          ? AbortSignal.any([whileUnavailable.signal, closed.signal])
          : closed.signal,
      })
    : migrate();
  // Handled here: a caller learns of a failure from `opened` (or from its queries).
  pool.migrated.catch(() => undefined);
  const db = drizzlePostgres(pool, { schema });
  return {
    db: db as unknown as AppDb,
    driver: 'postgres',
    opened: pool.migrated,
    ping: async () => {
      await pool.query('select 1');
    },
    copyFrom: (copyInto, chunks) =>
      copyIntoPostgres(pool, `${copyInto} from stdin with (format binary)`, binaryCopyData(chunks)),
    close: () => {
      closed.abort();
      return pool.end();
    },
  };
}
