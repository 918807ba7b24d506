import { describe, expect, it } from 'vitest';
import {
  FHA_ANNUAL_MIP_TABLE,
  FHA_UPFRONT_MIP_PERCENT,
  PMI_CREDIT_TIERS,
  PMI_DOWN_PAYMENT_BANDS,
  PMI_RATE_CARD_OVER_20_YEARS,
  fhaMonthlyMipByPolicyYearCents,
  fhaMortgageInsurance,
  monthlyPmiCents,
  pmiAnnualRatePercent,
  pmiBorrowerCancellationPayment,
  pmiCancellationPayment,
  pmiCreditTier,
  pmiFinalTerminationPayment,
  pricingLtvPercent,
  vaFundingFee,
} from './mortgage-insurance.ts';
import { remainingBalanceCents } from './schedule.ts';

describe('PMI table shape', () => {
  it('has the SPEC §9 tiers and bands, and the SPEC §9 720 row', () => {
    expect(PMI_CREDIT_TIERS).toEqual([720, 660, 620, 580]);
    expect(PMI_DOWN_PAYMENT_BANDS).toEqual([3, 5, 10, 15, 20]);
    expect(PMI_RATE_CARD_OVER_20_YEARS.ratesPercent[720]).toEqual([0.87, 0.66, 0.46, 0.23, 0]);
  });
});

describe('pmiCreditTier', () => {
  // The highest tier not above the score; under 580 there is none.
  it.each([
    { score: 850, tier: 720 },
    { score: 720, tier: 720 },
    { score: 719, tier: 660 },
    { score: 700, tier: 660 },
    { score: 660, tier: 660 },
    { score: 659, tier: 620 },
    { score: 620, tier: 620 },
    { score: 619, tier: 580 },
    { score: 580, tier: 580 },
    { score: 579, tier: undefined },
    { score: 300, tier: undefined },
  ])('$score → $tier', ({ score, tier }) => {
    expect(pmiCreditTier(score)).toBe(tier);
  });

  it.each([299, 851, 700.5])('rejects %s', (score) => {
    expect(() => pmiCreditTier(score)).toThrow(RangeError);
  });
});

describe('pmiAnnualRatePercent, 30-year card', () => {
  // finance-anchors §3.1, term > 20 years, standard-coverage columns (95.01–97 / 35 %,
  // 90.01–95 / 30 %, 85.01–90 / 25 %, ≤ 85 / 12 %) of the 720–739, 660–679 and 620–639 rows;
  // the 720 row is SPEC §9's. Tier 580 repeats the 620–639 row (the card stops at 620).
  const rows = [
    { tier: 720, scores: [720, 850], rates: [0.87, 0.66, 0.46, 0.23] },
    { tier: 660, scores: [660, 719], rates: [1.54, 1.28, 0.9, 0.38] },
    { tier: 620, scores: [620, 659], rates: [1.86, 1.42, 0.94, 0.44] },
    { tier: 580, scores: [580, 619], rates: [1.86, 1.42, 0.94, 0.44] },
  ];
  // Each band on both sides of its edges: [down payment %, index into the row or 'none'/'zero'].
  const downPayments: [number, number | 'none' | 'zero'][] = [
    [2.99, 'none'],
    [3, 0],
    [4.99, 0],
    [5, 1],
    [9.99, 1],
    [10, 2],
    [14.99, 2],
    [15, 3],
    [19.99, 3],
    [20, 'zero'],
    [50, 'zero'],
    [100, 'zero'],
  ];
  describe.each(rows)('tier $tier', ({ scores, rates }) => {
    const cases = scores.flatMap((score) =>
      downPayments.map(([down, column]) => ({
        score,
        down,
        expected: column === 'none' ? undefined : column === 'zero' ? 0 : rates[column],
      })),
    );
    it.each(cases)('score $score, $down % down → $expected', ({ score, down, expected }) => {
      expect(pmiAnnualRatePercent(score, down)).toBe(expected);
    });
  });

  it.each([
    { score: 579, down: 3, expected: undefined },
    { score: 579, down: 19.99, expected: undefined },
    { score: 300, down: 15, expected: undefined },
    // At 20 % down no MI is required, so the score does not matter.
    { score: 579, down: 20, expected: 0 },
    { score: 300, down: 25, expected: 0 },
  ])('score $score under every tier, $down % down → $expected', ({ score, down, expected }) => {
    expect(pmiAnnualRatePercent(score, down)).toBe(expected);
  });

  // Fannie Mae B2-1.2-01: the LTV is truncated to two decimals, then rounded up to a whole percent
  // before the band is found, so sub-hundredth down payments fall on the LTV's side.
  it.each([
    { down: 4.995, expected: 0.66 }, // LTV 95.005 → 95.00 → 95: the 5 % band
    { down: 2.999, expected: 0.87 }, // LTV 97.001 → 97.00 → 97: still eligible
    { down: 2.99, expected: undefined }, // LTV 97.01 → 98: over 97 %
    { down: 19.995, expected: 0 }, // LTV 80.005 → 80: no MI
    { down: 100 - 95.00000000000001, expected: 0.66 }, // binary noise around 5 %
    { down: 100 - 80.00000000000001, expected: 0 }, // 19.999999999999986 is 20
  ])('$down % down at 740 → $expected', ({ down, expected }) => {
    expect(pmiAnnualRatePercent(740, down)).toBe(expected);
  });

  it.each([
    { score: 700, down: -1 },
    { score: 700, down: 100.01 },
    { score: 700, down: Number.NaN },
    { score: 200, down: 5 },
  ])('rejects score $score with $down % down', ({ score, down }) => {
    expect(() => pmiAnnualRatePercent(score, down)).toThrow(RangeError);
  });
});

