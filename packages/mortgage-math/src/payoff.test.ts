import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mortgagePayoff } from './payoff.ts';
import { amortizationSchedule, remainingBalanceCents } from './schedule.ts';

describe('mortgagePayoff', () => {
  it('$200 a month extra on $300,000 at 6.5 % over 30 years: 277 payments, 83 saved', () => {
    const result = mortgagePayoff({
      loanAmountCents: 300_000_00,
      annualRatePercent: 6.5,
      remainingMonths: 360,
      extraMonthlyCents: 200_00,
      startDate: { year: 2027, month: 1 },
    });
    expect(result).toMatchObject({
      monthlyPaymentCents: 1_896_20,
      payoffMonths: 277,
      originalPayoffMonths: 360,
      monthsSaved: 83,
      originalTotalInterestCents: 382_636_71,
      payoffDate: { year: 2050, month: 1 },
      originalPayoffDate: { year: 2056, month: 12 },
    });
    expect(result.interestSavedCents).toBe(382_636_71 - result.totalInterestCents);
    expect(result.interestSavedCents).toBeGreaterThan(100_000_00);
    expect(result.schedule.rows).toHaveLength(277);
  });

  it('without extras saves nothing', () => {
    const result = mortgagePayoff({
      currentBalanceCents: 250_000_00,
      annualRatePercent: 6,
      remainingMonths: 360,
    });
    expect(result).toMatchObject({
      payoffMonths: 360,
      originalPayoffMonths: 360,
      monthsSaved: 0,
      interestSavedCents: 0,
      totalInterestCents: 289_593_37,
    });
    expect(result.payoffDate).toBeUndefined();
  });

  it('a part-paid loan re-amortizes its balance over the months left', () => {
    // Five years into the research sample: $280,833.26 left, 300 payments to go.
    const currentBalanceCents = remainingBalanceCents(
      { loanAmountCents: 300_000_00, annualRatePercent: 6.5, termMonths: 360 },
      60,
    );
    const result = mortgagePayoff({
      currentBalanceCents,
      annualRatePercent: 6.5,
      remainingMonths: 300,
      extraMonthlyCents: 300_00,
    });
    // Re-amortizing lands within a cent of the original payment.
    expect(Math.abs(result.monthlyPaymentCents - 1_896_20)).toBeLessThanOrEqual(1);
    expect(result.originalPayoffMonths).toBe(300);
    expect(result.monthsSaved).toBeGreaterThan(0);
    expect(result.schedule.rows[0]?.interestCents).toBe(1_521_18);
  });

  it('agrees with the schedule it wraps on generated loans', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 50_000_00, max: 3_000_000_00 }),
        fc.integer({ min: 0, max: 15_000 }),
        fc.integer({ min: 12, max: 480 }),
        fc.integer({ min: 0, max: 5_000_00 }),
        (balance, thousandths, months, extra) => {
          const annualRatePercent = thousandths / 1000;
          const result = mortgagePayoff({
            currentBalanceCents: balance,
            annualRatePercent,
            remainingMonths: months,
            extraMonthlyCents: extra,
          });
          const plain = amortizationSchedule({
            loanAmountCents: balance,
            annualRatePercent,
            termMonths: months,
          });
          expect(result.originalPayoffMonths).toBe(plain.payoffMonths);
          expect(result.originalTotalInterestCents).toBe(plain.totalInterestCents);
          expect(result.payoffMonths + result.monthsSaved).toBe(plain.payoffMonths);
          expect(result.interestSavedCents).toBeGreaterThanOrEqual(0);
          // A real extra at a real rate saves real interest (a cent at 0.001 % may round away).
          if (extra >= 10_00 && annualRatePercent >= 1) {
            expect(result.interestSavedCents).toBeGreaterThan(0);
            expect(result.totalInterestCents).toBeLessThan(plain.totalInterestCents);
          }
        },
      ),
      { seed: 5, numRuns: 300 },
    );
  });

  it.each([
    [{ annualRatePercent: 6, remainingMonths: 360 }, /loanAmountCents or currentBalanceCents/],
    [{ currentBalanceCents: -1, annualRatePercent: 6, remainingMonths: 360 }, /loanAmountCents/],
    [{ loanAmountCents: 100_00, annualRatePercent: 6, remainingMonths: 0 }, /termMonths/],
    [
      { loanAmountCents: 100_00, annualRatePercent: 6, remainingMonths: 12, extraMonthlyCents: -1 },
      /extraMonthlyCents/,
    ],
  ])('rejects %o', (input, message) => {
    // @ts-expect-error -- the first case leaves out both amounts on purpose.
    expect(() => mortgagePayoff(input)).toThrow(message);
  });
});
