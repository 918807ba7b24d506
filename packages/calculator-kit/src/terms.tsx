// Mortgage terms explained beside the figures that use them (issue 35: PMI, DTI, escrow…). The
// words are the host's: the site passes its own meanings and the articles that explain them, and
// another property passes its own, or none, and the calculators show the plain term.
import { Tooltip } from '@lender/ui/tooltip';
import { createContext, useContext, type ReactNode } from 'react';

/** The terms a calculator can explain. */
export type CalculatorTermKey = 'apr' | 'points' | 'pmi' | 'dti' | 'escrow';

/** One term as the host explains it. */
export interface CalculatorTerm {
  /** The short name, e.g. "PMI": the link is named "What PMI means". */
  name: string;
  /** One plain sentence: the tooltip, and the link's description. */
  meaning: string;
  /** The host's page that explains it in full: on a touch screen, which shows no tooltip, the way to the meaning. */
  href: string;
}

/** The host's explanations, by term; a term left out is shown plainly. */
export type CalculatorTerms = Partial<Readonly<Record<CalculatorTermKey, CalculatorTerm>>>;

const TermsContext = createContext<CalculatorTerms | undefined>(undefined);

/** Gives the calculator's figures the host's `terms` (a calculator wraps its tree in it). */
export function CalculatorTermsProvider({
  terms,
  children,
}: {
  terms: CalculatorTerms | undefined;
  children: ReactNode;
}) {
  return <TermsContext.Provider value={terms}>{children}</TermsContext.Provider>;
}

/**
 * `children` (the words on screen), then, when the host explains `term`, a small "?" link to its
 * page whose tooltip gives the meaning on hover or keyboard focus (SPEC §9 offset, margin and
 * hide delay) and which is read as the link's description. Never inside a `<label>` or a
 * button: it is a link of its own.
 */
export function TermHint({ term, children }: { term: CalculatorTermKey; children: ReactNode }) {
  const explained = useContext(TermsContext)?.[term];
  if (!explained) return <>{children}</>;
  // Long words may wrap (200 % text on a phone), but the "?" stays with the last word.
  const words = typeof children === 'string' ? children.split(' ') : [];
  const last = words.pop();
  return (
    <>
      {words.length > 0 && `${words.join(' ')} `}
      <span className="lui-term">
        {last ?? children}
        <Tooltip content={explained.meaning} delay={300}>
          <a
            className="lui-term__link"
            href={explained.href}
            aria-label={`What ${explained.name} means`}
          >
            ?
          </a>
        </Tooltip>
      </span>
    </>
  );
}