describe('pmiAnnualRatePercent, terms of 20 years or less', () => {
  // finance-anchors §3.1 "Fixed rate, amortization term ≤ 20 years", standard coverage columns.
  it.each([
    { score: 740, term: 180, rates: [0.68, 0.52, 0.37, 0.23, 0] },
    { score: 680, term: 180, rates: [1.34, 0.95, 0.66, 0.32, 0] },
    { score: 630, term: 240, rates: [1.72, 1.27, 0.89, 0.41, 0] },
    { score: 600, term: 120, rates: [1.72, 1.27, 0.89, 0.41, 0] },
    // 241 months is over 20 years: the 30-year card.
    { score: 740, term: 241, rates: [0.87, 0.66, 0.46, 0.23, 0] },
  ])('score $score over $term months', ({ score, term, rates }) => {
    expect(PMI_DOWN_PAYMENT_BANDS.map((down) => pmiAnnualRatePercent(score, down, term))).toEqual(
      rates,
    );
  });

  it('rejects a term that is not a whole number of months', () => {
    expect(() => pmiAnnualRatePercent(740, 5, 0)).toThrow(RangeError);
    expect(() => pmiAnnualRatePercent(740, 5, 12.5)).toThrow(RangeError);
  });
});

describe('pricingLtvPercent', () => {
  // Selling Guide B2-1.2-01 examples (94.01 → 95, 80.001 → 80) and the edges around them.
  it.each([
    { ltv: 94.01, priced: 95 },
    { ltv: 80.001, priced: 80 },
    { ltv: 80, priced: 80 },
    { ltv: 80.01, priced: 81 },
    { ltv: 95.01, priced: 96 },
    { ltv: 0, priced: 0 },
    // 2.01 * 100 is 200.99999999999997 in binary: still 2.01, so 3.
    { ltv: 2.01, priced: 3 },
  ])('$ltv % prices at $priced %', ({ ltv, priced }) => {
    expect(pricingLtvPercent(ltv)).toBe(priced);
  });

  it('rejects a negative LTV', () => {
    expect(() => pricingLtvPercent(-1)).toThrow(RangeError);
  });
});

