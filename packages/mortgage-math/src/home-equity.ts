// Home equity and how much of it a lender lets a homeowner borrow (the home equity and mini home
// equity calculators, SPEC §1; wizard card yes-available-equity, SPEC §4). The SPEC does not show
// their internals, so the limits below are named, sourced defaults the caller can override.

import { assumed, given, type Assumption, type Explanation } from './assumptions.ts';
import { assertWholeCents, roundHalfUpToCent } from './money.ts';
import { monthlyPaymentCents } from './payment.ts';
import { MAX_TERM_MONTHS, scheduledPayments } from './schedule.ts';

/**
 * Default combined-LTV cap for a home equity loan or line: the first mortgage plus every other
 * lien plus the new money, as a percent of the home's value. Most banks cap at 90 % (some at 80
 * or 85 %): https://myperfectmortgage.com/heloc-cltv-limits-by-bank-80-85-and-90-compared
 * (June 2025). A lender default, not a SPEC constant.
 */
export const DEFAULT_MAX_COMBINED_LTV_PERCENT = 90;

/**
 * Maximum LTV of a cash-out refinance of a one-unit principal residence (Fannie Mae; the cash-out
 * LLPA grid stops at 80 %, finance-anchors §2.3). Pass it as maxCombinedLtvPercent to size a
 * cash-out refinance instead of a second lien.
 */
export const CASH_OUT_REFINANCE_MAX_LTV_PERCENT = 80;

/** What a homeowner could borrow against the home. */
export interface AvailableHomeEquity {
  /** The most all liens together may reach: value × cap, rounded down to the cent. */
  maxTotalDebtCents: number;
  /** What is left under the cap after the existing liens; never negative. */
  availableCents: number;
  /** Existing liens as a percent of the value, unrounded (format it at the edge). */
  currentCombinedLtvPercent: number;
}

/** How much home equity can be borrowed under a combined-LTV cap (90 % unless given). */
export function availableHomeEquity(input: {
  homeValueCents: number;
  mortgageBalanceCents: number;
  otherLiensCents?: number;
  maxCombinedLtvPercent?: number;
}): AvailableHomeEquity {
  const {
    homeValueCents,
    mortgageBalanceCents,
    otherLiensCents = 0,
    maxCombinedLtvPercent = DEFAULT_MAX_COMBINED_LTV_PERCENT,
  } = input;
  assertWholeCents(homeValueCents, 'homeValueCents', 1);
  assertWholeCents(mortgageBalanceCents, 'mortgageBalanceCents', 0);
  assertWholeCents(otherLiensCents, 'otherLiensCents', 0);
  if (!Number.isFinite(maxCombinedLtvPercent) || maxCombinedLtvPercent < 0) {
    throw new RangeError('maxCombinedLtvPercent must be a finite number, 0 or more');
  }
  // Rounded down, not half-up: a cap must not be exceeded by half a cent. The 1e-6 cent of slack
  // keeps binary noise (35_999_999.999999996 for an exact 36_000_000) from losing a cent.
  const maxTotalDebtCents = Math.floor((homeValueCents * maxCombinedLtvPercent) / 100 + 1e-6);
  const existingCents = mortgageBalanceCents + otherLiensCents;
  return {
    maxTotalDebtCents,
    availableCents: Math.max(0, maxTotalDebtCents - existingCents),
    currentCombinedLtvPercent: (existingCents / homeValueCents) * 100,
  };
}

/** The mini home equity calculator's figures. */
export interface MiniHomeEquity {
  /** Value − mortgage balance; negative when the home is worth less than is owed. */
  equityCents: number;
  /** Equity as a percent of the value, unrounded. */
  equityPercent: number;
  /** What could be borrowed at the default 90 % combined-LTV cap; never negative. */
  availableCents: number;
}

/** The two-input mini home equity calculator: equity and what could be borrowed at the default cap. */
export function miniHomeEquity(input: {
  homeValueCents: number;
  mortgageBalanceCents: number;
}): MiniHomeEquity {
  const { availableCents } = availableHomeEquity(input);
  const equityCents = input.homeValueCents - input.mortgageBalanceCents;
  return { equityCents, equityPercent: (equityCents / input.homeValueCents) * 100, availableCents };
}

