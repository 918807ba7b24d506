// The down payment calculator (SPEC §1; wizard cards yes-down-payment and
// no-down-payment-options, SPEC §4): the same home bought with several down payments, each with
// its loan, principal and interest, and conventional PMI from the rate card in
// mortgage-insurance.ts.

import { assertWholeCents, roundHalfUpToCent } from './money.ts';
import { monthlyPmiCents, pmiAnnualRatePercent } from './mortgage-insurance.ts';
import { monthlyPaymentCents } from './payment.ts';

/** PMI for one down payment: a rate and a monthly amount (both 0 at 20 % down or more), or not eligible. */
export type PmiEstimate =
  | { eligible: true; annualRatePercent: number; monthlyCents: number }
  // Not eligible: under 3 % down, or a score under 580, with less than 20 % down.
  | { eligible: false };

/** One down payment option. */
export interface DownPaymentOption {
  /** The percent asked for. */
  downPaymentPercent: number;
  /** Price × percent, half-up to the cent. */
  downPaymentCents: number;
  /** Price − down payment. */
  loanAmountCents: number;
  principalAndInterestCents: number;
  pmi: PmiEstimate;
  /** Principal and interest plus PMI; undefined when PMI is not eligible (no conventional loan to price). */
  totalMonthlyCents: number | undefined;
}

/** Principal, interest and PMI for the same home bought with each of several down payments (percent of price). */
export function downPaymentOptions(input: {
  homePriceCents: number;
  downPaymentPercents: readonly number[];
  annualRatePercent: number;
  termMonths: number;
  creditScore: number;
}): DownPaymentOption[] {
  const { homePriceCents, downPaymentPercents, annualRatePercent, termMonths, creditScore } = input;
  assertWholeCents(homePriceCents, 'homePriceCents', 1);
  return downPaymentPercents.map((downPaymentPercent) => {
    if (
      !Number.isFinite(downPaymentPercent) ||
      downPaymentPercent < 0 ||
      downPaymentPercent > 100
    ) {
      throw new RangeError('each down payment percent must be a number from 0 to 100');
    }
    const downPaymentCents = roundHalfUpToCent((homePriceCents * downPaymentPercent) / 100);
    const loanAmountCents = homePriceCents - downPaymentCents;
    const principalAndInterestCents = monthlyPaymentCents({
      loanAmountCents,
      annualRatePercent,
      termMonths,
    });
    // The MI band is read from the loan actually made (down payment in cents over the price),
    // which the rate card's LTV rounding then places in its band.
    const rate = pmiAnnualRatePercent(
      creditScore,
      (downPaymentCents / homePriceCents) * 100,
      termMonths,
    );
    const pmi: PmiEstimate =
      rate === undefined
        ? { eligible: false }
        : {
            eligible: true,
            annualRatePercent: rate,
            monthlyCents: monthlyPmiCents(loanAmountCents, rate),
          };
    return {
      downPaymentPercent,
      downPaymentCents,
      loanAmountCents,
      principalAndInterestCents,
      pmi,
      totalMonthlyCents: pmi.eligible ? principalAndInterestCents + pmi.monthlyCents : undefined,
    };
  });
}
