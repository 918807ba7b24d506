// Loan limits by program (issue 23, "Loan limits"): conforming loans up to the county's FHFA limit,
// FHA loans up to the county's HUD limit, VA loans without a limit for a borrower with full
// entitlement. The year's national figures are dated data with their sources; county limits are
// data the caller passes in (the server imports FHFA's and HUD's county files), and where a county
// has none the national baseline (conforming) or floor (FHA) applies: the lowest limit any county
// of the area has, so a missing county file can refuse a loan a county would allow, never the reverse.
import { assertWholeCents } from './money.ts';

/** The programs with a loan limit. Jumbo is not a program here: it is a conforming-sized loan above the limit. */
export type LoanLimitProgram = 'conforming' | 'fha' | 'va';

/** Units in the property: 1 (single family) to 4. */
export type PropertyUnits = 1 | 2 | 3 | 4;

/** One amount per number of units, [1 unit, 2 units, 3 units, 4 units], in cents. */
export type PerUnitCents = readonly [number, number, number, number];

/**
 * A county's limits for 1 to 4 units, in cents. Two to four may be null: a file of one-unit limits
 * only (FHFA's list of the counties above the baseline) says nothing about them, and where a
 * county has no amount for a property's units the national figure applies, as for a county
 * without a row.
 */
export type CountyPerUnitCents = readonly [number, number | null, number | null, number | null];

/**
 * Alaska, Hawaii, Guam and the U.S. Virgin Islands: by statute (HERA; 12 U.S.C. 1717(b)(2)) their
 * conforming baseline is 150 % of the national one, and their ceiling 150 % of that.
 */
export const LOAN_LIMIT_SPECIAL_AREAS = ['AK', 'HI', 'GU', 'VI'] as const;

/** A year's national loan limits, with where each figure comes from. */
export interface LoanLimitEdition {
  year: number;
  /** The first day the limits apply (loans delivered / FHA case numbers assigned from this day). */
  effectiveFrom: string;
  conforming: {
    baselineCents: PerUnitCents;
    ceilingCents: PerUnitCents;
    specialAreaBaselineCents: PerUnitCents;
    specialAreaCeilingCents: PerUnitCents;
    source: string;
    url: string;
  };
  fha: {
    floorCents: PerUnitCents;
    ceilingCents: PerUnitCents;
    /** The highest limit in Alaska, Hawaii, Guam and the Virgin Islands (HUD's special exception areas). */
    specialAreaCeilingCents: PerUnitCents;
    source: string;
    url: string;
  };
}

const dollars = (values: readonly [number, number, number, number]): PerUnitCents => [
  values[0] * 100,
  values[1] * 100,
  values[2] * 100,
  values[3] * 100,
];

/**
 * 2026 limits.
 *
 * Conforming (FHFA news release of 2025-11-25, "FHFA Announces Conforming Loan Limit Values for
 * 2026"): baseline $832,750 for one unit (+3.26 %, the FHFA HPI change 2024Q3–2025Q3), ceiling
 * 150 % of it, $1,249,125; 2–4 units and the special areas as FHFA publishes them (150 % rounded
 * down to a multiple of $25: 2,402,625 × 1.5 = 3,603,937.50 → $3,603,925). Read in several
 * stored copies that agree (e.g. PHH correspondent announcement 2, December 2025; The Money Store,
 * financewonk.com).
 *
 * FHA (HUD Mortgagee Letter 2025-23, case numbers assigned 2026-01-01 to 2026-12-31): floor 65 %
 * of the conforming baseline, ceiling the conforming ceiling. HUD rounds the floor down: to the
 * dollar for one unit (65 % × $832,750 = $541,287.50 → $541,287, as in 2024: $498,257.50 →
 * $498,257) and to a multiple of $25 for two to four units (65 % × $1,066,250 = $693,062.50 →
 * $693,050). The published figures are stored; loan-limits.test.ts recomputes them by that rule.
 * Special exception areas: HUD publishes each county; their ceiling is taken as 150 % of the
 * national ceiling with the four-unit figure at the lower of the two values seen ($3,603,900),
 * used only to refuse an imported county limit above it.
 */