/**
 * Default HELOC draw period: 10 years, the most common draw period (5–10 years is the usual
 * range), with interest-only payments allowed during it. Prosper's HELOC help ("the draw period
 * … usually lasts 10 years"), https://help.prosper.com/hc/en-us/articles/360037070972 (read
 * 2026-11-22). A lender default, not a SPEC constant.
 */
export const DEFAULT_HELOC_DRAW_MONTHS = 120;

/** Default HELOC repayment period: 20 years (10–20 is usual; same source as the draw period). */
export const DEFAULT_HELOC_REPAYMENT_MONTHS = 240;

/**
 * Default home equity loan term: 15 years, a common fixed term (terms of 5–30 years are
 * offered). A lender default; the calculator lets the visitor choose.
 */
export const DEFAULT_HOME_EQUITY_LOAN_TERM_MONTHS = 180;

/** Where the HELOC period defaults come from. */
const HELOC_PERIODS_SOURCE = {
  id: 'helocPeriods',
  edition: 'Prosper HELOC help, read 2026-11-22',
  url: 'https://help.prosper.com/hc/en-us/articles/360037070972',
} as const;

/** Where the combined-LTV cap default comes from. */
const COMBINED_LTV_SOURCE = {
  id: 'helocCombinedLtvCaps',
  edition: 'June 2025',
  url: 'https://myperfectmortgage.com/heloc-cltv-limits-by-bank-80-85-and-90-compared',
} as const;

/** The home equity calculator's inputs. */
export interface HomeEquityCalculatorInput {
  homeValueCents: number;
  /** What is owed on each existing lien (first mortgage, second…); empty when the home is owned outright. */
  mortgageBalancesCents: readonly number[];
  /** Default DEFAULT_MAX_COMBINED_LTV_PERCENT (90). */
  maxCombinedLtvPercent?: number;
  /** How much the visitor wants to borrow; default everything available. Capped at what is available. */
  borrowCents?: number;
  helocAnnualRatePercent: number;
  /** Default DEFAULT_HELOC_DRAW_MONTHS (120). */
  helocDrawMonths?: number;
  /** Default DEFAULT_HELOC_REPAYMENT_MONTHS (240). */
  helocRepaymentMonths?: number;
  homeEquityLoanAnnualRatePercent: number;
  /** Default DEFAULT_HOME_EQUITY_LOAN_TERM_MONTHS (180). */
  homeEquityLoanTermMonths?: number;
}

/** Everything the home equity calculator shows. */
export interface HomeEquityCalculatorResult {
  homeValueCents: number;
  /** Every existing lien added up. */
  totalLiensCents: number;
  /** Value − liens; negative when more is owed than the home is worth. */
  equityCents: number;
  equityPercent: number;
  /** Existing liens ÷ value × 100, unrounded. */
  currentCombinedLtvPercent: number;
  maxCombinedLtvPercent: number;
  /** Value × cap, rounded down to the cent. */
  maxTotalDebtCents: number;
  /** What can be borrowed under the cap; never negative. */
  availableCents: number;
  /** What the payments below are for: the amount asked for, at most what is available. */
  borrowCents: number;
  /** True when more was asked for than is available (borrowCents was capped). */
  requestedAboveAvailable: boolean;
  /** (Liens + borrowCents) ÷ value × 100, unrounded. */
  combinedLtvAfterPercent: number;
  /** A line drawn in full at once: interest-only during the draw period, then amortized over the repayment period. */
  heloc: {
    annualRatePercent: number;
    drawMonths: number;
    repaymentMonths: number;
    interestOnlyPaymentCents: number;
    repaymentPaymentCents: number;
  };
  /** A fixed-rate home equity loan of borrowCents. */
  homeEquityLoan: {
    annualRatePercent: number;
    termMonths: number;
    paymentCents: number;
    totalInterestCents: number;
  };
  explanation: Explanation;
}

