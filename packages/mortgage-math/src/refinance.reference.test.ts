// The lower-payment and shorter-term refinance calculators against Excel (formulajs PMT, CUMIPMT)
// and plain arithmetic for the break-even month. Tolerances: src/test-support/excel-oracle.ts.
import { describe, expect, it } from 'vitest';
import { lowerPaymentRefinanceCalculator, shorterTermRefinanceCalculator } from './refinance.ts';
import { cumipmtCents, driftBoundCents, pmtCents } from './test-support/excel-oracle.ts';

interface LowerCase {
  balance: number;
  rate: number;
  left: number;
  newRate: number;
  newTerm: number;
  costs: number;
  roll?: boolean;
}

// prettier-ignore
const LOWER: LowerCase[] = [
  { balance: 300_000, rate: 7.25, left: 180, newRate: 5, newTerm: 240, costs: 6_000 },
  { balance: 300_000, rate: 7.5, left: 336, newRate: 6.25, newTerm: 360, costs: 5_500 },
  { balance: 300_000, rate: 7.5, left: 336, newRate: 6.25, newTerm: 360, costs: 5_500, roll: true },
  { balance: 450_000, rate: 6.875, left: 300, newRate: 6.5, newTerm: 360, costs: 9_000 },
  { balance: 450_000, rate: 6.875, left: 300, newRate: 6.5, newTerm: 300, costs: 9_000 },
  { balance: 220_000, rate: 8, left: 348, newRate: 6.75, newTerm: 360, costs: 4_200 },
  { balance: 220_000, rate: 8, left: 348, newRate: 6.75, newTerm: 360, costs: 4_200, roll: true },
  { balance: 600_000, rate: 7.125, left: 350, newRate: 6.125, newTerm: 360, costs: 12_000 },
  { balance: 175_000, rate: 5.5, left: 120, newRate: 6.5, newTerm: 360, costs: 3_500 },
  { balance: 500_000, rate: 7.25, left: 360, newRate: 6, newTerm: 180, costs: 6_000 },
  { balance: 95_000, rate: 9.25, left: 240, newRate: 7.25, newTerm: 240, costs: 2_800 },
  { balance: 1_000_000, rate: 7.75, left: 330, newRate: 6.875, newTerm: 360, costs: 15_000, roll: true },
  { balance: 265_432.1, rate: 6.99, left: 311, newRate: 5.99, newTerm: 300, costs: 4_999.99 },
  { balance: 380_000, rate: 6.5, left: 324, newRate: 6.375, newTerm: 360, costs: 7_600 },
  { balance: 150_000, rate: 4, left: 200, newRate: 6.5, newTerm: 360, costs: 3_000 },
  { balance: 720_000, rate: 7, left: 354, newRate: 6.25, newTerm: 360, costs: 0 },
  { balance: 410_000, rate: 7.875, left: 280, newRate: 6.625, newTerm: 240, costs: 8_200, roll: true },
  { balance: 58_000, rate: 10, left: 96, newRate: 8, newTerm: 120, costs: 1_500 },
  { balance: 333_000, rate: 6.25, left: 345, newRate: 5.75, newTerm: 360, costs: 6_660 },
  { balance: 880_000, rate: 8.125, left: 358, newRate: 7.125, newTerm: 360, costs: 17_600 },
  { balance: 245_000, rate: 7.4, left: 290, newRate: 7.4, newTerm: 360, costs: 4_900 },
  { balance: 515_000, rate: 6.6, left: 120, newRate: 5.9, newTerm: 120, costs: 10_300 },
];

describe('lowerPaymentRefinanceCalculator against Excel (22 cases)', () => {
  it.each(LOWER)(
    '$balance at $rate % with $left months left → $newRate % for $newTerm months, $costs costs, rolled in $roll',
    (c) => {
      const balance = Math.round(c.balance * 100);
      const costs = Math.round(c.costs * 100);
      const newLoan = balance + (c.roll === true ? costs : 0);
      const currentPayment = pmtCents(balance, c.rate, c.left);
      const newPayment = pmtCents(newLoan, c.newRate, c.newTerm);
      const savings = currentPayment - newPayment;
      const result = lowerPaymentRefinanceCalculator({
        currentBalanceCents: balance,
        currentAnnualRatePercent: c.rate,
        currentRemainingMonths: c.left,
        newAnnualRatePercent: c.newRate,
        newTermMonths: c.newTerm,
        closingCostsCents: costs,
        rollClosingCostsIntoLoan: c.roll ?? false,
      });
      expect(result.currentPaymentCents).toBe(currentPayment);
      expect(result.newPaymentCents).toBe(newPayment);
      expect(result.newLoanAmountCents).toBe(newLoan);
      expect(result.monthlySavingsCents).toBe(savings);
      expect(result.noMonthlySavings).toBe(savings <= 0);
      // Break-even: closing costs ÷ monthly savings, up to a whole month.
      const breakEven = savings > 0 ? Math.ceil(costs / savings) : undefined;
      expect(result.breakEvenMonth).toBe(breakEven);
      expect(result.breaksEvenBeforePayoff).toBe(
        breakEven !== undefined && breakEven <= Math.min(c.newTerm, c.left),
      );
      // Lifetime interest of each loan within its drift bound of Excel's CUMIPMT.
      const currentInterest = cumipmtCents(balance, c.rate, c.left);
      const newInterest = cumipmtCents(newLoan, c.newRate, c.newTerm);
      expect(Math.abs(result.currentTotalInterestCents - currentInterest)).toBeLessThanOrEqual(
        driftBoundCents(c.rate, c.left),
      );
      expect(Math.abs(result.newTotalInterestCents - newInterest)).toBeLessThanOrEqual(
        driftBoundCents(c.newRate, c.newTerm),
      );
      const bound = driftBoundCents(c.rate, c.left) + driftBoundCents(c.newRate, c.newTerm);
      const exactChange = newInterest - currentInterest;
      expect(Math.abs(result.lifetimeInterestChangeCents - exactChange)).toBeLessThanOrEqual(bound);
      expect(result.lifetimeCostChangeCents).toBe(result.lifetimeInterestChangeCents + costs);
      // "Costs more" agrees with Excel wherever Excel's answer is clear of the rounding drift.
      const exactCost = exactChange + costs;
      if (Math.abs(exactCost) > bound) expect(result.costsMoreOverLife).toBe(exactCost > 0);
    },
  );
});

