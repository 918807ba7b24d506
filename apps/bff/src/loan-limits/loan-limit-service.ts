// Finds the loan limits that apply to a ZIP code: its county (from the place data) and that
// county's imported rows for the year; without either, the national figures apply.
import { countyLoanLimitProblems } from '@lender/mortgage-math';
import type { AppDb } from '../db/client.ts';
import type { PlaceIndex } from '../places/place-index.ts';
import { stateForZip } from '../places/zip-prefix-state.ts';
import { nationalArea, type CountyLists, type LoanLimitArea } from './area-limits.ts';
import { countyKey } from './county-key.ts';
import { countyLoanLimitLists, countyLoanLimitRows } from './county-limits-repository.ts';

/** How long the year's list of county lists is reused: an import (another process) shows within a minute. */
export const COUNTY_LISTS_CACHE_MS = 60_000;

/**
 * Guam's and the U.S. Virgin Islands' ZIP codes (USPS), which the place data (GeoNames' file of the
 * states) and the state prefix table leave out: their conforming baseline is the special areas'
 * ($1,249,125 in 2026), the figure FHFA's list gives each of them.
 */
const TERRITORY_ZIPS: readonly (readonly [string, string, string])[] = [
  ['96910', '96932', 'GU'],
  ['00801', '00851', 'VI'],
];

function territoryForZip(zip: string): string | undefined {
  return TERRITORY_ZIPS.find(([first, last]) => zip >= first && zip <= last)?.[2];
}

/** The loan-limit lookups the routes need. */
export interface LoanLimitService {
  /** The area of a ZIP code this year: its state, its county, the county's imported rows and the year's lists. */
  areaForZip(zip: string): Promise<LoanLimitArea>;
  /** This year's national figures (for answers without a place). */
  nationalArea(): LoanLimitArea;
}

/** The loan-limit service over the database and the place index. */
export function createLoanLimitService(options: {
  db: AppDb;
  places: PlaceIndex;
  now?: () => Date;
  /** Told about a stored row the package refuses (it is skipped: the national figure applies). */
  warn?: (message: string) => void;
}): LoanLimitService {
  const { db, places, now = () => new Date(), warn } = options;
  const year = () => now().getUTCFullYear();
  let cachedLists: { year: number; at: number; lists: CountyLists } | undefined;
  async function countyLists(forYear: number): Promise<CountyLists> {
    const at = now().getTime();
    if (cachedLists?.year === forYear && at - cachedLists.at < COUNTY_LISTS_CACHE_MS) {
      return cachedLists.lists;
    }
    const lists: CountyLists = {};
    for (const list of await countyLoanLimitLists(db, forYear)) {
      lists[list.program] = { source: list.source };
    }
    cachedLists = { year: forYear, at, lists };
    return lists;
  }
  return {
    async areaForZip(zip) {
      const place = places.zip(zip);
      const stateCode = place?.stateCode ?? stateForZip(zip) ?? territoryForZip(zip);
      const forYear = year();
      const area: LoanLimitArea = {
        ...nationalArea(forYear, await countyLists(forYear)),
        ...(stateCode === undefined ? {} : { stateCode }),
      };
      if (place === undefined || place.county === '') return area;
      const id = countyKey(place.county, place.stateCode);
      const rows = (await countyLoanLimitRows(db, id, area.year)).filter((row) => {
        const problems = countyLoanLimitProblems(row);
        if (problems.length > 0)
          warn?.(
            `county_loan_limits ${id} ${row.program} ${row.year} skipped: ${problems.join('; ')}`,
          );
        return problems.length === 0;
      });
      return { ...area, county: { id, name: place.county }, countyLimits: rows };
    },
    nationalArea: () => nationalArea(year()),
  };
}
