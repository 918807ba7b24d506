import type { AppDb } from '../db/client.ts';
import { hasAnyRateSheet, saveRateSheet, syncProducts } from '../rates/rate-sheet-repository.ts';
import { isoDate } from '../rates/rate-sheet-service.ts';
import { DEMO_RATE_SHEET } from './demo-rate-sheet.ts';

/**
 * At start: the product catalogue is synced, and on the very first start the demo sheet is
 * stored, dated today. A restart finds a sheet and stores nothing.
 */
export async function seedRateData(db: AppDb, now: Date): Promise<'seeded' | 'present'> {
  await syncProducts(db);
  if (await hasAnyRateSheet(db)) return 'present';
  await saveRateSheet(db, {
    effectiveDate: isoDate(now),
    source: 'demo',
    isDemo: true,
    rows: [...DEMO_RATE_SHEET],
  });
  return 'seeded';
}
