import {
  ChartLegend as KitChartLegend,
  YearlyChart,
  YearlyChartTable,
} from '@lender/calculator-kit/yearly-chart';
import { formatUsd, type ScheduleYear } from '@lender/mortgage-math';

/** Colours with 3:1 contrast on white, told apart by dash pattern too. */
export const SERIES = [
  { key: 'balance', label: 'Balance', color: '#1d4ed8', dash: undefined },
  { key: 'interest', label: 'Interest paid to date', color: '#b45309', dash: '8 5' },
  { key: 'principal', label: 'Principal paid to date', color: '#047857', dash: '2 4' },
] as const;

/** Year by year: the balance, and the interest and principal paid so far (cents). */
export function chartSeries(loanAmountCents: number, years: readonly ScheduleYear[]) {
  return {
    balance: [loanAmountCents, ...years.map((year) => year.endingBalanceCents)],
    interest: [0, ...years.map((year) => year.cumulativeInterestCents)],
    principal: [0, ...years.map((year) => loanAmountCents - year.endingBalanceCents)],
  };
}

interface ChartProps {
  loanAmountCents: number;
  years: readonly ScheduleYear[];
}

/** The balance falling and the interest and principal paid rising, year by year. */
export function BalanceChart({
  loanAmountCents,
  years,
  captionId,
  summary,
}: ChartProps & { captionId: string; summary: string }) {
  const values = chartSeries(loanAmountCents, years);
  return (
    <YearlyChart
      classPrefix="lcalc"
      series={SERIES}
      values={values}
      years={years.map((year) => year.year)}
      firstLabel="Start"
      max={Math.max(loanAmountCents, ...values.interest)}
      height={280}
      captionId={captionId}
      summary={summary}
    />
  );
}

export function ChartLegend() {
  return <KitChartLegend classPrefix="lcalc" series={SERIES} />;
}

/** The chart's figures as a table: the text alternative a screen reader or a zoomed view can read. */
export function ChartTable({ loanAmountCents, years }: ChartProps) {
  return (
    <YearlyChartTable
      classPrefix="lcalc"
      series={SERIES}
      values={chartSeries(loanAmountCents, years)}
      years={years.map((year) => year.year)}
      label="The chart's figures"
      caption="The chart's figures, year by year"
      yearHeader="After year"
      format={formatUsd}
    />
  );
}
