import { RATE } from '@formulajs/formulajs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aprFromPaymentStream, mortgageApr, type AprPayment, type PaymentStream } from './apr.ts';

/** `count` equal payments, the first `periods` whole unit-periods (plus `fraction`) after the advance, one unit-period apart. */
function run(count: number, amountCents: number, periods: number, fraction = 0): AprPayment[] {
  return Array.from({ length: count }, (_, k) => ({ amountCents, periods: periods + k, fraction }));
}

describe('aprFromPaymentStream: Regulation Z Appendix J (c) worked examples (research §1.3)', () => {
  // [App. J paragraph, stream, published APR, APR recomputed to 4 dp in the research]
  it.each<[string, PaymentStream, number, number]>([
    [
      '(c)(1)(i) monthly, regular first period',
      { amountFinancedCents: 5_000_00, periodsPerYear: 12, payments: run(24, 230_00, 1) },
      9.69,
      9.6857,
    ],
    [
      '(c)(1)(ii) monthly, long first period',
      { amountFinancedCents: 6_000_00, periodsPerYear: 12, payments: run(36, 200_00, 1, 19 / 30) },
      11.82,
      11.8165,
    ],
    [
      '(c)(1)(iii) semimonthly, short first period',
      { amountFinancedCents: 5_000_00, periodsPerYear: 24, payments: run(24, 219_17, 0, 6 / 15) },
      10.34,
      10.3379,
    ],
    [
      '(c)(1)(iv) quarterly, long first period',
      {
        amountFinancedCents: 10_000_00,
        periodsPerYear: 4,
        payments: run(40, 385_00, 1, (1 + 9 / 30) / 3),
      },
      8.97,
      8.9708,
    ],
    [
      '(c)(1)(v) weekly, long first period',
      { amountFinancedCents: 500_00, periodsPerYear: 52, payments: run(30, 17_60, 4, 4 / 7) },
      14.96,
      14.9622,
    ],
    [
      '(c)(2)(i) monthly, irregular first payment',
      {
        amountFinancedCents: 5_000_00,
        periodsPerYear: 12,
        payments: [...run(1, 250_00, 1), ...run(23, 230_00, 2)],
      },
      10.08,
      10.0829,
    ],
    [
      '(c)(2)(ii) every 4 weeks, long first period, irregular first payment',
      {
        amountFinancedCents: 400_00,
        periodsPerYear: 13,
        payments: [...run(1, 39_50, 1, 5 / 28), ...run(11, 38_31, 2, 5 / 28)],
      },
      28.5,
      28.4979,
    ],
    [
      '(c)(3)(i) monthly, irregular final payment',
      {
        amountFinancedCents: 5_000_00,
        periodsPerYear: 12,
        payments: [...run(23, 230_00, 1), ...run(1, 280_00, 24)],
      },
      10.5,
      10.5005,
    ],
    [
      '(c)(3)(ii) every 2 weeks, short first period, irregular final payment',
      {
        amountFinancedCents: 200_00,
        periodsPerYear: 26,
        payments: [...run(19, 9_50, 0, 8 / 14), ...run(1, 30_00, 19, 8 / 14)],
      },
      12.22,
      12.2249,
    ],
    [
      '(c)(4)(i) monthly, irregular first and final payments',
      {
        amountFinancedCents: 5_000_00,
        periodsPerYear: 12,
        payments: [...run(1, 250_00, 1), ...run(22, 230_00, 2), ...run(1, 280_00, 24)],
      },
      10.9,
      10.8955,
    ],
    [
      '(c)(4)(ii) every 2 months, short first period, irregular first and final',
      {
        amountFinancedCents: 8_000_00,
        periodsPerYear: 6,
        payments: [
          ...run(1, 449_36, 0, (1 + 22 / 30) / 2),
          ...run(18, 465_00, 1, (1 + 22 / 30) / 2),
          ...run(1, 200_00, 19, (1 + 22 / 30) / 2),
        ],
      },
      7.3,
      7.3018,
    ],
    [
      '(c)(5)(i) single advance, single payment, 255-day term as one unit-period',
      { amountFinancedCents: 1_000_00, periodsPerYear: 365 / 255, payments: run(1, 1_080_00, 1) },
      11.45,
      11.451,
    ],
  ])('%s: %d %%', (_name, stream, published, recomputed) => {
    const apr = aprFromPaymentStream(stream);
    expect(apr.toFixed(2)).toBe(published.toFixed(2));
    expect(Math.abs(apr - recomputed)).toBeLessThan(0.00005);
  });

  it('(c)(5)(i) also as a fraction of a year: 255/365 of one annual unit-period', () => {
    const apr = aprFromPaymentStream({
      amountFinancedCents: 1_000_00,
      periodsPerYear: 1,
      payments: [{ amountCents: 1_080_00, periods: 0, fraction: 255 / 365 }],
    });
    expect(apr).toBeCloseTo((0.08 * 365 * 100) / 255, 8);
  });

  it('counts odd days at the front: (c)(1)(ii) counted forward gives the wrong 11.75 %', () => {
    // The research's check that the direction matters: f = 22/30 is not App. J's answer.
    const wrong = aprFromPaymentStream({
      amountFinancedCents: 6_000_00,
      periodsPerYear: 12,
      payments: run(36, 200_00, 1, 22 / 30),
    });
    expect(wrong.toFixed(2)).toBe('11.75');
  });
});

