// Rules of the report's presentation (SPEC §3, §8, §9): the sticky report bar, the market
// condition gauge, and the location's own page address.

import type { MarketReportResponse } from '@lender/validation';

/** SPEC §9: the market insights layout breakpoint; from this width the wide layout shows. */
export const MARKET_INSIGHTS_BREAKPOINT_PX = 1188;

/**
 * SPEC §9 sticky bar threshold, 1150 px: the page offset of the report card's bottom edge when the
 * page cannot measure it (server render, before layout). Our reading of "appears after scrolling
 * past the report card".
 */
export const STICKY_BAR_THRESHOLD_PX = 1150;

/** SPEC §9: the sticky bar's top offset below the wide layout: the height of the site header there. */
export const STICKY_BAR_OFFSET_NARROW_PX = 80;

/** SPEC §9: the sticky bar's top offset from 1188 px, where the site header is taller. */
export const STICKY_BAR_OFFSET_WIDE_PX = 104;

/** Where the sticky report bar is. */
export interface StickyReportBar {
  visible: boolean;
  /** Its CSS `top`, in px: it sits right under the site header. */
  topPx: number;
}

/**
 * SPEC §4, §9 sticky report bar. It sits `topPx` down the viewport, under the site header (80 px,
 * or 104 px from the 1188 px breakpoint), and shows once the report card's bottom edge has
 * scrolled up behind it: `scrollY + topPx >= reportCardBottomPx`, with the card's bottom measured
 * as a page offset, or 1150 px when it is not measured.
 */
export function stickyReportBar({
  scrollY,
  viewportWidth,
  reportCardBottomPx,
}: {
  scrollY: number;
  viewportWidth: number;
  reportCardBottomPx?: number | null;
}): StickyReportBar {
  const topPx =
    viewportWidth >= MARKET_INSIGHTS_BREAKPOINT_PX
      ? STICKY_BAR_OFFSET_WIDE_PX
      : STICKY_BAR_OFFSET_NARROW_PX;
  const threshold = reportCardBottomPx ?? STICKY_BAR_THRESHOLD_PX;
  return { visible: scrollY + topPx >= threshold, topPx };
}

/** SPEC §3 market condition values. */
export type MarketCondition =
  MarketReportResponse['location']['marketReportTrend']['marketConditions'];

/** SPEC §8: the text for a market whose type is unknown. */
export const UNKNOWN_MARKET_TYPE_TEXT =
  "We don't have enough info to determine this area's market type.";

/** The gauge's label for each market condition. */
export const MARKET_CONDITION_LABELS: Readonly<Record<MarketCondition, string>> = {
  buyer: "Buyer's market",
  neutral: 'Neutral market',
  seller: "Seller's market",
  unknown: 'Market type unknown',
};

/**
 * Where the needle points, 0 (far left) to 1 (far right): the gauge has three equal parts, buyer's,
 * neutral and seller's from left to right, and the needle points at the middle of its part.
 */
export const MARKET_CONDITION_POSITIONS: Readonly<
  Record<Exclude<MarketCondition, 'unknown'>, number>
> = {
  buyer: 1 / 6,
  neutral: 1 / 2,
  seller: 5 / 6,
};

/** What the gauge shows. */
export interface MarketConditionGauge {
  condition: MarketCondition;
  label: string;
  /** 0 to 1 along the gauge; null for unknown (no needle). */
  position: number | null;
  /** The needle of a half-circle gauge, in degrees from straight up (−90 left, 90 right). */
  needleAngleDeg: number | null;
  /** The sentence under the gauge: the report's own, and SPEC §8's for unknown. */
  description: string;
}

/** The gauge of a report's market condition (SPEC §3, §8). */
export function marketConditionGauge(
  condition: MarketCondition,
  reportDescription = '',
): MarketConditionGauge {
  if (condition === 'unknown') {
    return {
      condition,
      label: MARKET_CONDITION_LABELS.unknown,
      position: null,
      needleAngleDeg: null,
      description: UNKNOWN_MARKET_TYPE_TEXT,
    };
  }
  const position = MARKET_CONDITION_POSITIONS[condition];
  return {
    condition,
    label: MARKET_CONDITION_LABELS[condition],
    position,
    needleAngleDeg: Math.round(-90 + 180 * position),
    description: reportDescription.trim() || MARKET_CONDITION_LABELS[condition],
  };
}

/** The market insights page's path. */
export const MARKET_INSIGHTS_PATH = '/market-insights';

/**
 * A location's own page: `/market-insights/48226` for `zip:48226`, `/market-insights/detroit-mi`
 * for `city:detroit-mi`; undefined for other ids (counties have no page).
 */
export function marketInsightsPath(locationId: string): string | undefined {
  const zip = /^zip:(\d{5})$/.exec(locationId);
  if (zip) return `${MARKET_INSIGHTS_PATH}/${zip[1]}`;
  const city = /^city:([a-z0-9]+(?:-[a-z0-9]+)*-[a-z]{2})$/.exec(locationId);
  return city ? `${MARKET_INSIGHTS_PATH}/${city[1]}` : undefined;
}

/** The location id a page slug names (`48226` → `zip:48226`), or undefined for anything else. */
export function locationIdFromSlug(slug: string): string | undefined {
  if (/^\d{5}$/.test(slug)) return `zip:${slug}`;
  return /^[a-z0-9]+(-[a-z0-9]+)*-[a-z]{2}$/.test(slug) ? `city:${slug}` : undefined;
}
