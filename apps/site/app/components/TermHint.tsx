import { Tooltip } from '@lender/ui/tooltip';
import { Link } from 'react-router';
import { MORTGAGE_TERMS, type MortgageTermKey } from '../content/mortgage-terms.ts';

/**
 * A mortgage term with its meaning (issue 35; SPEC §1 tooltips, §9 offset 8 px, edge margin
 * 16 px, hide delay 100 ms): the term's name, then a small "?" link to the article explaining it,
 * whose tooltip gives the meaning in one sentence on hover or keyboard focus and is read as the
 * link's description. On a touch screen, which shows no tooltip, the link leads to the meaning.
 */
export function TermHint({ term, children }: { term: MortgageTermKey; children?: string }) {
  const { name, meaning, articlePath } = MORTGAGE_TERMS[term];
  return (
    <span className="lui-term">
      {children ?? name}
      <Tooltip content={meaning} delay={300}>
        <Link className="lui-term__link" to={articlePath} aria-label={`What ${name} means`}>
          ?
        </Link>
      </Tooltip>
    </span>
  );
}
