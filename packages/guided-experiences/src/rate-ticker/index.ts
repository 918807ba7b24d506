// @lender/guided-experiences/rate-ticker: the scrolling rate ticker's rules (SPEC §4, §9): where it
// is after some time, what pauses it, which of its links may take keyboard focus, and the static
// list that replaces it when the visitor asks for reduced motion (WCAG 2.2.2).

import type { ProductRatesResponse } from '@lender/validation';

/** SPEC §9: the ticker moves 30 px per second. */
export const TICKER_SPEED_PX_PER_SECOND = 30;

/** SPEC §9: how often the focusable links are worked out again while the ticker moves. */
export const TICKER_FOCUS_RECHECK_INTERVAL_MS = 500;

/** SPEC §9: a link takes focus only when at least this far inside the ticker's right edge. */
export const TICKER_FOCUS_RIGHT_INSET_PX = 60;

/**
 * How far the ticker has moved after `elapsedMs` of playing: 30 px per second, wrapping around
 * `loopWidthPx` (the width of one copy of the items; the view draws two copies side by side and
 * translates them left by this amount, so the wrap is seamless). 0 when there is nothing to loop.
 */
export function tickerOffset(elapsedMs: number, loopWidthPx: number): number {
  if (!(loopWidthPx > 0) || !Number.isFinite(elapsedMs) || elapsedMs <= 0) return 0;
  const travelled = (elapsedMs * TICKER_SPEED_PX_PER_SECOND) / 1000;
  return travelled % loopWidthPx;
}

/** SPEC §4: what can pause the ticker. */
export type TickerPauseReason = 'button' | 'hover' | 'touch' | 'focus';

/** The ticker's pause reasons and how far it has moved. */
export interface TickerState {
  /** Every reason the ticker is paused; it plays when there are none. */
  pausedBy: readonly TickerPauseReason[];
  /** Pixels moved within the loop, as {@link tickerOffset} counts them. */
  offsetPx: number;
}

/** A playing ticker at its start. */
export const INITIAL_TICKER_STATE: TickerState = { pausedBy: [], offsetPx: 0 };

/** Whether the view shows a moving ticker or, with reduced motion, a static list. */
export type TickerMode = 'scrolling' | 'static';

/** SPEC §4, WCAG 2.2.2: reduced motion shows a static list, never a moving one. */
export function tickerMode(prefersReducedMotion: boolean): TickerMode {
  return prefersReducedMotion ? 'static' : 'scrolling';
}

/** Pointer over it, a finger on it or focus inside it pauses the ticker (SPEC §4). */
export function pauseTicker(
  state: TickerState,
  reason: Exclude<TickerPauseReason, 'button'>,
): TickerState {
  return state.pausedBy.includes(reason)
    ? state
    : { ...state, pausedBy: [...state.pausedBy, reason] };
}

/**
 * The pointer leaving, the finger lifting or focus leaving releases that reason; the ticker resumes
 * when nothing else holds it, and never while the pause button holds it (SPEC §4).
 */
export function releaseTicker(
  state: TickerState,
  reason: Exclude<TickerPauseReason, 'button'>,
): TickerState {
  return state.pausedBy.includes(reason)
    ? { ...state, pausedBy: state.pausedBy.filter((held) => held !== reason) }
    : state;
}

/** The pause button: pauses until pressed again, whatever else happens. */
export function toggleTickerButton(state: TickerState): TickerState {
  return state.pausedBy.includes('button')
    ? { ...state, pausedBy: state.pausedBy.filter((held) => held !== 'button') }
    : { ...state, pausedBy: [...state.pausedBy, 'button'] };
}

/** Whether the pause button holds the ticker (its pressed state, and its label: Play vs Pause). */
export function isPausedByButton(state: TickerState): boolean {
  return state.pausedBy.includes('button');
}

/** Whether the ticker moves: nothing pauses it and reduced motion is off. */
export function isTickerPlaying(state: TickerState, prefersReducedMotion: boolean): boolean {
  return !prefersReducedMotion && state.pausedBy.length === 0;
}

/** The ticker after `elapsedMs` more (one animation frame): it moves only while playing. */
export function advanceTicker(
  state: TickerState,
  elapsedMs: number,
  loopWidthPx: number,
  prefersReducedMotion: boolean,
): TickerState {
  if (!isTickerPlaying(state, prefersReducedMotion) || !(loopWidthPx > 0)) return state;
  const offsetPx = (state.offsetPx + tickerOffset(elapsedMs, loopWidthPx)) % loopWidthPx;
  return { ...state, offsetPx };
}

/** A box in viewport pixels, as `getBoundingClientRect` gives it. */
export interface Rect {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/**
 * Whether a ticker link may take focus (SPEC §9): fully visible inside the ticker's visible box
 * and its right edge at least 60 px inside that box's right edge (where the pause button and the
 * fade sit). Links that fail get `tabindex="-1"`, so Tab never lands on one sliding out of view.
 */
export function isTickerLinkFocusable(link: Rect, viewport: Rect): boolean {
  return (
    link.left >= viewport.left &&
    link.top >= viewport.top &&
    link.bottom <= viewport.bottom &&
    link.right <= viewport.right - TICKER_FOCUS_RIGHT_INSET_PX
  );
}

/** The indexes of the links that may take focus, in order. */
export function focusableTickerLinks(links: readonly Rect[], viewport: Rect): number[] {
  return links.flatMap((link, index) => (isTickerLinkFocusable(link, viewport) ? [index] : []));
}

/** One ticker item: a product's name, rate and APR as text. */
export interface TickerItem {
  productCode: string;
  name: string;
  rate: string;
  apr: string;
}

/** The ticker's items from a `/rmscbff/rates/products` answer, in its order. */
export function tickerItems(response: Pick<ProductRatesResponse, 'products'>): TickerItem[] {
  return response.products.map((entry) => ({
    productCode: entry.metadata.productCode,
    name: entry.metadata.productName,
    rate: `${entry.rate.toFixed(3)}%`,
    apr: `${entry.apr.toFixed(3)}% APR`,
  }));
}
