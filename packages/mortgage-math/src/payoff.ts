import {
  amortizationSchedule,
  type OneTimeExtra,
  type Schedule,
  type YearMonth,
} from './schedule.ts';

/** The mortgage payoff calculator's question: a loan (new, or part-paid) and the extra principal the visitor would pay. */
export type MortgagePayoffInput = (
  | {
      /** A new loan: the amount borrowed. */
      loanAmountCents: number;
      currentBalanceCents?: never;
    }
  | {
      /** A loan already being paid: today's balance. */
      currentBalanceCents: number;
      loanAmountCents?: never;
    }
) & {
  annualRatePercent: number;
  /** Payments left (the full term for a new loan). */
  remainingMonths: number;
  extraMonthlyCents?: number;
  extraAnnualCents?: number;
  /** 1–12; needs startDate. */
  extraAnnualMonth?: number;
  oneTimeExtras?: readonly OneTimeExtra[];
  /** Month of the next payment. */
  startDate?: YearMonth;
};

/** How much sooner the loan is paid off and how much interest that saves. */
export interface MortgagePayoffResult {
  /** Principal and interest re-amortized over the remaining months (what the schedule charges each month). */
  monthlyPaymentCents: number;
  payoffMonths: number;
  originalPayoffMonths: number;
  monthsSaved: number;
  totalInterestCents: number;
  originalTotalInterestCents: number;
  interestSavedCents: number;
  payoffDate?: YearMonth;
  originalPayoffDate?: YearMonth;
  /** The schedule with the extras, for the table and the chart. */
  schedule: Schedule;
}

function addMonths(start: YearMonth, months: number): YearMonth {
  const index = start.year * 12 + (start.month - 1) + months;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** New payoff time, months saved and interest saved by paying extra principal (a thin wrapper over amortizationSchedule). */
export function mortgagePayoff(input: MortgagePayoffInput): MortgagePayoffResult {
  const balance = input.currentBalanceCents ?? input.loanAmountCents;
  if (balance === undefined) {
    throw new RangeError('Give loanAmountCents or currentBalanceCents');
  }
  const schedule = amortizationSchedule({
    loanAmountCents: balance,
    annualRatePercent: input.annualRatePercent,
    termMonths: input.remainingMonths,
    extraMonthlyCents: input.extraMonthlyCents,
    extraAnnualCents: input.extraAnnualCents,
    extraAnnualMonth: input.extraAnnualMonth,
    oneTimeExtras: input.oneTimeExtras,
    startDate: input.startDate,
  });
  const originalPayoffMonths = schedule.payoffMonths + schedule.monthsSaved;
  const result: MortgagePayoffResult = {
    monthlyPaymentCents: schedule.monthlyPaymentCents,
    payoffMonths: schedule.payoffMonths,
    originalPayoffMonths,
    monthsSaved: schedule.monthsSaved,
    totalInterestCents: schedule.totalInterestCents,
    originalTotalInterestCents: schedule.totalInterestCents + schedule.interestSavedCents,
    interestSavedCents: schedule.interestSavedCents,
    schedule,
  };
  if (input.startDate !== undefined && originalPayoffMonths > 0) {
    if (schedule.payoffDate !== undefined) result.payoffDate = schedule.payoffDate;
    result.originalPayoffDate = addMonths(input.startDate, originalPayoffMonths - 1);
  }
  return result;
}