function checkMonths(value: number, name: string): void {
  if (!Number.isSafeInteger(value) || value < 1 || value > MAX_TERM_MONTHS) {
    throw new RangeError(
      `${name} must be a whole number of months from 1 to ${MAX_TERM_MONTHS}, got ${value}`,
    );
  }
}

function checkRate(value: number, name: string): void {
  if (!Number.isFinite(value) || value < 0 || value > 100) {
    throw new RangeError(`${name} must be a number from 0 to 100, got ${value}`);
  }
}

/**
 * The home equity calculator: available equity under a combined-LTV cap and the estimated
 * payments of a HELOC and of a home equity loan for the amount borrowed.
 */
export function homeEquityCalculator(input: HomeEquityCalculatorInput): HomeEquityCalculatorResult {
  const {
    homeValueCents,
    mortgageBalancesCents,
    maxCombinedLtvPercent = DEFAULT_MAX_COMBINED_LTV_PERCENT,
    helocAnnualRatePercent,
    helocDrawMonths = DEFAULT_HELOC_DRAW_MONTHS,
    helocRepaymentMonths = DEFAULT_HELOC_REPAYMENT_MONTHS,
    homeEquityLoanAnnualRatePercent,
    homeEquityLoanTermMonths = DEFAULT_HOME_EQUITY_LOAN_TERM_MONTHS,
  } = input;
  mortgageBalancesCents.forEach((balance, index) =>
    assertWholeCents(balance, `mortgageBalancesCents[${index}]`, 0),
  );
  checkRate(helocAnnualRatePercent, 'helocAnnualRatePercent');
  checkRate(homeEquityLoanAnnualRatePercent, 'homeEquityLoanAnnualRatePercent');
  checkMonths(helocDrawMonths, 'helocDrawMonths');
  checkMonths(helocRepaymentMonths, 'helocRepaymentMonths');
  checkMonths(homeEquityLoanTermMonths, 'homeEquityLoanTermMonths');
  const [first = 0, ...others] = mortgageBalancesCents;
  const totalLiensCents = first + others.reduce((sum, balance) => sum + balance, 0);
  const equity = availableHomeEquity({
    homeValueCents,
    mortgageBalanceCents: first,
    otherLiensCents: totalLiensCents - first,
    maxCombinedLtvPercent,
  });
  if (input.borrowCents !== undefined) assertWholeCents(input.borrowCents, 'borrowCents', 0);
  const requested = input.borrowCents ?? equity.availableCents;
  const borrowCents = Math.min(requested, equity.availableCents);

  const helocTerms = {
    loanAmountCents: borrowCents,
    annualRatePercent: helocAnnualRatePercent,
    termMonths: helocRepaymentMonths,
  };
  const loanTerms = {
    loanAmountCents: borrowCents,
    annualRatePercent: homeEquityLoanAnnualRatePercent,
    termMonths: homeEquityLoanTermMonths,
  };
  const loanSchedule = scheduledPayments(loanTerms);
  const loanTotalPaid =
    loanSchedule.count === 0
      ? 0
      : (loanSchedule.count - 1) * loanSchedule.monthlyPaymentCents + loanSchedule.lastPaymentCents;
  const equityCents = homeValueCents - totalLiensCents;

  const assumptions: Assumption[] = [
    given('homeValueCents', homeValueCents, 'cents'),
    given('mortgageBalancesCents', totalLiensCents, 'cents'),
    input.maxCombinedLtvPercent === undefined
      ? assumed('maxCombinedLtvPercent', maxCombinedLtvPercent, 'percent', COMBINED_LTV_SOURCE)
      : given('maxCombinedLtvPercent', maxCombinedLtvPercent, 'percent'),
    input.borrowCents === undefined
      ? assumed('borrowCents', borrowCents, 'cents')
      : given('borrowCents', input.borrowCents, 'cents'),
    given('helocAnnualRatePercent', helocAnnualRatePercent, 'percent'),
    input.helocDrawMonths === undefined
      ? assumed('helocDrawMonths', helocDrawMonths, 'months', HELOC_PERIODS_SOURCE)
      : given('helocDrawMonths', helocDrawMonths, 'months'),
    input.helocRepaymentMonths === undefined
      ? assumed('helocRepaymentMonths', helocRepaymentMonths, 'months', HELOC_PERIODS_SOURCE)
      : given('helocRepaymentMonths', helocRepaymentMonths, 'months'),
    given('homeEquityLoanAnnualRatePercent', homeEquityLoanAnnualRatePercent, 'percent'),
    input.homeEquityLoanTermMonths === undefined
      ? assumed('homeEquityLoanTermMonths', homeEquityLoanTermMonths, 'months')
      : given('homeEquityLoanTermMonths', homeEquityLoanTermMonths, 'months'),
  ];

  return {
    homeValueCents,
    totalLiensCents,
    equityCents,
    equityPercent: (equityCents / homeValueCents) * 100,
    currentCombinedLtvPercent: equity.currentCombinedLtvPercent,
    maxCombinedLtvPercent,
    maxTotalDebtCents: equity.maxTotalDebtCents,
    availableCents: equity.availableCents,
    borrowCents,
    requestedAboveAvailable: requested > equity.availableCents,
    combinedLtvAfterPercent: ((totalLiensCents + borrowCents) / homeValueCents) * 100,
    heloc: {
      annualRatePercent: helocAnnualRatePercent,
      drawMonths: helocDrawMonths,
      repaymentMonths: helocRepaymentMonths,
      interestOnlyPaymentCents: roundHalfUpToCent((borrowCents * helocAnnualRatePercent) / 1200),
      repaymentPaymentCents: monthlyPaymentCents(helocTerms),
    },
    homeEquityLoan: {
      annualRatePercent: homeEquityLoanAnnualRatePercent,
      termMonths: homeEquityLoanTermMonths,
      paymentCents: loanSchedule.monthlyPaymentCents,
      totalInterestCents: loanTotalPaid - borrowCents,
    },
    explanation: {
      formulas: ['combinedLtvCap', 'interestOnlyPayment', 'levelPayment', 'centSchedule'],
      assumptions,
    },
  };
}

