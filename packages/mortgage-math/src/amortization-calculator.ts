// The amortization calculator (issue 24): the schedule by month and by year, extra payments
// (monthly, yearly, one-time) with the interest saved and the new payoff date, and the CSV a
// visitor downloads, whose rows are the on-screen rows and whose last balance is exactly 0.
import { given, type Assumption, type Explanation } from './assumptions.ts';
import { mortgagePayoff } from './payoff.ts';
import type { ScheduleInput, ScheduleRow, YearMonth } from './schedule.ts';

/** One year of a schedule: the months of a calendar year (dated rows) or of a loan year (1 = payments 1–12). */
export interface ScheduleYear {
  /** The calendar year (e.g. 2027) when the rows are dated, else the loan year 1, 2, 3… */
  year: number;
  basis: 'calendar' | 'loanYear';
  firstPaymentNumber: number;
  lastPaymentNumber: number;
  /** Scheduled principal and interest paid in the year. */
  paymentsCents: number;
  interestCents: number;
  principalCents: number;
  extraPrincipalCents: number;
  /** Balance after the year's last payment. */
  endingBalanceCents: number;
  cumulativeInterestCents: number;
}

/**
 * The monthly rows summed by year: by calendar year when every row has a date (the first year
 * may be short), else by loan year. The years' sums add up to the schedule's totals exactly.
 */
export function scheduleByYear(rows: readonly ScheduleRow[]): ScheduleYear[] {
  const calendar = rows.length > 0 && rows.every((row) => row.date !== undefined);
  const years: ScheduleYear[] = [];
  for (const row of rows) {
    const year = calendar
      ? (row.date as YearMonth).year
      : Math.floor((row.paymentNumber - 1) / 12) + 1;
    let current = years.at(-1);
    if (current === undefined || current.year !== year) {
      current = {
        year,
        basis: calendar ? 'calendar' : 'loanYear',
        firstPaymentNumber: row.paymentNumber,
        lastPaymentNumber: row.paymentNumber,
        paymentsCents: 0,
        interestCents: 0,
        principalCents: 0,
        extraPrincipalCents: 0,
        endingBalanceCents: row.balanceCents,
        cumulativeInterestCents: row.cumulativeInterestCents,
      };
      years.push(current);
    }
    current.lastPaymentNumber = row.paymentNumber;
    current.paymentsCents += row.paymentCents;
    current.interestCents += row.interestCents;
    current.principalCents += row.principalCents;
    current.extraPrincipalCents += row.extraPrincipalCents;
    current.endingBalanceCents = row.balanceCents;
    current.cumulativeInterestCents = row.cumulativeInterestCents;
  }
  return years;
}

/** Whole cents as a plain decimal dollar amount ("1896.20"): exact, no float formatting, no separators. */
function csvDollars(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const magnitude = Math.abs(cents);
  return `${sign}${Math.floor(magnitude / 100)}.${String(magnitude % 100).padStart(2, '0')}`;
}

/**
 * The schedule as CSV (RFC 4180, CRLF line ends): one line per row, amounts in dollars with two
 * decimals and no "$" or thousands separators, so any spreadsheet reads them as numbers; a Date
 * column (YYYY-MM) when the rows are dated. Every cell is a number or a fixed header, so no cell
 * can start a spreadsheet formula.
 */
export function scheduleCsv(rows: readonly ScheduleRow[]): string {
  const dated = rows.length > 0 && rows.every((row) => row.date !== undefined);
  const header = [
    'Payment number',
    ...(dated ? ['Date'] : []),
    'Payment',
    'Principal',
    'Extra principal',
    'Interest',
    'Total paid',
    'Balance',
  ];
  const lines = rows.map((row) => {
    const date = row.date;
    return [
      String(row.paymentNumber),
      ...(dated && date !== undefined
        ? [`${String(date.year).padStart(4, '0')}-${String(date.month).padStart(2, '0')}`]
        : []),
      csvDollars(row.paymentCents),
      csvDollars(row.principalCents),
      csvDollars(row.extraPrincipalCents),
      csvDollars(row.interestCents),
      csvDollars(row.paymentCents + row.extraPrincipalCents),
      csvDollars(row.balanceCents),
    ].join(',');
  });
  return `${[header.join(','), ...lines].join('\r\n')}\r\n`;
}

