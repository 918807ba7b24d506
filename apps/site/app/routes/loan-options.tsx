import './loan-options.css';
import { Link } from 'react-router';
import type { Route } from './+types/loan-options';
import { pageMeta } from '../meta.ts';
import { MoreTools } from '../components/MoreTools.tsx';
import { LoanOptions } from '../experiences/loan-options/LoanOptions.tsx';
import { LoanTypes } from '../experiences/loan-options/LoanTypes.tsx';
import { loanOptionsPageData } from '../experiences/loan-options/loan-options-content.server.ts';

export const meta = () => pageMeta('/loan-options');

/**
 * Pre-rendered: the content file is parsed and checked here, at build time, so a bad row fails
 * the build; the page gets the content and the cards of the articles it may show.
 */
export function loader() {
  return loanOptionsPageData();
}

/** The loan-options personalization (SPEC §2): landing, questions, results and review. */
export default function LoanOptionsPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="page loan-options-page">
      <h1>Find the home loan options that fit you</h1>
      <p className="lead">
        Home loans differ in how much you put down, the credit they ask for and who can get them.
        Tell us a little about your plans and we&rsquo;ll show the loans that match.
      </p>
      <LoanOptions data={loaderData} />
      <LoanTypes products={loaderData.content.products} />
      <p className="loan-options-page__more">
        Want the background first? Read our <Link to="/learn/loan-types">guides to loan types</Link>{' '}
        or <Link to="/rates">compare today&rsquo;s rates</Link>.
      </p>
      <MoreTools current="/loan-options" />
    </div>
  );
}
