import { given, type Assumption, type Explanation } from './assumptions.ts';
import { assertWholeCents } from './money.ts';
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

/** Months from the payment in `start` to the payment in `end`, both counted (same month → 1). */
function monthsThrough(start: YearMonth, end: YearMonth): number {
  return end.year * 12 + end.month - (start.year * 12 + start.month) + 1;
}

/**
 * The smallest extra monthly principal, in whole cents, whose cent schedule pays the balance off
 * within `targetMonths` payments; 0 when the scheduled payments already do. A larger extra never
 * pays off later (the balance is lower after every payment, so each month's interest is no more),
 * so a bisection on cents finds the least amount exactly.
 */
export function extraMonthlyToPayOffWithin(input: {
  currentBalanceCents: number;
  annualRatePercent: number;
  remainingMonths: number;
  targetMonths: number;
}): number {
  const { currentBalanceCents, annualRatePercent, remainingMonths, targetMonths } = input;
  assertWholeCents(currentBalanceCents, 'currentBalanceCents', 0);
  if (!Number.isSafeInteger(targetMonths) || targetMonths < 1) {
    throw new RangeError(
      `targetMonths must be a whole number of months, 1 or more, got ${targetMonths}`,
    );
  }
  const payoffMonths = (extraMonthlyCents: number) =>
    amortizationSchedule({
      loanAmountCents: currentBalanceCents,
      annualRatePercent,
      termMonths: remainingMonths,
      extraMonthlyCents,
    }).payoffMonths;
  if (payoffMonths(0) <= targetMonths) return 0;
  // Paying the whole balance as extra principal with the first payment always ends in month 1.
  let low = 0;
  let high = currentBalanceCents;
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (payoffMonths(middle) <= targetMonths) high = middle;
    else low = middle;
  }
  return high;
}

/** The mortgage payoff calculator's question: either the payoff date for an extra payment, or the extra payment for a payoff date. */
export type MortgagePayoffCalculatorInput = {
  currentBalanceCents: number;
  annualRatePercent: number;
  /** Payments left on the loan. */
  remainingMonths: number;
  /** Month of the next payment: gives the payoff dates; needed for `payoffBy`. */
  startDate?: YearMonth;
} & (
  | {
      goal: 'payoffDateForExtra';
      extraMonthlyCents?: number;
      extraAnnualCents?: number;
      /** 1–12; needs startDate. */
      extraAnnualMonth?: number;
      oneTimeExtras?: readonly OneTimeExtra[];
    }
  | {
      goal: 'extraForPayoffDate';
      /** The month of the last payment wanted (needs startDate); or give targetMonths. */
      payoffBy?: YearMonth;
      /** Payments wanted until payoff, counting the next one; or give payoffBy. */
      targetMonths?: number;
    }
);

/** Everything the mortgage payoff calculator shows. */
export type MortgagePayoffCalculatorResult = MortgagePayoffResult & {
  goal: 'payoffDateForExtra' | 'extraForPayoffDate';
  /** The extra monthly principal: as given, or the least that meets the target. */
  extraMonthlyCents: number;
  /** The payments allowed by the target (extraForPayoffDate only). */
  targetMonths?: number;
  explanation: Explanation;
};

/** The mortgage payoff calculator: the payoff date for a given extra payment, or the extra payment needed to pay off by a date. */
export function mortgagePayoffCalculator(
  input: MortgagePayoffCalculatorInput,
): MortgagePayoffCalculatorResult {
  const { currentBalanceCents, annualRatePercent, remainingMonths, startDate } = input;
  const assumptions: Assumption[] = [
    given('currentBalanceCents', currentBalanceCents, 'cents'),
    given('annualRatePercent', annualRatePercent, 'percent'),
    given('remainingMonths', remainingMonths, 'months'),
  ];
  if (startDate !== undefined) assumptions.push(given('startDate', startDate, 'yearMonth'));
  if (input.goal === 'payoffDateForExtra') {
    const payoff = mortgagePayoff({
      currentBalanceCents,
      annualRatePercent,
      remainingMonths,
      extraMonthlyCents: input.extraMonthlyCents,
      extraAnnualCents: input.extraAnnualCents,
      extraAnnualMonth: input.extraAnnualMonth,
      oneTimeExtras: input.oneTimeExtras,
      startDate,
    });
    const extraMonthlyCents = input.extraMonthlyCents ?? 0;
    assumptions.push(given('extraMonthlyCents', extraMonthlyCents, 'cents'));
    if ((input.extraAnnualCents ?? 0) > 0) {
      assumptions.push(given('extraAnnualCents', input.extraAnnualCents as number, 'cents'));
    }
    const oneTime = (input.oneTimeExtras ?? []).reduce((sum, extra) => sum + extra.amountCents, 0);
    if (oneTime > 0) assumptions.push(given('oneTimeExtrasCents', oneTime, 'cents'));
    return {
      ...payoff,
      goal: 'payoffDateForExtra',
      extraMonthlyCents,
      explanation: { formulas: ['levelPayment', 'centSchedule', 'extraPrincipal'], assumptions },
    };
  }
  if (input.goal !== 'extraForPayoffDate') {
    throw new RangeError(
      `goal must be payoffDateForExtra or extraForPayoffDate, got ${String((input as { goal: unknown }).goal)}`,
    );
  }
  const hasDate = input.payoffBy !== undefined;
  if (hasDate === (input.targetMonths !== undefined)) {
    throw new RangeError('payoffBy or targetMonths: give exactly one of the two');
  }
  let targetMonths: number;
  if (input.payoffBy !== undefined) {
    if (startDate === undefined) {
      throw new RangeError('payoffBy needs startDate, the month of the next payment');
    }
    targetMonths = monthsThrough(startDate, input.payoffBy);
    if (targetMonths < 1) {
      throw new RangeError('payoffBy must be the month of the next payment or later');
    }
    assumptions.push(given('payoffBy', input.payoffBy, 'yearMonth'));
  } else {
    targetMonths = input.targetMonths as number;
    assumptions.push(given('targetMonths', targetMonths, 'months'));
  }
  const extraMonthlyCents = extraMonthlyToPayOffWithin({
    currentBalanceCents,
    annualRatePercent,
    remainingMonths,
    targetMonths,
  });
  const payoff = mortgagePayoff({
    currentBalanceCents,
    annualRatePercent,
    remainingMonths,
    extraMonthlyCents,
    startDate,
  });
  return {
    ...payoff,
    goal: 'extraForPayoffDate',
    extraMonthlyCents,
    targetMonths,
    explanation: {
      formulas: ['levelPayment', 'centSchedule', 'extraPrincipal', 'payoffExtraSearch'],
      assumptions,
    },
  };
}
