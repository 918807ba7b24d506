import { expect, test } from 'vitest';
import { affordability, type AffordabilityInput } from './affordability.ts';

// Budget: one affordability solve in under 200 µs (mean latency), because the DTI slider
// recalculates on every change (SPEC §4).
const BUDGET_MS = 0.2;

const dtiBound: AffordabilityInput = {
  annualIncomeCents: 100_000_00,
  availableFundsCents: 200_000_00,
  monthlyDebtCents: 500_00,
  state: 'TX',
  dti: 0.36,
  rate: { annualRatePercent: 6.5, termMonths: 360, productDescription: '30-year fixed' },
};
const fundsBoundWithPmi: AffordabilityInput = { ...dtiBound, availableFundsCents: 50_000_00 };

// Results go to a sink so the engine cannot drop the work as dead code.
let sink = 0;

test('one affordability solve (budget 200 µs)', async ({ bench }) => {
  const results = await bench.compare(
    bench('DTI-bound, no PMI: $100k income, $200k funds, 36 %, TX, 6.5 % 30-year', () => {
      sink += affordability(dtiBound).priceCents;
    }),
    bench('funds-bound with PMI: $50k funds', () => {
      sink += affordability(fundsBoundWithPmi).priceCents;
    }),
  );
  expect(
    results.get('DTI-bound, no PMI: $100k income, $200k funds, 36 %, TX, 6.5 % 30-year').latency
      .mean,
  ).toBeLessThan(BUDGET_MS);
  expect(results.get('funds-bound with PMI: $50k funds').latency.mean).toBeLessThan(BUDGET_MS);
  if (Number.isNaN(sink)) throw new Error('unreachable');
});
