// The down payment calculator against Excel (formulajs PMT) and plain arithmetic from the
// published PMI card and tax table. Tolerances: src/test-support/excel-oracle.ts.
import { describe, expect, it } from 'vitest';
import { downPaymentCalculator } from './down-payment.ts';
import { halfUp, pmtCents } from './test-support/excel-oracle.ts';

// Essent BPMI effective 2019-02-11 = MGIC 2018-07-09 (research §3.1), standard coverage, by the
// score's row and the down payment's band (3, 5, 10, 15, 20 %).
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
const TAX: Record<string, number> = { MI: 1.82, TX: 1.9, CA: 0.78, FL: 1.09, NJ: 2.01, US: 1.14 };

/** The card's rate for a score and a down payment, reading the LTV as the card does (truncate to 2 decimals, then up). */
function cardRate(
  score: number,
  downCents: number,
  priceCents: number,
  term: number,
): number | null {
  const ltv = Math.ceil(Math.floor(((priceCents - downCents) / priceCents) * 10_000 + 1e-6) / 100);
  const down = 100 - ltv;
  if (down >= 20) return 0;
  const row = score >= 720 ? 720 : score >= 660 ? 660 : score >= 580 ? 620 : null;
  const band = down >= 15 ? 3 : down >= 10 ? 2 : down >= 5 ? 1 : down >= 3 ? 0 : null;
  if (row === null || band === null) return null;
  return (term > 240 ? CARD_OVER_20_YEARS : CARD_20_YEARS_OR_LESS)[row]![band]!;
}

interface Case {
  price: number;
  rate: number;
  term: number;
  credit?: number;
  custom?: number;
  state?: string;
  hoa?: number;
  closing?: number;
}

// prettier-ignore
const CASES: Case[] = [
  { price: 400_000, rate: 6.5, term: 360 },
  { price: 400_000, rate: 6.5, term: 360, custom: 50_000, state: 'MI' },
  { price: 250_000, rate: 7, term: 360, credit: 700, custom: 10_000, state: 'TX' },
  { price: 650_000, rate: 6.25, term: 180, credit: 760, state: 'CA' },
  { price: 185_000, rate: 7.5, term: 360, credit: 640, custom: 5_000 },
  { price: 999_000, rate: 6.875, term: 360, custom: 300_000, state: 'FL', hoa: 600 },
  { price: 320_000, rate: 5.75, term: 240, credit: 680, custom: 48_000 },
  { price: 275_500, rate: 6.99, term: 360, credit: 590, state: 'NJ' },
  { price: 510_000, rate: 6.4, term: 360, credit: 725, closing: 2.5 },
  { price: 133_333, rate: 8.25, term: 360, custom: 13_333.3 },
  { price: 720_000, rate: 6.1, term: 300, credit: 745, custom: 144_000, state: 'CA' },
  { price: 290_000, rate: 0, term: 360, custom: 29_000 },
  { price: 450_000, rate: 7.125, term: 360, credit: 660, custom: 0 },
  { price: 380_000, rate: 6.625, term: 180, credit: 619, state: 'MI' },
  { price: 825_000, rate: 6.75, term: 360, credit: 800, custom: 412_500, hoa: 250 },
  { price: 215_000, rate: 6.45, term: 360, credit: 735, custom: 21_499.99, state: 'TX' },
  { price: 560_000, rate: 7.35, term: 360, credit: 670, closing: 4 },
  { price: 345_000, rate: 6.05, term: 120, custom: 69_000 },
  { price: 1_250_000, rate: 7.05, term: 360, credit: 780, custom: 250_000, state: 'NJ' },
  { price: 160_000, rate: 9.1, term: 360, credit: 600, custom: 16_000 },
  { price: 299_999, rate: 6.55, term: 360, custom: 59_999.8 },
  { price: 475_000, rate: 6.95, term: 240, credit: 655, custom: 71_250, state: 'FL' },
];

describe('downPaymentCalculator against Excel and the published tables (22 cases)', () => {
  it.each(CASES)('$price at $rate % for $term months, score $credit, custom $custom', (c) => {
    const priceCents = c.price * 100;
    const credit = c.credit ?? 720;
    const closingCents = halfUp((priceCents * (c.closing ?? 3)) / 100);
    const tax = halfUp((priceCents * TAX[c.state ?? 'US']!) / 100 / 12);
    const insurance = halfUp((priceCents * 2408) / 300_000 / 12);
    const hoa = (c.hoa ?? 0) * 100;
    const result = downPaymentCalculator({
      homePriceCents: priceCents,
      annualRatePercent: c.rate,
      termMonths: c.term,
      ...(c.credit === undefined ? {} : { creditScore: c.credit }),
      ...(c.custom === undefined ? {} : { customDownPaymentCents: Math.round(c.custom * 100) }),
      ...(c.state === undefined ? {} : { stateCode: c.state }),
      ...(c.hoa === undefined ? {} : { hoaMonthlyCents: hoa }),
      ...(c.closing === undefined ? {} : { closingCostPercent: c.closing }),
    });
    const asked = [
      ...[3, 5, 10, 20].map((percent) => halfUp((priceCents * percent) / 100)),
      ...(c.custom === undefined ? [] : [Math.round(c.custom * 100)]),
    ];
    expect(result.scenarios.map((scenario) => scenario.downPaymentCents)).toEqual(asked);
    result.scenarios.forEach((scenario, index) => {
      const down = asked[index]!;
      const loan = priceCents - down;
      const pi = pmtCents(loan, c.rate, c.term);
      const rate = cardRate(credit, down, priceCents, c.term);
      const pmi = rate === null ? null : halfUp((loan * rate) / 1200);
      expect(scenario.kind).toBe(index < 4 ? 'percent' : 'custom');
      expect(scenario.loanAmountCents).toBe(loan);
      expect(scenario.principalAndInterestCents).toBe(pi);
      if (pmi === null) expect(scenario.mortgageInsurance).toEqual({ eligible: false });
      else
        expect(scenario.mortgageInsurance).toMatchObject({
          annualRatePercent: rate,
          monthlyCents: pmi,
        });
      expect(scenario.propertyTaxCents).toBe(tax);
      expect(scenario.homeownersInsuranceCents).toBe(insurance);
      expect(scenario.monthlyPaymentCents).toBe(
        pmi === null ? undefined : pi + pmi + tax + insurance + hoa,
      );
      expect(scenario.closingCostsCents).toBe(closingCents);
      expect(scenario.cashToCloseCents).toBe(down + closingCents);
    });
  });
});
