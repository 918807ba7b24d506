import { loanLimitFor, type CountyLoanLimit } from '@lender/mortgage-math';
import { describe, expect, it } from 'vitest';
import {
  areaName,
  loanLimitSentence,
  nationalArea,
  programLoanLimits,
  type LoanLimitArea,
} from './area-limits.ts';

const FHFA_2026 = 'FHFA, Conforming Loan Limit Values for 2026, county list of November 2025';
const SHIPPED = { conforming: { source: FHFA_2026 } };

const county = (id: string, name: string) => ({ id: `county:${id}`, name });

describe('areaName', () => {
  it.each([
    ['MI', county('wayne-mi', 'Wayne'), 'Wayne County, MI'],
    ['LA', county('orleans-la', 'Orleans'), 'Orleans Parish, LA'],
    ['AK', county('anchorage-ak', 'Anchorage Municipality'), 'Anchorage Municipality, AK'],
    ['AK', county('nome-ak', 'Nome (CA)'), 'Nome Census Area, AK'],
    ['AK', county('denali-ak', 'Denali'), 'Denali, AK'],
    ['VA', county('richmond-city-va', 'City of Richmond'), 'City of Richmond, VA'],
    [
      'CT',
      county('naugatuck-valley-ct', 'Naugatuck Valley'),
      'Naugatuck Valley Planning Region, CT',
    ],
    ['CT', county('capitol-ct', 'Capitol Region'), 'Capitol Region, CT'],
    ['CT', county('fairfield-ct', 'Fairfield'), 'Fairfield County, CT'],
    [
      'CA',
      county('san-francisco-ca', 'City and County of San Francisco'),
      'City and County of San Francisco, CA',
    ],
  ])('%s %o → %s', (stateCode, place, name) => {
    expect(
      areaName({ year: 2026, stateCode, county: place, countyLimits: [], countyLists: {} }),
    ).toBe(name);
  });

  it('names the state alone without a county', () => {
    expect(areaName({ ...nationalArea(2026), stateCode: 'MI' })).toBe('MI');
  });
});

/** The sentence for each program of an area. */
function sentences(area: LoanLimitArea) {
  const limits = programLoanLimits(area);
  return {
    conforming: loanLimitSentence(limits.conforming, area),
    fha: loanLimitSentence(limits.fha, area),
  };
}

describe('loanLimitSentence says exactly which data applies', () => {
  const losAngeles: CountyLoanLimit = {
    program: 'conforming',
    year: 2026,
    stateCode: 'CA',
    countyName: 'Los Angeles',
    limitsCents: [1_249_125_00, null, null, null],
    source: FHFA_2026,
  };

  it('a county in the list: its limit, the agency, the year and the source; FHA at the floor because HUD’s list is not loaded', () => {
    expect(
      sentences({
        year: 2026,
        stateCode: 'CA',
        county: county('los-angeles-ca', 'Los Angeles'),
        countyLimits: [losAngeles],
        countyLists: SHIPPED,
      }),
    ).toEqual({
      conforming: `The 2026 conforming loan limit for a single-family home in Los Angeles County, CA is $1,249,125: FHFA's 2026 limit for the county (source: ${FHFA_2026}).`,
      fha: "The 2026 FHA loan limit used for Los Angeles County, CA is $541,287, HUD's national floor for a single-family home, the lowest FHA limit of any county (HUD's county limits are not loaded, so the floor is used in every county; many counties allow more).",
    });
  });

  it('a county the list sets no higher limit for: the baseline, by the list’s say-so', () => {
    expect(
      sentences({
        year: 2026,
        stateCode: 'MI',
        county: county('wayne-mi', 'Wayne'),
        countyLimits: [],
        countyLists: SHIPPED,
      }).conforming,
    ).toBe(
      `The 2026 conforming loan limit used for Wayne County, MI is $832,750, FHFA's national baseline for a single-family home (FHFA's 2026 county limits set no higher limit for this county; source: ${FHFA_2026}).`,
    );
  });

  it('a ZIP code whose county the place data does not know: the baseline, and why', () => {
    expect(
      sentences({ year: 2026, stateCode: 'CA', countyLimits: [], countyLists: SHIPPED }).conforming,
    ).toBe(
      "The 2026 conforming loan limit used for CA is $832,750, FHFA's national baseline for a single-family home (the ZIP code's county is not in our place data, so FHFA's 2026 county limits could not be applied; high-cost counties allow more).",
    );
  });

  it('no list stored for the year: says none was imported', () => {
    expect(
      sentences({
        year: 2026,
        stateCode: 'MI',
        county: county('wayne-mi', 'Wayne'),
        countyLimits: [],
        countyLists: {},
      }).conforming,
    ).toBe(
      "The 2026 conforming loan limit used for Wayne County, MI is $832,750, FHFA's national baseline for a single-family home (no county limit has been imported; high-cost counties allow more).",
    );
  });

  it('an FHA county list when one is imported, and its floor for a county it has no row for', () => {
    const lists = { ...SHIPPED, fha: { source: 'hud-2026.csv' } };
    const wayne = sentences({
      year: 2026,
      stateCode: 'MI',
      county: county('wayne-mi', 'Wayne'),
      countyLimits: [],
      countyLists: lists,
    });
    expect(wayne.fha).toBe(
      "The 2026 FHA loan limit used for Wayne County, MI is $541,287, HUD's national floor for a single-family home, the lowest FHA limit of any county (HUD's 2026 county limits set no higher limit for this county; source: hud-2026.csv).",
    );
    const la = sentences({
      year: 2026,
      stateCode: 'CA',
      county: county('los-angeles-ca', 'Los Angeles'),
      countyLimits: [
        losAngeles,
        {
          ...losAngeles,
          program: 'fha',
          limitsCents: [1_209_750_00, null, null, null],
          source: 'hud-2026.csv',
        },
      ],
      countyLists: lists,
    });
    expect(la.fha).toBe(
      "The 2026 FHA loan limit for a single-family home in Los Angeles County, CA is $1,209,750: HUD's 2026 limit for the county (source: hud-2026.csv).",
    );
  });

  it('without a place (the rate list): the national figures, for no particular county', () => {
    expect(sentences(nationalArea(2026, SHIPPED))).toEqual({
      conforming:
        "The 2026 conforming loan limit assumed is $832,750, FHFA's national baseline for a single-family home (for no particular county; high-cost counties allow more).",
      fha: "The 2026 FHA loan limit assumed is $541,287, HUD's national floor for a single-family home, the lowest FHA limit of any county (for no particular county; many counties allow more).",
    });
  });

  it('says the national figures are last year’s when this year’s are not in the package yet', () => {
    expect(sentences(nationalArea(2027)).conforming).toBe(
      "The 2027 conforming loan limit assumed is $832,750, FHFA's national baseline for a single-family home (for no particular county; high-cost counties allow more). These are the 2026 national figures; the 2027 ones are not loaded yet.",
    );
  });

  it('names the special-area baseline and VA’s rule', () => {
    const area = { ...nationalArea(2026, SHIPPED), stateCode: 'GU' };
    expect(sentences(area).conforming).toBe(
      "The 2026 conforming loan limit used for GU is $1,249,125, FHFA's baseline for a single-family home in AK, HI, GU, VI (the ZIP code's county is not in our place data, so FHFA's 2026 county limits could not be applied; high-cost counties allow more).",
    );
    expect(loanLimitSentence(loanLimitFor({ program: 'va', year: 2026 }), area)).toMatch(
      /^VA loans have no loan limit/,
    );
  });
});
