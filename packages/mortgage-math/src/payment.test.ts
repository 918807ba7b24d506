import { PMT } from '@formulajs/formulajs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roundHalfUpToCent } from './money.ts';
import { monthlyPaymentCents } from './payment.ts';

/** Excel's PMT (formulajs), in cents rounded half-up: the acceptance oracle (research §6.1–6.2). */
function excelPaymentCents(loanAmountCents: number, annualRatePercent: number, months: number) {
  const dollars = PMT(annualRatePercent / 100 / 12, months, -loanAmountCents / 100);
  if (typeof dollars !== 'number') throw new Error(`PMT failed: ${String(dollars)}`);
  return roundHalfUpToCent(dollars * 100);
}

describe('monthlyPaymentCents', () => {
  // Published amortization figures (any amortization table or Excel =PMT(r/12, n, -P)).
  it.each([
    { loan: 200_000_00, rate: 6.5, months: 360, payment: 1_264_14 },
    { loan: 300_000_00, rate: 7, months: 360, payment: 1_995_91 },
    { loan: 100_000_00, rate: 5, months: 180, payment: 790_79 },
    { loan: 450_000_00, rate: 6.875, months: 360, payment: 2_956_18 },
  ])(
    '$loan cents at $rate % over $months months is $payment cents',
    ({ loan, rate, months, payment }) => {
      expect(
        monthlyPaymentCents({ loanAmountCents: loan, annualRatePercent: rate, termMonths: months }),
      ).toBe(payment);
    },
  );

  // Research §6.3: the grid's vectors, including the one nearest a half-cent
  // boundary ($1.5M, 6.875 %, 180 months: 13,377.8150090 → 13,377.82).
  it.each([
    { loan: 100_000_00, rate: 2.5, months: 120, payment: 942_70 },
    { loan: 100_000_00, rate: 10, months: 180, payment: 1_074_61 },
    { loan: 250_000_00, rate: 3.75, months: 180, payment: 1_818_06 },
    { loan: 300_000_00, rate: 6.5, months: 360, payment: 1_896_20 },
    { loan: 500_000_00, rate: 7.25, months: 360, payment: 3_410_88 },
    { loan: 1_000_000_00, rate: 8.5, months: 120, payment: 12_398_57 },
    { loan: 1_500_000_00, rate: 6.875, months: 180, payment: 13_377_82 },
    { loan: 1_500_000_00, rate: 10, months: 360, payment: 13_163_57 },
    // Community tests re-verified in research §6.5.
    { loan: 234_000_00, rate: 3.42, months: 180, payment: 1_663_65 },
    { loan: 10_000_00, rate: 4.5, months: 120, payment: 103_64 },
    { loan: 165_000_00, rate: 3.8, months: 360, payment: 768_83 },
    { loan: 180_000_00, rate: 4.25, months: 360, payment: 885_49 },
  ])(
    'research vector: $loan cents at $rate % over $months months',
    ({ loan, rate, months, payment }) => {
      expect(
        monthlyPaymentCents({ loanAmountCents: loan, annualRatePercent: rate, termMonths: months }),
      ).toBe(payment);
    },
  );

  it('equals Excel PMT to the cent on 2,000 generated loans ($50k–$3M, 0–15 %, 5–40 years)', () => {
    const rate = fc.oneof(
      fc.constant(0),
      // Quoted rates step by 1/8 point …
      fc.integer({ min: 1, max: 120 }).map((eighths) => eighths / 8),
      // … but any rate to 3 decimals must work too.
      fc.integer({ min: 1, max: 15_000 }).map((thousandths) => thousandths / 1000),
    );
    let zeroRateCases = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 50_000_00, max: 3_000_000_00 }),
        rate,
        fc.integer({ min: 60, max: 480 }),
        (loanAmountCents, annualRatePercent, termMonths) => {
          if (annualRatePercent === 0) zeroRateCases += 1;
          expect(monthlyPaymentCents({ loanAmountCents, annualRatePercent, termMonths })).toBe(
            excelPaymentCents(loanAmountCents, annualRatePercent, termMonths),
          );
        },
      ),
      { seed: 20_261_121, numRuns: 2_000 },
    );
    expect(zeroRateCases).toBeGreaterThan(50);
  });

  it('splits the loan evenly at 0 % interest, rounded to the cent', () => {
    expect(
      monthlyPaymentCents({ loanAmountCents: 100_000_00, annualRatePercent: 0, termMonths: 360 }),
    ).toBe(27_778);
  });

  it.each([
    { loanAmountCents: -1, annualRatePercent: 5, termMonths: 360 },
    { loanAmountCents: 10.5, annualRatePercent: 5, termMonths: 360 },
    { loanAmountCents: 100, annualRatePercent: Number.NaN, termMonths: 360 },
    { loanAmountCents: 100, annualRatePercent: -1, termMonths: 360 },
    { loanAmountCents: 100, annualRatePercent: 5, termMonths: 0 },
  ])('rejects impossible terms %o', (terms) => {
    expect(() => monthlyPaymentCents(terms)).toThrow(RangeError);
  });
});
