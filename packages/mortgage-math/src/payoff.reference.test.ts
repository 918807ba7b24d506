// The mortgage payoff calculator against Excel (formulajs PMT, NPER, FV, CUMIPMT): the payoff date
// for an extra payment, and the extra payment for a payoff date. Tolerances:
// src/test-support/excel-oracle.ts.
import { describe, expect, it } from 'vitest';
import { mortgagePayoffCalculator } from './payoff.ts';
import { amortizationSchedule } from './schedule.ts';
import {
  balanceAfterCents,
  cumipmtCents,
  driftBoundCents,
  nper,
  pmtCents,
  pmtExactCents,
} from './test-support/excel-oracle.ts';

interface ExtraCase {
  balance: number;
  rate: number;
  left: number;
  extra: number;
}

// prettier-ignore
const EXTRA: ExtraCase[] = [
  { balance: 280_000, rate: 6.5, left: 330, extra: 250 },
  { balance: 280_000, rate: 6.5, left: 330, extra: 1_000 },
  { balance: 150_000, rate: 4.75, left: 240, extra: 100 },
  { balance: 612_345.67, rate: 7.125, left: 355, extra: 777.77 },
  { balance: 95_000, rate: 8.9, left: 120, extra: 40 },
  { balance: 420_000, rate: 3.25, left: 300, extra: 2_000 },
  { balance: 1_250_000, rate: 6.875, left: 358, extra: 5_000 },
  { balance: 33_000, rate: 5.5, left: 36, extra: 150 },
  { balance: 205_500, rate: 7.75, left: 270, extra: 0.01 },
  { balance: 510_000, rate: 6.2, left: 180, extra: 1_234.56 },
  { balance: 330_000, rate: 9.5, left: 345, extra: 300 },
];

describe('mortgagePayoffCalculator, payoff date for an extra payment (11 cases) against NPER', () => {
  it.each(EXTRA)('$balance at $rate % with $left months left, $extra extra', (c) => {
    const balance = Math.round(c.balance * 100);
    const extra = Math.round(c.extra * 100);
    const result = mortgagePayoffCalculator({
      goal: 'payoffDateForExtra',
      currentBalanceCents: balance,
      annualRatePercent: c.rate,
      remainingMonths: c.left,
      extraMonthlyCents: extra,
      startDate: { year: 2027, month: 2 },
    });
    const payment = pmtCents(balance, c.rate, c.left);
    expect(result.monthlyPaymentCents).toBe(payment);
    const months = nper(balance, c.rate, payment + extra);
    const slack = driftBoundCents(c.rate, Math.ceil(months)) / (payment + extra);
    expect(result.payoffMonths).toBeGreaterThanOrEqual(Math.ceil(months - slack));
    expect(result.payoffMonths).toBeLessThanOrEqual(Math.ceil(months + slack));
    const n = result.payoffMonths;
    const exactInterest =
      (payment + extra) * (n - 1) +
      balanceAfterCents(balance, c.rate, payment + extra, n - 1) * (1 + c.rate / 1200) -
      balance;
    expect(Math.abs(result.totalInterestCents - exactInterest)).toBeLessThanOrEqual(
      driftBoundCents(c.rate, n),
    );
    expect(
      Math.abs(result.interestSavedCents - (cumipmtCents(balance, c.rate, c.left) - exactInterest)),
    ).toBeLessThanOrEqual(driftBoundCents(c.rate, c.left) + driftBoundCents(c.rate, n));
    const index = 2027 * 12 + 1 + n - 1;
    expect(result.payoffDate).toEqual({ year: Math.floor(index / 12), month: (index % 12) + 1 });
    expect(result.extraMonthlyCents).toBe(extra);
  });
});

interface TargetCase {
  balance: number;
  rate: number;
  left: number;
  /** Payoff wanted in this many payments. */
  target: number;
}

// prettier-ignore
const TARGET: TargetCase[] = [
  { balance: 280_000, rate: 6.5, left: 330, target: 180 },
  { balance: 280_000, rate: 6.5, left: 330, target: 120 },
  { balance: 150_000, rate: 4.75, left: 240, target: 60 },
  { balance: 612_345.67, rate: 7.125, left: 355, target: 240 },
  { balance: 95_000, rate: 8.9, left: 120, target: 119 },
  { balance: 420_000, rate: 3.25, left: 300, target: 36 },
  { balance: 1_250_000, rate: 6.875, left: 358, target: 300 },
  { balance: 33_000, rate: 5.5, left: 36, target: 12 },
  { balance: 205_500, rate: 7.75, left: 270, target: 1 },
  { balance: 510_000, rate: 6.2, left: 180, target: 179 },
  { balance: 330_000, rate: 9.5, left: 345, target: 200 },
];

describe('mortgagePayoffCalculator, extra payment for a payoff date (11 cases) against PMT', () => {
  it.each(TARGET)('$balance at $rate % with $left months left, paid off in $target', (c) => {
    const balance = Math.round(c.balance * 100);
    const start = { year: 2027, month: 6 };
    const byIndex = start.year * 12 + start.month - 1 + c.target - 1;
    const payoffBy = { year: Math.floor(byIndex / 12), month: (byIndex % 12) + 1 };
    const result = mortgagePayoffCalculator({
      goal: 'extraForPayoffDate',
      currentBalanceCents: balance,
      annualRatePercent: c.rate,
      remainingMonths: c.left,
      startDate: start,
      payoffBy,
    });
    expect(result.targetMonths).toBe(c.target);
    expect(result.payoffMonths).toBeLessThanOrEqual(c.target);
    expect(result.payoffDate!.year * 12 + result.payoffDate!.month).toBeLessThanOrEqual(
      payoffBy.year * 12 + payoffBy.month,
    );
    // Excel: the level payment that repays the balance in exactly `target` months, less the
    // scheduled payment. The cent schedule's least extra is within 2 cents of it: a cent for
    // searching in whole cents and a cent for the interest rounding (its drift over the months,
    // spread over the same months, is at most half a cent a month).
    const scheduled = pmtCents(balance, c.rate, c.left);
    const excelExtra = pmtExactCents(balance, c.rate, c.target) - scheduled;
    expect(Math.abs(result.extraMonthlyCents - excelExtra)).toBeLessThanOrEqual(2);
    // And it is the least: a cent less misses the date.
    const lessOneCent = amortizationSchedule({
      loanAmountCents: balance,
      annualRatePercent: c.rate,
      termMonths: c.left,
      extraMonthlyCents: result.extraMonthlyCents - 1,
    });
    expect(lessOneCent.payoffMonths).toBeGreaterThan(c.target);
  });

  it('needs no extra when the scheduled payments already pay off by the date', () => {
    const result = mortgagePayoffCalculator({
      goal: 'extraForPayoffDate',
      currentBalanceCents: 200_000_00,
      annualRatePercent: 6,
      remainingMonths: 120,
      targetMonths: 120,
    });
    expect(result.extraMonthlyCents).toBe(0);
    expect(result.monthsSaved).toBe(0);
  });
});
