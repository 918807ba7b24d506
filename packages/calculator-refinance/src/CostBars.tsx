/** Colours 3:1 or more against white and against each other's neighbours, told apart by lightness too. */
const SEGMENT_COLORS = ['#1d4ed8', '#b45309', '#047857'] as const;

export interface CostBar {
  /** What the bar stands for, e.g. "Keep your loan". */
  label: string;
  /** Amounts in cents, one per segment name, in the same order for every bar. */
  cents: readonly number[];
}

export interface CostBarsProps {
  /** The segments' names, e.g. ["Principal", "Interest", "Closing costs"]. */
  segments: readonly string[];
  bars: readonly CostBar[];
  /** One sentence that says what the picture shows (its accessible name). */
  summary: string;
}

const WIDTH = 640;
const LABEL_HEIGHT = 22;
const BAR_HEIGHT = 28;
const ROW_GAP = 14;

/**
 * Horizontal stacked bars on one scale: what each choice costs from here on, split into its
 * parts. A picture of the figures listed beside it (the legend carries every amount as text),
 * named by a one-sentence summary. Drawn with SVG attributes only (the site's CSP allows no
 * style attributes).
 */
export function CostBars({ segments, bars, summary }: CostBarsProps) {
  // Lengths only: the amounts themselves are shown as text beside the chart.
  const totals = bars.map((bar) => bar.cents.reduce((sum, cents) => sum + Math.max(cents, 0), 0));
  const max = Math.max(...totals, 1);
  const rowHeight = LABEL_HEIGHT + BAR_HEIGHT + ROW_GAP;
  const height = bars.length * rowHeight;
  return (
    <div className="lref-bars">
      <ul className="lref-bars__legend" aria-hidden="true">
        {segments.map((name, index) => (
          <li key={name}>
            <svg width="14" height="14" viewBox="0 0 14 14" focusable="false">
              <rect width="14" height="14" fill={SEGMENT_COLORS[index % SEGMENT_COLORS.length]} />
            </svg>
            {name}
          </li>
        ))}
      </ul>
      <svg
        className="lref-bars__chart"
        viewBox={`0 0 ${WIDTH} ${height}`}
        role="img"
        aria-label={summary}
        focusable="false"
      >
        {bars.map((bar, row) => {
          const top = row * rowHeight;
          let x = 0;
          return (
            <g key={bar.label}>
              <text className="lref-bars__label" x={0} y={top + 16}>
                {bar.label}
              </text>
              {bar.cents.map((cents, index) => {
                const width = (Math.max(cents, 0) / max) * WIDTH;
                const rect = (
                  <rect
                    key={segments[index]}
                    x={x}
                    y={top + LABEL_HEIGHT}
                    width={width}
                    height={BAR_HEIGHT}
                    fill={SEGMENT_COLORS[index % SEGMENT_COLORS.length]}
                  />
                );
                x += width;
                return rect;
              })}
            </g>
          );
        })}
      </svg>
    </div>
  );
}
