// Refinance comparisons for the lower-payment and shorter-term calculators (SPEC §1, §4 wizard
// cards yes-lower-monthly-payment and yes-shorter-loan-term).
//
// Interest is the cent schedule's, to the cent: every payment is monthlyPaymentCents, each month's
// interest is rounded half-up, and the last payment absorbs the rounding residue so the balance
// ends at exactly 0. Total interest is therefore (payments − 1) × payment + last payment − loan,
// the same convention as schedule.ts's amortization table (finance-anchors §6.3–6.4: $300,000 at
// 6.5 % for 360 months pays $382,636.71, not PMT × n − P = $382,632.00).

import { given, type Assumption, type Explanation } from './assumptions.ts';
import { assertWholeCents } from './money.ts';
import type { LoanTerms } from './payment.ts';
import { scheduledPayments } from './schedule.ts';

/** The loan being refinanced and the offer replacing it. */
export interface RefinanceInput {
  /** Principal still owed on the current loan. */
  currentBalanceCents: number;
  currentAnnualRatePercent: number;
  /** Payments left on the current loan; its payment is re-derived from balance, rate and these. */
  currentRemainingMonths: number;
  newAnnualRatePercent: number;
  newTermMonths: number;
  /** Closing costs of the new loan. */
  closingCostsCents: number;
  /** Add the closing costs to the new loan instead of paying them in cash (default false). */
  rollClosingCostsIntoLoan?: boolean;
}

/** What a lower-payment refinance changes. */
export interface LowerPaymentRefinance {
  currentPaymentCents: number;
  newPaymentCents: number;
  /** Current payment − new payment; negative when the new payment is higher. */
  monthlySavingsCents: number;
  /** Payments until the savings repay the closing costs: ceil(costs ÷ savings); undefined without savings. */
  breakEvenMonth: number | undefined;
  /** New loan's total interest − current loan's remaining interest; positive means more interest. */
  lifetimeInterestChangeCents: number;
  /** Everything still to pay, new minus current: the interest change plus the closing costs. */
  lifetimeCostChangeCents: number;
}

/** What a shorter-term refinance changes. */
export interface ShorterTermRefinance {
  currentPaymentCents: number;
  newPaymentCents: number;
  /** New payment − current payment; positive when the new payment is higher (the usual case). */
  paymentChangeCents: number;
  /** Current loan's remaining interest − new loan's total interest. */
  interestSavedCents: number;
  /** Interest saved − closing costs: what the refinance saves over the life of the loan. */
  netSavingsCents: number;
  /** Current remaining months − new term; negative when the new term is longer. */
  monthsSaved: number;
}

/** Compare keeping the current loan with a refinance chosen for a lower monthly payment. */
export function lowerPaymentRefinance(input: RefinanceInput): LowerPaymentRefinance {
  const { current, next, closingCostsCents } = compare(input);
  const monthlySavingsCents = current.paymentCents - next.paymentCents;
  const lifetimeInterestChangeCents = next.totalInterestCents - current.totalInterestCents;
  return {
    currentPaymentCents: current.paymentCents,
    newPaymentCents: next.paymentCents,
    monthlySavingsCents,
    // The usual break-even (closing costs ÷ monthly savings) whether the costs are paid in cash or
    // rolled in: rolled-in costs are still repaid, and the savings already reflect the larger loan.
    breakEvenMonth:
      monthlySavingsCents > 0 ? Math.ceil(closingCostsCents / monthlySavingsCents) : undefined,
    lifetimeInterestChangeCents,
    lifetimeCostChangeCents: lifetimeInterestChangeCents + closingCostsCents,
  };
}

/** Compare keeping the current loan with a refinance to a shorter term. */
export function shorterTermRefinance(input: RefinanceInput): ShorterTermRefinance {
  const { current, next, closingCostsCents } = compare(input);
  const interestSavedCents = current.totalInterestCents - next.totalInterestCents;
  return {
    currentPaymentCents: current.paymentCents,
    newPaymentCents: next.paymentCents,
    paymentChangeCents: next.paymentCents - current.paymentCents,
    interestSavedCents,
    // Rolled in or paid in cash, the closing costs are paid once either way (rolled-in costs'
    // interest is already inside the new loan's interest).
    netSavingsCents: interestSavedCents - closingCostsCents,
    monthsSaved: input.currentRemainingMonths - input.newTermMonths,
  };
}

