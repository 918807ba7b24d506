// The live region's sentence after each result: words from figures only.
import { longMonth, yearsAndMonths } from '@lender/calculator-kit/month-year';
import { formatUsd, type MortgagePayoffCalculatorResult } from '@lender/mortgage-math';

/** One sentence for screen readers summing up a new result. */
export function announcement(result: MortgagePayoffCalculatorResult): string {
  const payoff = longMonth(result.payoffDate!);
  const saved =
    result.monthsSaved > 0
      ? ` ${yearsAndMonths(result.monthsSaved)} sooner, saving ${formatUsd(result.interestSavedCents)} of interest.`
      : '';
  if (result.goal === 'extraForPayoffDate') {
    return result.extraMonthlyCents === 0
      ? `No extra payment is needed: your loan is paid off in ${payoff}.`
      : `Pay ${formatUsd(result.extraMonthlyCents)} extra each month to pay off your loan in ${payoff}.${saved}`;
  }
  return `Your loan is paid off in ${payoff}.${saved}`;
}
