// How a column of the comparison is named and whether it has a payment to show; shared by the
// table and the chart.
import { percent, wholeDollars } from '@lender/calculator-kit';
import { centsToDollars } from '@lender/mortgage-math';
import type { DownPaymentColumn } from './form.ts';

const dollars = (cents: number) => wholeDollars(centsToDollars(cents));

/** A column's heading: "3% down", or the visitor's own amount with its percent. */
export function columnLabel({ scenario }: DownPaymentColumn): string {
  return scenario.kind === 'custom'
    ? `Your ${dollars(scenario.downPaymentCents)} (${percent(scenario.downPaymentPercent, 1)})`
    : `${scenario.downPaymentPercent}% down`;
}

/** Whether a column has a conventional payment to show (conventional or jumbo, PMI priced). */
export function hasPayment({ scenario, program }: DownPaymentColumn): boolean {
  return (
    scenario.monthlyPaymentCents !== undefined &&
    (program.program === 'conventional' || program.program === 'jumbo')
  );
}
