// The amortization calculator against Excel (formulajs PMT, IPMT, PPMT, CUMIPMT, CUMPRINC, FV,
// NPER) and plain arithmetic, and its CSV against its own rows. Tolerances:
// src/test-support/excel-oracle.ts.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  amortizationCalculator,
  scheduleByYear,
  scheduleCsv,
  type AmortizationCalculatorInput,
} from './amortization-calculator.ts';
import {
  balanceAfterCents,
  cumipmtCents,
  cumprincCents,
  driftBoundCents,
  halfUp,
  ipmtCents,
  nper,
  pmtCents,
  ppmtCents,
} from './test-support/excel-oracle.ts';

interface Case {
  loan: number;
  rate: number;
  term: number;
  extraMonthly?: number;
  start?: { year: number; month: number };
}

// No extras: every year against CUMIPMT/CUMPRINC. With a monthly extra: payoff against NPER.
// prettier-ignore
const CASES: Case[] = [
  { loan: 300_000, rate: 6.5, term: 360 },
  { loan: 300_000, rate: 6.5, term: 360, extraMonthly: 200, start: { year: 2027, month: 1 } },
  { loan: 180_000, rate: 4.25, term: 360 },
  { loan: 180_000, rate: 4.25, term: 360, extraMonthly: 100 },
  { loan: 250_000, rate: 3.75, term: 180, start: { year: 2026, month: 12 } },
  { loan: 250_000, rate: 3.75, term: 180, extraMonthly: 500 },
  { loan: 500_000, rate: 7.25, term: 360 },
  { loan: 500_000, rate: 7.25, term: 360, extraMonthly: 1_000, start: { year: 2026, month: 7 } },
  { loan: 1_500_000, rate: 10, term: 360 },
  { loan: 1_500_000, rate: 10, term: 360, extraMonthly: 2_500 },
  { loan: 100_000, rate: 8.5, term: 120 },
  { loan: 100_000, rate: 8.5, term: 120, extraMonthly: 50 },
  { loan: 750_000, rate: 6.875, term: 240, start: { year: 2027, month: 3 } },
  { loan: 750_000, rate: 6.875, term: 240, extraMonthly: 750 },
  { loan: 425_000, rate: 5.99, term: 300 },
  { loan: 425_000, rate: 5.99, term: 300, extraMonthly: 333.33 },
  { loan: 62_500, rate: 12, term: 60 },
  { loan: 62_500, rate: 12, term: 60, extraMonthly: 25.5 },
  { loan: 2_000_000, rate: 2.5, term: 360 },
  { loan: 2_000_000, rate: 2.5, term: 360, extraMonthly: 5_000 },
  { loan: 345_678.91, rate: 6.125, term: 360, start: { year: 2030, month: 11 } },
  { loan: 345_678.91, rate: 6.125, term: 360, extraMonthly: 1.01 },
];

function run(c: Case) {
  const input: AmortizationCalculatorInput = {
    loanAmountCents: Math.round(c.loan * 100),
    annualRatePercent: c.rate,
    termMonths: c.term,
    ...(c.extraMonthly === undefined
      ? {}
      : { extraMonthlyCents: Math.round(c.extraMonthly * 100) }),
    ...(c.start === undefined ? {} : { startDate: c.start }),
  };
  return { input, result: amortizationCalculator(input) };
}

