import {
  ChartLegend as KitChartLegend,
  YearlyChart,
  YearlyChartTable,
} from '@lender/calculator-kit/yearly-chart';
import { formatUsd, type ScheduleYear } from '@lender/mortgage-math';

const SERIES = [
  { key: 'original', label: 'Balance as scheduled', color: '#595959', dash: '8 5' },
  { key: 'extra', label: 'Balance with extra payments', color: '#1d4ed8', dash: undefined },
] as const;

/** The balance at the start and after each calendar year, as scheduled and with the extras (cents). */
export function payoffSeries(
  balanceCents: number,
  originalYears: readonly ScheduleYear[],
  years: readonly ScheduleYear[],
) {
  return {
    labels: originalYears.map((year) => year.year),
    original: [balanceCents, ...originalYears.map((year) => year.endingBalanceCents)],
    extra: [
      balanceCents,
      ...originalYears.map((_, index) => years[index]?.endingBalanceCents ?? 0),
    ],
  };
}

interface ChartProps {
  balanceCents: number;
  originalYears: readonly ScheduleYear[];
  years: readonly ScheduleYear[];
}

/** The balance as scheduled and with the extra payments, year by year. */
export function PayoffChart({
  captionId,
  summary,
  ...data
}: ChartProps & { captionId: string; summary: string }) {
  const { labels, ...values } = payoffSeries(data.balanceCents, data.originalYears, data.years);
  return (
    <YearlyChart
      classPrefix="lcalc"
      series={SERIES}
      values={values}
      years={labels}
      firstLabel="Now"
      max={data.balanceCents || 1}
      height={260}
      captionId={captionId}
      summary={summary}
    />
  );
}

export function ChartLegend() {
  return <KitChartLegend classPrefix="lcalc" series={SERIES} />;
}

/** The chart's figures as a table. */
export function PayoffTable(data: ChartProps) {
  const { labels, ...values } = payoffSeries(data.balanceCents, data.originalYears, data.years);
  return (
    <YearlyChartTable
      classPrefix="lcalc"
      series={SERIES}
      values={values}
      years={labels}
      label="Balance by year"
      caption="Balance at the end of each year"
      yearHeader="Year"
      format={formatUsd}
    />
  );
}
