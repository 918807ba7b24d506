import { describe, expect, it } from 'vitest';
import { nationalArea, programLoanLimits } from '../loan-limits/area-limits.ts';
import { DEMO_RATE_SHEET } from '../seed/demo-rate-sheet.ts';
import { PRODUCT_CATALOG } from './product-catalog.ts';
import { ineligibility, LENDER_FEES_CENTS, priceLoan, type LoanFacts } from './pricing.ts';

// 2026 national figures: conforming $832,750, FHA $541,287 (no county file imported).
const NATIONAL = programLoanLimits(nationalArea(2026));
// Los Angeles County, CA, 2026: both programs at the $1,249,125 ceiling.
const LOS_ANGELES = programLoanLimits({
  year: 2026,
  stateCode: 'CA',
  county: { id: 'county:los-angeles-ca', name: 'Los Angeles' },
  countyLimits: (['conforming', 'fha'] as const).map((program) => ({
    program,
    year: 2026,
    stateCode: 'CA',
    countyName: 'Los Angeles',
    limitsCents: [1_249_125_00, 1_599_375_00, 1_933_200_00, 2_402_625_00] as const,
  })),
  countyLists: { conforming: { source: 'fhfa.csv' }, fha: { source: 'hud.csv' } },
});
const product = (code: string) => PRODUCT_CATALOG.find((p) => p.code === code)!;
const entry = (code: string, purpose: 'purchase' | 'refinance' = 'purchase') =>
  DEMO_RATE_SHEET.find((row) => row.productCode === code && row.purpose === purpose)!;
const facts = (change: Partial<LoanFacts> = {}): LoanFacts => ({
  baseLoanAmountCents: 320_000_00,
  propertyValueCents: 400_000_00,
  creditScore: 740,
  purpose: 'purchase',
  loanLimits: NATIONAL,
  ...change,
});

describe('ineligibility', () => {
  it.each([
    ['30YRFIXED', facts({ creditScore: 619 }), 'credit score below the program minimum'],
    ['30YRFIXED', facts({ creditScore: 620 }), undefined],
    ['30YRFIXED', facts({ baseLoanAmountCents: 388_000_00 }), undefined], // 97 %
    [
      '30YRFIXED',
      facts({ baseLoanAmountCents: 388_100_00 }),
      'loan-to-value above the program maximum',
    ],
    [
      '30YRFIXED',
      facts({ baseLoanAmountCents: 832_750_00, propertyValueCents: 1_200_000_00 }),
      undefined,
    ],
    [
      '30YRFIXED',
      facts({ baseLoanAmountCents: 832_750_01, propertyValueCents: 1_200_000_00 }),
      'loan above the conforming limit',
    ],
    [
      '30YRFIXED',
      facts({
        baseLoanAmountCents: 900_000_00,
        propertyValueCents: 1_200_000_00,
        loanLimits: LOS_ANGELES,
      }),
      undefined,
    ],
    ['JUMBO30', facts(), 'loan within the conforming limit'],
    [
      'JUMBO30',
      facts({ baseLoanAmountCents: 900_000_00, propertyValueCents: 1_200_000_00 }),
      undefined,
    ],
    [
      'JUMBO30',
      facts({
        baseLoanAmountCents: 900_000_00,
        propertyValueCents: 1_200_000_00,
        loanLimits: LOS_ANGELES,
      }),
      'loan within the conforming limit',
    ],
    ['FHA30', facts({ creditScore: 580, baseLoanAmountCents: 386_000_00 }), undefined], // 96.5 %
    [
      'FHA30',
      facts({ creditScore: 610, baseLoanAmountCents: 541_287_00, propertyValueCents: 571_287_00 }),
      undefined,
    ],
    [
      'FHA30',
      facts({ creditScore: 610, baseLoanAmountCents: 541_287_01, propertyValueCents: 571_287_01 }),
      'loan above the FHA limit',
    ],
    [
      'FHA30',
      facts({ creditScore: 610, baseLoanAmountCents: 827_142_00, propertyValueCents: 857_142_00 }),
      'loan above the FHA limit',
    ],
    [
      'FHA30',
      facts({
        creditScore: 610,
        baseLoanAmountCents: 1_000_000_00,
        propertyValueCents: 1_040_000_00,
        loanLimits: LOS_ANGELES,
      }),
      undefined,
    ],
    [
      'VA30',
      facts({ baseLoanAmountCents: 2_000_000_00, propertyValueCents: 2_000_000_00 }),
      undefined,
    ],
    ['FHA30', facts({ creditScore: 579 }), 'credit score below the program minimum'],
    ['30YRFIXED', facts({ baseLoanAmountCents: 49_999_99 }), 'loan below the minimum amount'],
  ])('%s with %o → %s', (code, loanFacts, reason) => {
    expect(ineligibility(product(code), loanFacts)).toBe(reason);
  });
});

