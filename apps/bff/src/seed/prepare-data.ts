// What a start stores before the data is ready: the demo rate sheet, the shipped county loan
// limits (FHFA's 2026 conforming limits) and the date of the demo market and listings figures
// (computed on request). Each is a no-op once done, so every start runs them. The places are not stored: every start reads them from the data set's files
// (places/load-place-data.ts).
import type { Logger } from 'pino';
import type { AppDb } from '../db/client.ts';
import { dateDemoFigures } from '../place-data/place-data-repository.ts';
import { lockedTransaction } from '../db/locked-transaction.ts';
import { SHIPPED_COUNTY_LIMITS } from '../loan-limits/shipped-county-limits.ts';
import { seedCountyLimits } from './seed-county-limits.ts';
import { seedRateData } from './seed-rate-data.ts';

// Any constant shared by all processes of this app: servers starting together against one
// PostgreSQL store the demo rate sheet once (the second found it stored, instead of failing on
// its unique date; the county limits once, not twice).
const SEED_LOCK_ID = 7_311_842_003;

/** Stores what is missing on an open database. */
export async function prepareData(
  db: AppDb,
  now: Date,
  logger: Pick<Logger, 'info'>,
): Promise<void> {
  const seeded = await lockedTransaction(db, SEED_LOCK_ID, async (txDb) => ({
    rateData: await seedRateData(txDb, now),
    countyLimits: await seedCountyLimits(txDb),
  }));
  if (seeded.rateData === 'seeded') logger.info('first start: stored the demo rate sheet');
  if (seeded.countyLimits === 'seeded') {
    logger.info(
      { source: SHIPPED_COUNTY_LIMITS.source },
      'stored the shipped county loan limits: FHFA 2026 conforming, the counties above the baseline',
    );
  }
  const { retiredDemoRows, dated } = await dateDemoFigures(db, now);
  if (dated) logger.info({ asOf: now.toISOString() }, 'first start: dated the demo figures');
  if (retiredDemoRows > 0) {
    logger.info(
      { retiredDemoRows },
      'removed the stored demo figures: they are computed on request',
    );
  }
}