describe('aprFromPaymentStream: solver', () => {
  it('is 0 when the payments add up to the amount financed', () => {
    expect(
      aprFromPaymentStream({
        amountFinancedCents: 1_200_00,
        periodsPerYear: 12,
        payments: run(12, 100_00, 1),
      }),
    ).toBe(0);
  });

  it('is negative when the payments add up to less than the amount financed', () => {
    const apr = aprFromPaymentStream({
      amountFinancedCents: 1_200_00,
      periodsPerYear: 12,
      payments: run(12, 99_00, 1),
    });
    const rate = RATE(12, -99, 1200);
    if (typeof rate !== 'number') throw new Error('RATE failed');
    expect(apr).toBeLessThan(0);
    expect(apr).toBeCloseTo(rate * 1200, 8);
  });

  it('takes payments in any order, including several in one period', () => {
    const ordered = aprFromPaymentStream({
      amountFinancedCents: 5_000_00,
      periodsPerYear: 12,
      payments: [...run(23, 230_00, 1), ...run(1, 280_00, 24)],
    });
    const shuffled = aprFromPaymentStream({
      amountFinancedCents: 5_000_00,
      periodsPerYear: 12,
      payments: [
        ...run(1, 280_00, 24),
        ...run(12, 230_00, 12).reverse(),
        ...run(11, 230_00, 1),
        { amountCents: 0, periods: 5, fraction: 0 },
      ].toSpliced(3, 0, { amountCents: 0, periods: 3, fraction: 0 }),
    });
    expect(shuffled).toBeCloseTo(ordered, 9);
  });

  it('agrees with Excel RATE on 1,000 generated level-payment loans to 1e-8 of a point', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1_000_00, max: 3_000_000_00 }),
        fc.integer({ min: 12, max: 480 }),
        fc.integer({ min: 1, max: 30_000 }),
        (amountFinancedCents, count, annualThousandths) => {
          // A level payment at an annual rate from 0.001 % to 30 %, rounded up to the cent.
          const monthly = annualThousandths / 1000 / 1200;
          const payment = Math.ceil(
            (amountFinancedCents * monthly) / (1 - Math.pow(1 + monthly, -count)),
          );
          const apr = aprFromPaymentStream({
            amountFinancedCents,
            periodsPerYear: 12,
            payments: run(count, payment, 1),
          });
          const rate = RATE(count, -payment, amountFinancedCents, 0, 0, monthly);
          if (typeof rate !== 'number') throw new Error('RATE failed');
          expect(Math.abs(apr - rate * 1200)).toBeLessThan(1e-8);
        },
      ),
      { seed: 2026, numRuns: 1_000 },
    );
  });

  it.each<[string, PaymentStream]>([
    ['no payments', { amountFinancedCents: 100, periodsPerYear: 12, payments: [] }],
    ['amount financed 0', { amountFinancedCents: 0, periodsPerYear: 12, payments: run(1, 1, 1) }],
    ['fractional amount', { amountFinancedCents: 1.5, periodsPerYear: 12, payments: run(1, 1, 1) }],
    ['0 periods a year', { amountFinancedCents: 100, periodsPerYear: 0, payments: run(1, 1, 1) }],
    ['negative payment', { amountFinancedCents: 100, periodsPerYear: 12, payments: run(1, -1, 1) }],
    [
      'fractional periods',
      { amountFinancedCents: 100, periodsPerYear: 12, payments: run(1, 200, 1.5) },
    ],
    [
      'fraction of 1',
      { amountFinancedCents: 100, periodsPerYear: 12, payments: run(1, 200, 1, 1) },
    ],
    [
      'all paid at the start',
      { amountFinancedCents: 100, periodsPerYear: 12, payments: run(1, 200, 0) },
    ],
  ])('rejects %s', (_name, stream) => {
    expect(() => aprFromPaymentStream(stream)).toThrow(RangeError);
  });
});

