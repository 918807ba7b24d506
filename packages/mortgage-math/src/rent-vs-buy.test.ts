import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pmiCancellationPayment } from './mortgage-insurance.ts';
import {
  DEFAULT_RENT_VS_BUY_ASSUMPTIONS,
  RENT_VS_BUY_ANNUAL_TAX_PERCENT,
  RENT_VS_BUY_CLOSING_COST_PERCENT,
  RENT_VS_BUY_DEFAULT_CHANGE_YEAR,
  RENT_VS_BUY_INTEREST_RATE_MAX_PERCENT,
  RENT_VS_BUY_INTEREST_RATE_MIN_PERCENT,
  RENT_VS_BUY_MONTHLY_INSURANCE_CENTS,
  RENT_VS_BUY_TERM_MONTHS,
  RENT_VS_BUY_YEARS_MAX,
  RENT_VS_BUY_YEARS_MIN,
  firstYearBuyingIsCheaper,
  rentVsBuy,
  type RentVsBuyAssumptions,
  type RentVsBuyInput,
  type RentVsBuyResult,
} from './rent-vs-buy.ts';
import { amortizationSchedule } from './schedule.ts';

/** Every growth, return, tax and cost assumption switched off, so the sums can be done by hand. */
const FLAT: Partial<RentVsBuyAssumptions> = {
  homePriceGrowthPercent: 0,
  rentGrowthPercent: 0,
  inflationPercent: 0,
  maintenancePercent: 0,
  annualHoaDuesCents: 0,
  sellingCostPercent: 0,
  investmentReturnPercent: 0,
  capitalGainsTaxRatePercent: 0,
  marginalTaxRatePercent: 0,
};

/** $120,000 home, 20 % down, 0 % rate, $600 rent: P&I $266.67, tax $115, insurance $100. */
function small(extra: Partial<RentVsBuyInput> = {}, assumptions = FLAT): RentVsBuyInput {
  return {
    purchasePriceCents: 120_000_00,
    downPaymentCents: 24_000_00,
    interestRate: 0,
    monthlyRentCents: 600_00,
    ...extra,
    assumptions: { ...assumptions, ...extra.assumptions },
  };
}

const SERIES = [
  'monthlyCostRent',
  'monthlyCostBuy',
  'yearlyCostRent',
  'yearlyCostBuy',
  'rentData',
  'buyData',
  'equityData',
] as const satisfies readonly (keyof RentVsBuyResult)[];

describe('SPEC §9 rent-vs-buy constants', () => {
  it('match the SPEC', () => {
    expect(RENT_VS_BUY_TERM_MONTHS).toBe(360);
    expect(RENT_VS_BUY_MONTHLY_INSURANCE_CENTS).toBe(100_00);
    expect(RENT_VS_BUY_ANNUAL_TAX_PERCENT).toBe(1.15);
    expect(RENT_VS_BUY_CLOSING_COST_PERCENT).toBe(4);
    expect(RENT_VS_BUY_DEFAULT_CHANGE_YEAR).toBe(10);
    expect([RENT_VS_BUY_YEARS_MIN, RENT_VS_BUY_YEARS_MAX]).toEqual([0, 30]);
    expect([RENT_VS_BUY_INTEREST_RATE_MIN_PERCENT, RENT_VS_BUY_INTEREST_RATE_MAX_PERCENT]).toEqual([
      0, 10,
    ]);
  });

  it('document every NYT-style default', () => {
    expect(DEFAULT_RENT_VS_BUY_ASSUMPTIONS).toEqual({
      homePriceGrowthPercent: 3,
      rentGrowthPercent: 2.5,
      inflationPercent: 2,
      maintenancePercent: 1,
      annualHoaDuesCents: 0,
      sellingCostPercent: 6,
      investmentReturnPercent: 4,
      capitalGainsTaxRatePercent: 15,
      homeSaleExclusionCents: 500_000_00,
      marginalTaxRatePercent: 22,
      standardDeductionCents: 29_200_00,
      saltCapCents: 10_000_00,
      pmiRemovalLtvPercent: 78,
      creditScore: 720,
    });
  });
});

