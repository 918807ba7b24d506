import { Link } from 'react-router';
import { FaqAccordion } from '../components/FaqAccordion.tsx';
import type { CalculatorPageContent } from './calculator-page-types.ts';
import { CalculatorSlot } from './CalculatorSlot.tsx';

export interface RelatedArticle {
  path: string;
  title: string;
  description: string;
}

/** A calculator page: heading, lead, the calculator, how it works, FAQs, related articles. */
export function CalculatorPage({
  page,
  related,
}: {
  page: CalculatorPageContent;
  related: readonly RelatedArticle[];
}) {
  return (
    <div className="page calculator-page">
      <nav aria-label="Breadcrumb" className="learn-breadcrumbs">
        <ol>
          <li>
            <Link to="/">Home</Link>
          </li>
          <li>
            <Link to="/calculators">Calculators</Link>
          </li>
          <li>
            <span aria-current="page">{page.title}</span>
          </li>
        </ol>
      </nav>
      <h1>{page.title}</h1>
      <p className="lead">{page.lead}</p>
      <CalculatorSlot page={page} />
      <section className="calculator-page__section prose" aria-labelledby="how-it-works">
        <h2 id="how-it-works">How this calculator works</h2>
        {page.explanation.map((part) => (
          <div key={part.heading}>
            <h3>{part.heading}</h3>
            {part.paragraphs.map((text) => (
              <p key={text}>{text}</p>
            ))}
          </div>
        ))}
      </section>
      <FaqAccordion id="faq" entries={page.faq} className="calculator-page__section prose" />
      {related.length > 0 && (
        <section className="calculator-page__section" aria-labelledby="related">
          <h2 id="related">Related articles</h2>
          <ul className="calculator-page__related">
            {related.map((article) => (
              <li key={article.path}>
                <Link to={article.path}>{article.title}</Link>
                <p>{article.description}</p>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
