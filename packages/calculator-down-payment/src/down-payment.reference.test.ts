// Issue 24, acceptance 1: the figures the down payment calculator shows for a form, against
// independent values — Excel's PMT (@formulajs/formulajs) for principal and interest, the
// published PMI card (Essent/MGIC borrower-paid monthly, standard coverage) and plain arithmetic
// for the rest — not against @lender/mortgage-math itself.
import { PMT } from '@formulajs/formulajs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_VALUES, figures, type DownPaymentValues } from './form.ts';

const halfUp = (cents: number) => Math.sign(cents) * Math.round(Math.abs(cents) + 1e-9);
const pmt = (loanCents: number, rate: number, months: number) => {
  if (loanCents === 0) return 0;
  const value = PMT(rate / 1200, months, -loanCents / 100);
  if (typeof value !== 'number') throw value;
  return halfUp(value * 100);
};

// The card's annual rates by score row and down payment band (3, 5, 10, 15, 20 % down).
const CARD_OVER_20_YEARS: Record<number, number[]> = {
  720: [0.87, 0.66, 0.46, 0.23, 0],
  660: [1.54, 1.28, 0.9, 0.38, 0],
  620: [1.86, 1.42, 0.94, 0.44, 0],
};
const CARD_20_YEARS_OR_LESS: Record<number, number[]> = {
  720: [0.68, 0.52, 0.37, 0.23, 0],
  660: [1.34, 0.95, 0.66, 0.32, 0],
  620: [1.72, 1.27, 0.89, 0.41, 0],
};

/** The card's rate, reading the LTV as the card does (truncated to 2 decimals, then up); null when it prices none. */
function cardRate(score: number, downCents: number, priceCents: number, months: number) {
  const ltv = Math.ceil(Math.floor(((priceCents - downCents) / priceCents) * 10_000 + 1e-6) / 100);
  const down = 100 - ltv;
  if (down >= 20) return 0;
  const row = score >= 720 ? 720 : score >= 660 ? 660 : score >= 580 ? 620 : null;
  const band = down >= 15 ? 3 : down >= 10 ? 2 : down >= 5 ? 1 : down >= 3 ? 0 : null;
  if (row === null || band === null) return null;
  return (months > 240 ? CARD_OVER_20_YEARS : CARD_20_YEARS_OR_LESS)[row]![band]!;
}

// National averages the calculator states it uses: property tax 1.14 % of the price a year
// (no state given), homeowners insurance $2,408 a year on a $300,000 home, closing costs 3 %.
const TAX_PERCENT = 1.14;

// prettier-ignore
const CASES: Partial<DownPaymentValues>[] = [
  {},
  { customDownPayment: '50000' },
  { homePrice: '250000', interestRate: '7', creditScore: '660', customDownPayment: '10000' },
  { homePrice: '650000', interestRate: '6.25', termYears: '15' },
  { homePrice: '185000', interestRate: '7.5', creditScore: '620', customDownPayment: '5000' },
  { homePrice: '$999,000', interestRate: '6.875', customDownPayment: '300,000' },
  { homePrice: '320000', interestRate: '5.75', termYears: '20', creditScore: '660', customDownPayment: '48000' },
  { homePrice: '275500', interestRate: '6.99', creditScore: '580' },
  { homePrice: '133333', interestRate: '8.25', customDownPayment: '13333.3' },
  { homePrice: '290000', interestRate: '0', customDownPayment: '29000' },
  { homePrice: '380000', interestRate: '6.625', termYears: '15', creditScore: '580' },
  { homePrice: '215000', interestRate: '6.45', customDownPayment: '21499.99', termYears: '10' },
];

describe('the down payment calculator’s figures against Excel and the PMI card (12 cases)', () => {
  it.each(CASES)('%o', (changes) => {
    const values = { ...DEFAULT_VALUES, ...changes };
    const shown = figures(values, 2026)!;
    const dollars = (text: string) => Math.round(Number(text.replace(/[$,]/g, '')) * 100);
    const price = dollars(values.homePrice);
    const rate = Number(values.interestRate);
    const months = Number(values.termYears) * 12;
    const score = Number(values.creditScore);
    const downs = [3, 5, 10, 20].map((percent) => halfUp((price * percent) / 100));
    if (values.customDownPayment) downs.push(dollars(values.customDownPayment));
    const closing = halfUp((price * 3) / 100);
    const tax = halfUp((price * TAX_PERCENT) / 100 / 12);
    const insurance = halfUp((price * 2408) / 300_000 / 12);

    expect(shown.columns.map((column) => column.scenario.downPaymentCents)).toEqual(downs);
    shown.columns.forEach(({ scenario }, index) => {
      const down = downs[index]!;
      const loan = price - down;
      const card = cardRate(score, down, price, months);
      const pmi = card === null ? null : halfUp((loan * card) / 1200);
      const pi = pmt(loan, rate, months);
      expect(scenario.loanAmountCents).toBe(loan);
      expect(scenario.principalAndInterestCents).toBe(pi);
      if (pmi === null) expect(scenario.mortgageInsurance.eligible).toBe(false);
      else
        expect(scenario.mortgageInsurance).toMatchObject({
          annualRatePercent: card,
          monthlyCents: pmi,
        });
      expect(scenario.propertyTaxCents).toBe(tax);
      expect(scenario.homeownersInsuranceCents).toBe(insurance);
      expect(scenario.monthlyPaymentCents).toBe(
        pmi === null ? undefined : pi + pmi + tax + insurance,
      );
      expect(scenario.cashToCloseCents).toBe(down + closing);
    });
  });
});
