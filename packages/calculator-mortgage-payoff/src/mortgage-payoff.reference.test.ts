// Issue 24 acceptance 1: what the mortgage payoff calculator shows for a form as a visitor fills
// it in, against Excel's PMT, CUMIPMT and NPER (@formulajs/formulajs, an independent
// implementation). Tolerances: test-support/excel.ts.
import { amortizationSchedule, mortgagePayoffCalculator } from '@lender/mortgage-math';
import { describe, expect, it } from 'vitest';
import { calculatorInput, defaultValues, formErrors, type MortgagePayoffValues } from './form.ts';
import {
  cumipmtCents,
  driftBoundCents,
  halfUp,
  nper,
  pmtCents,
  pmtExactCents,
} from '@lender/calculator-test-support';

const cents = (text: string) => halfUp(Number(text.replace(/[$,]/g, '')) * 100);
const NEXT = { year: 2027, month: 2 };

function form(fields: Partial<MortgagePayoffValues>): MortgagePayoffValues {
  const values = {
    ...defaultValues({ year: 2027, month: 1 }),
    nextMonth: String(NEXT.month),
    nextYear: String(NEXT.year),
    ...fields,
  };
  expect(formErrors(values)).toEqual({});
  return values;
}

// prettier-ignore
const EXTRA = [
  { balance: '280,000', rate: '6.5', left: '330', extra: '250' },
  { balance: '$150,000', rate: '4.75', left: '240', extra: '100' },
  { balance: '612,345.67', rate: '7.125', left: '355', extra: '$777.77' },
  { balance: '95000', rate: '8.9', left: '120', extra: '40' },
  { balance: '$1,250,000', rate: '6.875', left: '358', extra: '5,000' },
  { balance: '33000', rate: '5.5', left: '36', extra: '150' },
];

describe.each(EXTRA)('$balance at $rate% with $left left, $extra extra: the payoff date', (c) => {
  it('payment is PMT; payoff is the month NPER gives; interest saved against CUMIPMT', () => {
    const result = mortgagePayoffCalculator(
      calculatorInput(
        form({
          goal: 'payoffDateForExtra',
          balance: c.balance,
          interestRate: c.rate,
          paymentsLeft: c.left,
          extraMonthly: c.extra,
        }),
      ),
    );
    const balance = cents(c.balance);
    const rate = Number(c.rate);
    const left = Number(c.left);
    expect(result.monthlyPaymentCents).toBe(pmtCents(balance, rate, left));
    const paid = result.monthlyPaymentCents + cents(c.extra);
    const exact = nper(balance, rate, paid);
    const slack = driftBoundCents(rate, Math.ceil(exact)) / paid;
    expect(result.payoffMonths).toBeGreaterThanOrEqual(Math.ceil(exact - slack));
    expect(result.payoffMonths).toBeLessThanOrEqual(Math.ceil(exact + slack));
    expect(
      Math.abs(result.originalTotalInterestCents - cumipmtCents(balance, rate, left)),
    ).toBeLessThanOrEqual(driftBoundCents(rate, left));
    const index = NEXT.year * 12 + NEXT.month - 1 + result.payoffMonths - 1;
    expect(result.payoffDate).toEqual({ year: Math.floor(index / 12), month: (index % 12) + 1 });
  });
});

// prettier-ignore
const TARGET = [
  { balance: '280,000', rate: '6.5', left: '330', months: 180 },
  { balance: '150000', rate: '4.75', left: '240', months: 60 },
  { balance: '$612,345.67', rate: '7.125', left: '355', months: 240 },
  { balance: '420,000', rate: '3.25', left: '300', months: 36 },
  { balance: '510000', rate: '6.2', left: '180', months: 179 },
  { balance: '$330,000', rate: '9.5', left: '345', months: 200 },
];

describe.each(TARGET)('$balance at $rate% with $left left, paid off in $months: the extra', (c) => {
  it('the extra is PMT over the months wanted less the scheduled payment, and the least that works', () => {
    const by = { year: 0, month: 0 };
    const index = NEXT.year * 12 + NEXT.month - 1 + c.months - 1;
    by.year = Math.floor(index / 12);
    by.month = (index % 12) + 1;
    const result = mortgagePayoffCalculator(
      calculatorInput(
        form({
          goal: 'extraForPayoffDate',
          balance: c.balance,
          interestRate: c.rate,
          paymentsLeft: c.left,
          payoffMonth: String(by.month),
          payoffYear: String(by.year),
        }),
      ),
    );
    const balance = cents(c.balance);
    const rate = Number(c.rate);
    expect(result.targetMonths).toBe(c.months);
    const excel = pmtExactCents(balance, rate, c.months) - pmtCents(balance, rate, Number(c.left));
    // A cent for searching in whole cents, a cent for the interest rounding.
    expect(Math.abs(result.extraMonthlyCents - excel)).toBeLessThanOrEqual(2);
    expect(result.payoffMonths).toBeLessThanOrEqual(c.months);
    const lessOneCent = amortizationSchedule({
      loanAmountCents: balance,
      annualRatePercent: rate,
      termMonths: Number(c.left),
      extraMonthlyCents: result.extraMonthlyCents - 1,
    });
    expect(lessOneCent.payoffMonths).toBeGreaterThan(c.months);
  });
});