describe('mortgageApr: derived mortgage vectors (research §1.4)', () => {
  it.each([
    [300_000_00, 6.5, 360, 0, 6.5],
    [300_000_00, 6.5, 360, 3_000_00, 6.5969],
    [300_000_00, 6.5, 360, 6_000_00, 6.6953],
    [200_000_00, 6, 360, 4_000_00, 6.1895],
    [400_000_00, 7, 360, 8_000_00, 7.2014],
    [250_000_00, 5.5, 180, 2_500_00, 5.6551],
    [500_000_00, 6.875, 360, 10_000_00, 7.0748],
    [100_000_00, 8, 240, 3_000_00, 8.4128],
    [200_000_00, 4.125, 360, 1_000_00, 4.1669],
  ])(
    '%i cents at %d %% over %i months with %i cents of charges: %d %%',
    (loanAmountCents, annualRatePercent, termMonths, prepaidFinanceChargesCents, expected) => {
      const apr = mortgageApr({
        loanAmountCents,
        annualRatePercent,
        termMonths,
        prepaidFinanceChargesCents,
      });
      expect(apr.toFixed(4)).toBe(expected.toFixed(4));
    },
  );

  it('counts monthly mortgage insurance as a finance charge, flat or until it cancels', () => {
    const base = { loanAmountCents: 300_000_00, annualRatePercent: 6.5, termMonths: 360 };
    const points = mortgageApr({ ...base, prepaidFinanceChargesCents: 3_000_00 });
    const flat = mortgageApr({
      ...base,
      prepaidFinanceChargesCents: 3_000_00,
      monthlyMortgageInsuranceCents: 150_00,
    });
    const cancels = mortgageApr({
      ...base,
      prepaidFinanceChargesCents: 3_000_00,
      monthlyMortgageInsuranceCents: Array.from({ length: 96 }, () => 150_00),
    });
    expect(flat).toBeGreaterThan(cancels);
    expect(cancels).toBeGreaterThan(points);
    // Cross-check the flat case against Excel RATE on the level P&I + MI payment:
    // only the schedule's last payment differs ($1,900.91 against $1,896.20).
    const rate = RATE(360, -(1_896_20 + 150_00) / 100, 297_000);
    if (typeof rate !== 'number') throw new Error('RATE failed');
    expect(Math.abs(flat - rate * 1200)).toBeLessThan(0.0005);
  });

  it('is exactly 0 for an interest-free loan without charges', () => {
    expect(
      mortgageApr({
        loanAmountCents: 100_000_00,
        annualRatePercent: 0,
        termMonths: 480,
        prepaidFinanceChargesCents: 0,
      }),
    ).toBe(0);
  });

  it.each([
    [{ prepaidFinanceChargesCents: -1 }, /prepaidFinanceChargesCents/],
    [{ prepaidFinanceChargesCents: 300_000_00 }, /less than loanAmountCents/],
    [{ prepaidFinanceChargesCents: 0, monthlyMortgageInsuranceCents: -1 }, /Insurance/],
    [{ prepaidFinanceChargesCents: 0, monthlyMortgageInsuranceCents: [1, 2.5] }, /\[1\]/],
    [
      {
        prepaidFinanceChargesCents: 0,
        monthlyMortgageInsuranceCents: new Array<number>(361).fill(1),
      },
      /more than the 360-month term/,
    ],
    [{ prepaidFinanceChargesCents: 0, termMonths: 0 }, /termMonths/],
  ])('rejects %o', (override, message) => {
    const input = {
      loanAmountCents: 300_000_00,
      annualRatePercent: 6.5,
      termMonths: 360,
      ...override,
    };
    expect(() => mortgageApr(input)).toThrow(RangeError);
    expect(() => mortgageApr(input)).toThrow(message);
  });
});

