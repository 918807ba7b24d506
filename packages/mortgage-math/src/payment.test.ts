import { describe, expect, it } from 'vitest';
import { monthlyPaymentCents } from './payment.ts';

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
