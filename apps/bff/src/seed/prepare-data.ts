// What a start stores before the data is ready: the demo rate sheet and, on a first start, the
// place data set (the demo market and listings figures are computed on request). Both steps are
// no-ops when their data is present, so every start runs them.
import type { Logger } from 'pino';
import type { AppDb } from '../db/client.ts';
import { loadPlaceData } from '../places/load-place-data.ts';
import { placeIndexFromRecords } from '../places/load-place-index.ts';
import type { PlaceIndex } from '../places/place-index.ts';
import { seedRateData } from '../rates/rate-sheet-service.ts';

/**
 * Stores what is missing on an open database. Returns the index of the places a first start just
 * loaded (so they are not read back), else no places.
 */
export async function prepareData(
  db: AppDb,
  now: Date,
  logger: Pick<Logger, 'info'>,
): Promise<{ places?: PlaceIndex }> {
  const rateData = await seedRateData(db, now);
  if (rateData === 'seeded') logger.info('first start: stored the demo rate sheet');
  const { records, ...placeData } = await loadPlaceData(db, now);
  if (placeData.status === 'loaded')
    logger.info(placeData, 'first start: loaded the place data set');
  else if (placeData.retiredDemoRows) {
    logger.info(placeData, 'removed the stored demo figures: they are computed on request now');
  }
  return records ? { places: placeIndexFromRecords(records.zips, records.cities) } : {};
}
