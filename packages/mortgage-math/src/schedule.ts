import { assertWholeCents, roundHalfUpToCent } from './money.ts';
import { monthlyPaymentCents, type LoanTerms } from './payment.ts';

/** A calendar month: year (e.g. 2027) and month 1–12; the package never reads the clock. */
export interface YearMonth {
  year: number;
  /** 1 = January … 12 = December. */
  month: number;
}

/** A lump sum paid toward principal with one scheduled payment. */
export interface OneTimeExtra {
  /** 1 = the first scheduled payment. */
  paymentNumber: number;
  amountCents: number;
}

/** Loan terms plus the optional extra principal payments and the month of the first payment. */
export type ScheduleInput = LoanTerms & {
  /** Extra principal paid with every payment. */
  extraMonthlyCents?: number;
  /** Extra principal paid once a year: in `extraAnnualMonth` if given, else with payments 12, 24, 36… */
  extraAnnualCents?: number;
  /** 1–12: the calendar month the annual extra is paid; needs `startDate`. */
  extraAnnualMonth?: number;
  /** Lump sums; several on the same payment add up; any after payoff are never reached. */
  oneTimeExtras?: readonly OneTimeExtra[];
  /** Month of the first payment; gives every row a date and the schedule a payoff date. */
  startDate?: YearMonth;
};

/** One month of an amortization schedule, all in cents. */
export interface ScheduleRow {
  paymentNumber: number;
  /** Scheduled principal and interest actually paid this month (the last one absorbs the rounding residue). */
  paymentCents: number;
  interestCents: number;
  /** Principal paid by the scheduled payment. */
  principalCents: number;
  /** Principal paid on top of the scheduled payment. */
  extraPrincipalCents: number;
  /** Balance after this payment. */
  balanceCents: number;
  cumulativeInterestCents: number;
  date?: YearMonth;
}

/** A whole amortization schedule with its totals and what the extras saved. */
export interface Schedule {
  rows: ScheduleRow[];
  monthlyPaymentCents: number;
  totalInterestCents: number;
  /** Every payment plus every extra: the loan amount plus total interest. */
  totalPaidCents: number;
  payoffMonths: number;
  payoffDate?: YearMonth;
  /** Interest saved against the same loan without extras. */
  interestSavedCents: number;
  /** Payments saved against the same loan without extras. */
  monthsSaved: number;
}

/** Longest term the schedule functions accept (100 years): a guard against runaway loops, not a product limit. */
export const MAX_TERM_MONTHS = 1200;

/**
 * The cent schedule every function here follows: each month's interest is
 * balance × annual rate / 1200 rounded half-up to the cent, the scheduled payment
 * pays that interest and as much principal as it covers, and payment `termMonths`
 * pays whatever is left, so the balance ends at exactly 0 (research §6.4).
 * `balance × rate` is exact for any rate with a few decimals, so dividing last
 * keeps exact half cents exact.
 */
function interestFor(balanceCents: number, annualRatePercent: number): number {
  return roundToCent((balanceCents * annualRatePercent) / 1200);
}

// Read the import once: module runners (vitest, vite SSR) turn every read of an
// imported binding into a getter call, which would run once per month here.
const roundToCent = roundHalfUpToCent;

/** Validate the terms and return the scheduled monthly payment. */
function checkedPayment(terms: LoanTerms): number {
  const payment = monthlyPaymentCents(terms);
  if (terms.termMonths > MAX_TERM_MONTHS) {
    throw new RangeError(`termMonths must be ${MAX_TERM_MONTHS} or less, got ${terms.termMonths}`);
  }
  return payment;
}

/** The same loan without extras, run for at most `stopAfter` payments. */
interface PlainRun {
  balanceCents: number;
  months: number;
  totalInterestCents: number;
  lastPaymentCents: number;
}

/** Follow the scheduled payments alone (no rows): the baseline, the balance after n payments, the APR stream. */
function runPlain(terms: LoanTerms, paymentCents: number, stopAfter: number): PlainRun {
  const { annualRatePercent, termMonths } = terms;
  let balance = terms.loanAmountCents;
  let totalInterest = 0;
  let lastPayment = 0;
  let k = 0;
  while (balance > 0 && k < stopAfter) {
    k += 1;
    const interest = interestFor(balance, annualRatePercent);
    let principal = k >= termMonths ? balance : paymentCents - interest;
    if (principal > balance) principal = balance;
    balance -= principal;
    totalInterest += interest;
    lastPayment = interest + principal;
  }
  return {
    balanceCents: balance,
    months: k,
    totalInterestCents: totalInterest,
    lastPaymentCents: lastPayment,
  };
}

/** The scheduled payments of a loan without extras: the level payment, how many, and the last one. */
export function scheduledPayments(terms: LoanTerms): {
  monthlyPaymentCents: number;
  count: number;
  lastPaymentCents: number;
} {
  const payment = checkedPayment(terms);
  const run = runPlain(terms, payment, terms.termMonths);
  return {
    monthlyPaymentCents: payment,
    count: run.months,
    lastPaymentCents: run.lastPaymentCents,
  };
}

