/**
 * A polite live region that tells screen-reader users the new figures after each
 * recalculation (WCAG 4.1.3): pass a sentence that sums the result up. It is visually hidden;
 * the figures themselves are on screen. A message equal to the last one is announced again
 * when `sequence` changes (the same result recalculated).
 */
export function ResultsAnnouncer({
  message,
  sequence = 0,
}: {
  message: string;
  sequence?: number;
}) {
  return (
    <div className="lui-visually-hidden" role="status" aria-live="polite" aria-atomic="true">
      {/* A keyed child: React replaces the text node, which screen readers announce. */}
      <span key={sequence}>{message}</span>
    </div>
  );
}