describe('amortizationCalculator without extras, every year against CUMIPMT and CUMPRINC', () => {
  it.each(CASES.filter((c) => c.extraMonthly === undefined))(
    '$loan at $rate % for $term months',
    (c) => {
      const { input, result } = run(c);
      const loan = input.loanAmountCents;
      expect(result.monthlyPaymentCents).toBe(pmtCents(loan, c.rate, c.term));
      // Month 1 starts from the exact loan, so its interest is IPMT rounded half-up, exactly.
      const first = result.rows[0]!;
      expect(first.interestCents).toBe(halfUp(ipmtCents(loan, c.rate, c.term, 1)));
      expect(
        Math.abs(first.principalCents - ppmtCents(loan, c.rate, c.term, 1)),
      ).toBeLessThanOrEqual(1);
      expect(result.payoffMonths).toBe(c.term);
      // By loan year (rows without dates), each year's interest and principal within the drift bound.
      const byLoanYear = scheduleByYear(result.rows.map(({ date: _date, ...row }) => row));
      for (const year of byLoanYear) {
        const { firstPaymentNumber: from, lastPaymentNumber: to } = year;
        const bound = driftBoundCents(c.rate, to) + driftBoundCents(c.rate, from - 1);
        expect(
          Math.abs(year.interestCents - cumipmtCents(loan, c.rate, c.term, from, to)),
        ).toBeLessThanOrEqual(bound);
        expect(
          Math.abs(year.principalCents - cumprincCents(loan, c.rate, c.term, from, to)),
        ).toBeLessThanOrEqual(bound);
        if (to < c.term) {
          const exactBalance = balanceAfterCents(loan, c.rate, result.monthlyPaymentCents, to);
          expect(Math.abs(year.endingBalanceCents - exactBalance)).toBeLessThanOrEqual(
            driftBoundCents(c.rate, to),
          );
        }
      }
      expect(
        Math.abs(result.totalInterestCents - cumipmtCents(loan, c.rate, c.term)),
      ).toBeLessThanOrEqual(driftBoundCents(c.rate, c.term));
      expect(result.interestSavedCents).toBe(0);
      expect(result.rows.at(-1)!.balanceCents).toBe(0);
    },
  );
});

describe('amortizationCalculator with a monthly extra, against NPER and FV', () => {
  it.each(CASES.filter((c) => c.extraMonthly !== undefined))(
    '$loan at $rate % for $term months, $extraMonthly extra a month',
    (c) => {
      const { input, result } = run(c);
      const loan = input.loanAmountCents;
      const paid = result.monthlyPaymentCents + input.extraMonthlyCents!;
      // Excel's NPER for the payment plus the extra: the cent schedule ends in the month it rounds up
      // to, unless the exact payoff is within the drift bound of a month boundary.
      const months = nper(loan, c.rate, paid);
      const slack = driftBoundCents(c.rate, Math.ceil(months)) / paid;
      expect(result.payoffMonths).toBeGreaterThanOrEqual(Math.ceil(months - slack));
      expect(result.payoffMonths).toBeLessThanOrEqual(Math.ceil(months + slack));
      // Total interest: the level outflow for n − 1 months plus the exact last payment (FV), less the loan.
      const n = result.payoffMonths;
      const lastExact = balanceAfterCents(loan, c.rate, paid, n - 1) * (1 + c.rate / 1200);
      const exactInterest = paid * (n - 1) + lastExact - loan;
      expect(Math.abs(result.totalInterestCents - exactInterest)).toBeLessThanOrEqual(
        driftBoundCents(c.rate, n),
      );
      // What the extra saves, against the loan's own exact lifetime interest (CUMIPMT).
      const exactSaved = cumipmtCents(loan, c.rate, c.term) - exactInterest;
      expect(Math.abs(result.interestSavedCents - exactSaved)).toBeLessThanOrEqual(
        driftBoundCents(c.rate, c.term) + driftBoundCents(c.rate, n),
      );
      expect(result.monthsSaved).toBe(c.term - n);
      expect(result.originalPayoffMonths).toBe(c.term);
      if (c.start !== undefined) {
        const index = c.start.year * 12 + c.start.month - 1 + n - 1;
        expect(result.payoffDate).toEqual({
          year: Math.floor(index / 12),
          month: (index % 12) + 1,
        });
      }
    },
  );
});