interface ShorterCase {
  balance: number;
  rate: number;
  left: number;
  costs: number;
  roll?: boolean;
  /** Rates of the 10-, 15- and 20-year offers. */
  offers: [number, number, number];
}

// prettier-ignore
const SHORTER: ShorterCase[] = [
  { balance: 300_000, rate: 7.25, left: 336, costs: 5_000, offers: [5.75, 5.875, 6.25] },
  { balance: 300_000, rate: 7.25, left: 336, costs: 5_000, roll: true, offers: [5.75, 5.875, 6.25] },
  { balance: 450_000, rate: 6.5, left: 300, costs: 8_000, offers: [5.5, 5.625, 6] },
  { balance: 180_000, rate: 4.25, left: 300, costs: 3_000, offers: [5.5, 5.625, 6] },
  { balance: 620_000, rate: 7, left: 355, costs: 11_000, offers: [6, 6.125, 6.5] },
  { balance: 95_000, rate: 8.5, left: 250, costs: 2_500, offers: [6.75, 6.875, 7.125] },
  { balance: 250_000, rate: 6.875, left: 200, costs: 4_500, offers: [5.99, 6.125, 6.5] },
  { balance: 1_100_000, rate: 7.5, left: 340, costs: 16_500, roll: true, offers: [6.375, 6.5, 6.875] },
  { balance: 375_500.55, rate: 6.75, left: 320, costs: 6_250.5, offers: [5.625, 5.75, 6.125] },
  { balance: 205_000, rate: 5.875, left: 230, costs: 3_600, offers: [5.25, 5.375, 5.75] },
  { balance: 510_000, rate: 7.125, left: 359, costs: 0, offers: [6.125, 6.25, 6.625] },
  { balance: 140_000, rate: 9, left: 180, costs: 2_800, offers: [7, 7.125, 7.5] },
  { balance: 330_000, rate: 3.5, left: 280, costs: 5_000, offers: [5.875, 6, 6.375] },
  { balance: 760_000, rate: 6.99, left: 310, costs: 12_000, offers: [5.875, 6, 6.375] },
  { balance: 285_000, rate: 7.625, left: 345, costs: 5_700, roll: true, offers: [6.5, 6.625, 7] },
  { balance: 415_000, rate: 6.25, left: 260, costs: 7_000, offers: [5.5, 5.625, 6] },
  { balance: 66_000, rate: 10.5, left: 150, costs: 1_900, offers: [8.25, 8.375, 8.75] },
  { balance: 950_000, rate: 7.875, left: 357, costs: 14_250, offers: [6.625, 6.75, 7.125] },
  { balance: 233_000, rate: 6.125, left: 222, costs: 4_100, offers: [5.375, 5.5, 5.875] },
  { balance: 480_000, rate: 6.625, left: 290, costs: 9_600, offers: [0, 5.625, 6] },
];

describe('shorterTermRefinanceCalculator against Excel (20 cases, 60 offers)', () => {
  it.each(SHORTER)('$balance at $rate % with $left months left, offers $offers', (c) => {
    const balance = Math.round(c.balance * 100);
    const costs = Math.round(c.costs * 100);
    const newLoan = balance + (c.roll === true ? costs : 0);
    const terms = [120, 180, 240];
    const result = shorterTermRefinanceCalculator({
      currentBalanceCents: balance,
      currentAnnualRatePercent: c.rate,
      currentRemainingMonths: c.left,
      closingCostsCents: costs,
      rollClosingCostsIntoLoan: c.roll ?? false,
      offers: terms.map((termMonths, index) => ({
        termMonths,
        annualRatePercent: c.offers[index]!,
      })),
    });
    const currentPayment = pmtCents(balance, c.rate, c.left);
    const currentInterest = cumipmtCents(balance, c.rate, c.left);
    expect(result.currentPaymentCents).toBe(currentPayment);
    expect(Math.abs(result.currentTotalInterestCents - currentInterest)).toBeLessThanOrEqual(
      driftBoundCents(c.rate, c.left),
    );
    expect(result.options).toHaveLength(3);
    result.options.forEach((option, index) => {
      const term = terms[index]!;
      const rate = c.offers[index]!;
      const payment = pmtCents(newLoan, rate, term);
      expect(option.termMonths).toBe(term);
      expect(option.newPaymentCents).toBe(payment);
      expect(option.paymentChangeCents).toBe(payment - currentPayment);
      expect(option.monthsSaved).toBe(c.left - term);
      const saved = currentInterest - cumipmtCents(newLoan, rate, term);
      expect(Math.abs(option.interestSavedCents - saved)).toBeLessThanOrEqual(
        driftBoundCents(c.rate, c.left) + driftBoundCents(rate, term),
      );
      expect(option.netSavingsCents).toBe(option.interestSavedCents - costs);
    });
  });
});
