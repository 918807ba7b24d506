import { useId, useSyncExternalStore, type CSSProperties, type ReactNode } from 'react';
import {
  DONUT_ANIMATION_MS,
  DONUT_GAP,
  DONUT_MIN_FRACTION,
  DONUT_MIN_FRACTION_NARROW,
  DONUT_SIZE,
  DONUT_THICKNESS,
  formatCompact,
  segmentArcs,
} from './donut-math.ts';

/** One slice of a {@link DonutChart}. */
export interface DonutSegment {
  label: string;
  value: number;
  /** A colour with 3:1 contrast against the page (WCAG 1.4.11); a palette colour if left out. */
  color?: string;
}

/** Props of {@link DonutChart}. */
export interface DonutChartProps {
  /** The chart's name and visible caption, e.g. "Your monthly payment". */
  label: string;
  segments: readonly DonutSegment[];
  /** Text in the middle of the ring, such as the total. */
  centerLabel?: ReactNode;
  /** How legend values are written; K/M abbreviation by default (SPEC §9). */
  formatValue?: (value: number) => string;
  size?: number;
  thickness?: number;
  className?: string;
}

/** Colours 3:1 or more against white, told apart by lightness as well as hue. */
export const DONUT_PALETTE = [
  '#1d4ed8',
  '#b45309',
  '#047857',
  '#7c3aed',
  '#be123c',
  '#0e7490',
  '#4d4d4d',
] as const;

const NARROW_QUERY = '(max-width: 767px)';

function subscribeNarrow(onChange: () => void) {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(NARROW_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** True on a narrow screen; false on the server and during hydration, so the markup matches. */
function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    subscribeNarrow,
    () => typeof window.matchMedia === 'function' && window.matchMedia(NARROW_QUERY).matches,
    () => false,
  );
}

/**
 * A donut chart (SPEC §9: 120 px, ring 11 px thick, legend 16 px away, drawn in over 700 ms,
 * small segments shown at 2.5 % of the circle or 2 % on a narrow screen). The picture is
 * decoration (`aria-hidden`): the figure is named by its caption and the legend beside it
 * carries every label and value as text, K/M-abbreviated from 1000.
 */
export function DonutChart({
  label,
  segments,
  centerLabel,
  formatValue = formatCompact,
  size = DONUT_SIZE,
  thickness = DONUT_THICKNESS,
  className,
}: DonutChartProps) {
  const captionId = useId();
  const maskId = useId();
  const narrow = useNarrowScreen();
  const minFraction = narrow ? DONUT_MIN_FRACTION_NARROW : DONUT_MIN_FRACTION;
  const arcs = segmentArcs(
    segments.map((segment) => segment.value),
    minFraction,
  );
  const radius = (size - thickness) / 2;
  const circumference = 2 * Math.PI * radius;
  const centre = size / 2;
  const colorOf = (index: number) =>
    segments[index]?.color ?? DONUT_PALETTE[index % DONUT_PALETTE.length];
  const style = {
    '--lui-donut-gap': `${DONUT_GAP}px`,
    '--lui-donut-duration': `${DONUT_ANIMATION_MS}ms`,
    '--lui-donut-size': `${size}px`,
    '--lui-donut-circumference': `${circumference}`,
  } as CSSProperties;

  return (
    <figure
      className={['lui-donut', className].filter(Boolean).join(' ')}
      aria-labelledby={captionId}
      style={style}
    >
      <figcaption id={captionId} className="lui-donut__caption">
        {label}
      </figcaption>
      <div className="lui-donut__body">
        <div className="lui-donut__chart">
          <svg
            aria-hidden="true"
            focusable="false"
            width={size}
            height={size}
            viewBox={`0 0 ${size} ${size}`}
          >
            <mask id={maskId}>
              {/* Reveals the ring clockwise from the top: the draw-in animation. */}
              <circle
                className="lui-donut__reveal"
                cx={centre}
                cy={centre}
                r={radius}
                fill="none"
                stroke="#fff"
                strokeWidth={thickness + 2}
                strokeDasharray={circumference}
                transform={`rotate(-90 ${centre} ${centre})`}
              />
            </mask>
            <circle
              className="lui-donut__track"
              cx={centre}
              cy={centre}
              r={radius}
              fill="none"
              strokeWidth={thickness}
            />
            <g mask={`url(#${maskId})`} transform={`rotate(-90 ${centre} ${centre})`}>
              {arcs.map((arc, index) =>
                arc.fraction > 0 ? (
                  <circle
                    key={index}
                    className="lui-donut__segment"
                    data-fraction={arc.fraction.toFixed(4)}
                    cx={centre}
                    cy={centre}
                    r={radius}
                    fill="none"
                    stroke={colorOf(index)}
                    strokeWidth={thickness}
                    strokeDasharray={`${arc.fraction * circumference} ${circumference}`}
                    strokeDashoffset={-arc.start * circumference}
                  />
                ) : null,
              )}
            </g>
          </svg>
          {centerLabel !== undefined && <div className="lui-donut__center">{centerLabel}</div>}
        </div>
        <ul className="lui-donut__legend">
          {segments.map((segment, index) => (
            <li key={index} className="lui-donut__legend-item">
              <span
                className="lui-donut__swatch"
                aria-hidden="true"
                style={{ background: colorOf(index) }}
              />
              <span className="lui-donut__label">{segment.label}</span>{' '}
              <span className="lui-donut__value">{formatValue(segment.value)}</span>
            </li>
          ))}
        </ul>
      </div>
    </figure>
  );
}
