// The mortgage and mini mortgage calculators against Excel (formulajs PMT, CUMIPMT, FV) and plain
// arithmetic from the published tables. Tolerances: src/test-support/excel-oracle.ts.
import { describe, expect, it } from 'vitest';
import { miniMortgageCalculator, mortgagePaymentCalculator } from './mortgage-calculator.ts';
import {
  balanceAfterCents,
  cumipmtCents,
  driftBoundCents,
  halfUp,
  pmtCents,
} from './test-support/excel-oracle.ts';

// Tax Foundation effective rates (2010 ACS) as published, percent of value a year; US 1.14.
const TAX_RATE: Record<string, number> = {
  MI: 1.82, TX: 1.9, CA: 0.78, NJ: 2.01, FL: 1.09, WA: 0.98, OH: 1.44, NY: 1.38, GA: 0.93,
  AL: 0.41, HI: 0.27, IL: 1.93, PA: 1.4, CO: 0.61, AZ: 0.85, WV: 0.58, VA: 0.77, MN: 1.1,
  MA: 1.08, DC: 0.54, TN: 0.7, NV: 0.98, KS: 1.35, US: 1.14,
}; // prettier-ignore

// Bankrate's $2,408 a year for $300,000 of dwelling coverage, scaled with the price.
const insuranceCents = (priceCents: number) => halfUp((priceCents * 2408) / 300_000 / 12);

interface Case {
  price: number;
  down: { amount: number } | { percent: number };
  rate: number;
  term: number;
  state?: string;
  credit?: number;
  hoa?: number;
  /** PMI rate read by hand from the Essent/MGIC card (research §3.1) for the score's tier and the down payment's band; null: not available. */
  pmi: number | null;
}

// prettier-ignore
const CASES: Case[] = [
  { price: 400_000, down: { percent: 20 }, rate: 6.5, term: 360, state: 'MI', pmi: 0 },
  { price: 350_000, down: { amount: 17_500 }, rate: 6.875, term: 360, state: 'TX', credit: 740, pmi: 0.66 },
  { price: 250_000, down: { percent: 3 }, rate: 7.25, term: 360, state: 'CA', credit: 700, pmi: 1.54 },
  { price: 600_000, down: { amount: 120_000 }, rate: 6, term: 180, state: 'NJ', pmi: 0 },
  { price: 500_000, down: { percent: 10 }, rate: 6.25, term: 360, state: 'FL', credit: 760, pmi: 0.46 },
  { price: 325_000, down: { percent: 15 }, rate: 5.875, term: 240, state: 'WA', credit: 725, pmi: 0.23 },
  { price: 199_900, down: { percent: 3.5 }, rate: 6.99, term: 360, state: 'OH', credit: 640, pmi: 1.86 },
  { price: 1_000_000, down: { percent: 25 }, rate: 7, term: 360, state: 'NY', pmi: 0 },
  { price: 275_000, down: { amount: 27_500 }, rate: 6.5, term: 180, state: 'GA', credit: 680, pmi: 0.66 },
  { price: 450_000, down: { percent: 5 }, rate: 7.5, term: 360, credit: 800, pmi: 0.66 },
  { price: 150_000, down: { percent: 19.99 }, rate: 8, term: 360, state: 'AL', pmi: 0.23 },
  { price: 820_000, down: { percent: 20 }, rate: 6.625, term: 360, state: 'HI', hoa: 450, pmi: 0 },
  { price: 380_000, down: { amount: 11_400 }, rate: 6.75, term: 360, state: 'IL', credit: 620, pmi: 1.86 },
  { price: 230_000, down: { percent: 4.99 }, rate: 6.3, term: 360, state: 'PA', pmi: 0.87 },
  { price: 700_000, down: { percent: 50 }, rate: 5.5, term: 120, state: 'CO', pmi: 0 },
  { price: 310_000, down: { percent: 12 }, rate: 6.125, term: 300, state: 'AZ', credit: 690, pmi: 0.9 },
  { price: 95_000, down: { percent: 10 }, rate: 9, term: 360, state: 'WV', credit: 600, pmi: 0.94 },
  { price: 425_000, down: { amount: 0 }, rate: 6.5, term: 360, state: 'VA', credit: 740, pmi: null },
  { price: 550_000, down: { percent: 20 }, rate: 0, term: 360, state: 'MN', pmi: 0 },
  { price: 285_000, down: { percent: 6 }, rate: 7.125, term: 360, state: 'MA', credit: 661, pmi: 1.28 },
  { price: 640_000, down: { percent: 18 }, rate: 6.4, term: 360, state: 'DC', credit: 719, hoa: 325, pmi: 0.38 },
  { price: 365_000, down: { amount: 73_000 }, rate: 6.85, term: 240, state: 'TN', pmi: 0 },
  { price: 480_000, down: { percent: 8 }, rate: 6.95, term: 360, state: 'NV', credit: 745, pmi: 0.66 },
  { price: 260_000, down: { percent: 3 }, rate: 6.2, term: 180, state: 'KS', credit: 665, pmi: 1.34 },
];