describe('rentVsBuy: a case checked by hand', () => {
  // Buying: $24,000 down + $4,800 closing (4 %) at month 0, then $266.67 P&I + $115 tax
  // (1.15 % ÷ 12) + $100 insurance a month. Sold at year end N for $120,000 − balance, so the
  // principal comes back and the net cost is $4,800 + N × 12 × $215 = $4,800 + $2,580·N.
  // Renting: $7,200·N. Year 1: $7,380 vs $7,200 (rent cheaper); year 2: $9,960 vs $14,400.
  const result = rentVsBuy(small());

  it('assumes the SPEC §9 tax, insurance and closing cost, and no PMI at 20 % down', () => {
    expect(result.assumedData).toEqual({
      monthlyTaxPayment: 115,
      closingCost: 4800,
      mortgageInsurancePayment: 0,
      monthlyInsurancePayment: 100,
      annualHOADues: 0,
      maintenance: 0,
    });
  });

  it('tallies year 1 and year 30', () => {
    expect(result.monthlyCostRent[0]).toBe(600);
    expect(result.yearlyCostRent[0]).toBe(7200);
    expect(result.yearlyCostBuy[0]).toBe(5780.04); // 12 × 481.67
    expect(result.monthlyCostBuy[0]).toBe(481.67);
    expect(result.rentData[0]).toBe(7200);
    expect(result.buyData[0]).toBe(7380);
    // Balance after 12 payments of $266.67 on $96,000 is $92,799.96.
    expect(result.equityData[0]).toBe(27_200.04);
    expect(result.rentData[29]).toBe(216_000);
    // The loan is repaid to the cent by year 30, so buying cost exactly the closing costs and the
    // tax and insurance: 4,800 + 30 × 2,580.
    expect(result.buyData[29]).toBe(82_200);
    expect(result.equityData[29]).toBe(120_000);
  });

  it('changes in year 2, the first year buying costs less', () => {
    expect(result.buyData[1]).toBe(9960);
    expect(result.rentData[1]).toBe(14_400);
    expect(result.changeYear).toBe(2);
  });

  it('charges the opportunity cost at the investment return, taxed as a capital gain', () => {
    // A monthly return of exactly 1 %: $600 a month grows to 600 × (1.01¹² − 1) ÷ 0.01 =
    // $7,609.50 by year end, of which $409.50 is growth; 85 % of it kept after 15 % tax.
    const annualPercent = (Math.pow(1.01, 12) - 1) * 100;
    const untaxed = rentVsBuy(small({ assumptions: { investmentReturnPercent: annualPercent } }));
    expect(untaxed.rentData[0]).toBe(7609.5);
    const taxed = rentVsBuy(
      small({
        assumptions: { investmentReturnPercent: annualPercent, capitalGainsTaxRatePercent: 15 },
      }),
    );
    expect(taxed.rentData[0]).toBe(7548.08); // 7,200 + 409.50 × 0.85 = 7,548.075
  });

  it('credits the tax saving only above the standard deduction', () => {
    // 0 % rate, so the deduction is the $1,380 property tax alone. At a 50 % marginal rate and a
    // $0 standard deduction it saves $690; a $1,000 standard deduction leaves $380 × 50 % = $190.
    const base = { marginalTaxRatePercent: 50, saltCapCents: 1_000_000_00 };
    expect(
      rentVsBuy(small({ assumptions: { ...base, standardDeductionCents: 0 } })).buyData[0],
    ).toBe(7380 - 690);
    expect(
      rentVsBuy(small({ assumptions: { ...base, standardDeductionCents: 1_000_00 } })).buyData[0],
    ).toBe(7380 - 190);
    // The SALT cap limits the deductible property tax: $500 × 50 % = $250.
    expect(
      rentVsBuy(
        small({
          assumptions: { ...base, standardDeductionCents: 0, saltCapCents: 500_00 },
        }),
      ).buyData[0],
    ).toBe(7380 - 250);
  });

  it('nets selling costs and the capital-gains tax above the exclusion from the sale', () => {
    // Home up 50 % in year 1 to $180,000; 5 % selling costs $9,000; gain over price and
    // closing costs = 180,000 − 9,000 − 120,000 − 4,800 = $46,200; 20 % tax on the part over a
    // $40,000 exclusion = $1,240. Net = 7,380 − (60,000 − 9,000 − 1,240) = −$42,380.
    const result = rentVsBuy(
      small({
        assumptions: {
          homePriceGrowthPercent: 50,
          sellingCostPercent: 5,
          capitalGainsTaxRatePercent: 20,
          homeSaleExclusionCents: 40_000_00,
        },
      }),
    );
    expect(result.buyData[0]).toBe(-42_380);
    expect(result.equityData[0]).toBe(180_000 - 92_799.96);
  });

  it('grows rent, and tax, insurance, maintenance and HOA dues with inflation', () => {
    const result = rentVsBuy(
      small({
        assumptions: {
          rentGrowthPercent: 10,
          inflationPercent: 10,
          maintenancePercent: 1,
          annualHoaDuesCents: 1_200_00,
        },
      }),
    );
    expect(result.monthlyCostRent.slice(0, 3)).toEqual([600, 660, 726]);
    // Year 1: 266.67 + 115 + 100 + 100 maintenance + 100 HOA; year 2 adds 10 % to all but P&I.
    expect(result.monthlyCostBuy[0]).toBe(681.67);
    expect(result.monthlyCostBuy[1]).toBe(723.17); // 266.67 + 415 × 1.1
    expect(result.assumedData.maintenance).toBe(100);
    expect(result.assumedData.annualHOADues).toBe(1200);
  });

  it('uses the request’s own payments when it sends them', () => {
    const result = rentVsBuy(
      small({
        principleAndInterestPaymentCents: 300_00,
        monthlyTaxPaymentCents: 200_00,
        monthlyInsurancePaymentCents: 50_00,
        closingCostCents: 1_000_00,
      }),
    );
    expect(result.assumedData.monthlyTaxPayment).toBe(200);
    expect(result.assumedData.monthlyInsurancePayment).toBe(50);
    expect(result.assumedData.closingCost).toBe(1000);
    expect(result.monthlyCostBuy[0]).toBe(550);
  });
});

