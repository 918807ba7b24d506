// Figures in words, as the results say them. Formatting only: every amount comes in as computed
// by @lender/mortgage-math. The mini widget words its figures with the same helpers.
import { dollarsAndCents, percent, wholeDollars } from '@lender/calculator-kit';
import { centsToDollars, type HomeEquityCalculatorResult } from '@lender/mortgage-math';

/** `$155,000` from cents (whole dollars). */
export const dollars = (amount: number) => wholeDollars(centsToDollars(amount));

/** `$1,065.63` from cents. */
export const cents = (amount: number) => dollarsAndCents(centsToDollars(amount));

/** `15 years`, `1 year` from months. */
export const years = (months: number) => `${months / 12} ${months === 12 ? 'year' : 'years'}`;

/** The sentence the live region reads after each calculation. */
export function resultSentence(result: HomeEquityCalculatorResult): string {
  const cap = percent(result.maxCombinedLtvPercent);
  if (result.availableCents === 0) {
    return `No equity is available to borrow with a limit of ${cap}: what you owe is at or above ${dollars(result.maxTotalDebtCents)}.`;
  }
  return (
    `You could borrow up to ${dollars(result.availableCents)}. ` +
    `HELOC: ${dollars(result.heloc.interestOnlyPaymentCents)} a month while drawing, then ${dollars(result.heloc.repaymentPaymentCents)}. ` +
    `Home equity loan: ${dollars(result.homeEquityLoan.paymentCents)} a month.`
  );
}

/** The phone's summary bar: the most the visitor could borrow. */
export function availableFigure(result: { availableCents: number }) {
  return { label: 'Available to borrow', figure: dollars(result.availableCents) };
}
