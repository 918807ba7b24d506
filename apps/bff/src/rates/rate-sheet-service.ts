import type { AppDb } from '../db/client.ts';
import { rateSheetInForce, type StoredRateSheet } from './rate-sheet-repository.ts';

/** How long a looked-up sheet is reused: sheets change daily, requests come many times a second. */
export const RATE_SHEET_CACHE_MS = 60_000;

/** The calendar date (UTC) of an instant, as the sheets are dated. */
export function isoDate(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

/** Reads the sheet in force, cached for a minute per date. */
export function createRateSheetService(db: AppDb, now: () => Date = () => new Date()) {
  let cached: { date: string; at: number; sheet: StoredRateSheet | undefined } | undefined;
  return {
    /** The sheet in force today, or undefined when none has been loaded. */
    async current(): Promise<StoredRateSheet | undefined> {
      const instant = now();
      const date = isoDate(instant);
      if (cached && cached.date === date && instant.getTime() - cached.at < RATE_SHEET_CACHE_MS) {
        return cached.sheet;
      }
      const sheet = await rateSheetInForce(db, date);
      cached = { date, at: instant.getTime(), sheet };
      return sheet;
    },
    /** Forget the cached sheet (after an import in this process). */
    invalidate(): void {
      cached = undefined;
    },
  };
}

/** The rate-sheet service's interface. */
export type RateSheetService = ReturnType<typeof createRateSheetService>;