describe('rentVsBuy: PMI', () => {
  const input: RentVsBuyInput = {
    purchasePriceCents: 400_000_00,
    downPaymentCents: 40_000_00,
    interestRate: 6.5,
    monthlyRentCents: 2_500_00,
  };

  it('prices PMI from the SPEC §9 table and stops it at a scheduled 78 % LTV', () => {
    // Inflation off, so the only change in the yearly cash is PMI stopping.
    const result = rentVsBuy({ ...input, assumptions: { inflationPercent: 0 } });
    // 720 score, 10 % down: 0.46 % a year on $360,000 = $138 a month.
    expect(result.assumedData.mortgageInsurancePayment).toBe(138);
    const { rows } = amortizationSchedule({
      loanAmountCents: 360_000_00,
      annualRatePercent: 6.5,
      termMonths: 360,
    });
    const lastWithPmi =
      pmiCancellationPayment(
        rows.map((row) => row.balanceCents),
        400_000_00,
      ) ?? Number.NaN;
    const year = Math.ceil(lastWithPmi / 12);
    const full = result.yearlyCostBuy[0] ?? Number.NaN;
    expect(year).toBeGreaterThan(1);
    expect(result.yearlyCostBuy[year - 2]).toBe(full);
    expect(result.yearlyCostBuy[year - 1]).toBeCloseTo(full - (12 * year - lastWithPmi) * 138, 2);
    expect(result.yearlyCostBuy[year]).toBeCloseTo(full - 12 * 138, 2);
  });

  it('charges no PMI with 22 % down or more', () => {
    expect(
      rentVsBuy({ ...input, downPaymentCents: 88_000_00 }).assumedData.mortgageInsurancePayment,
    ).toBe(0);
  });

  it('estimates PMI at the nearest table cell below 3 % down or a 580 score', () => {
    const zeroDown = rentVsBuy({ ...input, downPaymentCents: 0 });
    // Priced as 3 % down: 0.87 % on $400,000 = $290.
    expect(zeroDown.assumedData.mortgageInsurancePayment).toBe(290);
    const lowScore = rentVsBuy({ ...input, assumptions: { creditScore: 500 } });
    // Priced as the 580 tier at 10 % down: 0.94 % on $360,000 = $282.
    expect(lowScore.assumedData.mortgageInsurancePayment).toBe(282);
  });
});

describe('rentVsBuy: shape and units', () => {
  const result = rentVsBuy({
    purchasePriceCents: 350_000_00,
    downPaymentCents: 70_000_00,
    interestRate: 6.25,
    monthlyRentCents: 2_200_00,
  });

  it.each(SERIES)('%s has one point per year for 30 years, in dollars to the cent', (key) => {
    const series = result[key];
    expect(series).toHaveLength(30);
    for (const value of series) {
      expect(Number.isFinite(value)).toBe(true);
      expect(Math.round(value * 100) / 100).toBe(value);
    }
  });

  it('reports monthly figures as a twelfth of the yearly ones and cumulative costs rising', () => {
    for (let index = 0; index < 30; index += 1) {
      // Each is rounded to the cent on its own, so they may differ by half a cent.
      const rent = (result.yearlyCostRent[index] ?? 0) / 12 - (result.monthlyCostRent[index] ?? 0);
      const buy = (result.yearlyCostBuy[index] ?? 0) / 12 - (result.monthlyCostBuy[index] ?? 0);
      expect(Math.abs(rent)).toBeLessThanOrEqual(0.0051);
      expect(Math.abs(buy)).toBeLessThanOrEqual(0.0051);
    }
    for (let index = 1; index < 30; index += 1) {
      expect(result.rentData[index]).toBeGreaterThan(result.rentData[index - 1] ?? 0);
      expect(result.equityData[index]).toBeGreaterThan(result.equityData[index - 1] ?? 0);
    }
    expect(result.monthlyCostRent[0]).toBe(2200);
  });

  it('reports the first cheaper year as changeYear', () => {
    expect(result.changeYear).toBe(firstYearBuyingIsCheaper(result.rentData, result.buyData));
  });

  it('falls back to year 10 when buying never becomes cheaper', () => {
    const never = rentVsBuy({
      purchasePriceCents: 900_000_00,
      downPaymentCents: 90_000_00,
      interestRate: 9,
      monthlyRentCents: 500_00,
    });
    expect(firstYearBuyingIsCheaper(never.rentData, never.buyData)).toBeUndefined();
    expect(never.changeYear).toBe(RENT_VS_BUY_DEFAULT_CHANGE_YEAR);
  });
});

