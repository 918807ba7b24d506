// A loan year by year as the amortization and mortgage calculators draw it: the balance falling
// while the interest and the principal paid so far rise, which shows how a payment's split
// between them moves over the years.
import { YearlyChartFigure } from './YearlyChartFigure.tsx';

/** Colours with 3:1 contrast on white, told apart by dash pattern too. */
export const LOAN_BALANCE_SERIES = [
  { key: 'balance', label: 'Balance', color: '#1d4ed8', dash: undefined },
  { key: 'interest', label: 'Interest paid to date', color: '#b45309', dash: '8 5' },
  { key: 'principal', label: 'Principal paid to date', color: '#047857', dash: '2 4' },
] as const;

/** What one year of a schedule gives the chart (mortgage-math's `ScheduleYear` has it). */
export interface LoanYear {
  year: number;
  endingBalanceCents: number;
  cumulativeInterestCents: number;
}

/** Year by year: the balance, and the interest and principal paid so far (cents), from the start. */
export function loanBalanceValues(loanAmountCents: number, years: readonly LoanYear[]) {
  return {
    balance: [loanAmountCents, ...years.map((year) => year.endingBalanceCents)],
    interest: [0, ...years.map((year) => year.cumulativeInterestCents)],
    principal: [0, ...years.map((year) => loanAmountCents - year.endingBalanceCents)],
  };
}

export interface LoanBalanceFigureProps {
  idPrefix: string;
  caption: string;
  summary: string;
  loanAmountCents: number;
  years: readonly LoanYear[];
  /** A figure as a table cell shows it (`formatUsd`). */
  format: (cents: number) => string;
}

/** The balance, interest and principal over the loan: chart, legend and table. */
export function LoanBalanceFigure({ loanAmountCents, years, ...figure }: LoanBalanceFigureProps) {
  const values = loanBalanceValues(loanAmountCents, years);
  return (
    <YearlyChartFigure
      {...figure}
      series={LOAN_BALANCE_SERIES}
      values={values}
      years={years.map((year) => year.year)}
      firstLabel="Start"
      max={Math.max(loanAmountCents, ...values.interest)}
      height={280}
      table={{
        label: "The chart's figures",
        caption: "The chart's figures, year by year",
        yearHeader: 'After year',
      }}
    />
  );
}
