import type { ReactNode } from 'react';

/**
 * One figure of a calculator's results list (a `<dl>`): its term and value, laid out by
 * calculator.css (`lcalc-row`; `total` draws the line above a sum). `testId` marks a value the
 * calculator's own tests read.
 */
export function ResultRow({
  term,
  value,
  total = false,
  testId,
}: {
  term: ReactNode;
  value: ReactNode;
  total?: boolean;
  testId?: string;
}) {
  return (
    <div className={total ? 'lcalc-row lcalc-row--total' : 'lcalc-row'}>
      <dt>{term}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
}