export const LOAN_LIMITS_2026: LoanLimitEdition = {
  year: 2026,
  effectiveFrom: '2026-01-01',
  conforming: {
    baselineCents: dollars([832_750, 1_066_250, 1_288_800, 1_601_750]),
    ceilingCents: dollars([1_249_125, 1_599_375, 1_933_200, 2_402_625]),
    specialAreaBaselineCents: dollars([1_249_125, 1_599_375, 1_933_200, 2_402_625]),
    specialAreaCeilingCents: dollars([1_873_675, 2_399_050, 2_899_800, 3_603_925]),
    source: 'FHFA, Conforming Loan Limit Values for 2026 (news release 2025-11-25)',
    url: 'https://www.fhfa.gov/data/conforming-loan-limit',
  },
  fha: {
    floorCents: dollars([541_287, 693_050, 837_700, 1_041_125]),
    ceilingCents: dollars([1_249_125, 1_599_375, 1_933_200, 2_402_625]),
    specialAreaCeilingCents: dollars([1_873_675, 2_399_050, 2_899_800, 3_603_900]),
    source: 'HUD Mortgagee Letter 2025-23, FHA forward mortgage limits for calendar year 2026',
    url: 'https://entp.hud.gov/idapp/html/hicostlook.cfm',
  },
};

/** Every edition the package knows, oldest first. Add next year's when FHFA and HUD announce it. */
export const LOAN_LIMIT_EDITIONS: readonly LoanLimitEdition[] = [LOAN_LIMITS_2026];

/**
 * VA: no loan limit for a borrower with full entitlement since 2020-01-01 (Blue Water Navy
 * Vietnam Veterans Act of 2019, Pub. L. 116-23, amending 38 U.S.C. 3703(a)(1)). With partial
 * entitlement (a VA loan still outstanding) the county's conforming limit caps the guaranty, so
 * a no-down-payment loan stays within it: that limit is applied.
 */
export const VA_LOAN_LIMIT_SOURCE = {
  source:
    'Blue Water Navy Vietnam Veterans Act of 2019 (Pub. L. 116-23), loans closed from 2020-01-01',
  url: 'https://www.benefits.va.gov/homeloans/purchaseco_loan_limits.asp',
} as const;

/** One county's limits for one program and year, as imported from FHFA's or HUD's county file. */
export interface CountyLoanLimit {
  program: 'conforming' | 'fha';
  year: number;
  /** USPS code of the county's state (or territory). */
  stateCode: string;
  countyName: string;
  /** Five-digit county FIPS code when the file gives one. */
  countyFips?: string;
  /** Whole-dollar limits in cents for 1, 2, 3 and 4 units (2–4: null when the file gives only 1). */
  limitsCents: CountyPerUnitCents;
  /** Where the row came from (the imported file). */
  source?: string;
}

/** The question: which limit applies to a program, a property size and a place, in a year. */
export interface LoanLimitInput {
  program: LoanLimitProgram;
  /** Calendar year of the loan; picks the edition (that year's, else the latest before it). */
  year: number;
  /** Default 1. */
  units?: PropertyUnits;
  /** State or territory of the property: the special areas have higher baselines. */
  stateCode?: string;
  /** The property's county rows (any programs and years); the one for this program and year applies. */
  countyLimits?: readonly CountyLoanLimit[];
  /** VA only: default 'full' (no limit). */
  vaEntitlement?: 'full' | 'partial';
}

/** Which limit applied, how much it is, and where it comes from. */
export interface LoanLimit {
  program: LoanLimitProgram;
  units: PropertyUnits;
  /** The year asked about. */
  year: number;
  /** The edition of national figures used (the latest one not after `year`). */
  editionYear: number;
  /** The limit in cents; null when there is none (VA, full entitlement). */
  limitCents: number | null;
  basis: 'county' | 'conformingBaseline' | 'specialAreaBaseline' | 'fhaFloor' | 'noLimit';
  /** The conforming baseline for these units in this area: a conforming loan above it and within the limit is "high balance". */
  conformingBaselineCents: number;
  /** The county whose row applied, when one did. */
  county?: { name: string; stateCode: string; fips?: string };
  source: { name: string; url: string };
}

/** The limit and whether a loan fits it. */
export interface LoanLimitCheck extends LoanLimit {
  loanAmountCents: number;
  withinLimit: boolean;
  /** How far the loan is above the limit; 0 when within. */
  overLimitCents: number;
  /** A conforming-program loan above its limit: a jumbo loan. */
  jumbo: boolean;
  /** A conforming loan within the county limit but above the baseline (priced as high balance). */
  highBalance: boolean;
}

