// How a column of the comparison is named and whether it has a payment to show; shared by the
// table and the chart.
import { percent, wholeDollars } from '@lender/calculator-kit';
import { centsToDollars } from '@lender/mortgage-math';
import type {
  DownPaymentCalculatorResult,
  DownPaymentProgram,
  DownPaymentScenario,
  LoanLimit,
} from '@lender/mortgage-math';

/** One column of the comparison: mortgage-math's scenario and the program it fits. */
export interface DownPaymentColumn {
  scenario: DownPaymentScenario;
  program: DownPaymentProgram;
}

/** Everything the calculator shows. */
export interface DownPaymentFigures {
  result: DownPaymentCalculatorResult;
  columns: DownPaymentColumn[];
  creditScore: number;
  /** The national limits that applied (no county is asked for). */
  limits: { conforming: LoanLimit; fha: LoanLimit };
}

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
