/** SPEC §9 donut chart defaults: outer size in px. */
export const DONUT_SIZE = 120;
/** SPEC §9: ring thickness in px. */
export const DONUT_THICKNESS = 11;
/** SPEC §9: space between the chart and its legend, in px. */
export const DONUT_GAP = 16;
/** SPEC §9: the ring draws itself in over this many ms (not at all with reduced motion). */
export const DONUT_ANIMATION_MS = 700;
/** SPEC §9 "small segments shown at minimum 2.5%". */
export const DONUT_MIN_FRACTION = 0.025;
/** SPEC §9 "(2% narrow)": the minimum on a narrow (mobile, ≤ 767 px) screen. */
export const DONUT_MIN_FRACTION_NARROW = 0.02;

/** One drawn segment: where it starts and how much of the circle it takes, as fractions of 1. */
export interface SegmentArc {
  start: number;
  fraction: number;
}

/**
 * The share of the circle each value gets. A positive value below `minFraction` of the total is
 * drawn at `minFraction` so it can be seen, and the others shrink in proportion to make room
 * (again and again, should shrinking push another below the minimum). Zero, negative and
 * non-finite values get nothing. If the minimums alone would fill the circle, shares are the
 * plain proportions. The result sums to 1, or is all zeros when nothing is positive.
 */
export function segmentFractions(values: readonly number[], minFraction: number): number[] {
  const drawn = values.map((value) => (Number.isFinite(value) && value > 0 ? value : 0));
  const total = drawn.reduce((sum, value) => sum + value, 0);
  if (total === 0) return drawn.map(() => 0);
  const plain = drawn.map((value) => value / total);
  const raised = new Set<number>();
  let fractions = plain;
  for (;;) {
    const budget = 1 - raised.size * minFraction;
    const restTotal = drawn.reduce((sum, value, i) => (raised.has(i) ? sum : sum + value), 0);
    if (budget <= 0 || restTotal === 0) return plain;
    fractions = drawn.map((value, i) => {
      if (value === 0) return 0;
      return raised.has(i) ? minFraction : (value / restTotal) * budget;
    });
    const tooSmall = fractions.flatMap((fraction, i) =>
      fraction > 0 && fraction < minFraction && !raised.has(i) ? [i] : [],
    );
    if (tooSmall.length === 0) return fractions;
    for (const i of tooSmall) raised.add(i);
  }
}

/** Start and size of each segment, clockwise from 0 (the top), as fractions of the circle. */
export function segmentArcs(values: readonly number[], minFraction: number): SegmentArc[] {
  let start = 0;
  return segmentFractions(values, minFraction).map((fraction) => {
    const arc = { start, fraction };
    start += fraction;
    return arc;
  });
}

const plainNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/**
 * SPEC §9 "Values of 1000 or more abbreviated with K or M": 950 → "950", 1000 → "1K",
 * 1500 → "1.5K", 999,999 → "1M", 2,000,000 → "2M", with one decimal at most (rounded half up).
 */
export function formatCompact(value: number): string {
  const sign = value < 0 ? '-' : '';
  const size = Math.abs(value);
  if (size < 1000) return sign + plainNumber.format(size);
  const thousands = Math.round(size / 100) / 10;
  if (thousands < 1000) return `${sign}${oneDecimal(thousands)}K`;
  return `${sign}${oneDecimal(Math.round(size / 100_000) / 10)}M`;
}

function oneDecimal(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}
