// A yearly chart as a calculator shows it: a captioned figure with the legend and the lines, and
// the same figures as a table in a "The chart as a table" panel under it (its text equivalent).
// One component, so the amortization, payoff and mortgage charts read and behave alike.
import {
  ChartLegend,
  YearlyChart,
  YearlyChartTable,
  type YearlyChartData,
} from './YearlyChart.tsx';

export interface YearlyChartFigureProps<Key extends string> extends YearlyChartData<Key> {
  /** Prefix of the caption's id (`${idPrefix}-chart`), unique on the page. */
  idPrefix: string;
  /** The figure's visible caption, which also names the chart. */
  caption: string;
  /** One sentence that says what the lines show. */
  summary: string;
  /** The first point's label: `Start`, `Now`. */
  firstLabel: string;
  /** The top of the scale (cents). */
  max: number;
  height: number;
  /** The table's scrolling region's name, its caption and its first column's header. */
  table: { label: string; caption: string; yearHeader: string };
  /** A figure as a table cell shows it (`formatUsd`). */
  format: (value: number) => string;
}

export function YearlyChartFigure<Key extends string>({
  idPrefix,
  caption,
  table,
  format,
  ...chart
}: YearlyChartFigureProps<Key>) {
  const captionId = `${idPrefix}-chart`;
  return (
    <>
      <figure className="lcalc-figure">
        <figcaption id={captionId}>{caption}</figcaption>
        <ChartLegend classPrefix="lcalc" series={chart.series} />
        <YearlyChart classPrefix="lcalc" captionId={captionId} {...chart} />
      </figure>
      <details className="lcalc-how">
        <summary>The chart as a table</summary>
        <YearlyChartTable
          classPrefix="lcalc"
          series={chart.series}
          values={chart.values}
          years={chart.years}
          format={format}
          {...table}
        />
      </details>
    </>
  );
}
