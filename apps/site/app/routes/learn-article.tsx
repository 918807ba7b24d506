import '../calculators/calculators.css';
import { data, Link } from 'react-router';
import type { Route } from './+types/learn-article';
import { CalculatorSlot } from '../calculators/CalculatorSlot.tsx';
import {
  MINI_HOME_EQUITY_CATEGORY,
  MINI_HOME_EQUITY_WIDGET,
  MINI_MORTGAGE_WIDGET,
  showsMiniMortgage,
} from '../calculators/widgets.ts';
import { FaqAccordion } from '../components/FaqAccordion.tsx';
import { ArticleBody } from '../content/components/ArticleBody.tsx';
import { ArticleCarousel } from '../content/components/ArticleCarousel.tsx';
import { Breadcrumbs } from '../content/components/Breadcrumbs.tsx';
import { formatDate, readingTime } from '../content/dates.ts';
import { learningCenterMeta } from '../content/learn-meta.ts';
import { articlePageData } from '../content/pages.server.ts';

export function loader({ params }: Route.LoaderArgs) {
  const page = articlePageData(params.category, params.article);
  if (!page) throw data(null, { status: 404 });
  return page;
}

export const meta = ({ loaderData }: Route.MetaArgs) => learningCenterMeta(loaderData, 'article');

/** A learning-center article with its FAQs, related calculator and related articles. */
export default function LearningArticle({ loaderData }: Route.ComponentProps) {
  const { breadcrumbs, article, body, contents, relatedCalculator, related } = loaderData;
  return (
    <div className="page learn">
      <Breadcrumbs trail={breadcrumbs} />
      <article className="learn-article" aria-labelledby="learn-article-title">
        <header className="learn-article__header">
          <p className="learn-article__eyebrow">
            {article.category}
            <span aria-hidden="true"> · </span>
            {article.subcategory}
          </p>
          <h1 id="learn-article-title">{article.title}</h1>
          <p className="learn-article__meta">
            Updated <time dateTime={article.updated}>{formatDate(article.updated)}</time>
            <span aria-hidden="true"> · </span>
            {readingTime(article.readingMinutes)}
          </p>
        </header>
        {contents.length > 2 && (
          <nav className="learn-contents" aria-labelledby="learn-contents-title">
            <h2 id="learn-contents-title">Contents</h2>
            <ol>
              {contents.map((heading) => (
                <li key={heading.id}>
                  <a href={`#${heading.id}`}>{heading.text}</a>
                </li>
              ))}
            </ol>
          </nav>
        )}
        <ArticleBody segments={body} />
        {article.category === MINI_HOME_EQUITY_CATEGORY && (
          <CalculatorSlot page={MINI_HOME_EQUITY_WIDGET} />
        )}
        {showsMiniMortgage(article.category) && <CalculatorSlot page={MINI_MORTGAGE_WIDGET} />}
        {article.faq.length > 0 && (
          <FaqAccordion id="learn-faq-title" entries={article.faq} className="prose" />
        )}
        {relatedCalculator && (
          <section className="learn-calculator" aria-labelledby="learn-calculator-title">
            <h2 id="learn-calculator-title">Work out your own numbers</h2>
            <p>
              <Link to={relatedCalculator.path}>{relatedCalculator.title}</Link>
            </p>
          </section>
        )}
      </article>
      <ArticleCarousel
        id="learn-related"
        title="Related articles"
        articles={related}
        excludedFromSearch
      />
    </div>
  );
}
