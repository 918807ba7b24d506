// The results section every calculator has: its heading, the live region, the note on what the
// figures are for, the figures (or why there are none yet) and, on a phone, the summary bar.
import { useRef, type ReactNode } from 'react';
import { FiguresNote } from './FiguresNote.tsx';
import { ResultsAnnouncer } from './ResultsAnnouncer.tsx';
import { SummaryBar } from './SummaryBar.tsx';

/** What the section reads of `useCalculator`'s state. */
export interface ResultsState<Values, Result> {
  shown: { values: Values; result: Result } | undefined;
  announcement: { message: string; sequence: number };
  example: boolean;
  stale: boolean;
}

export interface CalculatorResultsProps<Values, Result> {
  /** The calculator's id prefix (`useId`): the section is `${idPrefix}-figures`. */
  idPrefix: string;
  heading: string;
  /** The calculator's own heading level (the section's heading). Default 2. */
  headingLevel?: 2 | 3 | undefined;
  /** The calculator's own class for the section, beside `lcalc__results`. */
  className?: string;
  form: ResultsState<Values, Result>;
  /** What shows while there are no figures (a link with a mistake). */
  waiting: ReactNode;
  /** The main figure the phone's summary bar keeps in view; leave out for no bar. */
  summary?: (shown: { values: Values; result: Result }) => { label: string; figure: string };
  children: (shown: { values: Values; result: Result }) => ReactNode;
}

export function CalculatorResults<Values, Result>({
  idPrefix,
  heading,
  headingLevel = 2,
  className,
  form,
  waiting,
  summary,
  children,
}: CalculatorResultsProps<Values, Result>) {
  const section = useRef<HTMLElement>(null);
  const Heading = `h${headingLevel}` as 'h2' | 'h3';
  const { shown } = form;
  return (
    <>
      <section
        ref={section}
        id={`${idPrefix}-figures`}
        className={className ? `lcalc__results ${className}` : 'lcalc__results'}
        aria-labelledby={`${idPrefix}-results`}
      >
        <Heading id={`${idPrefix}-results`}>{heading}</Heading>
        <ResultsAnnouncer {...form.announcement} />
        <FiguresNote example={form.example} stale={form.stale} />
        {shown === undefined ? <p className="lcalc-muted">{waiting}</p> : children(shown)}
      </section>
      {shown && summary && (
        <SummaryBar {...summary(shown)} results={section} resultsId={`${idPrefix}-figures`} />
      )}
    </>
  );
}
