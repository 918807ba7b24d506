import { formatUsd, type ScheduleYear } from '@lender/mortgage-math';

/** Colours with 3:1 contrast on white, told apart by dash pattern too. */
const SERIES = [
  { key: 'original', label: 'Balance as scheduled', color: '#595959', dash: '8 5' },
  { key: 'extra', label: 'Balance with extra payments', color: '#1d4ed8', dash: undefined },
] as const;

const WIDTH = 640;
const HEIGHT = 260;
const PAD = { left: 64, right: 16, top: 16, bottom: 36 };

function compact(cents: number): string {
  const dollars = cents / 100;
  if (dollars >= 1_000_000) return `$${(dollars / 1_000_000).toFixed(1)}M`;
  if (dollars >= 1_000) return `$${Math.round(dollars / 1_000)}K`;
  return `$${Math.round(dollars)}`;
}

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

/**
 * The balance as scheduled and with the extra payments, year by year. A picture of the table
 * that follows it: named by its caption, described by a sentence, its parts hidden.
 */
export function PayoffChart({
  captionId,
  summary,
  ...data
}: ChartProps & { captionId: string; summary: string }) {
  const series = payoffSeries(data.balanceCents, data.originalYears, data.years);
  const points = series.original.length;
  const max = data.balanceCents || 1;
  const x = (index: number) =>
    PAD.left + (index / Math.max(1, points - 1)) * (WIDTH - PAD.left - PAD.right);
  const y = (value: number) => PAD.top + (1 - value / max) * (HEIGHT - PAD.top - PAD.bottom);
  const line = (values: readonly number[]) =>
    values.map((value, index) => `${x(index).toFixed(1)},${y(value).toFixed(1)}`).join(' ');
  const step = points > 21 ? 10 : 5;
  const labels = [0];
  for (let index = step; index < points; index += step) labels.push(index);
  return (
    <svg
      className="lpay-chart"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
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
              className="lpay-chart__grid"
            />
            <text x={PAD.left - 6} y={y(tick) + 4} textAnchor="end" className="lpay-chart__label">
              {compact(tick)}
            </text>
          </g>
        ))}
        {labels.map((index) => (
          <text
            key={index}
            x={x(index)}
            y={HEIGHT - 12}
            textAnchor="middle"
            className="lpay-chart__label"
          >
            {index === 0 ? 'Now' : String(series.labels[index - 1])}
          </text>
        ))}
        {SERIES.map((item) => (
          <polyline
            key={item.key}
            points={line(series[item.key])}
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

export function ChartLegend() {
  return (
    <ul className="lpay-legend">
      {SERIES.map((item) => (
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

/** The chart's figures as a table. */
export function PayoffTable(data: ChartProps) {
  const series = payoffSeries(data.balanceCents, data.originalYears, data.years);
  return (
    // Focusable so a keyboard can scroll it; its header row stays in view as it scrolls.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="lpay-table-wrap" tabIndex={0} role="region" aria-label="Balance by year">
      <table className="lpay-table">
        <caption className="lui-visually-hidden">Balance at the end of each year</caption>
        <thead>
          <tr>
            <th scope="col">Year</th>
            {SERIES.map((item) => (
              <th key={item.key} scope="col">
                {item.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {series.labels.map((label, index) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{formatUsd(series.original[index + 1]!)}</td>
              <td>{formatUsd(series.extra[index + 1]!)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
