// Issue 24, acceptance 1: the figures the home equity calculator shows for a form, against
// independent values — Excel's PMT, IPMT and CUMIPMT (@formulajs/formulajs) and plain arithmetic
// for the combined-LTV cap — not against @lender/mortgage-math itself.
import { CUMIPMT, IPMT, PMT } from '@formulajs/formulajs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_VALUES, figures, type HomeEquityValues } from './form.ts';

const halfUp = (cents: number) => Math.sign(cents) * Math.round(Math.abs(cents) + 1e-9);
const num = (value: number | Error) => {
  if (typeof value !== 'number') throw value;
  return value;
};
/** Excel PMT in cents, rounded half-up (the payment shown). */
const pmt = (loanCents: number, rate: number, months: number) =>
  loanCents === 0 ? 0 : halfUp(-num(PMT(rate / 1200, months, loanCents / 100)) * 100);

/**
 * How far the cent schedule's total interest may sit from Excel's exact CUMIPMT: each month's
 * interest is rounded (½¢) and the payment is rounded (½¢), and the difference compounds, so
 * after n payments at most n × ½¢ + FV(i, n, −1¢).
 */
const driftCents = (rate: number, months: number) => {
  const i = rate / 1200;
  return months / 2 + (i === 0 ? months : ((1 + i) ** months - 1) / i);
};

// prettier-ignore
const CASES: Partial<HomeEquityValues>[] = [
  {},
  { homeValue: '500000', firstMortgage: '300000', maxCltv: '80' },
  { homeValue: '500000', firstMortgage: '300000', maxCltv: '90', helocRate: '9.125', loanRate: '9.5' },
  { homeValue: '750000', firstMortgage: '400000', secondMortgage: '50000', maxCltv: '85', loanTermYears: '10' },
  { homeValue: '320000', firstMortgage: '290000', maxCltv: '90' }, // 90.6 % owed: nothing available
  { homeValue: '1200000', firstMortgage: '600000', borrow: '150000', helocRate: '7.5', loanRate: '7.75', loanTermYears: '20' },
  { homeValue: '1200000', firstMortgage: '600000', borrow: '900000', maxCltv: '80' }, // asks for too much
  { homeValue: '410000', firstMortgage: '0', helocRate: '8', loanRate: '8.5' }, // owned outright
  { homeValue: '$289,900', firstMortgage: '145,123.45', helocRate: '10.25', loanRate: '11', loanTermYears: '5' },
  { homeValue: '955555', firstMortgage: '512345.67', secondMortgage: '20000.5', maxCltv: '90', loanTermYears: '30' },
  { homeValue: '200000', firstMortgage: '100000', borrow: '10000', helocRate: '12', loanRate: '12.5', loanTermYears: '5' },
  { homeValue: '540000', firstMortgage: '432000', maxCltv: '80' }, // exactly at the cap
  { homeValue: '365000', firstMortgage: '210000', borrow: '50000', helocRate: '8.875', loanRate: '9.125' },
  { homeValue: '720000', firstMortgage: '480000', helocRate: '0', loanRate: '0', loanTermYears: '10' }, // 0 % offers
];

describe('the home equity calculator’s figures against Excel (14 cases)', () => {
  it.each(CASES)('%o', (changes) => {
    const values = { ...DEFAULT_VALUES, ...changes };
    const result = figures(values)!;
    const dollars = (text: string) => Math.round(Number(text.replace(/[$,]/g, '')) * 100);
    const value = dollars(values.homeValue);
    const owed =
      dollars(values.firstMortgage) + (values.secondMortgage ? dollars(values.secondMortgage) : 0);
    const cap = Number(values.maxCltv);
    const maxDebt = Math.floor((value * cap) / 100 + 1e-6);
    const available = Math.max(0, maxDebt - owed);
    const borrow = values.borrow ? Math.min(dollars(values.borrow), available) : available;
    const heloc = Number(values.helocRate);
    const loan = Number(values.loanRate);
    const term = Number(values.loanTermYears) * 12;

    expect(result.totalLiensCents).toBe(owed);
    expect(result.equityCents).toBe(value - owed);
    expect(result.maxTotalDebtCents).toBe(maxDebt);
    expect(result.availableCents).toBe(available);
    expect(result.borrowCents).toBe(borrow);
    // HELOC: the first period's IPMT is the interest-only payment; PMT over 20 years to repay.
    expect(result.heloc.interestOnlyPaymentCents).toBe(
      borrow === 0 ? 0 : halfUp(-num(IPMT(heloc / 1200, 1, 240, borrow / 100)) * 100),
    );
    expect(result.heloc.repaymentPaymentCents).toBe(pmt(borrow, heloc, 240));
    // Home equity loan: PMT, and its total interest within the rounding drift of CUMIPMT.
    expect(result.homeEquityLoan.paymentCents).toBe(pmt(borrow, loan, term));
    const interest =
      borrow === 0 || loan === 0
        ? 0
        : -num(CUMIPMT(loan / 1200, term, borrow / 100, 1, term, 0)) * 100;
    expect(Math.abs(result.homeEquityLoan.totalInterestCents - interest)).toBeLessThanOrEqual(
      driftCents(loan, term),
    );
  });
});