describe('priceLoan', () => {
  it('adds the LLPA to the base points and counts points and fees in the APR', () => {
    const priced = priceLoan(product('30YRFIXED'), entry('30YRFIXED'), facts())!;
    expect(priced.llpaPoints).toBe(0.875); // 740 at 80 % LTV, Fannie Mae Table 1
    expect(priced.finalPoints).toBe(1.375);
    expect(priced.pointsCents).toBe(4_400_00);
    expect(priced.principalAndInterestCents).toBe(1_970_30);
    expect(priced.monthlyMortgageInsuranceCents).toBe(0);
    expect(priced.aprPercent).toBeGreaterThan(6.25);
    expect(priced.aprPercent).toBeLessThan(6.5);
  });

  it('charges PMI above 80 % LTV and the APR rises with it', () => {
    const at80 = priceLoan(product('30YRFIXED'), entry('30YRFIXED'), facts())!;
    const at95 = priceLoan(
      product('30YRFIXED'),
      entry('30YRFIXED'),
      facts({ baseLoanAmountCents: 380_000_00 }),
    )!;
    expect(at95.monthlyMortgageInsuranceCents).toBeGreaterThan(0);
    expect(at95.aprPercent).toBeGreaterThan(at80.aprPercent);
  });

  it('finances the FHA upfront premium (1.75 %) into the loan', () => {
    const priced = priceLoan(
      product('FHA30'),
      entry('FHA30'),
      facts({ baseLoanAmountCents: 386_000_00 }),
    )!;
    expect(priced.financedFeeCents).toBe(6_755_00);
    expect(priced.totalLoanAmountCents).toBe(392_755_00);
    expect(priced.monthlyMortgageInsuranceCents).toBeGreaterThan(0);
  });

  it('finances the VA funding fee (first use, 20 % down: 1.25 %)', () => {
    const priced = priceLoan(product('VA30'), entry('VA30'), facts())!;
    expect(priced.financedFeeCents).toBe(4_000_00);
  });

  it('gives an ARM a composite APR above its start rate when the fully indexed rate is higher', () => {
    const priced = priceLoan(product('ARM5_6'), entry('ARM5_6'), facts())!;
    expect(priced.ratePercent).toBe(5.5);
    expect(priced.aprPercent).toBeGreaterThan(6.0);
  });

  it('gives an APR equal to the note rate when nothing but interest is charged', () => {
    const free = { ...entry('15YRFIXED'), basePoints: 0 };
    const priced = priceLoan(
      product('15YRFIXED'),
      free,
      facts({ baseLoanAmountCents: 200_000_00 }),
    )!;
    // Only the lender fees remain: the APR is just above the rate.
    expect(priced.aprPercent).toBeGreaterThan(free.baseRatePercent);
    expect(LENDER_FEES_CENTS).toBeGreaterThan(0);
  });

  it('refuses cash-out pricing it cannot do and products the borrower cannot get', () => {
    expect(
      priceLoan(product('30YRFIXED'), entry('30YRFIXED'), facts({ creditScore: 600 })),
    ).toBeUndefined();
  });
});
