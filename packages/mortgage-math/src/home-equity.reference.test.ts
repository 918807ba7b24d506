// The home equity and mini home equity calculators against Excel (formulajs PMT, IPMT, CUMIPMT)
// and plain arithmetic for the combined-LTV cap. Tolerances: src/test-support/excel-oracle.ts.
import { describe, expect, it } from 'vitest';
import { homeEquityCalculator, miniHomeEquityCalculator } from './home-equity.ts';
import {
  cumipmtCents,
  driftBoundCents,
  halfUp,
  ipmtCents,
  pmtCents,
} from './test-support/excel-oracle.ts';

interface Case {
  value: number;
  liens: number[];
  cap?: number;
  borrow?: number;
  heloc: number;
  loan: number;
  draw?: number;
  repay?: number;
  term?: number;
}

// prettier-ignore
const CASES: Case[] = [
  { value: 500_000, liens: [300_000], heloc: 8.25, loan: 8.75 },
  { value: 500_000, liens: [300_000], cap: 80, heloc: 8.25, loan: 8.75 },
  { value: 750_000, liens: [400_000, 50_000], cap: 85, heloc: 7.9, loan: 8.1, term: 120 },
  { value: 320_000, liens: [250_000], heloc: 9.5, loan: 9.99 },
  { value: 320_000, liens: [290_000], heloc: 9.5, loan: 9.99 }, // 90.6 % owed: nothing available
  { value: 1_200_000, liens: [600_000], borrow: 150_000, heloc: 7.5, loan: 7.75, term: 240 },
  { value: 1_200_000, liens: [600_000], borrow: 900_000, heloc: 7.5, loan: 7.75 }, // asks for more than there is
  { value: 410_000, liens: [], heloc: 8, loan: 8.5 }, // owned outright
  { value: 289_900, liens: [145_123.45], heloc: 10.25, loan: 11, draw: 60, repay: 120, term: 60 },
  { value: 650_000, liens: [325_000, 25_000, 10_000], heloc: 8.6, loan: 8.9 },
  { value: 955_555, liens: [512_345.67], cap: 89.5, heloc: 7.25, loan: 7.6 },
  { value: 200_000, liens: [100_000], borrow: 10_000, heloc: 12, loan: 12.5, term: 60 },
  { value: 875_000, liens: [500_000], cap: 75, heloc: 6.99, loan: 7.49, term: 360 },
  { value: 1_000_000, liens: [0], heloc: 8, loan: 8, draw: 180, repay: 180 },
  { value: 365_000, liens: [210_000], borrow: 50_000, heloc: 8.875, loan: 9.125, term: 180 },
  { value: 480_000, liens: [350_000, 40_000], heloc: 9.75, loan: 10.125 },
  { value: 2_500_000, liens: [1_200_000], cap: 80, heloc: 7.125, loan: 7.375, term: 300 },
  { value: 150_000, liens: [60_000], heloc: 11.5, loan: 12, term: 84 },
  { value: 540_000, liens: [432_000], heloc: 8.4, loan: 8.6 }, // exactly 80 % owed
  { value: 615_000, liens: [300_000], cap: 90, borrow: 253_500, heloc: 8.15, loan: 8.45 }, // borrows all there is
  { value: 333_333, liens: [111_111.11], cap: 85.5, heloc: 9.05, loan: 9.35, repay: 300 },
  { value: 720_000, liens: [480_000], heloc: 0, loan: 0, term: 120 }, // 0 % promotional rates
];

function expected(c: Case) {
  const value = c.value * 100;
  const liens = c.liens.reduce((sum, lien) => sum + Math.round(lien * 100), 0);
  const cap = c.cap ?? 90;
  // Value × cap ÷ 100, rounded down: the cap is never exceeded by a fraction of a cent.
  const maxDebt = Math.floor((value * cap) / 100 + 1e-6);
  const available = Math.max(0, maxDebt - liens);
  const borrow = Math.min(c.borrow === undefined ? available : c.borrow * 100, available);
  const repay = c.repay ?? 240;
  const term = c.term ?? 180;
  return {
    value,
    liens,
    maxDebt,
    available,
    borrow,
    interestOnly: borrow === 0 ? 0 : halfUp(ipmtCents(borrow, c.heloc, repay, 1)),
    repayment: pmtCents(borrow, c.heloc, repay),
    loanPayment: pmtCents(borrow, c.loan, term),
    loanInterest: cumipmtCents(borrow, c.loan, term),
    term,
    repay,
  };
}