function expected(c: Case) {
  const priceCents = c.price * 100;
  const downCents =
    'amount' in c.down ? c.down.amount * 100 : halfUp((priceCents * c.down.percent) / 100);
  const loanCents = priceCents - downCents;
  const pi = pmtCents(loanCents, c.rate, c.term);
  const tax = halfUp((priceCents * TAX_RATE[c.state ?? 'US']!) / 100 / 12);
  const insurance = insuranceCents(priceCents);
  const hoa = (c.hoa ?? 0) * 100;
  const pmi = c.pmi === null ? null : halfUp((loanCents * c.pmi) / 1200);
  return {
    priceCents,
    downCents,
    loanCents,
    pi,
    tax,
    insurance,
    hoa,
    pmi,
    total: pmi === null ? undefined : pi + tax + insurance + hoa + pmi,
  };
}

function input(c: Case) {
  return {
    homePriceCents: c.price * 100,
    ...('amount' in c.down
      ? { downPaymentCents: c.down.amount * 100 }
      : { downPaymentPercent: c.down.percent }),
    annualRatePercent: c.rate,
    termMonths: c.term,
    ...(c.state === undefined ? {} : { stateCode: c.state }),
    ...(c.credit === undefined ? {} : { creditScore: c.credit }),
    ...(c.hoa === undefined ? {} : { hoaMonthlyCents: c.hoa * 100 }),
  } as Parameters<typeof mortgagePaymentCalculator>[0];
}

