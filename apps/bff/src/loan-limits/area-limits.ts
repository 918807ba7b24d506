// The loan limits of one place, for every program the catalogue prices, and the sentence that
// tells a visitor which limit applied. Pure: the county's rows come in as values.
import {
  formatUsd,
  LOAN_LIMIT_SPECIAL_AREAS,
  loanLimitFor,
  type CountyLoanLimit,
  type LoanLimit,
} from '@lender/mortgage-math';

/** A county list stored for the year: where its rows came from (an import replaces a program's whole year). */
export interface CountyList {
  source: string;
}

/** The county lists stored for the year, by program; a program without one has only the national figures. */
export type CountyLists = Partial<Record<'conforming' | 'fha', CountyList>>;

/** Where a loan is made, as far as loan limits go. */
export interface LoanLimitArea {
  /** Calendar year of the loan (the server's today). */
  year: number;
  stateCode?: string;
  /** The ZIP code's county, when the place data knows it. */
  county?: { id: string; name: string };
  /** The county's imported rows for the year; empty when none were imported (the national figures apply). */
  countyLimits: readonly CountyLoanLimit[];
  /** The lists stored for the year, whether or not they have a row for this county. */
  countyLists: CountyLists;
}

/** The limit of each program for a single-family home in an area (VA: full entitlement). */
export interface ProgramLoanLimits {
  conforming: LoanLimit;
  fha: LoanLimit;
  va: LoanLimit;
}

/** An area known only by its year: the national baseline and floor apply (the rate list has no ZIP code). */
export function nationalArea(year: number, countyLists: CountyLists = {}): LoanLimitArea {
  return { year, countyLimits: [], countyLists };
}

/** Each program's limit in the area, for one unit. */
export function programLoanLimits(area: LoanLimitArea): ProgramLoanLimits {
  const base = {
    year: area.year,
    units: 1 as const,
    ...(area.stateCode === undefined ? {} : { stateCode: area.stateCode }),
    countyLimits: area.countyLimits,
  };
  return {
    conforming: loanLimitFor({ ...base, program: 'conforming' }),
    fha: loanLimitFor({ ...base, program: 'fha' }),
    va: loanLimitFor({ ...base, program: 'va' }),
  };
}

/** Connecticut's counties before its planning regions replaced them in 2022 (GeoNames files a few ZIP codes under them still). */
const CONNECTICUT_COUNTIES = new Set([
  'Fairfield',
  'Hartford',
  'Litchfield',
  'Middlesex',
  'New Haven',
  'New London',
  'Tolland',
  'Windham',
]);

/** "Wayne County, MI", "Orleans Parish, LA", "Anchorage Municipality, AK", "Naugatuck Valley Planning Region, CT", or the state alone. */
export function areaName(area: LoanLimitArea): string {
  const state = area.stateCode ?? '';
  if (area.county === undefined) return state === '' ? 'your area' : state;
  // GeoNames writes Alaska's census areas "Nome (CA)".
  const name = area.county.name.replace(/ ?\(CA\)$/, ' Census Area');
  const hasKind = /\b(county|parish|borough|municipality|census area|city|region)\b/i.test(name);
  const kind =
    state === 'LA'
      ? ' Parish'
      : state === 'AK'
        ? '' // boroughs and census areas: GeoNames leaves out which
        : state === 'CT' && !CONNECTICUT_COUNTIES.has(name)
          ? ' Planning Region'
          : ' County';
  return `${hasKind ? name : `${name}${kind}`}${state === '' ? '' : `, ${state}`}`;
}

const PROGRAM_LABEL = { conforming: 'conforming', fha: 'FHA', va: 'VA' } as const;

/** Who sets each program's county limits. */
const AGENCY = { conforming: 'FHFA', fha: 'HUD' } as const;

/**
 * The sentence an assumption list shows: which limit applied, how much, and exactly which data it
 * comes from: the county's row in a stored list (its source and year), or a national figure and
 * why (the list sets no higher limit for the county, the county is unknown, no list is stored).
 */
export function loanLimitSentence(limit: LoanLimit, area: LoanLimitArea): string {
  if (limit.limitCents === null) {
    return 'VA loans have no loan limit for borrowers with full entitlement (Blue Water Navy Vietnam Veterans Act of 2019).';
  }
  const label = PROGRAM_LABEL[limit.program];
  const limitProgram = limit.program === 'fha' ? 'fha' : 'conforming';
  const agency = AGENCY[limitProgram];
  const known = area.county !== undefined || area.stateCode !== undefined;
  const where = known ? areaName(area) : '';
  const amount = formatUsd(limit.limitCents, { wholeDollars: true });
  if (limit.basis === 'county') {
    return `The ${limit.year} ${label} loan limit for a single-family home in ${where} is ${amount}: ${agency}'s ${limit.year} limit for the county (source: ${limit.source.name}).`;
  }
  const usedFor = known ? ` used for ${where}` : ' assumed';
  const national =
    limit.basis === 'fhaFloor'
      ? "HUD's national floor for a single-family home, the lowest FHA limit of any county"
      : limit.basis === 'specialAreaBaseline'
        ? `FHFA's baseline for a single-family home in ${LOAN_LIMIT_SPECIAL_AREAS.join(', ')}`
        : "FHFA's national baseline for a single-family home";
  const higher =
    limitProgram === 'fha' ? 'many counties allow more' : 'high-cost counties allow more';
  const list = area.countyLists[limitProgram];
  const why = !known
    ? `for no particular county; ${higher}`
    : list === undefined
      ? limitProgram === 'fha'
        ? `HUD's county limits are not loaded, so the floor is used in every county; ${higher}`
        : `no county limit has been imported; ${higher}`
      : area.county === undefined
        ? `the ZIP code's county is not in our place data, so ${agency}'s ${limit.year} county limits could not be applied; ${higher}`
        : `${agency}'s ${limit.year} county limits set no higher limit for this county; source: ${list.source}`;
  const stale =
    limit.editionYear < limit.year
      ? ` These are the ${limit.editionYear} national figures; the ${limit.year} ones are not loaded yet.`
      : '';
  return `The ${limit.year} ${label} loan limit${usedFor} is ${amount}, ${national} (${why}).${stale}`;
}
