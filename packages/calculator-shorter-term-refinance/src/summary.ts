// The best term and the headline (also the live region's sentence): words from figures only.
import { cents, wholeCents } from '@lender/calculator-refinance';
import type {
  ShorterTermRefinanceCalculatorResult as Result,
  ShorterTermRefinanceOption as Option,
} from '@lender/mortgage-math';

/** "15-year", as the results name a loan. */
export const years = (option: Option) => `${option.termMonths / 12}-year`;

/** The term that leaves the most after closing costs, when one saves anything at all. */
export function bestOption(result: Result): Option | undefined {
  let best: Option | undefined;
  for (const option of result.options) {
    if (option.netSavingsCents > 0 && (!best || option.netSavingsCents > best.netSavingsCents)) {
      best = option;
    }
  }
  return best;
}

/** The headline, also what the live region reads after each calculation. */
export function shorterTermSummary(result: Result): string {
  const best = bestOption(result);
  if (!best) {
    return 'None of these loans saves you money once the closing costs are paid: keeping your loan costs less.';
  }
  const change = best.paymentChangeCents;
  const payment =
    change > 0
      ? `for ${cents(change)} more a month`
      : change < 0
        ? `and ${cents(-change)} less a month`
        : 'for the same monthly payment';
  return `A ${years(best)} loan saves the most: ${wholeCents(best.netSavingsCents)} after closing costs, ${payment}.`;
}

/** The phone's summary bar: the term that saves the most, or that keeping the loan costs less. */
export function savingsFigure(result: Result): { label: string; figure: string } {
  const best = bestOption(result);
  return best
    ? { label: `A ${years(best)} loan saves`, figure: wholeCents(best.netSavingsCents) }
    : { label: 'Keeping your loan', figure: 'costs less' };
}
