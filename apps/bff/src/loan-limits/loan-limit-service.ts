// Finds the loan limits that apply to a ZIP code: its county (from the place data) and that
// county's imported rows for the year; without either, the national figures apply.
import { countyLoanLimitProblems } from '@lender/mortgage-math';
import type { AppDb } from '../db/client.ts';
import type { PlaceIndex } from '../places/place-index.ts';
import { stateForZip } from '../places/zip-prefix-state.ts';
import { nationalArea, type LoanLimitArea } from './area-limits.ts';
import { countyKey } from './county-key.ts';
import { countyLoanLimitRows } from './county-limits-repository.ts';

/** The loan-limit lookups the routes need. */
export interface LoanLimitService {
  /** The area of a ZIP code this year: its state, its county and the county's imported rows. */
  areaForZip(zip: string): Promise<LoanLimitArea>;
  /** This year's national figures (for answers without a place). */
  nationalArea(): LoanLimitArea;
}

export function createLoanLimitService(options: {
  db: AppDb;
  places: PlaceIndex;
  now?: () => Date;
  /** Told about a stored row the package refuses (it is skipped: the national figure applies). */
  warn?: (message: string) => void;
}): LoanLimitService {
  const { db, places, now = () => new Date(), warn } = options;
  const year = () => now().getUTCFullYear();
  return {
    async areaForZip(zip) {
      const place = places.zip(zip);
      const stateCode = place?.stateCode ?? stateForZip(zip);
      const area: LoanLimitArea = {
        ...nationalArea(year()),
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
