// A loan's figures year by year as lines (the amortization and payoff calculators' charts), with
// the legend and the table that say the same in text. The SVG is a picture of that table, so it
// is named by its caption and described by a one-sentence summary, its parts hidden from
// assistive technology. Class names take the calculator's prefix: each styles its own chart.

/** One line of a chart: colours need 3:1 contrast on white, and a dash tells lines apart too. */
export interface ChartSeries<Key extends string = string> {
  key: Key;
  label: string;
  color: string;
  /** An SVG `stroke-dasharray`, or `undefined` for a solid line. */
  dash: string | undefined;
}

/** The figures of a yearly chart: point 0 is the start, then one point after each year. */
export interface YearlyChartData<Key extends string> {
  series: readonly ChartSeries<Key>[];
  /** Each line's values (cents, say), `years.length + 1` of them. */
  values: Readonly<Record<Key, readonly number[]>>;
  /** The label of each point after the first: the calendar years. */
  years: readonly (number | string)[];
}

const WIDTH = 640;
const PAD = { left: 64, right: 16, top: 16, bottom: 36 };

/** An axis label: `$1.2M`, `$350K`, `$80` (cents in). */
export function compactDollars(cents: number): string {
  const dollars = cents / 100;
  if (dollars >= 1_000_000) return `$${(dollars / 1_000_000).toFixed(1)}M`;
  if (dollars >= 1_000) return `$${Math.round(dollars / 1_000)}K`;
  return `$${Math.round(dollars)}`;
}

/** The lines, with three grid lines (0, half and `max`) and a year label every 5 or 10 years. */
export function YearlyChart<Key extends string>({
  classPrefix,
  series,
  values,
  years,
  firstLabel,
  max,
  height,
  captionId,
  summary,
}: YearlyChartData<Key> & {
  /** `lcalc` gives `lcalc-chart`, `lcalc-chart__grid`, `lcalc-chart__label` (styled by yearly-chart.css). */
  classPrefix: string;
  /** The first point's label: `Start`, `Now`. */
  firstLabel: string;
  /** The top of the scale (cents); 0 draws every line at the bottom. */
  max: number;
  height: number;
  /** The id of the caption that names the chart; `${captionId}-summary` is the description's. */
  captionId: string;
  summary: string;
}) {
  const points = years.length + 1;
  const x = (index: number) =>
    PAD.left + (index / Math.max(1, points - 1)) * (WIDTH - PAD.left - PAD.right);
  const y = (value: number) => PAD.top + (1 - value / (max || 1)) * (height - PAD.top - PAD.bottom);
  const line = (figures: readonly number[]) =>
    figures.map((value, index) => `${x(index).toFixed(1)},${y(value).toFixed(1)}`).join(' ');
  const step = points > 21 ? 10 : 5;
  const labels = [0];
  for (let index = step; index < points; index += step) labels.push(index);
  return (
    <svg
      className={`${classPrefix}-chart`}
      viewBox={`0 0 ${WIDTH} ${height}`}
      role="img"
      aria-labelledby={captionId}
      aria-describedby={`${captionId}-summary`}
    >
      <desc id={`${captionId}-summary`}>{summary}</desc>
      <g aria-hidden="true">
        {[max, max / 2, 0].map((tick) => (
          <g key={tick}>
            <line
              x1={PAD.left}
              x2={WIDTH - PAD.right}
              y1={y(tick)}
              y2={y(tick)}
              className={`${classPrefix}-chart__grid`}
            />
            <text
              x={PAD.left - 6}
              y={y(tick) + 4}
              textAnchor="end"
              className={`${classPrefix}-chart__label`}
            >
              {compactDollars(tick)}
            </text>
          </g>
        ))}
        {labels.map((index) => (
          <text
            key={index}
            x={x(index)}
            y={height - 12}
            textAnchor="middle"
            className={`${classPrefix}-chart__label`}
          >
            {index === 0 ? firstLabel : String(years[index - 1])}
          </text>
        ))}
        {series.map((item) => (
          <polyline
            key={item.key}
            points={line(values[item.key])}
            fill="none"
            stroke={item.color}
            strokeWidth="3"
            strokeDasharray={item.dash}
          />
        ))}
      </g>
    </svg>
  );
}

/** Each line's label beside a sample of its colour and dash (`${classPrefix}-legend`). */
export function ChartLegend({
  classPrefix,
  series,
}: {
  classPrefix: string;
  series: readonly ChartSeries[];
}) {
  return (
    <ul className={`${classPrefix}-legend`}>
      {series.map((item) => (
        <li key={item.key}>
          <svg width="28" height="8" aria-hidden="true">
            <line
              x1="0"
              x2="28"
              y1="4"
              y2="4"
              stroke={item.color}
              strokeWidth="3"
              strokeDasharray={item.dash}
            />
          </svg>
          {item.label}
        </li>
      ))}
    </ul>
  );
}

/**
 * The chart's figures as a table: the text alternative a screen reader or a zoomed view can
 * read, one row a year. Its box is focusable so a keyboard can scroll it.
 */
export function YearlyChartTable<Key extends string>({
  classPrefix,
  series,
  values,
  years,
  label,
  caption,
  yearHeader,
  format,
}: YearlyChartData<Key> & {
  /** `lcalc` gives `lcalc-table-wrap` and `lcalc-table` (styled by yearly-chart.css). */
  classPrefix: string;
  /** The scrolling region's name. */
  label: string;
  /** The table's (visually hidden) caption. */
  caption: string;
  /** The first column's header: `Year`, `After year`. */
  yearHeader: string;
  /** A figure as a cell shows it (`formatUsd`). */
  format: (value: number) => string;
}) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={`${classPrefix}-table-wrap`} tabIndex={0} role="region" aria-label={label}>
      <table className={`${classPrefix}-table`}>
        <caption className="lui-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{yearHeader}</th>
            {series.map((item) => (
              <th key={item.key} scope="col">
                {item.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {years.map((year, index) => (
            <tr key={year}>
              <th scope="row">{year}</th>
              {series.map((item) => (
                <td key={item.key}>{format(values[item.key][index + 1]!)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
