// Words from figures only: the live region's sentence and the main figure a phone keeps in view.
import { dollarsAndCents, wholeDollars } from '@lender/calculator-kit';
import { centsToDollars } from '@lender/mortgage-math';
import { hasPayment } from './columns.ts';
import type { DownPaymentColumn, DownPaymentFigures } from './columns.ts';

const dollars = (cents: number) => wholeDollars(centsToDollars(cents));

/** "your $50,000 down" or "3% down", as a sentence names a column. */
function downInWords({ scenario }: DownPaymentColumn): string {
  return scenario.kind === 'custom'
    ? `your ${dollars(scenario.downPaymentCents)} down`
    : `${scenario.downPaymentPercent}% down`;
}

/** The sentence the live region reads after each calculation. */
export function resultSentence(shown: DownPaymentFigures): string {
  const parts = shown.columns.map(
    (column) =>
      `${downInWords(column)}, ${
        hasPayment(column)
          ? `${dollars(column.scenario.monthlyPaymentCents!)} a month`
          : 'no conventional payment'
      }`,
  );
  return `Monthly payment with ${parts.join('; ')}.`;
}

/**
 * The one figure a phone keeps in view while the table is below the screen: the monthly payment
 * with your own down payment, or without one with the least down that has a conventional
 * payment (the table's first such column). Where no column has one (a score of 500 to 579), the
 * cash to close with your amount or the least down.
 */
export function mainFigure(shown: DownPaymentFigures): { label: string; figure: string } {
  const custom = shown.columns.find((column) => column.scenario.kind === 'custom');
  const paying = [custom, ...shown.columns].find((column) => column && hasPayment(column));
  if (paying) {
    return {
      label: `Monthly payment with ${downInWords(paying)}`,
      figure: dollarsAndCents(centsToDollars(paying.scenario.monthlyPaymentCents!)),
    };
  }
  const column = custom ?? shown.columns[0]!;
  return {
    label: `Cash to close with ${downInWords(column)}`,
    figure: dollars(column.scenario.cashToCloseCents),
  };
}