/** The edition for a year: that year's, else the latest before it. Throws before the first edition. */
export function loanLimitEdition(year: number): LoanLimitEdition {
  if (!Number.isSafeInteger(year) || year < 1 || year > 9999) {
    throw new RangeError(`year must be a whole year, got ${year}`);
  }
  const edition = LOAN_LIMIT_EDITIONS.findLast((candidate) => candidate.year <= year);
  if (edition === undefined) {
    throw new RangeError(
      `year must be ${LOAN_LIMIT_EDITIONS[0]?.year ?? 'a year with loan limits'} or later, got ${year}`,
    );
  }
  return edition;
}

function isSpecialArea(stateCode: string | undefined): boolean {
  return (
    stateCode !== undefined &&
    (LOAN_LIMIT_SPECIAL_AREAS as readonly string[]).includes(stateCode.toUpperCase())
  );
}

function checkUnits(units: number): asserts units is PropertyUnits {
  if (units !== 1 && units !== 2 && units !== 3 && units !== 4) {
    throw new RangeError(`units must be 1, 2, 3 or 4, got ${units}`);
  }
}

/**
 * What is wrong with a county row, if anything: each limit a positive whole number of dollars, and
 * when the package has the row's year, between that year's floor (conforming: baseline) and ceiling
 * for the row's state. An empty list means the row can be used. The importer refuses a file with
 * any problem, so a typing slip in a county file can never let an unlawful loan through.
 */
export function countyLoanLimitProblems(row: CountyLoanLimit): string[] {
  const problems: string[] = [];
  if (row.program !== 'conforming' && row.program !== 'fha') {
    problems.push(`program must be conforming or fha, got ${String(row.program)}`);
    return problems;
  }
  if (!Number.isSafeInteger(row.year) || row.year < 1 || row.year > 9999) {
    problems.push(`year must be a whole year, got ${row.year}`);
  }
  if (!/^[A-Z]{2}$/.test(row.stateCode)) {
    problems.push(`stateCode must be two capital letters, got ${row.stateCode}`);
  }
  if (row.countyName.trim() === '') problems.push('countyName must not be empty');
  if (row.countyFips !== undefined && !/^\d{5}$/.test(row.countyFips)) {
    problems.push(`countyFips must be 5 digits, got ${row.countyFips}`);
  }
  const edition = LOAN_LIMIT_EDITIONS.find((candidate) => candidate.year === row.year);
  const special = isSpecialArea(row.stateCode);
  row.limitsCents.forEach((limit, index) => {
    const name = `limitsCents[${index}] (${index + 1} unit${index === 0 ? '' : 's'})`;
    if (limit === null && index > 0) return;
    if (limit === null || !Number.isSafeInteger(limit) || limit <= 0 || limit % 100 !== 0) {
      problems.push(`${name} must be a positive whole number of dollars, got ${limit} cents`);
      return;
    }
    if (edition === undefined) return;
    const low =
      row.program === 'fha'
        ? edition.fha.floorCents[index]
        : special
          ? edition.conforming.specialAreaBaselineCents[index]
          : edition.conforming.baselineCents[index];
    const high =
      row.program === 'fha'
        ? special
          ? edition.fha.specialAreaCeilingCents[index]
          : edition.fha.ceilingCents[index]
        : special
          ? edition.conforming.specialAreaCeilingCents[index]
          : edition.conforming.ceilingCents[index];
    if (low !== undefined && limit < low) {
      problems.push(
        `${name} ${limit / 100} is below the ${row.year} ${row.program} minimum ${low / 100}`,
      );
    }
    if (high !== undefined && limit > high) {
      problems.push(
        `${name} ${limit / 100} is above the ${row.year} ${row.program} maximum ${high / 100}`,
      );
    }
  });
  if (row.limitsCents.length !== 4)
    problems.push('limitsCents must hold 4 amounts, for 1 to 4 units');
  return problems;
}

/** The county row for a program and year among the rows given; throws if they name two counties. */
function countyRow(
  rows: readonly CountyLoanLimit[] | undefined,
  program: 'conforming' | 'fha',
  year: number,
): CountyLoanLimit | undefined {
  const matches = (rows ?? []).filter((row) => row.program === program && row.year === year);
  if (matches.length > 1) {
    throw new RangeError(
      `countyLimits must hold one county's rows, but has ${matches.length} ${program} rows for ${year}`,
    );
  }
  const row = matches[0];
  if (row !== undefined) {
    const problems = countyLoanLimitProblems(row);
    if (problems.length > 0) throw new RangeError(`countyLimits: ${problems.join('; ')}`);
  }
  return row;
}