describe('the schedule by year and its CSV', () => {
  it.each(CASES)(
    '$loan at $rate % for $term months, extra $extraMonthly: the CSV is the schedule and ends at 0',
    (c) => {
      const { result } = run(c);
      const csv = scheduleCsv(result.rows);
      const [header, ...lines] = csv.trimEnd().split('\r\n');
      expect(header!.split(',')[0]).toBe('Payment number');
      expect(lines).toHaveLength(result.rows.length);
      const cents = (text: string) => {
        const [whole, fraction] = text.split('.');
        expect(fraction).toHaveLength(2);
        return Number(whole) * 100 + Number(fraction);
      };
      lines.forEach((line, index) => {
        const row = result.rows[index]!;
        const cells = line.split(',');
        const dated = c.start !== undefined;
        const [number, ...rest] = cells;
        const [payment, principal, extra, interest, total, balance] = dated ? rest.slice(1) : rest;
        expect(Number(number)).toBe(row.paymentNumber);
        if (dated) {
          expect(rest[0]).toBe(`${row.date!.year}-${String(row.date!.month).padStart(2, '0')}`);
        }
        expect(cents(payment!)).toBe(row.paymentCents);
        expect(cents(principal!)).toBe(row.principalCents);
        expect(cents(extra!)).toBe(row.extraPrincipalCents);
        expect(cents(interest!)).toBe(row.interestCents);
        expect(cents(total!)).toBe(row.paymentCents + row.extraPrincipalCents);
        expect(cents(balance!)).toBe(row.balanceCents);
      });
      expect(lines.at(-1)!.endsWith(',0.00')).toBe(true);
      // The years add up to the schedule exactly.
      const sum = (key: 'interestCents' | 'principalCents' | 'extraPrincipalCents') =>
        result.years.reduce((total, year) => total + year[key], 0);
      expect(sum('interestCents')).toBe(result.totalInterestCents);
      expect(sum('principalCents') + sum('extraPrincipalCents')).toBe(Math.round(c.loan * 100));
      expect(result.years.at(-1)!.endingBalanceCents).toBe(0);
    },
  );

  it('groups dated rows by calendar year: a schedule starting in December has a one-month first year', () => {
    const { result } = run({
      loan: 250_000,
      rate: 3.75,
      term: 180,
      start: { year: 2026, month: 12 },
    });
    expect(result.years[0]).toMatchObject({
      year: 2026,
      basis: 'calendar',
      firstPaymentNumber: 1,
      lastPaymentNumber: 1,
    });
    expect(result.years[1]).toMatchObject({
      year: 2027,
      firstPaymentNumber: 2,
      lastPaymentNumber: 13,
    });
    expect(result.years.at(-1)).toMatchObject({ year: 2041, lastPaymentNumber: 180 });
  });

  it('property: with any extras, principal sums to the loan, the last balance is 0 and the CSV has a line per row', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1_000_00, max: 3_000_000_00 }),
        fc.integer({ min: 0, max: 15_000 }).map((thousandths) => thousandths / 1000),
        fc.integer({ min: 12, max: 480 }),
        fc.integer({ min: 0, max: 3_000_00 }),
        fc.integer({ min: 0, max: 30_000_00 }),
        fc.array(
          fc.record({
            paymentNumber: fc.integer({ min: 1, max: 480 }),
            amountCents: fc.integer({ min: 0, max: 100_000_00 }),
          }),
          { maxLength: 3 },
        ),
        (
          loanAmountCents,
          annualRatePercent,
          termMonths,
          extraMonthlyCents,
          extraAnnualCents,
          oneTimeExtras,
        ) => {
          const result = amortizationCalculator({
            loanAmountCents,
            annualRatePercent,
            termMonths,
            extraMonthlyCents,
            extraAnnualCents,
            oneTimeExtras,
            startDate: { year: 2027, month: 5 },
          });
          const principal = result.rows.reduce(
            (sum, row) => sum + row.principalCents + row.extraPrincipalCents,
            0,
          );
          expect(principal).toBe(loanAmountCents);
          expect(result.rows.at(-1)?.balanceCents).toBe(0);
          expect(result.totalPaidCents).toBe(loanAmountCents + result.totalInterestCents);
          expect(scheduleCsv(result.rows).split('\r\n')).toHaveLength(result.rows.length + 2);
          expect(result.interestSavedCents).toBeGreaterThanOrEqual(0);
        },
      ),
      { numRuns: 300 },
    );
  });
});