interface LoanCost {
  loanAmountCents: number;
  paymentCents: number;
  totalInterestCents: number;
}

function compare(input: RefinanceInput): {
  current: LoanCost;
  next: LoanCost;
  closingCostsCents: number;
} {
  const { currentBalanceCents, closingCostsCents, rollClosingCostsIntoLoan = false } = input;
  assertWholeCents(currentBalanceCents, 'currentBalanceCents', 0);
  assertWholeCents(closingCostsCents, 'closingCostsCents', 0);
  const current = loanCost({
    loanAmountCents: currentBalanceCents,
    annualRatePercent: input.currentAnnualRatePercent,
    termMonths: input.currentRemainingMonths,
  });
  const next = loanCost({
    loanAmountCents: currentBalanceCents + (rollClosingCostsIntoLoan ? closingCostsCents : 0),
    annualRatePercent: input.newAnnualRatePercent,
    termMonths: input.newTermMonths,
  });
  return { current, next, closingCostsCents };
}

/** Level payment and total interest of the cent schedule (monthlyPaymentCents validates the terms). */
function loanCost(terms: LoanTerms): LoanCost {
  const { monthlyPaymentCents, count, lastPaymentCents } = scheduledPayments(terms);
  if (count === 0) {
    return { loanAmountCents: 0, paymentCents: monthlyPaymentCents, totalInterestCents: 0 };
  }
  const totalPaid = (count - 1) * monthlyPaymentCents + lastPaymentCents;
  return {
    loanAmountCents: terms.loanAmountCents,
    paymentCents: monthlyPaymentCents,
    totalInterestCents: totalPaid - terms.loanAmountCents,
  };
}

/** The inputs of both refinance calculators, as typed. */
function refinanceAssumptions(
  input: Omit<RefinanceInput, 'newAnnualRatePercent' | 'newTermMonths'>,
): Assumption[] {
  return [
    given('currentBalanceCents', input.currentBalanceCents, 'cents'),
    given('currentAnnualRatePercent', input.currentAnnualRatePercent, 'percent'),
    given('currentRemainingMonths', input.currentRemainingMonths, 'months'),
    given('closingCostsCents', input.closingCostsCents, 'cents'),
    given('rollClosingCostsIntoLoan', input.rollClosingCostsIntoLoan ?? false, 'boolean'),
  ];
}

/** Everything the lower payment refinance calculator shows. */
export interface LowerPaymentRefinanceCalculatorResult extends LowerPaymentRefinance {
  closingCostsCents: number;
  /** Balance plus closing costs when they are rolled in. */
  newLoanAmountCents: number;
  /** Interest still to pay on the current loan, and over the whole new loan (cent schedules). */
  currentTotalInterestCents: number;
  newTotalInterestCents: number;
  /** The new payment is not lower than the current one: there is nothing to break even with. */
  noMonthlySavings: boolean;
  /**
   * Refinancing costs more over the life of the loans than keeping the current one
   * (lifetimeCostChangeCents > 0), though the monthly payment may be lower: say so plainly.
   */
  costsMoreOverLife: boolean;
  /** The savings repay the closing costs before the new loan (and the current one) would be paid off. */
  breaksEvenBeforePayoff: boolean;
  explanation: Explanation;
}

