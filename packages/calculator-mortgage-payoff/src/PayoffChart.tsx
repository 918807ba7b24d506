import { YearlyChartFigure } from '@lender/calculator-kit/yearly-chart';
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

/** The balance as scheduled and with the extra payments, year by year: chart, legend and table. */
export function PayoffFigure({
  idPrefix,
  summary,
  balanceCents,
  originalYears,
  years,
}: {
  idPrefix: string;
  summary: string;
  balanceCents: number;
  originalYears: readonly ScheduleYear[];
  years: readonly ScheduleYear[];
}) {
  const { labels, ...values } = payoffSeries(balanceCents, originalYears, years);
  return (
    <YearlyChartFigure
      idPrefix={idPrefix}
      caption="Your balance, as scheduled and with extra payments"
      summary={summary}
      series={SERIES}
      values={values}
      years={labels}
      firstLabel="Now"
      max={balanceCents || 1}
      height={260}
      table={{
        label: 'Balance by year',
        caption: 'Balance at the end of each year',
        yearHeader: 'Year',
      }}
      format={formatUsd}
    />
  );
}
