// Figures in words, as the results say them. Formatting only: every amount comes in as
// computed by @lender/mortgage-math.
import { dollarsAndCents, wholeDollars } from '@lender/calculator-kit';
import type { LowerPaymentRefinanceCalculatorResult } from '@lender/mortgage-math';

/** `$1,896.20` from cents. */
export const cents = (amount: number) => dollarsAndCents(amount / 100);

/** `$382,637` from cents (whole dollars, half away from zero). */
export const wholeCents = (amount: number) => wholeDollars(amount / 100);

/** `27 months (2 years and 3 months)`, `1 month`, `24 months (2 years)`. */
export function monthsInWords(months: number): string {
  const count = `${months} ${months === 1 ? 'month' : 'months'}`;
  if (months < 12) return count;
  const years = Math.floor(months / 12);
  const rest = months % 12;
  const yearsText = `${years} ${years === 1 ? 'year' : 'years'}`;
  return rest === 0
    ? `${count} (${yearsText})`
    : `${count} (${yearsText} and ${rest} ${rest === 1 ? 'month' : 'months'})`;
}

/** `2 years and 3 months`, `5 years`, `7 months`. */
export function termInWords(months: number): string {
  const years = Math.floor(months / 12);
  const rest = months % 12;
  const parts = [
    years > 0 ? `${years} ${years === 1 ? 'year' : 'years'}` : '',
    rest > 0 ? `${rest} ${rest === 1 ? 'month' : 'months'}` : '',
  ].filter(Boolean);
  return parts.join(' and ');
}

/** The live region's sentence: the new payment and what it means, plainly. */
export function refinanceSummary(result: LowerPaymentRefinanceCalculatorResult): string {
  const change = Math.abs(result.monthlySavingsCents);
  if (result.noMonthlySavings) {
    return change === 0
      ? `Your payment would stay at ${cents(result.newPaymentCents)} a month: refinancing would not lower it.`
      : `Your payment would go up by ${cents(change)} to ${cents(result.newPaymentCents)} a month: refinancing would not lower it.`;
  }
  const breakEven =
    result.breakEvenMonth === 0
      ? ''
      : ` The closing costs are paid back after ${monthsInWords(result.breakEvenMonth!)}.`;
  const overLife = result.costsMoreOverLife
    ? ` But over the life of the loan refinancing costs ${wholeCents(result.lifetimeCostChangeCents)} more.`
    : '';
  return `Your payment would go down by ${cents(change)} to ${cents(result.newPaymentCents)} a month.${breakEven}${overLife}`;
}

/** The phone's summary bar: the monthly saving, or how much the payment would change. */
export function savingsFigure(result: LowerPaymentRefinanceCalculatorResult) {
  return {
    label: result.noMonthlySavings ? 'Monthly payment change' : 'You could save',
    figure: `${cents(Math.abs(result.monthlySavingsCents))} a month`,
  };
}
