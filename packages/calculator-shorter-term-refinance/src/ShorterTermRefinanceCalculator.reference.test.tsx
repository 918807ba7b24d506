// Acceptance 1 (issue 24): the figures the shorter term refinance calculator puts on screen,
// read from the page as a visitor sees them, against Excel's PMT and CUMIPMT
// (@formulajs/formulajs) on 10 cases of three terms each: higher and lower current rates, a
// 20-year term longer than the time left, costs in cash and added to the loan, a 0 % offer.
import { cleanup, render, screen } from '@testing-library/react';
import { I18nProvider } from 'react-aria-components/I18nProvider';
import { afterEach, describe, expect, it } from 'vitest';
import { ShorterTermRefinanceCalculator } from './index.ts';
import {
  centsOf,
  cumipmtCents as totalInterestCents,
  driftBoundCents,
  pmtCents,
} from '@lender/calculator-test-support';

interface Case {
  balance: string;
  rate: number;
  years: number;
  months: number;
  costs: string;
  roll?: boolean;
  /** Rates of the 10-, 15- and 20-year offers. */
  offers: [number, number, number];
}

// prettier-ignore
const CASES: Case[] = [
  { balance: '300000', rate: 7.5, years: 28, months: 0, costs: '5000', offers: [5.75, 5.875, 6.25] },
  { balance: '300000', rate: 7.25, years: 28, months: 0, costs: '5000', roll: true, offers: [5.75, 5.875, 6.25] },
  { balance: '450000', rate: 6.5, years: 25, months: 0, costs: '8000', offers: [5.5, 5.625, 6] },
  { balance: '180000', rate: 4.25, years: 25, months: 0, costs: '3000', offers: [5.5, 5.625, 6] },
  { balance: '620000', rate: 7, years: 29, months: 7, costs: '11000', offers: [6, 6.125, 6.5] },
  { balance: '95000', rate: 8.5, years: 20, months: 10, costs: '2500', offers: [6.75, 6.875, 7.125] },
  { balance: '250000', rate: 6.875, years: 16, months: 8, costs: '4500', offers: [5.99, 6.125, 6.5] },
  { balance: '1100000', rate: 7.5, years: 28, months: 4, costs: '16500', roll: true, offers: [6.375, 6.5, 6.875] },
  { balance: '140000', rate: 9, years: 15, months: 0, costs: '2800', offers: [7, 7.125, 7.5] },
  { balance: '480000', rate: 6.625, years: 24, months: 2, costs: '9600', offers: [0, 5.625, 6] },
];

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/calculators/shorter-term-refinance');
});

const shown = (testId: string) => centsOf(screen.getByTestId(testId).textContent ?? '');
/** A signed amount written "$X more" / "$X less" / "$X lost" / "$X more interest". */
const signed = (testId: string, negativeWord: RegExp) => {
  const text = screen.getByTestId(testId).textContent ?? '';
  if (text === 'No change') return 0;
  return negativeWord.test(text) ? -centsOf(text) : centsOf(text);
};

describe('the shorter term refinance calculator on screen against Excel (10 cases, 30 offers)', () => {
  it.each(CASES)(
    '$balance at $rate % with $years y $months m left, offers $offers, rolled in $roll',
    (c) => {
      const hash = new URLSearchParams({
        balance: c.balance,
        rate: String(c.rate),
        years: String(c.years),
        months: String(c.months),
        closingCosts: c.costs,
        payCosts: c.roll ? 'loan' : 'cash',
        rate10: String(c.offers[0]),
        rate15: String(c.offers[1]),
        rate20: String(c.offers[2]),
      });
      window.history.replaceState(
        null,
        '',
        `/calculators/shorter-term-refinance#${hash.toString()}`,
      );
      render(
        <I18nProvider locale="en-US">
          <ShorterTermRefinanceCalculator />
        </I18nProvider>,
      );
      const balance = Number(c.balance) * 100;
      const costs = Number(c.costs) * 100;
      const left = c.years * 12 + c.months;
      const newLoan = balance + (c.roll ? costs : 0);
      const currentPayment = pmtCents(balance, c.rate, left);
      const currentInterest = totalInterestCents(balance, c.rate, left);
      expect(shown('payment-current')).toBe(currentPayment);
      expect(Math.abs(shown('interest-current') - currentInterest)).toBeLessThanOrEqual(
        driftBoundCents(c.rate, left),
      );
      [10, 15, 20].forEach((years, index) => {
        const rate = c.offers[index]!;
        const term = years * 12;
        const payment = pmtCents(newLoan, rate, term);
        expect(shown(`payment-${years}`)).toBe(payment);
        // "$X more" is a higher payment than now, "$X less" a lower one.
        expect(signed(`change-${years}`, /less/)).toBe(payment - currentPayment);
        const bound = driftBoundCents(c.rate, left) + driftBoundCents(rate, term);
        const newInterest = totalInterestCents(newLoan, rate, term);
        expect(Math.abs(shown(`interest-${years}`) - newInterest)).toBeLessThanOrEqual(
          driftBoundCents(rate, term),
        );
        const saved = currentInterest - newInterest;
        expect(Math.abs(signed(`saved-${years}`, /more interest/) - saved)).toBeLessThanOrEqual(
          bound,
        );
        expect(Math.abs(signed(`net-${years}`, /lost/) - (saved - costs))).toBeLessThanOrEqual(
          bound,
        );
      });
    },
  );
});
