import { expect, test } from 'vitest';
import { rentVsBuy, type RentVsBuyInput } from './rent-vs-buy.ts';

// Budget: the 30-year series (360 simulated months) in under 1 ms (mean latency) per request.
const BUDGET_MS = 1;

const typical: RentVsBuyInput = {
  purchasePriceCents: 400_000_00,
  downPaymentCents: 40_000_00,
  interestRate: 6.5,
  monthlyRentCents: 2_500_00,
};

// Results go to a sink so the engine cannot drop the work as dead code.
let sink = 0;

test('rent vs buy, 30-year series (budget 1 ms)', async ({ bench }) => {
  const result = await bench('defaults computed: $400k, 10 % down, 6.5 %, $2,500 rent', () => {
    sink += rentVsBuy(typical).changeYear;
  }).run();
  expect(result.latency.mean).toBeLessThan(BUDGET_MS);
  if (Number.isNaN(sink)) throw new Error('unreachable');
});
