// The results section every calculator has: its heading, the live region, the note on what the
// figures are for, the figures (or why there are none yet) and, on a phone, the summary bar.
import { useRef, type ReactNode } from 'react';
import { FiguresNote } from './FiguresNote.tsx';
import { ResultsAnnouncer } from './ResultsAnnouncer.tsx';
import { SummaryBar } from './SummaryBar.tsx';

/** What the section reads of `useCalculator`'s state. */
export interface ResultsState<Values, Result> {
  idPrefix: string;
  headingLevel: 2 | 3;
  /** The definition's heading and waiting words. */
  results?: { heading: string; waiting: string } | undefined;
  shown: { values: Values; result: Result } | undefined;
  announcement: { message: string; sequence: number };
  example: boolean;
  stale: boolean;
}

export interface CalculatorResultsProps<Values, Result> {
  /** `useCalculator`'s state: the section is `${idPrefix}-figures`, its words the definition's. */
  form: ResultsState<Values, Result>;
  /** The calculator's own class for the section, beside `lcalc__results`. */
  className?: string;
  /** The main figure the phone's summary bar keeps in view; leave out for no bar. */
  summary?: (result: Result, values: Values) => { label: string; figure: string };
  children: (shown: { values: Values; result: Result }) => ReactNode;
}

export function CalculatorResults<Values, Result>({
  form,
  className,
  summary,
  children,
}: CalculatorResultsProps<Values, Result>) {
  const section = useRef<HTMLElement>(null);
  const { idPrefix, shown, results } = form;
  const Heading = `h${form.headingLevel}` as 'h2' | 'h3';
  return (
    <>
      <section
        ref={section}
        id={`${idPrefix}-figures`}
        className={className ? `lcalc__results ${className}` : 'lcalc__results'}
        aria-labelledby={`${idPrefix}-results`}
      >
        <Heading id={`${idPrefix}-results`}>{results?.heading}</Heading>
        <ResultsAnnouncer {...form.announcement} />
        <FiguresNote example={form.example} stale={form.stale} />
        {shown === undefined ? <p className="lcalc-muted">{results?.waiting}</p> : children(shown)}
      </section>
      {shown && summary && (
        <SummaryBar
          {...summary(shown.result, shown.values)}
          results={section}
          resultsId={`${idPrefix}-figures`}
        />
      )}
    </>
  );
}