/** The mini home equity widget's inputs: one mortgage balance, the rates; the rest are defaults. */
export interface MiniHomeEquityCalculatorInput {
  homeValueCents: number;
  mortgageBalanceCents: number;
  helocAnnualRatePercent: number;
  homeEquityLoanAnnualRatePercent: number;
}

/** What the mini home equity widget shows. */
export interface MiniHomeEquityCalculatorResult {
  equityCents: number;
  equityPercent: number;
  availableCents: number;
  helocInterestOnlyPaymentCents: number;
  homeEquityLoanPaymentCents: number;
  /** The same question for the full home equity calculator. */
  fullCalculatorInput: HomeEquityCalculatorInput;
  explanation: Explanation;
}

/** The mini home equity widget: the full calculator's figures for borrowing everything available at the default cap. */
export function miniHomeEquityCalculator(
  input: MiniHomeEquityCalculatorInput,
): MiniHomeEquityCalculatorResult {
  const fullCalculatorInput: HomeEquityCalculatorInput = {
    homeValueCents: input.homeValueCents,
    mortgageBalancesCents: [input.mortgageBalanceCents],
    helocAnnualRatePercent: input.helocAnnualRatePercent,
    homeEquityLoanAnnualRatePercent: input.homeEquityLoanAnnualRatePercent,
  };
  const full = homeEquityCalculator(fullCalculatorInput);
  return {
    equityCents: full.equityCents,
    equityPercent: full.equityPercent,
    availableCents: full.availableCents,
    helocInterestOnlyPaymentCents: full.heloc.interestOnlyPaymentCents,
    homeEquityLoanPaymentCents: full.homeEquityLoan.paymentCents,
    fullCalculatorInput,
    explanation: full.explanation,
  };
}
