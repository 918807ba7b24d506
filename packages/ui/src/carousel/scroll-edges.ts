/** What the scroll position says about a horizontal strip. */
export interface ScrollEdges {
  /** Nothing further to the start: "Previous" has nowhere to go. */
  atStart: boolean;
  /** Nothing further to the end: "Next" has nowhere to go. */
  atEnd: boolean;
}

/**
 * Whether a horizontally scrolling element sits at either end. One pixel of slack, because
 * zoomed and high-density screens report fractional positions that never reach the last pixel.
 */
export function scrollEdges({
  scrollLeft,
  clientWidth,
  scrollWidth,
}: {
  scrollLeft: number;
  clientWidth: number;
  scrollWidth: number;
}): ScrollEdges {
  return {
    atStart: scrollLeft <= 1,
    atEnd: scrollLeft + clientWidth >= scrollWidth - 1,
  };
}

/** True when the visitor asked the system for less motion (always false on the server). */
export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}
