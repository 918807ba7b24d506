import { describe, expect, it } from 'vitest';
import {
  LOAN_LIMITS_2026,
  checkLoanLimit,
  countyLoanLimitProblems,
  loanLimitEdition,
  loanLimitFor,
  type CountyLoanLimit,
} from './loan-limits.ts';

const dollars = (value: number) => value * 100;

// Los Angeles County, CA: at the 2026 ceiling for both programs (FHFA and HUD county files).
const LOS_ANGELES: CountyLoanLimit[] = [
  {
    program: 'conforming',
    year: 2026,
    stateCode: 'CA',
    countyName: 'Los Angeles',
    countyFips: '06037',
    limitsCents: [dollars(1_249_125), dollars(1_599_375), dollars(1_933_200), dollars(2_402_625)],
  },
  {
    program: 'fha',
    year: 2026,
    stateCode: 'CA',
    countyName: 'Los Angeles',
    countyFips: '06037',
    limitsCents: [dollars(1_249_125), dollars(1_599_375), dollars(1_933_200), dollars(2_402_625)],
  },
];

describe('the 2026 national limits', () => {
  it('has FHFA’s one-unit baseline and ceiling, and the ceiling is 150 % of the baseline', () => {
    expect(LOAN_LIMITS_2026.conforming.baselineCents[0]).toBe(dollars(832_750));
    expect(LOAN_LIMITS_2026.conforming.ceilingCents[0]).toBe(dollars(1_249_125));
    LOAN_LIMITS_2026.conforming.baselineCents.forEach((baseline, index) => {
      // FHFA: 150 %, rounded down to a multiple of $25.
      const ceiling = Math.floor(((baseline / 100) * 1.5) / 25) * 25 * 100;
      expect(LOAN_LIMITS_2026.conforming.ceilingCents[index]).toBe(ceiling);
      expect(LOAN_LIMITS_2026.conforming.specialAreaBaselineCents[index]).toBe(ceiling);
      expect(LOAN_LIMITS_2026.conforming.specialAreaCeilingCents[index]).toBe(
        Math.floor(((ceiling / 100) * 1.5) / 25) * 25 * 100,
      );
    });
  });

  it('has HUD’s FHA floor: 65 % of the baseline, $541,287.50 rounded down to $541,287 for one unit, to $25 for more', () => {
    const [one, ...more] = LOAN_LIMITS_2026.conforming.baselineCents;
    expect((one! / 100) * 0.65).toBe(541_287.5);
    expect(LOAN_LIMITS_2026.fha.floorCents[0]).toBe(dollars(Math.floor((one! / 100) * 0.65)));
    more.forEach((baseline, index) => {
      expect(LOAN_LIMITS_2026.fha.floorCents[index + 1]).toBe(
        dollars(Math.floor(((baseline / 100) * 0.65) / 25) * 25),
      );
    });
    expect(LOAN_LIMITS_2026.fha.floorCents).toEqual(
      [541_287, 693_050, 837_700, 1_041_125].map(dollars),
    );
    expect(LOAN_LIMITS_2026.fha.ceilingCents).toEqual(LOAN_LIMITS_2026.conforming.ceilingCents);
  });

  it('uses the latest edition for a later year and refuses a year before the first', () => {
    expect(loanLimitEdition(2026).year).toBe(2026);
    expect(loanLimitEdition(2027).year).toBe(2026);
    expect(() => loanLimitEdition(2025)).toThrow(/year must be 2026 or later/);
  });
});