describe('monthlyPmiCents', () => {
  it.each([
    // MGIC's worked example: $300,000 × 0.53 % ÷ 12 = $132.50 (finance-anchors §3.1).
    { loan: 300_000_00, rate: 0.53, monthly: 132_50 },
    // $304,000 at the SPEC's 0.87 %: $220.40.
    { loan: 304_000_00, rate: 0.87, monthly: 220_40 },
    // An exact half cent rounds up: 1,000 × 0.6 % ÷ 12 = 0.5 cent.
    { loan: 1_000, rate: 0.6, monthly: 1 },
    // Just under a half cent rounds down: 999 × 0.6 % ÷ 12 = 0.4995 cent.
    { loan: 999, rate: 0.6, monthly: 0 },
    { loan: 300_000_00, rate: 0, monthly: 0 },
  ])('$loan cents at $rate % → $monthly cents a month', ({ loan, rate, monthly }) => {
    expect(monthlyPmiCents(loan, rate)).toBe(monthly);
  });

  it.each([
    [-1, 0.5],
    [100.5, 0.5],
    [100, -0.1],
    [100, Number.NaN],
  ])('rejects loan %s at %s %', (loan, rate) => {
    expect(() => monthlyPmiCents(loan, rate)).toThrow(RangeError);
  });
});

describe('PMI cancellation (Homeowners Protection Act)', () => {
  // finance-anchors §3.1: 6.5 %, 30 years, on the scheduled balance against a $320,000 value.
  const schedule = (loanAmountCents: number) =>
    Array.from({ length: 360 }, (_, i) =>
      remainingBalanceCents({ loanAmountCents, annualRatePercent: 6.5, termMonths: 360 }, i + 1),
    );
  it.each([
    { loan: 304_000_00, at80: 124, at78: 135 },
    { loan: 288_000_00, at80: 95, at78: 109 },
  ])('$loan cents: may be cancelled after $at80, ends after $at78', ({ loan, at80, at78 }) => {
    const balances = schedule(loan);
    expect(pmiBorrowerCancellationPayment(balances, 320_000_00)).toBe(at80);
    expect(pmiCancellationPayment(balances, 320_000_00)).toBe(at78);
  });

  // 78 % of 10,000 is 7,800: reaching it counts, one cent above does not.
  it.each([
    { balances: [9_000, 7_801, 7_800, 7_000], payment: 3 },
    { balances: [7_800], payment: 1 },
    { balances: [7_799, 7_000], payment: 1 },
    { balances: [9_000, 7_801], payment: undefined },
    { balances: [], payment: undefined },
  ])('$balances against 10,000 → $payment', ({ balances, payment }) => {
    expect(pmiCancellationPayment(balances, 10_000)).toBe(payment);
  });

  it('80 % is reached at exactly 80 %, not a cent above', () => {
    expect(pmiBorrowerCancellationPayment([8_001, 8_000], 10_000)).toBe(2);
    expect(pmiBorrowerCancellationPayment([8_001], 10_000)).toBeUndefined();
  });

  it.each([0, -1, 1.5])('rejects an original value of %s', (value) => {
    expect(() => pmiCancellationPayment([1], value)).toThrow(RangeError);
  });

  // 12 U.S.C. 4902(c): final termination after the amortization midpoint.
  it.each([
    { term: 360, last: 180 },
    { term: 180, last: 90 },
    { term: 181, last: 91 },
    { term: 1, last: 1 },
  ])(
    'final termination: a $term-month loan carries PMI through payment $last',
    ({ term, last }) => {
      expect(pmiFinalTerminationPayment(term)).toBe(last);
    },
  );

  it('rejects a term of 0 months', () => {
    expect(() => pmiFinalTerminationPayment(0)).toThrow(RangeError);
  });
});

