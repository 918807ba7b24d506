import type { AppDb } from '../db/client.ts';
import {
  hasCountyLoanLimits,
  replaceCountyLoanLimits,
} from '../loan-limits/county-limits-repository.ts';
import {
  readShippedCountyLimits,
  SHIPPED_COUNTY_LIMITS,
} from '../loan-limits/shipped-county-limits.ts';

/**
 * At start: a database without conforming county limits for the shipped year gets the shipped
 * list (FHFA's 2026 limits of the counties above the baseline). One that has them, shipped or
 * imported by the operator, is left as it is; the operator's import of a newer file replaces them.
 */
export async function seedCountyLimits(db: AppDb): Promise<'seeded' | 'present'> {
  const { program, year, source } = SHIPPED_COUNTY_LIMITS;
  if (await hasCountyLoanLimits(db, program, year)) return 'present';
  await replaceCountyLoanLimits(db, await readShippedCountyLimits(), source);
  return 'seeded';
}
