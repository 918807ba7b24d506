// The main figure kept in view on a phone: there the form comes first and the results below it,
// so while the visitor edits, a one-line bar at the foot of the screen shows the figure that
// changes. It shows only while the results are below the screen (not yet reached), so it
// never covers the results themselves, and it sets the page's scroll padding while it shows, so a
// field that takes focus is scrolled clear of it (WCAG 2.4.11). Wide screens put the results
// beside the form and never show it (calculator.css).
import { useEffect, useState, type RefObject } from 'react';

export interface SummaryBarProps {
  /** What the figure is, e.g. "Monthly payment". */
  label: string;
  /** The figure as the results headline shows it. */
  figure: string;
  /** The results section the bar stands in for while it is below the screen; it links to its id. */
  results: RefObject<HTMLElement | null>;
  resultsId: string;
}

/** While true, the page keeps room for the bar when it scrolls a focused field into view. */
function useScrollRoom(on: boolean) {
  useEffect(() => {
    if (!on) return;
    const root = document.documentElement;
    const before = root.style.scrollPaddingBottom;
    root.style.scrollPaddingBottom = 'var(--lcalc-bar-room, 5rem)';
    return () => {
      root.style.scrollPaddingBottom = before;
    };
  }, [on]);
}

export function SummaryBar({ label, figure, results, resultsId }: SummaryBarProps) {
  const [below, setBelow] = useState(false);
  useEffect(() => {
    const target = results.current;
    if (!target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setBelow(!entry.isIntersecting && entry.boundingClientRect.top > 0);
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [results]);
  useScrollRoom(below);
  if (!below) return null;
  return (
    <a
      className="lcalc-bar"
      href={`#${resultsId}`}
      data-testid="summary-bar"
      onClick={(event) => {
        // To the results without a new hash: the calculator's values own the page's hash.
        const target = results.current;
        if (!target) return;
        event.preventDefault();
        target.setAttribute('tabindex', '-1');
        target.focus();
      }}
    >
      <span className="lcalc-bar__label">{label}</span>{' '}
      <strong className="lcalc-bar__figure">{figure}</strong>
      <span className="lcalc-bar__more">See details</span>
    </a>
  );
}