describe('loanLimitFor: one test per program', () => {
  it.each([
    // program, units, state, county rows → limit, basis
    ['conforming', 1, 'MI', undefined, 832_750, 'conformingBaseline'],
    ['conforming', 4, 'MI', undefined, 1_601_750, 'conformingBaseline'],
    ['conforming', 1, 'HI', undefined, 1_249_125, 'specialAreaBaseline'],
    ['conforming', 1, 'CA', LOS_ANGELES, 1_249_125, 'county'],
    ['conforming', 2, 'CA', LOS_ANGELES, 1_599_375, 'county'],
    ['fha', 1, 'MI', undefined, 541_287, 'fhaFloor'],
    ['fha', 3, 'MI', undefined, 837_700, 'fhaFloor'],
    ['fha', 1, 'HI', undefined, 541_287, 'fhaFloor'],
    ['fha', 1, 'CA', LOS_ANGELES, 1_249_125, 'county'],
  ] as const)(
    '%s, %i unit(s) in %s → $%i (%s)',
    (program, units, stateCode, countyLimits, limit, basis) => {
      const result = loanLimitFor({ program, units, stateCode, year: 2026, countyLimits });
      expect(result.limitCents).toBe(dollars(limit));
      expect(result.basis).toBe(basis);
      expect(result.editionYear).toBe(2026);
      expect(result.source.url).toMatch(/^https:\/\//);
      if (basis === 'county')
        expect(result.county).toEqual({ name: 'Los Angeles', stateCode: 'CA', fips: '06037' });
    },
  );

  it('VA: no limit with full entitlement (the default); the county conforming limit with partial entitlement', () => {
    expect(loanLimitFor({ program: 'va', year: 2026 })).toMatchObject({
      limitCents: null,
      basis: 'noLimit',
    });
    expect(
      loanLimitFor({
        program: 'va',
        year: 2026,
        stateCode: 'CA',
        countyLimits: LOS_ANGELES,
        vaEntitlement: 'partial',
      }),
    ).toMatchObject({ limitCents: dollars(1_249_125), basis: 'county' });
    expect(
      checkLoanLimit({ program: 'va', year: 2026, loanAmountCents: dollars(3_000_000) }),
    ).toMatchObject({ withinLimit: true, overLimitCents: 0, jumbo: false });
  });
});

describe('checkLoanLimit', () => {
  it('the issue-23 case: an FHA loan of $827,142 in Wayne County, MI is above the FHA limit', () => {
    const result = checkLoanLimit({
      program: 'fha',
      year: 2026,
      stateCode: 'MI',
      loanAmountCents: dollars(827_142),
    });
    expect(result).toMatchObject({
      limitCents: dollars(541_287),
      withinLimit: false,
      overLimitCents: dollars(827_142 - 541_287),
      jumbo: false,
    });
  });

  it.each([
    // loan, county rows → within, jumbo, high balance
    [832_750, undefined, true, false, false],
    [832_751, undefined, false, true, false],
    [1_000_000, LOS_ANGELES, true, false, true],
    [1_249_125, LOS_ANGELES, true, false, true],
    [1_249_126, LOS_ANGELES, false, true, false],
  ] as const)(
    'conforming $%i: within %s, jumbo %s, high balance %s',
    (loan, countyLimits, within, jumbo, highBalance) => {
      const result = checkLoanLimit({
        program: 'conforming',
        year: 2026,
        stateCode: 'CA',
        countyLimits,
        loanAmountCents: dollars(loan),
      });
      expect([result.withinLimit, result.jumbo, result.highBalance]).toEqual([
        within,
        jumbo,
        highBalance,
      ]);
    },
  );

  it('FHA is measured at the limit itself: $541,287 fits, a cent more does not', () => {
    expect(
      checkLoanLimit({ program: 'fha', year: 2026, loanAmountCents: dollars(541_287) }).withinLimit,
    ).toBe(true);
    expect(
      checkLoanLimit({ program: 'fha', year: 2026, loanAmountCents: dollars(541_287) + 1 })
        .withinLimit,
    ).toBe(false);
  });
});

describe('county rows', () => {
  it('accepts the FHFA and HUD rows of a real county', () => {
    for (const row of LOS_ANGELES) expect(countyLoanLimitProblems(row)).toEqual([]);
  });

  it.each([
    [
      'a limit above the ceiling',
      {
        limitsCents: [
          dollars(12_491_250),
          dollars(1_599_375),
          dollars(1_933_200),
          dollars(2_402_625),
        ],
      },
      /above the 2026 conforming maximum/,
    ],
    [
      'a conforming limit below the baseline',
      {
        limitsCents: [dollars(800_000), dollars(1_066_250), dollars(1_288_800), dollars(1_601_750)],
      },
      /below the 2026 conforming minimum/,
    ],
    [
      'cents in a limit',
      {
        limitsCents: [
          dollars(900_000) + 50,
          dollars(1_066_250),
          dollars(1_288_800),
          dollars(1_601_750),
        ],
      },
      /whole number of dollars/,
    ],
    ['a bad FIPS code', { countyFips: '6037' }, /countyFips must be 5 digits/],
    ['a lower-case state', { stateCode: 'ca' }, /stateCode must be two capital letters/],
  ])('refuses %s', (_what, change, message) => {
    const row = { ...LOS_ANGELES[0]!, ...change } as CountyLoanLimit;
    expect(countyLoanLimitProblems(row).join('; ')).toMatch(message);
    expect(() => loanLimitFor({ program: 'conforming', year: 2026, countyLimits: [row] })).toThrow(
      RangeError,
    );
  });

  it('checks only positivity for a year the package has no national figures for', () => {
    const row = {
      ...LOS_ANGELES[0]!,
      year: 2027,
      limitsCents: [
        dollars(1_300_000),
        dollars(1_600_000),
        dollars(2_000_000),
        dollars(2_500_000),
      ] as const,
    };
    expect(countyLoanLimitProblems(row)).toEqual([]);
    expect(loanLimitFor({ program: 'conforming', year: 2027, countyLimits: [row] })).toMatchObject({
      limitCents: dollars(1_300_000),
      basis: 'county',
      editionYear: 2026,
    });
    // A 2026 row does not apply to 2027: the baseline does.
    expect(
      loanLimitFor({ program: 'conforming', year: 2027, countyLimits: LOS_ANGELES }).basis,
    ).toBe('conformingBaseline');
  });

  it('refuses rows of two counties for one program and year, and a row of another state', () => {
    const other = { ...LOS_ANGELES[0]!, countyName: 'Orange', countyFips: '06059' };
    expect(() =>
      loanLimitFor({ program: 'conforming', year: 2026, countyLimits: [LOS_ANGELES[0]!, other] }),
    ).toThrow(/one county/);
    expect(() =>
      loanLimitFor({
        program: 'conforming',
        year: 2026,
        stateCode: 'NV',
        countyLimits: LOS_ANGELES,
      }),
    ).toThrow(/is for CA/);
  });

  it('reads a one-unit row (FHFA’s list of counties above the baseline): 2–4 units keep the national figure', () => {
    // San Diego County, CA: $1,104,000 for one unit in FHFA's 2026 list, which gives no other.
    const sanDiego: CountyLoanLimit = {
      program: 'conforming',
      year: 2026,
      stateCode: 'CA',
      countyName: 'San Diego',
      limitsCents: [dollars(1_104_000), null, null, null],
      source: 'FHFA 2026',
    };
    expect(countyLoanLimitProblems(sanDiego)).toEqual([]);
    expect(
      loanLimitFor({ program: 'conforming', year: 2026, countyLimits: [sanDiego] }),
    ).toMatchObject({
      limitCents: dollars(1_104_000),
      basis: 'county',
      county: { name: 'San Diego', stateCode: 'CA' },
      source: { name: 'FHFA 2026' },
    });
    expect(
      loanLimitFor({ program: 'conforming', year: 2026, units: 2, countyLimits: [sanDiego] }),
    ).toMatchObject({ limitCents: dollars(1_066_250), basis: 'conformingBaseline' });
    // The one-unit amount is never optional.
    expect(
      countyLoanLimitProblems({ ...sanDiego, limitsCents: [null, null, null, null] } as never),
    ).toEqual([expect.stringMatching(/limitsCents\[0\] \(1 unit\) must be a positive whole/)]);
  });

  it.each([
    [{ units: 5 }, /units must be 1, 2, 3 or 4/],
    [{ program: 'jumbo' }, /program must be conforming, fha or va/],
    [{ stateCode: 'Michigan' }, /stateCode must be a two-letter code/],
    [{ year: 2026.5 }, /year must be a whole year/],
  ])('refuses %o with a RangeError naming the field', (change, message) => {
    expect(() => loanLimitFor({ program: 'conforming', year: 2026, ...change } as never)).toThrow(
      message,
    );
  });
});
