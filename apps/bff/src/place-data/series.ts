// One entry of a SPEC §3 price series: this month's median and how it changed. Changes are
// computed from the stored months; a feed's own ready-made ratios are the fallback when the
// month a change is measured against is not stored.

/** SPEC §3 series entry. Dollars are whole dollars; percentages have one decimal. */
export interface SeriesEntry {
  currentMonth: number | null;
  changeSinceLastMonthPercent: number | null;
  changeSinceLastYearPercent: number | null;
  /** Dollars gained (or lost, negative) since the same month a year earlier. */
  changeSinceLastYear: number | null;
}

/** The medians a series entry is built from; nulls are months or figures not stored. */
export interface SeriesInputs {
  current: number | null;
  lastMonth: number | null;
  lastYear: number | null;
  /** The feed's change since last month / last year as a fraction (0.05 = +5 %). */
  feedMonthChange?: number | null;
  feedYearChange?: number | null;
}

/** The SPEC §3 entry: percentages rounded half away from zero to 0.1, dollars to the dollar. */
export function seriesEntry({
  current,
  lastMonth,
  lastYear,
  feedMonthChange = null,
  feedYearChange = null,
}: SeriesInputs): SeriesEntry {
  if (current === null || !Number.isFinite(current)) {
    return {
      currentMonth: null,
      changeSinceLastMonthPercent: null,
      changeSinceLastYearPercent: null,
      changeSinceLastYear: null,
    };
  }
  const monthRatio = changeRatio(current, lastMonth) ?? usableRatio(feedMonthChange);
  const yearRatio = changeRatio(current, lastYear) ?? usableRatio(feedYearChange);
  let changeSinceLastYear: number | null = null;
  if (lastYear !== null && lastYear > 0) changeSinceLastYear = current - lastYear;
  else if (yearRatio !== null)
    changeSinceLastYear = roundHalfAway(current - current / (1 + yearRatio), 0);
  return {
    currentMonth: current,
    changeSinceLastMonthPercent: monthRatio === null ? null : roundHalfAway(monthRatio * 100, 1),
    changeSinceLastYearPercent: yearRatio === null ? null : roundHalfAway(yearRatio * 100, 1),
    changeSinceLastYear,
  };
}

function changeRatio(current: number, before: number | null): number | null {
  if (before === null || !Number.isFinite(before) || before <= 0) return null;
  return (current - before) / before;
}

/** A feed ratio of −100 % or less would mean a price of zero a year ago: not usable. */
function usableRatio(ratio: number | null): number | null {
  return ratio !== null && Number.isFinite(ratio) && ratio > -1 ? ratio : null;
}

/** Rounds to `places` decimals, halves away from zero (−2.25 → −2.3, 2.25 → 2.3). */
export function roundHalfAway(value: number, places: number): number {
  const factor = 10 ** places;
  // The small nudge keeps binary fractions like 2.25 * 10 = 22.499999… on the right side.
  const rounded = Math.round(Math.abs(value) * factor + 1e-9) / factor;
  return value < 0 && rounded !== 0 ? -rounded : rounded;
}
