// Issue 24 acceptance 1: what the amortization calculator shows for a form as a visitor fills it
// in, against Excel's PMT, IPMT, CUMIPMT and NPER (@formulajs/formulajs, an independent
// implementation). Tolerances: test-support/excel.ts.
import { amortizationCalculator, scheduleCsv } from '@lender/mortgage-math';
import { describe, expect, it } from 'vitest';
import { calculatorInput, defaultValues, formErrors, type AmortizationValues } from './form.ts';
import {
  cumipmtCents,
  driftBoundCents,
  halfUp,
  ipmtCents,
  nper,
  pmtCents,
} from '@lender/calculator-test-support';

interface Case {
  loan: string;
  rate: string;
  years: string;
  extraMonthly?: string;
}

// Amounts as typed, some with "$" and commas (pasted).
// prettier-ignore
const CASES: Case[] = [
  { loan: '300000', rate: '6.5', years: '30' },
  { loan: '$350,000', rate: '7.125', years: '30' },
  { loan: '180,000', rate: '4.25', years: '15' },
  { loan: '$1,200,000', rate: '6.875', years: '30' },
  { loan: '95000', rate: '8.9', years: '10' },
  { loan: '425,000.50', rate: '5.99', years: '25' },
  { loan: '62,500', rate: '12', years: '5' },
  { loan: '750000', rate: '3.25', years: '20' },
  { loan: '300000', rate: '6.5', years: '30', extraMonthly: '200' },
  { loan: '$500,000', rate: '7.25', years: '30', extraMonthly: '$1,000' },
  { loan: '250000', rate: '3.75', years: '15', extraMonthly: '500' },
  { loan: '2,000,000', rate: '2.5', years: '40', extraMonthly: '5,000' },
];

const cents = (text: string) => halfUp(Number(text.replace(/[$,]/g, '')) * 100);

function run(c: Case) {
  const values: AmortizationValues = {
    ...defaultValues({ year: 2026, month: 11 }),
    loanAmount: c.loan,
    interestRate: c.rate,
    termYears: c.years,
    extraMonthly: c.extraMonthly ?? '',
  };
  expect(formErrors(values)).toEqual({});
  return amortizationCalculator(calculatorInput(values));
}

describe.each(CASES)('$loan at $rate% for $years years, extra $extraMonthly', (c) => {
  const loan = cents(c.loan);
  const rate = Number(c.rate);
  const months = Number(c.years) * 12;

  it('monthly payment is PMT to the cent; the first month’s interest is IPMT to the cent', () => {
    const result = run(c);
    expect(result.monthlyPaymentCents).toBe(pmtCents(loan, rate, months));
    expect(result.rows[0]!.interestCents).toBe(halfUp(ipmtCents(loan, rate, months, 1)));
  });

  it('the first year’s and the whole loan’s interest are CUMIPMT within the rounding bound', () => {
    const result = run(c);
    if (c.extraMonthly !== undefined) return;
    const firstYear = result.rows.slice(0, 12).reduce((sum, row) => sum + row.interestCents, 0);
    expect(Math.abs(firstYear - cumipmtCents(loan, rate, months, 1, 12))).toBeLessThanOrEqual(
      driftBoundCents(rate, 12),
    );
    expect(
      Math.abs(result.totalInterestCents - cumipmtCents(loan, rate, months)),
    ).toBeLessThanOrEqual(driftBoundCents(rate, months));
    expect(result.payoffMonths).toBe(months);
  });

  it('with an extra payment, pays off in the month NPER gives, and saves against CUMIPMT', () => {
    const result = run(c);
    if (c.extraMonthly === undefined) {
      expect(result.interestSavedCents).toBe(0);
      return;
    }
    const paid = result.monthlyPaymentCents + cents(c.extraMonthly);
    const exact = nper(loan, rate, paid);
    const slack = driftBoundCents(rate, Math.ceil(exact)) / paid;
    expect(result.payoffMonths).toBeGreaterThanOrEqual(Math.ceil(exact - slack));
    expect(result.payoffMonths).toBeLessThanOrEqual(Math.ceil(exact + slack));
    expect(result.originalTotalInterestCents - result.totalInterestCents).toBe(
      result.interestSavedCents,
    );
    expect(
      Math.abs(result.originalTotalInterestCents - cumipmtCents(loan, rate, months)),
    ).toBeLessThanOrEqual(driftBoundCents(rate, months));
  });

  it('the CSV has a line per payment and closes at exactly 0', () => {
    const result = run(c);
    const lines = scheduleCsv(result.rows).trimEnd().split('\r\n');
    expect(lines).toHaveLength(result.payoffMonths + 1);
    expect(lines.at(-1)!.endsWith(',0.00')).toBe(true);
  });
});