describe('mortgageApr: properties on generated loans', () => {
  const loan = fc.record({
    loanAmountCents: fc.integer({ min: 50_000_00, max: 3_000_000_00 }),
    annualRatePercent: fc.oneof(
      fc.constant(0),
      fc.integer({ min: 1, max: 15_000 }).map((thousandths) => thousandths / 1000),
    ),
    termMonths: fc.integer({ min: 60, max: 480 }),
  });

  // With no finance charge but interest, the APR differs from the note rate only by
  // the cent rounding of each month's interest, which the last payment settles. At
  // most half a cent a month, that moves the APR of a $50,000 5-year loan by under
  // 0.00025 of a point (typically 0.00001), and less on larger or longer loans: the
  // APR equals the note rate at the 3 decimals the site shows (research §9.2).
  it('equals the note rate at 3 decimals when there are no finance charges', () => {
    fc.assert(
      fc.property(loan, (terms) => {
        const apr = mortgageApr({ ...terms, prepaidFinanceChargesCents: 0 });
        expect(Math.abs(apr - terms.annualRatePercent)).toBeLessThan(0.0005);
        if (terms.annualRatePercent === 0) expect(apr).toBe(0);
      }),
      { seed: 12, numRuns: 1_000 },
    );
  });

  // A charge of 1 basis point of the loan (say $30 on $300,000) lifts the APR by at
  // least 0.0005 of a point (the longest, cheapest loan), above the worst of that
  // rounding noise, so from there up the APR is never below the note rate.
  it('is at least the note rate when there are finance charges, and rises with every one', () => {
    fc.assert(
      fc.property(
        loan,
        fc.integer({ min: 1, max: 500 }),
        fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 500_00 })),
        fc.integer({ min: 1, max: 480 }),
        (terms, pointsBasisPoints, insurance, insuranceMonths) => {
          const prepaidFinanceChargesCents = Math.ceil(
            (terms.loanAmountCents * pointsBasisPoints) / 10_000,
          );
          const withoutInsurance = mortgageApr({ ...terms, prepaidFinanceChargesCents });
          const apr = mortgageApr({
            ...terms,
            prepaidFinanceChargesCents,
            monthlyMortgageInsuranceCents: Array.from(
              { length: Math.min(insuranceMonths, terms.termMonths) },
              () => insurance,
            ),
          });
          const none = mortgageApr({ ...terms, prepaidFinanceChargesCents: 0 });
          expect(withoutInsurance).toBeGreaterThanOrEqual(terms.annualRatePercent);
          expect(withoutInsurance).toBeGreaterThan(none);
          expect(apr).toBeGreaterThanOrEqual(terms.annualRatePercent);
          if (insurance > 0) expect(apr).toBeGreaterThan(withoutInsurance);
          else expect(apr).toBe(withoutInsurance);
        },
      ),
      { seed: 20_261_121, numRuns: 1_000 },
    );
  });

  it('rises with any finance charge at all, even a cent', () => {
    fc.assert(
      fc.property(
        loan,
        fc.integer({ min: 1, max: 100_00 }),
        (terms, prepaidFinanceChargesCents) => {
          expect(mortgageApr({ ...terms, prepaidFinanceChargesCents })).toBeGreaterThan(
            mortgageApr({ ...terms, prepaidFinanceChargesCents: 0 }),
          );
        },
      ),
      { seed: 99, numRuns: 1_000 },
    );
  });
});
