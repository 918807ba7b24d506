import { wholeDollars } from '@lender/calculator-kit';
import type { ChartSeries } from '@lender/calculator-kit/yearly-chart';

/** The two lines: colours with 3:1 contrast on white, told apart by dash pattern too. */
export const CHART_SERIES = [
  { key: 'rent', label: 'Renting', color: '#1d4ed8', dash: undefined },
  { key: 'buy', label: 'Buying', color: '#047857', dash: '8 5' },
] as const satisfies readonly ChartSeries[];
const [RENT, BUY] = CHART_SERIES;

interface CostChartProps {
  rentData: readonly number[];
  buyData: readonly number[];
  /** First year buying costs less than renting, if it ever does. */
  crossoverYear: number | undefined;
  /** The year the slider shows. */
  year: number;
  captionId: string;
}

const WIDTH = 640;
const HEIGHT = 300;
const PAD = { left: 64, right: 16, top: 16, bottom: 36 };

function compact(dollars: number): string {
  const abs = Math.abs(dollars);
  const sign = dollars < 0 ? '−' : '';
  if (abs >= 1_000_000) return `${sign}$${(abs / 1_000_000).toFixed(1)}M`;
  if (abs >= 1_000) return `${sign}$${Math.round(abs / 1_000)}K`;
  return `${sign}$${Math.round(abs)}`;
}

/**
 * The cumulative cost of renting and of buying, year by year, with the crossover year marked.
 * The SVG is a picture of the table below it (which carries the same figures as text), so it
 * is named by a one-sentence summary and its parts are hidden from assistive technology.
 */
export function CostChart({ rentData, buyData, crossoverYear, year, captionId }: CostChartProps) {
  const years = rentData.length;
  const values = [...rentData, ...buyData, 0];
  const max = Math.max(...values);
  const min = Math.min(...values);
  const x = (index: number) => PAD.left + (index / (years - 1)) * (WIDTH - PAD.left - PAD.right);
  const y = (value: number) =>
    PAD.top + ((max - value) / (max - min || 1)) * (HEIGHT - PAD.top - PAD.bottom);
  const line = (series: readonly number[]) =>
    series.map((value, index) => `${x(index).toFixed(1)},${y(value).toFixed(1)}`).join(' ');
  const ticks = [max, (max + min) / 2, min];
  /** A line across the chart at the end of a year (1-based). */
  const marker = (at: number, className: string) => (
    <line
      x1={x(at - 1)}
      x2={x(at - 1)}
      y1={PAD.top}
      y2={HEIGHT - PAD.bottom}
      className={className}
    />
  );
  const summary =
    crossoverYear === undefined
      ? `Renting costs less than buying in every year up to ${years}.`
      : `Buying costs less than renting from year ${crossoverYear}. After ${years} years renting has cost ${wholeDollars(rentData.at(-1)!)} and buying ${wholeDollars(buyData.at(-1)!)}.`;
  return (
    <svg
      className="lcalc-chart"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-labelledby={captionId}
      aria-describedby={`${captionId}-summary`}
    >
      <desc id={`${captionId}-summary`}>{summary}</desc>
      <g aria-hidden="true">
        {ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={PAD.left}
              x2={WIDTH - PAD.right}
              y1={y(tick)}
              y2={y(tick)}
              className="lcalc-chart__grid"
            />
            <text x={PAD.left - 6} y={y(tick) + 4} textAnchor="end" className="lcalc-chart__label">
              {compact(tick)}
            </text>
          </g>
        ))}
        {[1, 10, 20, 30]
          .filter((label) => label <= years)
          .map((label) => (
            <text
              key={label}
              x={x(label - 1)}
              y={HEIGHT - 12}
              // The last year's label ends at its tick: centred, it ran past the chart's edge
              // and was cut ("Year 3").
              textAnchor={label === years ? 'end' : 'middle'}
              className="lcalc-chart__label"
            >
              Year {label}
            </text>
          ))}
        {crossoverYear !== undefined && (
          <g data-testid="crossover">
            {marker(crossoverYear, 'lrvb-chart__crossover')}
            <text x={x(crossoverYear - 1) + 6} y={PAD.top + 12} className="lcalc-chart__label">
              Buying wins from year {crossoverYear}
            </text>
          </g>
        )}
        {year > 0 && marker(year, 'lrvb-chart__year')}
        <polyline points={line(rentData)} fill="none" stroke={RENT.color} strokeWidth="3" />
        <polyline
          points={line(buyData)}
          fill="none"
          stroke={BUY.color}
          strokeWidth="3"
          strokeDasharray={BUY.dash}
        />
      </g>
    </svg>
  );
}
