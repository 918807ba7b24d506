// Which rows of a county limits file no ZIP code of the place data will find: a county name the
// place data spells in a way county-key.ts does not reduce to the same key, a county no ZIP code
// is filed under, or a territory the place data has no ZIP codes in. Such a row is stored all the
// same (it is the agency's figure); its visitors get the national figure for their area.
import { readFile } from 'node:fs/promises';
import { parsePostalFile, placeDataFiles } from '../places/place-data-set.ts';
import { countyKey } from './county-key.ts';

/** A ZIP code's county as the place data gives it. */
export interface ZipCounty {
  stateCode: string;
  county: string;
}

/** A file row no ZIP code finds, and why. */
export interface UnmatchedCounty {
  stateCode: string;
  countyName: string;
  /** `state`: the place data has no ZIP codes in the state; `county`: none in a county of this name. */
  reason: 'state' | 'county';
}

/** The rows whose county key is not the key of any ZIP code's county, in file order. */
export function unmatchedCounties(
  rows: readonly { stateCode: string; countyName: string; countyId: string }[],
  zips: readonly ZipCounty[],
): UnmatchedCounty[] {
  const states = new Set<string>();
  const counties = new Map<string, ZipCounty>(); // 41,000 ZIP codes, 3,200 counties: key each once
  for (const zip of zips) {
    states.add(zip.stateCode);
    if (zip.county !== '') counties.set(`${zip.stateCode}|${zip.county}`, zip);
  }
  const keys = new Set([...counties.values()].map((zip) => countyKey(zip.county, zip.stateCode)));
  return rows.flatMap((row) =>
    keys.has(row.countyId)
      ? []
      : [
          {
            stateCode: row.stateCode,
            countyName: row.countyName,
            reason: states.has(row.stateCode) ? ('county' as const) : ('state' as const),
          },
        ],
  );
}

/** What the importer prints about unmatched rows: one line each; empty when all match. */
export function unmatchedReport(unmatched: readonly UnmatchedCounty[], rowCount: number): string {
  if (unmatched.length === 0) return '';
  const lines = unmatched.map(
    ({ stateCode, countyName, reason }) =>
      `  ${countyName}, ${stateCode}: ${
        reason === 'state'
          ? `the place data has no ZIP codes in ${stateCode}`
          : `no ZIP code of the place data is in a county of this name in ${stateCode}`
      }`,
  );
  return (
    `${unmatched.length} of ${rowCount} counties match no county of the place data, so no ZIP code ` +
    `finds their limit (their visitors get the national figure for their state):\n${lines.join('\n')}\n`
  );
}

/** Every ZIP code's state and county from the place data set's postal file. */
export async function readZipCounties(): Promise<ZipCounty[]> {
  return parsePostalFile(await readFile(placeDataFiles().zips, 'utf8'));
}
