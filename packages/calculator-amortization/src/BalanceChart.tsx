import { formatUsd, type ScheduleYear } from '@lender/mortgage-math';

/** Colours with 3:1 contrast on white, told apart by dash pattern too. */
export const SERIES = [
  { key: 'balance', label: 'Balance', color: '#1d4ed8', dash: undefined },
  { key: 'interest', label: 'Interest paid to date', color: '#b45309', dash: '8 5' },
  { key: 'principal', label: 'Principal paid to date', color: '#047857', dash: '2 4' },
] as const;

const WIDTH = 640;
const HEIGHT = 280;
const PAD = { left: 64, right: 16, top: 16, bottom: 36 };

function compact(cents: number): string {
  const dollars = cents / 100;
  if (dollars >= 1_000_000) return `$${(dollars / 1_000_000).toFixed(1)}M`;
  if (dollars >= 1_000) return `$${Math.round(dollars / 1_000)}K`;
  return `$${Math.round(dollars)}`;
}

/** Year by year: the balance, and the interest and principal paid so far (cents). */
export function chartSeries(loanAmountCents: number, years: readonly ScheduleYear[]) {
  return {
    balance: [loanAmountCents, ...years.map((year) => year.endingBalanceCents)],
    interest: [0, ...years.map((year) => year.cumulativeInterestCents)],
    principal: [0, ...years.map((year) => loanAmountCents - year.endingBalanceCents)],
  };
}

/**
 * The balance falling and the interest and principal paid rising, year by year. The SVG is a
 * picture of the table beside it (the same figures as text), so it is named by its caption and
 * described by a one-sentence summary; its parts are hidden from assistive technology.
 */
export function BalanceChart({
  loanAmountCents,
  years,
  captionId,
  summary,
}: {
  loanAmountCents: number;
  years: readonly ScheduleYear[];
  captionId: string;
  summary: string;
}) {
  const series = chartSeries(loanAmountCents, years);
  const max = Math.max(loanAmountCents, ...series.interest);
  const points = series.balance.length;
  const x = (index: number) =>
    PAD.left + (index / Math.max(1, points - 1)) * (WIDTH - PAD.left - PAD.right);
  const y = (value: number) => PAD.top + (1 - value / (max || 1)) * (HEIGHT - PAD.top - PAD.bottom);
  const line = (values: readonly number[]) =>
    values.map((value, index) => `${x(index).toFixed(1)},${y(value).toFixed(1)}`).join(' ');
  const step = points > 21 ? 10 : 5;
  const labels = [0];
  for (let index = step; index < points; index += step) labels.push(index);
  return (
    <svg
      className="lamort-chart"
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
              className="lamort-chart__grid"
            />
            <text x={PAD.left - 6} y={y(tick) + 4} textAnchor="end" className="lamort-chart__label">
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
            className="lamort-chart__label"
          >
            {index === 0 ? 'Start' : String(years[index - 1]!.year)}
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
    <ul className="lamort-legend">
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

/** The chart's figures as a table: the text alternative a screen reader or a zoomed view can read. */
export function ChartTable({
  loanAmountCents,
  years,
}: {
  loanAmountCents: number;
  years: readonly ScheduleYear[];
}) {
  const series = chartSeries(loanAmountCents, years);
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="lamort-table-wrap" tabIndex={0} role="region" aria-label="The chart's figures">
      <table className="lamort-table">
        <caption className="lui-visually-hidden">The chart&apos;s figures, year by year</caption>
        <thead>
          <tr>
            <th scope="col">After year</th>
            {SERIES.map((item) => (
              <th key={item.key} scope="col">
                {item.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {years.map((year, index) => (
            <tr key={year.year}>
              <th scope="row">{year.year}</th>
              {SERIES.map((item) => (
                <td key={item.key}>{formatUsd(series[item.key][index + 1]!)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
