// The mini purchase/refinance widget against Excel (formulajs PMT) and plain arithmetic from the
// published tables. Tolerances: src/test-support/excel-oracle.ts.
import { describe, expect, it } from 'vitest';
import { miniPurchaseRefinanceCalculator } from './purchase-refinance.ts';
import { halfUp, pmtCents } from './test-support/excel-oracle.ts';

// Tax Foundation effective rates (2010 ACS), percent of value a year; US 1.14 for no state.
const TAX: Record<string, number> = { MI: 1.82, TX: 1.9, CA: 0.78, NY: 1.38, OH: 1.44, US: 1.14 };

interface Case {
  tab: 'purchase' | 'refinance';
  /** Price (purchase) or value (refinance), dollars. */
  value: number;
  /** Down payment (purchase) or balance owed (refinance), dollars. */
  amount: number;
  cashOut?: number;
  rate: number;
  term: number;
  state?: string;
  credit?: number;
  /** PMI rate from the Essent/MGIC card (research §3.1) for the tier and band; null: not available. */
  pmi: number | null;
  cashOutAbove80?: boolean;
}

// prettier-ignore
const CASES: Case[] = [
  { tab: 'purchase', value: 400_000, amount: 80_000, rate: 6.5, term: 360, state: 'MI', pmi: 0 },
  { tab: 'purchase', value: 350_000, amount: 17_500, rate: 6.875, term: 360, state: 'TX', pmi: 0.66 },
  { tab: 'purchase', value: 250_000, amount: 7_500, rate: 7.25, term: 360, credit: 650, pmi: 1.86 },
  { tab: 'purchase', value: 600_000, amount: 60_000, rate: 6, term: 180, state: 'CA', pmi: 0.37 },
  { tab: 'purchase', value: 999_999, amount: 333_333, rate: 7.125, term: 360, state: 'NY', pmi: 0 },
  { tab: 'purchase', value: 180_000, amount: 3_000, rate: 6.75, term: 360, state: 'OH', pmi: null },
  { tab: 'purchase', value: 275_000, amount: 41_250, rate: 5.99, term: 240, credit: 700, pmi: 0.32 },
  { tab: 'purchase', value: 520_000, amount: 52_000, rate: 0, term: 360, state: 'MI', pmi: 0.46 },
  { tab: 'purchase', value: 315_000, amount: 315_000, rate: 6.5, term: 360, pmi: 0 },
  { tab: 'purchase', value: 445_000, amount: 22_250, rate: 7.5, term: 360, credit: 590, pmi: 1.42 },
  { tab: 'purchase', value: 305_000, amount: 61_000, rate: 6.3, term: 120, state: 'TX', pmi: 0 },
  { tab: 'refinance', value: 500_000, amount: 300_000, rate: 6.25, term: 360, state: 'MI', pmi: 0 },
  { tab: 'refinance', value: 500_000, amount: 300_000, cashOut: 100_000, rate: 6.5, term: 360, state: 'MI', pmi: 0 },
  { tab: 'refinance', value: 500_000, amount: 300_000, cashOut: 150_000, rate: 6.75, term: 360, state: 'MI', pmi: 0.46, cashOutAbove80: true },
  { tab: 'refinance', value: 400_000, amount: 370_000, rate: 6.125, term: 360, state: 'CA', pmi: 0.66 },
  { tab: 'refinance', value: 400_000, amount: 340_000, rate: 5.875, term: 180, credit: 680, pmi: 0.32 },
  { tab: 'refinance', value: 800_000, amount: 200_000, rate: 5.5, term: 120, state: 'NY', pmi: 0 },
  { tab: 'refinance', value: 260_000, amount: 255_000, rate: 6.5, term: 360, pmi: null },
  { tab: 'refinance', value: 350_000, amount: 0, cashOut: 50_000, rate: 7, term: 180, state: 'OH', pmi: 0 },
  { tab: 'refinance', value: 620_000, amount: 450_000, cashOut: 46_000, rate: 6.99, term: 300, state: 'TX', pmi: 0 },
  { tab: 'refinance', value: 210_000, amount: 190_000, rate: 7.75, term: 360, credit: 600, pmi: 1.42 },
  { tab: 'refinance', value: 1_400_000, amount: 1_000_000, rate: 6.625, term: 360, pmi: 0 },
];

describe('miniPurchaseRefinanceCalculator against Excel and the published tables (22 cases)', () => {
  it.each(CASES)('$tab: $value, $amount, cash out $cashOut, $rate % for $term months', (c) => {
    const valueCents = c.value * 100;
    const loanCents =
      c.tab === 'purchase' ? valueCents - c.amount * 100 : (c.amount + (c.cashOut ?? 0)) * 100;
    const pi = pmtCents(loanCents, c.rate, c.term);
    const tax = halfUp((valueCents * TAX[c.state ?? 'US']!) / 100 / 12);
    const insurance = halfUp((valueCents * 2408) / 300_000 / 12);
    const pmi = c.pmi === null ? null : halfUp((loanCents * c.pmi) / 1200);
    const result = miniPurchaseRefinanceCalculator(
      c.tab === 'purchase'
        ? {
            tab: 'purchase',
            homePriceCents: valueCents,
            downPaymentCents: c.amount * 100,
            annualRatePercent: c.rate,
            termMonths: c.term,
            ...(c.state === undefined ? {} : { stateCode: c.state }),
            ...(c.credit === undefined ? {} : { creditScore: c.credit }),
          }
        : {
            tab: 'refinance',
            homeValueCents: valueCents,
            mortgageBalanceCents: c.amount * 100,
            ...(c.cashOut === undefined ? {} : { cashOutCents: c.cashOut * 100 }),
            annualRatePercent: c.rate,
            termMonths: c.term,
            ...(c.state === undefined ? {} : { stateCode: c.state }),
            ...(c.credit === undefined ? {} : { creditScore: c.credit }),
          },
    );
    expect(result.tab).toBe(c.tab);
    expect(result.loanAmountCents).toBe(loanCents);
    expect(result.principalAndInterestCents).toBe(pi);
    expect(result.propertyTaxCents).toBe(tax);
    expect(result.homeownersInsuranceCents).toBe(insurance);
    if (pmi === null) expect(result.mortgageInsurance).toEqual({ eligible: false });
    else
      expect(result.mortgageInsurance).toMatchObject({
        annualRatePercent: c.pmi,
        monthlyCents: pmi,
      });
    expect(result.totalMonthlyCents).toBe(pmi === null ? undefined : pi + tax + insurance + pmi);
    expect(result.exceedsCashOutMaxLtv).toBe(c.cashOutAbove80 ?? false);
  });
});
