// Acceptance 1 (issue 24): the figures the lower payment refinance calculator puts on screen,
// read from the page as a visitor sees them, against Excel's PMT and CUMIPMT
// (@formulajs/formulajs) on 14 cases: lower and higher rates, shorter and longer terms, costs
// paid in cash and added to the loan, no costs, a 0 % loan, odd cents.
import { cleanup, render, screen } from '@testing-library/react';
import { I18nProvider } from 'react-aria-components/I18nProvider';
import { afterEach, describe, expect, it } from 'vitest';
import { RefinanceCalculator } from './index.ts';
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
  newRate: number;
  newTerm: 10 | 15 | 20 | 25 | 30;
  costs: string;
  roll?: boolean;
}

// prettier-ignore
const CASES: Case[] = [
  { balance: '300000', rate: 7.5, years: 28, months: 0, newRate: 6.25, newTerm: 30, costs: '6000' },
  { balance: '300000', rate: 7.5, years: 28, months: 0, newRate: 6.25, newTerm: 30, costs: '6000', roll: true },
  { balance: '450000', rate: 6.875, years: 25, months: 0, newRate: 6.5, newTerm: 25, costs: '9000' },
  { balance: '220000', rate: 8, years: 29, months: 0, newRate: 6.75, newTerm: 30, costs: '4200' },
  { balance: '175000', rate: 5.5, years: 10, months: 0, newRate: 6.5, newTerm: 30, costs: '3500' },
  { balance: '500000', rate: 7.25, years: 30, months: 0, newRate: 6, newTerm: 15, costs: '6000' },
  { balance: '95000', rate: 9.25, years: 20, months: 0, newRate: 7.25, newTerm: 20, costs: '2800' },
  { balance: '1000000', rate: 7.75, years: 27, months: 6, newRate: 6.875, newTerm: 30, costs: '15000', roll: true },
  { balance: '265432', rate: 6.99, years: 25, months: 11, newRate: 5.99, newTerm: 25, costs: '4999' },
  { balance: '380000', rate: 6.5, years: 27, months: 0, newRate: 6.375, newTerm: 30, costs: '7600' },
  { balance: '150000', rate: 4, years: 16, months: 8, newRate: 6.5, newTerm: 30, costs: '3000' },
  { balance: '720000', rate: 7, years: 29, months: 6, newRate: 6.25, newTerm: 30, costs: '0' },
  { balance: '58000', rate: 10, years: 8, months: 0, newRate: 0, newTerm: 10, costs: '1500' },
  { balance: '410000', rate: 7.875, years: 23, months: 4, newRate: 6.625, newTerm: 20, costs: '8200', roll: true },
];

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/calculators/refinance');
});

const shown = (testId: string) => centsOf(screen.getByTestId(testId).textContent ?? '');

describe('the lower payment refinance calculator on screen against Excel (14 cases)', () => {
  it.each(CASES)(
    '$balance at $rate % with $years y $months m left → $newRate % for $newTerm years, costs $costs, rolled in $roll',
    (c) => {
      const hash = new URLSearchParams({
        balance: c.balance,
        rate: String(c.rate),
        years: String(c.years),
        months: String(c.months),
        newRate: String(c.newRate),
        newTerm: String(c.newTerm),
        closingCosts: c.costs,
        payCosts: c.roll ? 'loan' : 'cash',
      });
      window.history.replaceState(null, '', `/calculators/refinance#${hash.toString()}`);
      render(
        <I18nProvider locale="en-US">
          <RefinanceCalculator />
        </I18nProvider>,
      );
      const balance = Number(c.balance) * 100;
      const costs = Number(c.costs) * 100;
      const left = c.years * 12 + c.months;
      const newTerm = c.newTerm * 12;
      const newLoan = balance + (c.roll ? costs : 0);
      const current = pmtCents(balance, c.rate, left);
      const next = pmtCents(newLoan, c.newRate, newTerm);

      expect(shown('current-payment')).toBe(current);
      expect(shown('new-payment')).toBe(next);
      expect(shown('monthly-savings')).toBe(Math.abs(current - next));
      expect(shown('closing-costs')).toBe(costs);
      const breakEven = screen.getByTestId('break-even').textContent;
      if (current - next <= 0) expect(breakEven).toBe('Never: the payment does not go down');
      else if (costs === 0) expect(breakEven).toBe('At once: there are no closing costs');
      else expect(breakEven).toMatch(new RegExp(`^${Math.ceil(costs / (current - next))} months?`));

      const currentInterest = totalInterestCents(balance, c.rate, left);
      const newInterest = totalInterestCents(newLoan, c.newRate, newTerm);
      const bound = driftBoundCents(c.rate, left) + driftBoundCents(c.newRate, newTerm);
      expect(Math.abs(shown('current-interest') - currentInterest)).toBeLessThanOrEqual(
        driftBoundCents(c.rate, left),
      );
      expect(Math.abs(shown('new-interest') - newInterest)).toBeLessThanOrEqual(
        driftBoundCents(c.newRate, newTerm),
      );
      expect(
        Math.abs(shown('interest-change') - Math.abs(newInterest - currentInterest)),
      ).toBeLessThanOrEqual(bound);
      const lifetime = newInterest - currentInterest + costs;
      expect(Math.abs(shown('lifetime-change') - Math.abs(lifetime))).toBeLessThanOrEqual(bound);
      // "Costs more", said plainly, wherever Excel's answer is clear of the rounding drift.
      if (Math.abs(lifetime) > bound && current - next > 0) {
        expect(screen.queryByTestId('costs-more') !== null).toBe(lifetime > 0);
      }
      if (current - next <= 0) expect(screen.getByTestId('costs-more')).toBeInTheDocument();
    },
  );
});
