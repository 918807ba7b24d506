import { test } from 'vitest';
import { aprFromPaymentStream, mortgageApr } from './apr.ts';
import { monthlyPaymentCents } from './payment.ts';

// Budget: the APR of a 360-payment mortgage in under 100 µs (mean latency).
const loan = { loanAmountCents: 300_000_00, annualRatePercent: 6.5, termMonths: 360 };
const payment = monthlyPaymentCents(loan);
const payments = Array.from({ length: 360 }, (_, k) => ({
  amountCents: payment,
  periods: k + 1,
  fraction: 0,
}));
const cancellingMi = Array.from({ length: 96 }, () => 150_00);

// Results go to a sink so the engine cannot drop the work as dead code.
let sink = 0;

test('APR of a 360-payment mortgage (budget 100 µs)', async ({ bench }) => {
  await bench.compare(
    bench('mortgageApr, $6,000 of prepaid finance charges', () => {
      sink += mortgageApr({ ...loan, prepaidFinanceChargesCents: 6_000_00 });
    }),
    bench('mortgageApr, points and PMI that cancels after 96 months', () => {
      sink += mortgageApr({
        ...loan,
        prepaidFinanceChargesCents: 6_000_00,
        monthlyMortgageInsuranceCents: cancellingMi,
      });
    }),
    bench('aprFromPaymentStream, 360 payments from 0 %', () => {
      sink += aprFromPaymentStream({
        amountFinancedCents: 294_000_00,
        periodsPerYear: 12,
        payments,
      });
    }),
  );
  if (Number.isNaN(sink)) throw new Error('unreachable');
});
