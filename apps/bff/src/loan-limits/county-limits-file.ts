// Reads a county loan-limit file and checks every row before anything is written: a year's file
// is imported whole or not at all, like the rate sheet.
//
// Accepted: CSV (RFC 4180; a byte-order mark, quoted cells and line breaks inside quoted header
// cells are fine) with a header row naming, in any order and any case:
// - the state: `State` (two-letter code);
// - the county: `County Name` (or `County`), and optionally its FIPS code, either as `County FIPS`
//   (5 digits) or as FHFA's `FIPS State Code` + `FIPS County Code`. A ZIP code finds its county's
//   row by state and county name (county-key.ts); county-match.ts lists the names that match no
//   county of the place data;
// - the limits for one to four units: `One-Unit Limit` … `Four-Unit Limit` (FHFA), `One-Family` …
//   `Four-Family` (HUD) or `one_unit` … `four_unit`; dollars, "$" and "," allowed. Only the
//   one-unit column is needed: a file without the others (FHFA's list of the counties above the
//   baseline) stores none, and for two to four units the national figure applies;
// - optionally `program` (conforming | fha) and `year`, else given on the command line.
// FHFA's "FullCountyLoanLimitList<year>_HERA-BASED_FINAL_FLAT.csv" reads as it is downloaded.
import {
  countyLoanLimitProblems,
  type CountyLoanLimit,
  type CountyPerUnitCents,
} from '@lender/mortgage-math';
import { countyKey } from './county-key.ts';

/** A county limit row ready to store: the package's row and the key a ZIP code finds it by. */
export type ImportedCountyLimit = CountyLoanLimit & { countyId: string };

/** A file that could not be read, with every problem found, by line. */
export class CountyLimitsFileError extends Error {
  override name = 'CountyLimitsFileError';
  readonly problems: string[];
  constructor(problems: string[]) {
    const shown = problems.slice(0, 50);
    const more =
      problems.length > shown.length ? `\n… and ${problems.length - shown.length} more` : '';
    super(`The county limits file has ${problems.length} problem(s):\n${shown.join('\n')}${more}`);
    this.problems = problems;
  }
}

/** RFC 4180 records: quoted cells may hold commas, doubled quotes and line breaks. */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  for (let index = 0; index < source.length; index += 1) {
    const char = source[index]!;
    if (quoted) {
      if (char === '"' && source[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      record.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[index + 1] === '\n') index += 1;
      record.push(cell);
      records.push(record);
      record = [];
      cell = '';
    } else cell += char;
  }
  if (cell !== '' || record.length > 0) {
    record.push(cell);
    records.push(record);
  }
  return records.filter((row) => row.some((value) => value.trim() !== ''));
}

