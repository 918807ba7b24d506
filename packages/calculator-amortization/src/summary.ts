// The live region's sentence after each schedule: words from figures only.
import { longMonth, yearsAndMonths } from '@lender/calculator-kit/month-year';
import { formatUsd, type AmortizationCalculatorResult } from '@lender/mortgage-math';

/** One sentence for screen readers summing up a new schedule. */
export function announcement(result: AmortizationCalculatorResult): string {
  const payment = formatUsd(result.monthlyPaymentCents);
  const payoff = result.payoffDate ? ` Paid off in ${longMonth(result.payoffDate)}.` : '';
  const saved =
    result.interestSavedCents > 0
      ? ` Your extra payments save ${formatUsd(result.interestSavedCents)} of interest and ${yearsAndMonths(result.monthsSaved)}.`
      : '';
  return `Monthly payment ${payment}. Total interest ${formatUsd(result.totalInterestCents)}.${payoff}${saved}`;
}

/** The phone's summary bar: the monthly payment. */
export function paymentFigure(result: AmortizationCalculatorResult) {
  return { label: 'Monthly payment', figure: formatUsd(result.monthlyPaymentCents) };
}