describe('homeEquityCalculator against Excel and plain arithmetic (22 cases)', () => {
  it.each(CASES)('$value with liens $liens, cap $cap, borrowing $borrow', (c) => {
    const want = expected(c);
    const result = homeEquityCalculator({
      homeValueCents: want.value,
      mortgageBalancesCents: c.liens.map((lien) => Math.round(lien * 100)),
      helocAnnualRatePercent: c.heloc,
      homeEquityLoanAnnualRatePercent: c.loan,
      ...(c.cap === undefined ? {} : { maxCombinedLtvPercent: c.cap }),
      ...(c.borrow === undefined ? {} : { borrowCents: c.borrow * 100 }),
      ...(c.draw === undefined ? {} : { helocDrawMonths: c.draw }),
      ...(c.repay === undefined ? {} : { helocRepaymentMonths: c.repay }),
      ...(c.term === undefined ? {} : { homeEquityLoanTermMonths: c.term }),
    });
    expect(result.totalLiensCents).toBe(want.liens);
    expect(result.equityCents).toBe(want.value - want.liens);
    expect(result.maxTotalDebtCents).toBe(want.maxDebt);
    expect(result.availableCents).toBe(want.available);
    expect(result.borrowCents).toBe(want.borrow);
    expect(result.requestedAboveAvailable).toBe(
      c.borrow !== undefined && c.borrow * 100 > want.available,
    );
    expect(result.combinedLtvAfterPercent).toBeCloseTo(
      ((want.liens + want.borrow) / want.value) * 100,
      10,
    );
    // Borrowing never takes the combined LTV above the cap (a home already above it borrows nothing).
    if (want.borrow > 0)
      expect(result.combinedLtvAfterPercent).toBeLessThanOrEqual((c.cap ?? 90) + 1e-9);
    // HELOC: IPMT of the first period (interest only), then PMT over the repayment period.
    expect(result.heloc.interestOnlyPaymentCents).toBe(want.interestOnly);
    expect(result.heloc.repaymentPaymentCents).toBe(want.repayment);
    expect(result.heloc.drawMonths).toBe(c.draw ?? 120);
    // Home equity loan: PMT, and its interest within the drift bound of CUMIPMT.
    expect(result.homeEquityLoan.paymentCents).toBe(want.loanPayment);
    expect(
      Math.abs(result.homeEquityLoan.totalInterestCents - want.loanInterest),
    ).toBeLessThanOrEqual(driftBoundCents(c.loan, want.term));
  });
});

describe('miniHomeEquityCalculator against Excel (22 cases, defaults: 90 % cap, 10 + 20-year HELOC, 15-year loan)', () => {
  it.each(
    CASES.map((c) => ({
      ...c,
      cap: undefined,
      borrow: undefined,
      draw: undefined,
      repay: undefined,
      term: undefined,
      liens: [c.liens.reduce((sum, lien) => sum + lien, 0)],
    })),
  )('$value owing $liens', (c) => {
    const want = expected(c);
    const result = miniHomeEquityCalculator({
      homeValueCents: want.value,
      mortgageBalanceCents: want.liens,
      helocAnnualRatePercent: c.heloc,
      homeEquityLoanAnnualRatePercent: c.loan,
    });
    expect(result.equityCents).toBe(want.value - want.liens);
    expect(result.equityPercent).toBeCloseTo(((want.value - want.liens) / want.value) * 100, 10);
    expect(result.availableCents).toBe(want.available);
    expect(result.helocInterestOnlyPaymentCents).toBe(want.interestOnly);
    expect(result.homeEquityLoanPaymentCents).toBe(want.loanPayment);
    expect(homeEquityCalculator(result.fullCalculatorInput).availableCents).toBe(
      result.availableCents,
    );
  });
});