/** `One-Unit\nLimit` → `one unit limit`. */
function normalizedHeader(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

const COLUMN_NAMES = {
  program: ['program', 'loan program'],
  year: ['year', 'limit year', 'calendar year'],
  state: ['state', 'state code', 'state abbreviation', 'st'],
  countyName: ['county name', 'county'],
  countyFips: ['county fips', 'fips', 'fips code', 'county fips code'],
  fipsState: ['fips state code', 'state fips', 'state fips code'],
  fipsCounty: ['fips county code', 'county fips 3', 'county code'],
  units: [
    ['one unit limit', 'one unit', 'one family', 'one family limit', '1 unit'],
    ['two unit limit', 'two unit', 'two family', 'two family limit', '2 unit'],
    ['three unit limit', 'three unit', 'three family', 'three family limit', '3 unit'],
    ['four unit limit', 'four unit', 'four family', 'four family limit', '4 unit'],
  ],
} as const;

function columnIndex(header: readonly string[], names: readonly string[]): number {
  return header.findIndex((name) => names.includes(name));
}

/** "$832,750 " → 83_275_000 cents; undefined unless whole dollars. */
function dollarsToCents(text: string): number | undefined {
  const digits = text.replace(/[$,\s]/g, '').replace(/\.00$/, '');
  return /^\d{1,9}$/.test(digits) ? Number(digits) * 100 : undefined;
}

/** What the command line says when the file does not. */
export interface CountyLimitsDefaults {
  program?: 'conforming' | 'fha';
  year?: number;
}

/**
 * Parses and checks a county limits file. Throws CountyLimitsFileError listing every bad row:
 * missing columns, a state that is not a two-letter code, limits that are not whole dollars or lie
 * outside the year's national floor and ceiling, and a county listed twice.
 */
export function parseCountyLimitsFile(
  text: string,
  defaults: CountyLimitsDefaults = {},
): ImportedCountyLimit[] {
  const records = parseCsv(text);
  // FHFA's and HUD's downloads may carry a title line above the header.
  const headerAt = records.findIndex(
    (record) => columnIndex(record.map(normalizedHeader), COLUMN_NAMES.units[0]) !== -1,
  );
  if (headerAt === -1 || headerAt > 10) {
    throw new CountyLimitsFileError([
      'no header row with a one-unit limit column (e.g. "One-Unit Limit") in the first lines',
    ]);
  }
  const header = records[headerAt]!.map(normalizedHeader);
  const at = {
    program: columnIndex(header, COLUMN_NAMES.program),
    year: columnIndex(header, COLUMN_NAMES.year),
    state: columnIndex(header, COLUMN_NAMES.state),
    countyName: columnIndex(header, COLUMN_NAMES.countyName),
    countyFips: columnIndex(header, COLUMN_NAMES.countyFips),
    fipsState: columnIndex(header, COLUMN_NAMES.fipsState),
    fipsCounty: columnIndex(header, COLUMN_NAMES.fipsCounty),
    units: COLUMN_NAMES.units.map((names) => columnIndex(header, names)),
  };
  const missing = [
    at.state === -1 ? 'State' : undefined,
    at.countyName === -1 ? 'County Name' : undefined,
    at.units[0] === -1 ? '1-unit limit' : undefined,
    at.program === -1 && defaults.program === undefined ? 'program (or --program)' : undefined,
    at.year === -1 && defaults.year === undefined ? 'year (or --year)' : undefined,
  ].filter((name) => name !== undefined);
  if (missing.length > 0) {
    throw new CountyLimitsFileError([`the header has no column for: ${missing.join(', ')}`]);
  }

  const problems: string[] = [];
  const rows: ImportedCountyLimit[] = [];
  const seen = new Map<string, number>();
  records.slice(headerAt + 1).forEach((record, offset) => {
    const line = `row ${offset + 1}`;
    const cell = (index: number) => (index === -1 ? '' : (record[index] ?? '').trim());
    const programText = (cell(at.program) || defaults.program || '').toLowerCase();
    const program = programText === 'conforming' || programText === 'fha' ? programText : undefined;
    const yearText = cell(at.year) || String(defaults.year ?? '');
    const year = /^\d{4}$/.test(yearText) ? Number(yearText) : undefined;
    const stateCode = cell(at.state).toUpperCase();
    const countyName = cell(at.countyName);
    let countyFips: string | undefined = cell(at.countyFips) || undefined;
    if (countyFips === undefined && at.fipsState !== -1 && at.fipsCounty !== -1) {
      const state = cell(at.fipsState);
      const county = cell(at.fipsCounty);
      if (/^\d{1,2}$/.test(state) && /^\d{1,3}$/.test(county)) {
        countyFips = `${state.padStart(2, '0')}${county.padStart(3, '0')}`;
      }
    }
    // A column the file does not have is null; a cell of a column it has must hold an amount.
    const cents = at.units.map((index) => (index === -1 ? null : dollarsToCents(cell(index))));
    const rowProblems: string[] = [];
    if (program === undefined)
      rowProblems.push(`program must be conforming or fha, got "${programText}"`);
    if (year === undefined) rowProblems.push(`year must be 4 digits, got "${yearText}"`);
    cents.forEach((value, unit) => {
      if (value === undefined) {
        rowProblems.push(
          `the ${unit + 1}-unit limit must be whole dollars, got "${cell(at.units[unit]!)}"`,
        );
      }
    });
    if (rowProblems.length === 0) {
      const row: CountyLoanLimit = {
        program: program!,
        year: year!,
        stateCode,
        countyName,
        limitsCents: cents as unknown as CountyPerUnitCents,
        ...(countyFips === undefined ? {} : { countyFips }),
      };
      rowProblems.push(...countyLoanLimitProblems(row));
      if (rowProblems.length === 0) {
        const countyId = countyKey(countyName, stateCode);
        const key = `${countyId}/${year}/${program}`;
        const first = seen.get(key);
        if (first !== undefined) {
          rowProblems.push(`${countyName}, ${stateCode} is listed twice (first at row ${first})`);
        } else {
          seen.set(key, offset + 1);
          rows.push({ ...row, countyId });
        }
      }
    }
    problems.push(
      ...rowProblems.map(
        (problem) => `${line} (${countyName || '?'}, ${stateCode || '?'}): ${problem}`,
      ),
    );
  });
  if (records.length <= headerAt + 1) problems.push('the file has no county rows');
  if (problems.length > 0) throw new CountyLimitsFileError(problems);
  return rows;
}