describe('fhaMortgageInsurance', () => {
  const threshold = FHA_ANNUAL_MIP_TABLE.baseLoanThresholdCents;
  it('uses the ML 2023-05 threshold and the 1.75 % upfront premium', () => {
    expect(threshold).toBe(726_200_00);
    expect(FHA_UPFRONT_MIP_PERCENT).toBe(1.75);
  });

  // finance-anchors §3.2 (Mortgagee Letter 2023-05), every row on both sides of its LTV, size and
  // term edges. Duration 132 = 11 years; "term" = the loan's own term.
  it.each([
    // > 15 years, base ≤ $726,200
    { base: threshold, ltv: 90, term: 360, rate: 0.5, duration: 132 },
    { base: threshold, ltv: 90.01, term: 360, rate: 0.5, duration: 360 },
    { base: threshold, ltv: 95, term: 360, rate: 0.5, duration: 360 },
    { base: threshold, ltv: 95.01, term: 360, rate: 0.55, duration: 360 },
    { base: 300_000_00, ltv: 96.5, term: 181, rate: 0.55, duration: 181 },
    // > 15 years, base > $726,200
    { base: threshold + 1, ltv: 90, term: 360, rate: 0.7, duration: 132 },
    { base: threshold + 1, ltv: 90.01, term: 360, rate: 0.7, duration: 360 },
    { base: threshold + 1, ltv: 95, term: 360, rate: 0.7, duration: 360 },
    { base: threshold + 1, ltv: 95.01, term: 360, rate: 0.75, duration: 360 },
    // ≤ 15 years, base ≤ $726,200
    { base: threshold, ltv: 90, term: 180, rate: 0.15, duration: 132 },
    { base: threshold, ltv: 90.01, term: 180, rate: 0.4, duration: 180 },
    { base: 300_000_00, ltv: 96.5, term: 180, rate: 0.4, duration: 180 },
    // ≤ 15 years, base > $726,200
    { base: threshold + 1, ltv: 78, term: 180, rate: 0.15, duration: 132 },
    { base: threshold + 1, ltv: 78.01, term: 180, rate: 0.4, duration: 132 },
    { base: threshold + 1, ltv: 90, term: 180, rate: 0.4, duration: 132 },
    { base: threshold + 1, ltv: 90.01, term: 180, rate: 0.65, duration: 180 },
    // 11 years never runs past a shorter loan.
    { base: 300_000_00, ltv: 80, term: 120, rate: 0.15, duration: 120 },
    // Binary noise on the 90 % edge stays on the 90 % side.
    { base: 300_000_00, ltv: 90.00000000000001, term: 360, rate: 0.5, duration: 132 },
  ])(
    'base $base cents, LTV $ltv %, $term months → $rate %, $duration months',
    ({ base, ltv, term, rate, duration }) => {
      const mip = fhaMortgageInsurance({
        baseLoanAmountCents: base,
        ltvPercent: ltv,
        termMonths: term,
      });
      expect(mip.annualRatePercent).toBe(rate);
      expect(mip.durationMonths).toBe(duration);
    },
  );

  it('prices the research example: $300,000 base, LTV over 95 %, 30 years', () => {
    // UFMIP $5,250; the base × 0.55 % ÷ 12 estimate $137.50 (finance-anchors §3.2).
    expect(
      fhaMortgageInsurance({ baseLoanAmountCents: 300_000_00, ltvPercent: 96.5, termMonths: 360 }),
    ).toEqual({
      upfrontCents: 5_250_00,
      annualRatePercent: 0.55,
      monthlyCents: 137_50,
      durationMonths: 360,
    });
  });

  it.each([
    { base: 100_02, upfront: 1_75 }, // 175.035 cents
    { base: 2_00, upfront: 4 }, // 3.5 cents: a half rounds up
    { base: 1_00, upfront: 2 }, // 1.75 cents
  ])('upfront premium on $base cents is $upfront cents, half-up', ({ base, upfront }) => {
    expect(
      fhaMortgageInsurance({ baseLoanAmountCents: base, ltvPercent: 96.5, termMonths: 360 })
        .upfrontCents,
    ).toBe(upfront);
  });

  it.each([
    { baseLoanAmountCents: -1, ltvPercent: 96.5, termMonths: 360 },
    { baseLoanAmountCents: 100_00, ltvPercent: 0, termMonths: 360 },
    { baseLoanAmountCents: 100_00, ltvPercent: 100.01, termMonths: 360 },
    { baseLoanAmountCents: 100_00, ltvPercent: 96.5, termMonths: 0 },
  ])('rejects %o', (input) => {
    expect(() => fhaMortgageInsurance(input)).toThrow(RangeError);
  });
});

