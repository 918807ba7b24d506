// What a start stores before the data is ready: the demo rate sheet and the date of the demo
// market and listings figures (computed on request). Both are no-ops once done, so every start
// runs them. The places are not stored: every start reads them from the data set's files
// (places/load-place-data.ts).
import type { Logger } from 'pino';
import type { AppDb } from '../db/client.ts';
import { dateDemoFigures } from '../market/demo-figures.ts';
import { seedRateData } from '../rates/rate-sheet-service.ts';

/** Stores what is missing on an open database. */
export async function prepareData(
  db: AppDb,
  now: Date,
  logger: Pick<Logger, 'info'>,
): Promise<void> {
  const rateData = await seedRateData(db, now);
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
