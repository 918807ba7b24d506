// What a start stores before the data is ready: the demo rate sheet and the date of the demo
// market and listings figures (computed on request). Both are no-ops once done, so every start
// runs them. The places are not stored: every start reads them from the data set's files
// (places/load-place-data.ts).
import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { AppDb } from '../db/client.ts';
import { dateDemoFigures } from '../market/demo-figures.ts';
import { seedRateData } from '../rates/rate-sheet-service.ts';

// Any constant shared by all processes of this app: servers starting together against one
// PostgreSQL store the demo rate sheet once (the second found it stored, instead of failing on
// its unique date).
const SEED_LOCK_ID = 7_311_842_003;

/** Stores what is missing on an open database. */
export async function prepareData(
  db: AppDb,
  now: Date,
  logger: Pick<Logger, 'info'>,
): Promise<void> {
  const rateData = await db.transaction(async (tx) => {
    const txDb = tx as unknown as AppDb;
    await txDb.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    return seedRateData(txDb, now);
  });
  if (rateData === 'seeded') logger.info('first start: stored the demo rate sheet');
  const { retiredDemoRows, dated } = await dateDemoFigures(db, now);
  if (dated) logger.info({ asOf: now.toISOString() }, 'first start: dated the demo figures');
  if (retiredDemoRows > 0) {
    logger.info(
      { retiredDemoRows },
      'removed the stored demo figures: they are computed on request',
    );
  }
}
