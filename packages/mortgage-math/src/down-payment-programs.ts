// Which loan program a down payment option fits (issue 24, down payment calculator: "loan limits
// and program rules as in the platform issue wherever a product is suggested"). Conventional
// loans stay within the conforming limit (above it: jumbo); where the PMI card cannot price a
// conventional loan, an FHA loan is suggested only within HUD's down payment rules and the FHA
// limit; otherwise the answer is plainly "no program".
import { assertWholeCents } from './money.ts';
import { checkLoanLimit, type CountyLoanLimit, type LoanLimitCheck } from './loan-limits.ts';
import { PMI_CREDIT_TIERS, pmiAnnualRatePercent } from './mortgage-insurance.ts';

/**
 * FHA's minimum down payments by credit score (HUD Handbook 4000.1, II.A.2.a.ii, "Minimum
 * Required Investment" and its credit score table): 3.5 % from 580; 10 % from 500 to 579; no
 * FHA insurance below 500.
 */
export const FHA_DOWN_PAYMENT_RULES = {
  source: 'HUD Handbook 4000.1, II.A.2.a (maximum LTV by decision credit score)',
  minCreditScore: 500,
  /** From this score the 3.5 % minimum applies; below it (500–579) 10 %. */
  standardMinCreditScore: 580,
  standardMinDownPaymentPercent: 3.5,
  lowScoreMinDownPaymentPercent: 10,
} as const;

/** A program suggestion for one down payment. */
export type DownPaymentProgram =
  | {
      program: 'conventional';
      /** The conforming limit that applied. */
      limit: LoanLimitCheck;
    }
  | {
      /** Conventional in all but size: above the conforming limit. */
      program: 'jumbo';
      limit: LoanLimitCheck;
    }
  | {
      program: 'fha';
      /** The FHA limit that applied (base loan, before financed upfront MIP). */
      limit: LoanLimitCheck;
    }
  | {
      program: 'none';
      /**
       * Why nothing fits: `creditScore` (below FHA's 500), `downPayment` (under the minimum for
       * the score), `fhaLimit` (FHA would fit but the loan is above the FHA limit).
       */
      reason: 'creditScore' | 'downPayment' | 'fhaLimit';
      /** The FHA check when the reason is the FHA limit. */
      limit?: LoanLimitCheck;
    };

/** The question: a home, a down payment, a score, where and when. */
export interface DownPaymentProgramInput {
  homePriceCents: number;
  downPaymentCents: number;
  creditScore: number;
  /** Calendar year of the loan (the edition of the national limits). */
  year: number;
  stateCode?: string;
  /** The county's imported limits; the national baseline and floor apply without them. */
  countyLimits?: readonly CountyLoanLimit[];
}

/**
 * The program a down payment fits: conventional when the PMI card prices the score (580 or
 * more, and 3 % down or more) and the loan is within the conforming limit, jumbo above it; else
 * FHA when HUD's minimum down payment for the score is met and the loan is within the FHA limit;
 * else none, with the reason.
 */
export function downPaymentProgram(input: DownPaymentProgramInput): DownPaymentProgram {
  const { homePriceCents, downPaymentCents, creditScore, year } = input;
  assertWholeCents(homePriceCents, 'homePriceCents', 1);
  assertWholeCents(downPaymentCents, 'downPaymentCents', 0);
  if (downPaymentCents > homePriceCents) {
    throw new RangeError('downPaymentCents must not be more than homePriceCents');
  }
  if (!Number.isSafeInteger(creditScore) || creditScore < 300 || creditScore > 850) {
    throw new RangeError(`creditScore must be a whole number from 300 to 850, got ${creditScore}`);
  }
  const loanAmountCents = homePriceCents - downPaymentCents;
  const place = {
    year,
    ...(input.stateCode === undefined ? {} : { stateCode: input.stateCode }),
    ...(input.countyLimits === undefined ? {} : { countyLimits: input.countyLimits }),
    loanAmountCents,
  };
  // Compared in whole numbers (down × 1000 against price × percent × 10), so 3.5 % is exact.
  const downAtLeast = (percent: number) =>
    downPaymentCents * 1000 >= Math.round(homePriceCents * percent * 10);
  // Conventional exactly where the PMI card prices the loan (its own reading of the LTV), and
  // never below the card's lowest tier, even with 20 % down where no PMI is charged.
  const downPercent = (downPaymentCents / homePriceCents) * 100;
  const lowestTier = PMI_CREDIT_TIERS[PMI_CREDIT_TIERS.length - 1]!;
  if (creditScore >= lowestTier && pmiAnnualRatePercent(creditScore, downPercent) !== undefined) {
    const limit = checkLoanLimit({ ...place, program: 'conforming' });
    return limit.withinLimit ? { program: 'conventional', limit } : { program: 'jumbo', limit };
  }
  const rules = FHA_DOWN_PAYMENT_RULES;
  if (creditScore < rules.minCreditScore) return { program: 'none', reason: 'creditScore' };
  const minimum =
    creditScore >= rules.standardMinCreditScore
      ? rules.standardMinDownPaymentPercent
      : rules.lowScoreMinDownPaymentPercent;
  if (!downAtLeast(minimum)) return { program: 'none', reason: 'downPayment' };
  const limit = checkLoanLimit({ ...place, program: 'fha' });
  return limit.withinLimit
    ? { program: 'fha', limit }
    : { program: 'none', reason: 'fhaLimit', limit };
}
