// The county loan limits the server ships (reference-data/README.md): FHFA's 2026 conforming
// limits of the 160 counties above the baseline, stored on a first start as the default data.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { bffDir } from '../package-paths.ts';
import { parseCountyLimitsFile, type ImportedCountyLimit } from './county-limits-file.ts';

/** The shipped list: its file, what it holds, and the source the loan-limit sentences name. */
export const SHIPPED_COUNTY_LIMITS = {
  file: join(bffDir, 'reference-data', 'fhfa-conforming-limits-2026-above-baseline.csv'),
  program: 'conforming',
  year: 2026,
  source: 'FHFA, Conforming Loan Limit Values for 2026, county list of November 2025',
} as const;

/** The shipped list's rows, read and checked as the importer reads an operator's file. */
export async function readShippedCountyLimits(): Promise<ImportedCountyLimit[]> {
  const { file, program, year } = SHIPPED_COUNTY_LIMITS;
  return parseCountyLimitsFile(await readFile(file, 'utf8'), { program, year });
}
