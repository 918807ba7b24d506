import { roundHalfUpToCent } from './money.ts';

/** The three numbers that fix a level-payment, fully amortizing loan. */
export interface LoanTerms {
  /** Amount borrowed, in whole cents. */
  loanAmountCents: number;
  /** Note rate as an annual percentage, e.g. 6.5 for 6.5 %. */
  annualRatePercent: number;
  /** Number of monthly payments, e.g. 360 for 30 years. */
  termMonths: number;
}

/**
 * Monthly principal and interest in whole cents: the Excel PMT result, rounded
 * half-up to the cent (a lender discloses the payment to the cent, rounded up at 0.5).
 */
export function monthlyPaymentCents({
  loanAmountCents,
  annualRatePercent,
  termMonths,
}: LoanTerms): number {
  if (!Number.isSafeInteger(loanAmountCents) || loanAmountCents < 0) {
    throw new RangeError('loanAmountCents must be a whole number of cents, 0 or more');
  }
  if (!Number.isFinite(annualRatePercent) || annualRatePercent < 0) {
    throw new RangeError('annualRatePercent must be a finite number, 0 or more');
  }
  if (!Number.isSafeInteger(termMonths) || termMonths < 1) {
    throw new RangeError('termMonths must be a whole number of months, 1 or more');
  }
  const monthlyRate = annualRatePercent / 100 / 12;
  const exact =
    monthlyRate === 0
      ? loanAmountCents / termMonths
      : (loanAmountCents * monthlyRate) / (1 - Math.pow(1 + monthlyRate, -termMonths));
  return roundHalfUpToCent(exact);
}
