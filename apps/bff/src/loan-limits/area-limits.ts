// The loan limits of one place, for every program the catalogue prices, and the sentence that
// tells a visitor which limit applied. Pure: the county's rows come in as values.
import {
  formatUsd,
  LOAN_LIMIT_SPECIAL_AREAS,
  loanLimitFor,
  type CountyLoanLimit,
  type LoanLimit,
} from '@lender/mortgage-math';

/** Where a loan is made, as far as loan limits go. */
export interface LoanLimitArea {
  /** Calendar year of the loan (the server's today). */
  year: number;
  stateCode?: string;
  /** The ZIP code's county, when the place data knows it. */
  county?: { id: string; name: string };
  /** The county's imported rows for the year; empty when none were imported (the national figures apply). */
  countyLimits: readonly CountyLoanLimit[];
}

/** The limit of each program for a single-family home in an area (VA: full entitlement). */
export interface ProgramLoanLimits {
  conforming: LoanLimit;
  fha: LoanLimit;
  va: LoanLimit;
}

/** An area known only by its year: the national baseline and floor apply (the rate list has no ZIP code). */
export function nationalArea(year: number): LoanLimitArea {
  return { year, countyLimits: [] };
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

/** "Wayne County, MI", "Orleans Parish, LA", "Anchorage Municipality, AK", or the state alone. */
export function areaName(area: LoanLimitArea): string {
  const state = area.stateCode ?? '';
  if (area.county === undefined) return state === '' ? 'your area' : state;
  const { name } = area.county;
  const hasKind = /\b(county|parish|borough|municipality|census area|city)\b/i.test(name);
  const kind = state === 'LA' ? 'Parish' : 'County';
  return `${hasKind ? name : `${name} ${kind}`}${state === '' ? '' : `, ${state}`}`;
}

const PROGRAM_LABEL = { conforming: 'conforming', fha: 'FHA', va: 'VA' } as const;

/** The sentence an assumption list shows: which limit applied, how much, and where it comes from. */
export function loanLimitSentence(limit: LoanLimit, area: LoanLimitArea): string {
  if (limit.limitCents === null) {
    return 'VA loans have no loan limit for borrowers with full entitlement (Blue Water Navy Vietnam Veterans Act of 2019).';
  }
  const label = PROGRAM_LABEL[limit.program];
  const known = area.county !== undefined || area.stateCode !== undefined;
  const where = known ? areaName(area) : '';
  const usedFor = known ? ` used for ${where}` : ' assumed';
  const amount = formatUsd(limit.limitCents, { wholeDollars: true });
  const stale =
    limit.editionYear < limit.year
      ? ` These are the ${limit.editionYear} national figures; the ${limit.year} ones are not loaded yet.`
      : '';
  switch (limit.basis) {
    case 'county':
      return `The ${limit.year} ${label} loan limit for a single-family home in ${where} is ${amount} (${limit.source.name}).${stale}`;
    case 'fhaFloor':
      return `The ${limit.year} FHA loan limit${usedFor} is ${amount}, HUD's national floor for a single-family home: the lowest FHA limit of any county (no county limit has been imported).${stale}`;
    case 'specialAreaBaseline':
      return `The ${limit.year} conforming loan limit${usedFor} is ${amount}, FHFA's baseline for a single-family home in ${LOAN_LIMIT_SPECIAL_AREAS.join(', ')} (no county limit has been imported).${stale}`;
    default:
      return `The ${limit.year} conforming loan limit${usedFor} is ${amount}, FHFA's national baseline for a single-family home (no county limit has been imported; high-cost counties allow more).${stale}`;
  }
}