describe('firstYearBuyingIsCheaper', () => {
  it.each([
    [[10, 20, 30], [15, 20, 25], 3],
    [[10, 20, 30], [5, 30, 40], 1],
    [[10, 20, 30], [10, 20, 30], undefined],
    [[], [], undefined],
  ])('%j vs %j → %s', (rent, buy, year) => {
    expect(firstYearBuyingIsCheaper(rent, buy)).toBe(year);
  });
});

describe('rentVsBuy: impossible input throws RangeError', () => {
  const valid: RentVsBuyInput = {
    purchasePriceCents: 300_000_00,
    downPaymentCents: 30_000_00,
    interestRate: 6,
    monthlyRentCents: 2_000_00,
  };
  it.each<[string, Partial<RentVsBuyInput>]>([
    ['interest rate above 10', { interestRate: 10.01 }],
    ['negative interest rate', { interestRate: -0.1 }],
    ['down payment above the price', { downPaymentCents: 300_000_01 }],
    ['price of 0', { purchasePriceCents: 0, downPaymentCents: 0 }],
    ['fractional rent', { monthlyRentCents: 2_000.5 }],
    ['negative closing cost', { closingCostCents: -1 }],
    ['growth of −100 %', { assumptions: { homePriceGrowthPercent: -100 } }],
    ['credit score out of range', { assumptions: { creditScore: 200 } }],
  ])('%s', (_name, overrides) => {
    expect(() => rentVsBuy({ ...valid, ...overrides })).toThrow(RangeError);
  });

  it('accepts the SPEC interest-rate bounds themselves', () => {
    expect(() => rentVsBuy({ ...valid, interestRate: 0 })).not.toThrow();
    expect(() => rentVsBuy({ ...valid, interestRate: 10 })).not.toThrow();
  });
});

/** First cheaper year, with "never" as Infinity so that order comparisons stay meaningful. */
function crossing(result: RentVsBuyResult): number {
  return firstYearBuyingIsCheaper(result.rentData, result.buyData) ?? Number.POSITIVE_INFINITY;
}

const market = fc.record({
  purchasePriceCents: fc.integer({ min: 100_000, max: 1_500_000 }).map((d) => d * 100),
  downPercent: fc.integer({ min: 0, max: 50 }),
  interestRate: fc.integer({ min: 300, max: 1000 }).map((hundredths) => hundredths / 100),
  monthlyRentCents: fc.integer({ min: 300, max: 10_000 }).map((d) => d * 100),
});

describe('rentVsBuy: sanity properties', () => {
  it('higher rent never moves the change year later', () => {
    fc.assert(
      fc.property(market, fc.integer({ min: 1, max: 3_000_00 }), (m, moreRent) => {
        const input: RentVsBuyInput = {
          purchasePriceCents: m.purchasePriceCents,
          downPaymentCents: Math.round((m.purchasePriceCents * m.downPercent) / 100),
          interestRate: m.interestRate,
          monthlyRentCents: m.monthlyRentCents,
        };
        const base = rentVsBuy(input);
        const dearer = rentVsBuy({ ...input, monthlyRentCents: m.monthlyRentCents + moreRent });
        expect(crossing(dearer)).toBeLessThanOrEqual(crossing(base));
        // Renting's cost rises with the rent; buying's does not move.
        expect(dearer.buyData).toEqual(base.buyData);
      }),
      { numRuns: 300, seed: 20261123 },
    );
  });

  it('a higher price with the same down payment never moves the change year earlier', () => {
    fc.assert(
      fc.property(market, fc.integer({ min: 1_000, max: 300_000 }), (m, morePrice) => {
        const downPaymentCents = Math.round((m.purchasePriceCents * m.downPercent) / 100);
        const input: RentVsBuyInput = {
          purchasePriceCents: m.purchasePriceCents,
          downPaymentCents,
          interestRate: m.interestRate,
          monthlyRentCents: m.monthlyRentCents,
        };
        const base = rentVsBuy(input);
        const dearer = rentVsBuy({
          ...input,
          purchasePriceCents: m.purchasePriceCents + morePrice * 100,
        });
        expect(crossing(dearer)).toBeGreaterThanOrEqual(crossing(base));
      }),
      { numRuns: 300, seed: 20261124 },
    );
  });
});
