import { loanLimitFor } from '@lender/mortgage-math';
import { describe, expect, it } from 'vitest';
import { areaName, loanLimitSentence, nationalArea, programLoanLimits } from './area-limits.ts';

describe('areaName', () => {
  it.each([
    [
      {
        year: 2026,
        stateCode: 'MI',
        county: { id: 'county:wayne-mi', name: 'Wayne' },
        countyLimits: [],
      },
      'Wayne County, MI',
    ],
    [
      {
        year: 2026,
        stateCode: 'LA',
        county: { id: 'county:orleans-la', name: 'Orleans' },
        countyLimits: [],
      },
      'Orleans Parish, LA',
    ],
    [
      {
        year: 2026,
        stateCode: 'AK',
        county: { id: 'county:anchorage-ak', name: 'Anchorage Municipality' },
        countyLimits: [],
      },
      'Anchorage Municipality, AK',
    ],
    [
      {
        year: 2026,
        stateCode: 'VA',
        county: { id: 'county:richmond-city-va', name: 'City of Richmond' },
        countyLimits: [],
      },
      'City of Richmond, VA',
    ],
    [{ year: 2026, stateCode: 'MI', countyLimits: [] }, 'MI'],
  ])('%o → %s', (area, name) => {
    expect(areaName(area)).toBe(name);
  });
});

describe('loanLimitSentence', () => {
  it('says the national figures are last year’s when this year’s are not in the package yet', () => {
    const area = nationalArea(2027);
    const limits = programLoanLimits(area);
    expect(loanLimitSentence(limits.conforming, area)).toBe(
      "The 2027 conforming loan limit assumed is $832,750, FHFA's national baseline for a single-family home (no county limit has been imported; high-cost counties allow more). These are the 2026 national figures; the 2027 ones are not loaded yet.",
    );
  });

  it('names the special-area baseline and VA’s rule', () => {
    const area = { year: 2026, stateCode: 'HI', countyLimits: [] };
    expect(loanLimitSentence(programLoanLimits(area).conforming, area)).toContain(
      "is $1,249,125, FHFA's baseline for a single-family home in AK, HI, GU, VI",
    );
    expect(loanLimitSentence(loanLimitFor({ program: 'va', year: 2026 }), area)).toMatch(
      /^VA loans have no loan limit/,
    );
  });
});