describe('mortgagePaymentCalculator against Excel and the published tables (24 cases)', () => {
  it.each(CASES)('$price, $down down, $rate % for $term months in $state', (c) => {
    const want = expected(c);
    const result = mortgagePaymentCalculator(input(c));
    expect(result.downPaymentCents).toBe(want.downCents);
    expect(result.loanAmountCents).toBe(want.loanCents);
    expect(result.downPaymentPercent).toBeCloseTo((want.downCents / want.priceCents) * 100, 10);
    // Payments: Excel PMT half-up, equal to the cent.
    expect(result.principalAndInterestCents).toBe(want.pi);
    expect(result.propertyTaxCents).toBe(want.tax);
    expect(result.homeownersInsuranceCents).toBe(want.insurance);
    expect(result.hoaCents).toBe(want.hoa);
    if (want.pmi === null) {
      expect(result.mortgageInsurance).toEqual({ eligible: false });
    } else {
      expect(result.mortgageInsurance).toMatchObject({
        eligible: true,
        annualRatePercent: c.pmi,
        monthlyCents: want.pmi,
      });
    }
    expect(result.totalMonthlyCents).toBe(want.total);
    // The donut's slices add up to the payment.
    const slices = result.breakdown.reduce((sum, slice) => sum + slice.cents, 0);
    if (want.total !== undefined) expect(slices).toBe(want.total);
    // Lifetime interest: the cent schedule within the drift bound of Excel's exact CUMIPMT.
    const exact = cumipmtCents(want.loanCents, c.rate, c.term);
    expect(Math.abs(result.totalInterestCents - exact)).toBeLessThanOrEqual(
      driftBoundCents(c.rate, c.term),
    );
    expect(result.totalOfPaymentsCents).toBe(want.loanCents + result.totalInterestCents);
  });

  it.each(CASES.filter((c) => c.pmi !== null && c.pmi > 0))(
    'PMI on $price with $down down ends when the balance reaches 78 % of the price, or at the midpoint',
    (c) => {
      const want = expected(c);
      const result = mortgagePaymentCalculator(input(c));
      if (!result.mortgageInsurance.eligible) throw new Error('expected PMI');
      const last = result.mortgageInsurance.lastPaymentNumber!;
      const midpoint = Math.ceil(c.term / 2);
      const threshold = want.priceCents * 0.78;
      // Excel's balance with the rounded payment (FV) differs from the cent schedule by the drift bound.
      const before = balanceAfterCents(want.loanCents, c.rate, want.pi, last - 1);
      expect(before).toBeGreaterThan(threshold - driftBoundCents(c.rate, last - 1));
      expect(last).toBeLessThanOrEqual(midpoint);
      if (last < midpoint) {
        const after = balanceAfterCents(want.loanCents, c.rate, want.pi, last);
        expect(after).toBeLessThanOrEqual(threshold + driftBoundCents(c.rate, last));
      }
    },
  );
});

describe('miniMortgageCalculator against Excel and the published tables (24 cases)', () => {
  it.each(CASES)('$price, $down down, $rate % for $term months in $state', (c) => {
    const want = expected({ ...c, hoa: undefined, credit: undefined, pmi: miniPmi(c) });
    const result = miniMortgageCalculator({
      homePriceCents: c.price * 100,
      ...('amount' in c.down
        ? { downPaymentCents: c.down.amount * 100 }
        : { downPaymentPercent: c.down.percent }),
      annualRatePercent: c.rate,
      termMonths: c.term,
      ...(c.state === undefined ? {} : { stateCode: c.state }),
    } as Parameters<typeof miniMortgageCalculator>[0]);
    expect(result.loanAmountCents).toBe(want.loanCents);
    expect(result.principalAndInterestCents).toBe(want.pi);
    expect(result.propertyTaxCents).toBe(want.tax);
    expect(result.homeownersInsuranceCents).toBe(want.insurance);
    expect(result.mortgageInsuranceCents).toBe(want.pmi ?? undefined);
    expect(result.totalMonthlyCents).toBe(want.total);
    // The link to the full calculator carries the same question and gives the same payment.
    expect(mortgagePaymentCalculator(result.fullCalculatorInput).totalMonthlyCents).toBe(
      result.totalMonthlyCents,
    );
  });
});

/** The mini widget has no score field: PMI at the default 720 tier (card row 720–739). */
function miniPmi(c: Case): number | null {
  const priceCents = c.price * 100;
  const downCents =
    'amount' in c.down ? c.down.amount * 100 : halfUp((priceCents * c.down.percent) / 100);
  const percent = (downCents / priceCents) * 100;
  // Bands as the card reads them: LTV truncated to 2 decimals, then up to a whole percent.
  const pricedLtv = Math.ceil(Math.floor((100 - percent) * 100 + 1e-6) / 100);
  const down = 100 - pricedLtv;
  const over20 = c.term > 240;
  const row = over20 ? [0.87, 0.66, 0.46, 0.23, 0] : [0.68, 0.52, 0.37, 0.23, 0];
  if (down >= 20) return 0;
  if (down >= 15) return row[3]!;
  if (down >= 10) return row[2]!;
  if (down >= 5) return row[1]!;
  if (down >= 3) return row[0]!;
  return null;
}
