import { test } from 'vitest';
import { amortizationSchedule, remainingBalanceCents } from './schedule.ts';

// Budget: a 30-year schedule in under 50 µs (mean latency), so a slider can
// redraw the table and chart on every input event.
const loan = { loanAmountCents: 300_000_00, annualRatePercent: 6.5, termMonths: 360 };
const withExtras = {
  ...loan,
  extraMonthlyCents: 200_00,
  extraAnnualCents: 2_000_00,
  extraAnnualMonth: 4,
  oneTimeExtras: [{ paymentNumber: 24, amountCents: 10_000_00 }],
  startDate: { year: 2027, month: 1 },
};

// Results go to a sink so the engine cannot drop the work as dead code.
let sink = 0;

test('30-year schedule, $300,000 at 6.5 % (budget 50 µs)', async ({ bench }) => {
  await bench.compare(
    bench('amortizationSchedule, no extras', () => {
      sink += amortizationSchedule(loan).totalInterestCents;
    }),
    bench('amortizationSchedule, no extras, dated rows', () => {
      sink += amortizationSchedule({
        ...loan,
        startDate: { year: 2027, month: 1 },
      }).totalInterestCents;
    }),
    bench('amortizationSchedule, monthly + annual + one-time extras, dated rows', () => {
      sink += amortizationSchedule(withExtras).interestSavedCents;
    }),
    bench('remainingBalanceCents after 120 payments', () => {
      sink += remainingBalanceCents(loan, 120);
    }),
  );
  if (Number.isNaN(sink)) throw new Error('unreachable');
});