describe('fhaMonthlyMipByPolicyYearCents', () => {
  // finance-anchors §3.2: $300,000 base, 55 bps, 6.5 %, 30 years, UFMIP financed (loan $305,250):
  // year 1 $136.80, year 2 $135.22, one figure per policy year for the life of the loan.
  it('reproduces the research example', () => {
    const monthly = fhaMonthlyMipByPolicyYearCents({
      baseLoanAmountCents: 300_000_00,
      ltvPercent: 96.5,
      termMonths: 360,
      noteRatePercent: 6.5,
    });
    expect(monthly.slice(0, 2)).toEqual([136_80, 135_22]);
    expect(monthly).toHaveLength(30);
    expect(monthly.every((m, i) => i === 0 || m < (monthly[i - 1] ?? 0))).toBe(true);
  });

  it('stops after 11 years at LTV 90 % or less', () => {
    const monthly = fhaMonthlyMipByPolicyYearCents({
      baseLoanAmountCents: 300_000_00,
      ltvPercent: 90,
      termMonths: 360,
      noteRatePercent: 6.5,
    });
    expect(monthly).toHaveLength(11);
  });

  it('without financed UFMIP averages the base loan itself', () => {
    // At 0 % the balances before payments 1–12 of $120,000 over 120 months ($120,000 down to
    // $109,000) average $114,500; × 0.15 % ÷ 12 = $14.3125 → $14.31.
    const monthly = fhaMonthlyMipByPolicyYearCents({
      baseLoanAmountCents: 120_000_00,
      ltvPercent: 90,
      termMonths: 120,
      noteRatePercent: 0,
      upfrontMipFinanced: false,
    });
    expect(monthly[0]).toBe(14_31);
    expect(monthly).toHaveLength(10);
  });
});

describe('vaFundingFee', () => {
  // finance-anchors §3.3, loans closing 2023-04-07 to 2031-11-14; both sides of 5 % and 10 % down.
  it.each([
    { down: 0, first: 2.15, later: 3.3 },
    { down: 4.99, first: 2.15, later: 3.3 },
    { down: 5, first: 1.5, later: 1.5 },
    { down: 9.99, first: 1.5, later: 1.5 },
    { down: 10, first: 1.25, later: 1.25 },
    { down: 50, first: 1.25, later: 1.25 },
    { down: 100 - 95.00000000000001, first: 1.5, later: 1.5 }, // binary noise around 5 %
  ])('purchase, $down % down: $first % first use, $later % after', ({ down, first, later }) => {
    const input = { baseLoanAmountCents: 300_000_00, downPaymentPercent: down, exempt: false };
    expect(vaFundingFee({ ...input, firstUse: true }).percent).toBe(first);
    expect(vaFundingFee({ ...input, firstUse: false }).percent).toBe(later);
  });

  it('charges $6,450.00 on $300,000 with nothing down, first use (not 6449.999999999999)', () => {
    expect(
      vaFundingFee({
        baseLoanAmountCents: 300_000_00,
        downPaymentPercent: 0,
        firstUse: true,
        exempt: false,
      }),
    ).toEqual({ percent: 2.15, amountCents: 6_450_00 });
  });

  it.each([
    { loanType: 'cashOutRefinance', firstUse: true, percent: 2.15, amountCents: 6_450_00 },
    { loanType: 'cashOutRefinance', firstUse: false, percent: 3.3, amountCents: 9_900_00 },
    { loanType: 'irrrl', firstUse: true, percent: 0.5, amountCents: 1_500_00 },
    { loanType: 'irrrl', firstUse: false, percent: 0.5, amountCents: 1_500_00 },
  ] as const)(
    '$loanType, first use $firstUse → $percent %',
    ({ loanType, firstUse, percent, amountCents }) => {
      // Refinances ignore the down payment.
      expect(
        vaFundingFee({
          baseLoanAmountCents: 300_000_00,
          downPaymentPercent: 25,
          firstUse,
          exempt: false,
          loanType,
        }),
      ).toEqual({ percent, amountCents });
    },
  );

  it.each([true, false])('an exempt veteran pays nothing (first use %s)', (firstUse) => {
    expect(
      vaFundingFee({
        baseLoanAmountCents: 300_000_00,
        downPaymentPercent: 0,
        firstUse,
        exempt: true,
      }),
    ).toEqual({ percent: 0, amountCents: 0 });
  });

  it.each([
    { baseLoanAmountCents: -1, downPaymentPercent: 0 },
    { baseLoanAmountCents: 1.5, downPaymentPercent: 0 },
    { baseLoanAmountCents: 100, downPaymentPercent: -1 },
    { baseLoanAmountCents: 100, downPaymentPercent: 101 },
  ])('rejects %o', (input) => {
    expect(() => vaFundingFee({ ...input, firstUse: true, exempt: false })).toThrow(RangeError);
  });
});
