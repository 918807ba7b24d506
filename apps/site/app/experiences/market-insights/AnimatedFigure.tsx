import { useEffect, useRef, useState } from 'react';

/** SPEC §4: how long a figure counts up as it comes into view (the donut chart's 700 ms, SPEC §9). */
export const FIGURE_ANIMATION_MS = 700;

/**
 * Whether an element is below the window when the page shows it: it animates when scrolled to.
 * One already in view is left as the server drew it (no flash, nothing to wait for).
 */
function belowTheFold(element: Element): boolean {
  return element.getBoundingClientRect().top >= window.innerHeight;
}

/** Whether motion is wanted: not with `prefers-reduced-motion: reduce`, nor without IntersectionObserver. */
function motionAllowed(): boolean {
  return (
    typeof IntersectionObserver === 'function' &&
    !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * Calls `onEnter` once the element scrolls into view, if it started below the window and the
 * visitor allows motion; returns whether it is waiting (draw the figure's start state meanwhile).
 */
export function useEnterView<T extends Element>(onEnter?: () => void) {
  const ref = useRef<T>(null);
  const [waiting, setWaiting] = useState(false);
  const enter = useRef(onEnter);
  useEffect(() => {
    enter.current = onEnter;
  });
  useEffect(() => {
    const element = ref.current;
    if (!element || !motionAllowed() || !belowTheFold(element)) return undefined;
    setWaiting(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setWaiting(false);
        enter.current?.();
      },
      { threshold: 0.5 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, waiting };
}

/**
 * A number that counts up from 0 when it scrolls into view (SPEC §4), unless the visitor asks for
 * reduced motion. Screen readers read the final figure once, from hidden text; the moving digits
 * are hidden from them. Without JavaScript, and when already in view, it is the figure.
 */
export function AnimatedFigure({
  value,
  format,
}: {
  value: number;
  format: (value: number) => string;
}) {
  const digits = useRef<HTMLSpanElement>(null);
  const { ref, waiting } = useEnterView<HTMLSpanElement>(() => {
    const start = performance.now();
    const tick = (now: number) => {
      const progress = Math.min(1, (now - start) / FIGURE_ANIMATION_MS);
      const eased = 1 - (1 - progress) ** 3;
      // Whole numbers count in whole steps: no "839.575 homes" on the way to 843.
      const shown = Number.isInteger(value) ? Math.round(value * eased) : value * eased;
      if (digits.current) digits.current.textContent = format(shown);
      if (progress < 1) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  const final = format(value);
  return (
    <span ref={ref} className="animated-figure">
      {/* Keyed by the figure: a new figure is a new element, never one the animation wrote to. */}
      <span key={final} ref={digits} aria-hidden="true" className="animated-figure__digits">
        {waiting ? format(0) : final}
      </span>
      <span className="visually-hidden">{final}</span>
    </span>
  );
}