function countyOf(row: CountyLoanLimit): NonNullable<LoanLimit['county']> {
  return row.countyFips === undefined
    ? { name: row.countyName, stateCode: row.stateCode }
    : { name: row.countyName, stateCode: row.stateCode, fips: row.countyFips };
}

/** The loan limit of a program for a property: the county's when given, else the national baseline or floor (null for VA with full entitlement). */
export function loanLimitFor(input: LoanLimitInput): LoanLimit {
  const { program, year, units = 1, stateCode, countyLimits, vaEntitlement = 'full' } = input;
  checkUnits(units);
  if (program !== 'conforming' && program !== 'fha' && program !== 'va') {
    throw new RangeError(`program must be conforming, fha or va, got ${String(program)}`);
  }
  if (vaEntitlement !== 'full' && vaEntitlement !== 'partial') {
    throw new RangeError(`vaEntitlement must be full or partial, got ${String(vaEntitlement)}`);
  }
  if (stateCode !== undefined && !/^[A-Za-z]{2}$/.test(stateCode)) {
    throw new RangeError(`stateCode must be a two-letter code, got ${String(stateCode)}`);
  }
  const edition = loanLimitEdition(year);
  const index = units - 1;
  const special = isSpecialArea(stateCode);
  const conformingBaselineCents = (
    special ? edition.conforming.specialAreaBaselineCents : edition.conforming.baselineCents
  )[index] as number;
  const base = { program, units, year, editionYear: edition.year, conformingBaselineCents };

  if (program === 'va' && vaEntitlement === 'full') {
    return {
      ...base,
      limitCents: null,
      basis: 'noLimit',
      source: { name: VA_LOAN_LIMIT_SOURCE.source, url: VA_LOAN_LIMIT_SOURCE.url },
    };
  }
  const limitProgram = program === 'fha' ? 'fha' : 'conforming';
  const row = countyRow(countyLimits, limitProgram, year);
  const countyCents = row?.limitsCents[index] ?? null;
  // A row without an amount for these units (a one-unit file) leaves the national figure.
  if (row !== undefined && countyCents !== null) {
    if (stateCode !== undefined && row.stateCode !== stateCode.toUpperCase()) {
      throw new RangeError(
        `countyLimits row is for ${row.stateCode}, but stateCode is ${stateCode.toUpperCase()}`,
      );
    }
    return {
      ...base,
      limitCents: countyCents,
      basis: 'county',
      county: countyOf(row),
      source: {
        name:
          row.source ?? (limitProgram === 'fha' ? edition.fha.source : edition.conforming.source),
        url: limitProgram === 'fha' ? edition.fha.url : edition.conforming.url,
      },
    };
  }
  if (limitProgram === 'fha') {
    return {
      ...base,
      limitCents: edition.fha.floorCents[index] as number,
      basis: 'fhaFloor',
      source: { name: edition.fha.source, url: edition.fha.url },
    };
  }
  return {
    ...base,
    limitCents: conformingBaselineCents,
    basis: special ? 'specialAreaBaseline' : 'conformingBaseline',
    source: { name: edition.conforming.source, url: edition.conforming.url },
  };
}

/** Whether a loan fits its program's limit for the property (FHA: the base loan, before financed upfront MIP). */
export function checkLoanLimit(
  input: LoanLimitInput & { loanAmountCents: number },
): LoanLimitCheck {
  assertWholeCents(input.loanAmountCents, 'loanAmountCents', 0);
  const limit = loanLimitFor(input);
  const { loanAmountCents } = input;
  const withinLimit = limit.limitCents === null || loanAmountCents <= limit.limitCents;
  const overLimitCents =
    limit.limitCents === null ? 0 : Math.max(0, loanAmountCents - limit.limitCents);
  return {
    ...limit,
    loanAmountCents,
    withinLimit,
    overLimitCents,
    jumbo: limit.program === 'conforming' && !withinLimit,
    highBalance:
      limit.program === 'conforming' &&
      withinLimit &&
      loanAmountCents > limit.conformingBaselineCents,
  };
}