/** The lower payment refinance calculator: new payment, savings, break-even, lifetime change and the flags to say when it costs more. */
export function lowerPaymentRefinanceCalculator(
  input: RefinanceInput,
): LowerPaymentRefinanceCalculatorResult {
  const figures = lowerPaymentRefinance(input);
  const { current, next, closingCostsCents } = compare(input);
  const breakEven = figures.breakEvenMonth;
  return {
    ...figures,
    closingCostsCents,
    newLoanAmountCents: next.loanAmountCents,
    currentTotalInterestCents: current.totalInterestCents,
    newTotalInterestCents: next.totalInterestCents,
    noMonthlySavings: figures.monthlySavingsCents <= 0,
    costsMoreOverLife: figures.lifetimeCostChangeCents > 0,
    breaksEvenBeforePayoff:
      breakEven !== undefined &&
      breakEven <= Math.min(input.newTermMonths, input.currentRemainingMonths),
    explanation: {
      formulas: ['levelPayment', 'centSchedule', 'breakEvenMonth', 'lifetimeInterest'],
      assumptions: [
        ...refinanceAssumptions(input),
        given('newAnnualRatePercent', input.newAnnualRatePercent, 'percent'),
        given('newTermMonths', input.newTermMonths, 'months'),
      ],
    },
  };
}

/** The terms the shorter term refinance calculator compares by default: 10, 15 and 20 years. */
export const SHORTER_TERM_REFINANCE_TERMS_MONTHS = [120, 180, 240] as const;

/** One shorter-term offer: its term and rate (shorter terms usually price lower). */
export interface ShorterTermOffer {
  termMonths: number;
  annualRatePercent: number;
}

/** The shorter term refinance calculator's inputs: the current loan and an offer per term. */
export interface ShorterTermRefinanceCalculatorInput {
  currentBalanceCents: number;
  currentAnnualRatePercent: number;
  currentRemainingMonths: number;
  closingCostsCents: number;
  rollClosingCostsIntoLoan?: boolean;
  /** One offer per term, e.g. the 10-, 15- and 20-year rates of the day (SHORTER_TERM_REFINANCE_TERMS_MONTHS). */
  offers: readonly ShorterTermOffer[];
}

/** One term of the shorter term refinance calculator. */
export interface ShorterTermRefinanceOption extends ShorterTermRefinance {
  termMonths: number;
  annualRatePercent: number;
  newLoanAmountCents: number;
  newTotalInterestCents: number;
}

/** Everything the shorter term refinance calculator shows. */
export interface ShorterTermRefinanceCalculatorResult {
  currentPaymentCents: number;
  currentTotalInterestCents: number;
  /** One per offer, in the order given. */
  options: ShorterTermRefinanceOption[];
  explanation: Explanation;
}

/** The shorter term refinance calculator: for each term, the payment change and the interest saved. */
export function shorterTermRefinanceCalculator(
  input: ShorterTermRefinanceCalculatorInput,
): ShorterTermRefinanceCalculatorResult {
  if (!Array.isArray(input.offers) || input.offers.length === 0) {
    throw new RangeError('offers must list at least one term and rate');
  }
  const base = {
    currentBalanceCents: input.currentBalanceCents,
    currentAnnualRatePercent: input.currentAnnualRatePercent,
    currentRemainingMonths: input.currentRemainingMonths,
    closingCostsCents: input.closingCostsCents,
    rollClosingCostsIntoLoan: input.rollClosingCostsIntoLoan ?? false,
  };
  let current: LoanCost | undefined;
  const options = input.offers.map((offer): ShorterTermRefinanceOption => {
    const refinance: RefinanceInput = {
      ...base,
      newAnnualRatePercent: offer.annualRatePercent,
      newTermMonths: offer.termMonths,
    };
    const compared = compare(refinance);
    current = compared.current;
    return {
      termMonths: offer.termMonths,
      annualRatePercent: offer.annualRatePercent,
      newLoanAmountCents: compared.next.loanAmountCents,
      newTotalInterestCents: compared.next.totalInterestCents,
      ...shorterTermRefinance(refinance),
    };
  });
  const currentLoan = current as LoanCost;
  return {
    currentPaymentCents: currentLoan.paymentCents,
    currentTotalInterestCents: currentLoan.totalInterestCents,
    options,
    explanation: {
      formulas: ['levelPayment', 'centSchedule', 'lifetimeInterest'],
      assumptions: [
        ...refinanceAssumptions(base),
        ...input.offers.flatMap((offer, index) => [
          given(`offers[${index}].termMonths`, offer.termMonths, 'months'),
          given(`offers[${index}].annualRatePercent`, offer.annualRatePercent, 'percent'),
        ]),
      ],
    },
  };
}