/** Balance in cents after `paymentsMade` scheduled payments (no extras): amortizationSchedule's rows[n-1].balanceCents, 0 once paid off. */
export function remainingBalanceCents(terms: LoanTerms, paymentsMade: number): number {
  const payment = checkedPayment(terms);
  if (!Number.isSafeInteger(paymentsMade) || paymentsMade < 0) {
    throw new RangeError(`paymentsMade must be a whole number, 0 or more, got ${paymentsMade}`);
  }
  return runPlain(terms, payment, paymentsMade).balanceCents;
}

function checkYearMonth(value: YearMonth, name: string): void {
  if (!Number.isSafeInteger(value.year) || value.year < 1 || value.year > 9999) {
    throw new RangeError(`${name}.year must be a whole year from 1 to 9999, got ${value.year}`);
  }
  if (!Number.isSafeInteger(value.month) || value.month < 1 || value.month > 12) {
    throw new RangeError(`${name}.month must be a whole month from 1 to 12, got ${value.month}`);
  }
}

/** Calendar month of payment `paymentNumber` when payment 1 falls in `start`. */
function monthOfPayment(start: YearMonth, paymentNumber: number): YearMonth {
  const index = start.year * 12 + (start.month - 1) + (paymentNumber - 1);
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** The full month-by-month schedule in cents, with extra principal payments and what they save. */
export function amortizationSchedule(input: ScheduleInput): Schedule {
  const payment = checkedPayment(input);
  const { loanAmountCents, annualRatePercent, termMonths, startDate } = input;
  const extraMonthly = input.extraMonthlyCents ?? 0;
  const extraAnnual = input.extraAnnualCents ?? 0;
  assertWholeCents(extraMonthly, 'extraMonthlyCents', 0);
  assertWholeCents(extraAnnual, 'extraAnnualCents', 0);
  if (startDate !== undefined) checkYearMonth(startDate, 'startDate');
  const annualMonth = input.extraAnnualMonth;
  if (annualMonth !== undefined) {
    if (!Number.isSafeInteger(annualMonth) || annualMonth < 1 || annualMonth > 12) {
      throw new RangeError(
        `extraAnnualMonth must be a whole month from 1 to 12, got ${annualMonth}`,
      );
    }
    if (startDate === undefined) {
      throw new RangeError('extraAnnualMonth needs startDate, to know which payment falls in it');
    }
  }
  let oneTime: Map<number, number> | undefined;
  let hasExtras = extraMonthly > 0 || extraAnnual > 0;
  for (const extra of input.oneTimeExtras ?? []) {
    if (!Number.isSafeInteger(extra.paymentNumber) || extra.paymentNumber < 1) {
      throw new RangeError(
        `oneTimeExtras paymentNumber must be a whole number, 1 or more, got ${extra.paymentNumber}`,
      );
    }
    assertWholeCents(extra.amountCents, 'oneTimeExtras amountCents', 0);
    if (extra.amountCents === 0) continue;
    oneTime ??= new Map();
    oneTime.set(extra.paymentNumber, (oneTime.get(extra.paymentNumber) ?? 0) + extra.amountCents);
    hasExtras = true;
  }
  // Payment k falls in calendar month ((startMonth − 1 + k − 1) mod 12) + 1.
  const annualOffset =
    annualMonth !== undefined && startDate !== undefined
      ? (((annualMonth - startDate.month) % 12) + 12) % 12
      : 11;

  const rows: ScheduleRow[] = [];
  let balance = loanAmountCents;
  let cumulativeInterest = 0;
  let totalPaid = 0;
  let k = 0;
  while (balance > 0) {
    k += 1;
    const interest = interestFor(balance, annualRatePercent);
    let principal = k >= termMonths ? balance : payment - interest;
    if (principal > balance) principal = balance;
    balance -= principal;
    let extra = 0;
    if (hasExtras && balance > 0) {
      extra = extraMonthly;
      if (extraAnnual > 0 && (k - 1) % 12 === annualOffset) extra += extraAnnual;
      if (oneTime !== undefined) extra += oneTime.get(k) ?? 0;
      // An extra never pays more than is owed.
      if (extra > balance) extra = balance;
      balance -= extra;
    }
    cumulativeInterest += interest;
    totalPaid += interest + principal + extra;
    // One object literal per row, with or without the date, so every row has one shape.
    rows.push(
      startDate === undefined
        ? {
            paymentNumber: k,
            paymentCents: interest + principal,
            interestCents: interest,
            principalCents: principal,
            extraPrincipalCents: extra,
            balanceCents: balance,
            cumulativeInterestCents: cumulativeInterest,
          }
        : {
            paymentNumber: k,
            paymentCents: interest + principal,
            interestCents: interest,
            principalCents: principal,
            extraPrincipalCents: extra,
            balanceCents: balance,
            cumulativeInterestCents: cumulativeInterest,
            date: monthOfPayment(startDate, k),
          },
    );
  }

  let interestSaved = 0;
  let monthsSaved = 0;
  if (hasExtras) {
    const baseline = runPlain(input, payment, termMonths);
    interestSaved = baseline.totalInterestCents - cumulativeInterest;
    monthsSaved = baseline.months - k;
  }
  const schedule: Schedule = {
    rows,
    monthlyPaymentCents: payment,
    totalInterestCents: cumulativeInterest,
    totalPaidCents: totalPaid,
    payoffMonths: k,
    interestSavedCents: interestSaved,
    monthsSaved,
  };
  if (startDate !== undefined && k > 0) schedule.payoffDate = monthOfPayment(startDate, k);
  return schedule;
}
