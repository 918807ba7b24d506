import { sql } from 'drizzle-orm';
import type { AppDb } from './client.ts';

/**
 * Runs `work` in one transaction holding PostgreSQL's transaction-level advisory lock `lockId`:
 * servers starting together against one PostgreSQL do it one after the other, and the second
 * finds the first's work done. `lockId` is any constant shared by every process of this app.
 */
export async function lockedTransaction<T>(
  db: AppDb,
  lockId: number,
  work: (txDb: AppDb) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const txDb = tx as unknown as AppDb;
    await txDb.execute(sql`select pg_advisory_xact_lock(${lockId})`);
    return work(txDb);
  });
}