/** The amortization calculator's inputs: the loan, its first payment month and any extra payments. */
export type AmortizationCalculatorInput = ScheduleInput;

/** Everything the amortization calculator shows. */
export interface AmortizationCalculatorResult {
  monthlyPaymentCents: number;
  rows: ScheduleRow[];
  years: ScheduleYear[];
  totalInterestCents: number;
  /** Every payment and extra: loan + total interest. */
  totalPaidCents: number;
  payoffMonths: number;
  payoffDate?: YearMonth;
  /** The same loan without extra payments. */
  originalPayoffMonths: number;
  originalPayoffDate?: YearMonth;
  originalTotalInterestCents: number;
  interestSavedCents: number;
  monthsSaved: number;
  explanation: Explanation;
}

/** The amortization calculator: monthly and yearly schedule, what the extras save, and the assumptions. */
export function amortizationCalculator(
  input: AmortizationCalculatorInput,
): AmortizationCalculatorResult {
  const payoff = mortgagePayoff({
    loanAmountCents: input.loanAmountCents,
    annualRatePercent: input.annualRatePercent,
    remainingMonths: input.termMonths,
    extraMonthlyCents: input.extraMonthlyCents,
    extraAnnualCents: input.extraAnnualCents,
    extraAnnualMonth: input.extraAnnualMonth,
    oneTimeExtras: input.oneTimeExtras,
    startDate: input.startDate,
  });
  const { schedule } = payoff;
  const assumptions: Assumption[] = [
    given('loanAmountCents', input.loanAmountCents, 'cents'),
    given('annualRatePercent', input.annualRatePercent, 'percent'),
    given('termMonths', input.termMonths, 'months'),
  ];
  if (input.startDate !== undefined)
    assumptions.push(given('startDate', input.startDate, 'yearMonth'));
  if ((input.extraMonthlyCents ?? 0) > 0) {
    assumptions.push(given('extraMonthlyCents', input.extraMonthlyCents as number, 'cents'));
  }
  if ((input.extraAnnualCents ?? 0) > 0) {
    assumptions.push(given('extraAnnualCents', input.extraAnnualCents as number, 'cents'));
    if (input.extraAnnualMonth !== undefined) {
      assumptions.push(given('extraAnnualMonth', input.extraAnnualMonth, 'count'));
    }
  }
  const oneTimeTotal = (input.oneTimeExtras ?? []).reduce(
    (sum, extra) => sum + extra.amountCents,
    0,
  );
  if (oneTimeTotal > 0) assumptions.push(given('oneTimeExtrasCents', oneTimeTotal, 'cents'));
  const hasExtras =
    (input.extraMonthlyCents ?? 0) > 0 || (input.extraAnnualCents ?? 0) > 0 || oneTimeTotal > 0;
  const result: AmortizationCalculatorResult = {
    monthlyPaymentCents: schedule.monthlyPaymentCents,
    rows: schedule.rows,
    years: scheduleByYear(schedule.rows),
    totalInterestCents: schedule.totalInterestCents,
    totalPaidCents: schedule.totalPaidCents,
    payoffMonths: schedule.payoffMonths,
    originalPayoffMonths: payoff.originalPayoffMonths,
    originalTotalInterestCents: payoff.originalTotalInterestCents,
    interestSavedCents: payoff.interestSavedCents,
    monthsSaved: payoff.monthsSaved,
    explanation: {
      formulas: hasExtras
        ? ['levelPayment', 'centSchedule', 'extraPrincipal', 'yearlyTotals']
        : ['levelPayment', 'centSchedule', 'yearlyTotals'],
      assumptions,
    },
  };
  if (payoff.payoffDate !== undefined) result.payoffDate = payoff.payoffDate;
  if (payoff.originalPayoffDate !== undefined)
    result.originalPayoffDate = payoff.originalPayoffDate;
  return result;
}
