import { Card } from '@lender/ui/card';
import type { Route } from './+types/learn';
import { ArticleCarousel } from '../content/components/ArticleCarousel.tsx';
import { learningCenterMeta } from '../content/learn-meta.ts';
import { learnHomeData } from '../content/pages.server.ts';

export function loader() {
  return learnHomeData();
}

export const meta = ({ loaderData }: Route.MetaArgs) => learningCenterMeta(loaderData);

/** The learning center: what it is, the newest articles and a card for each topic. */
export default function LearningCenter({ loaderData }: Route.ComponentProps) {
  const { page, categories, recent } = loaderData;
  return (
    <div className="page learn">
      <h1>{page.title}</h1>
      <p className="learn__lead">
        Guides in plain English to help you buy a home, choose a loan, understand what a mortgage
        costs and make the most of the home you own. They explain how things work; they are not a
        loan offer or advice about your own situation.
      </p>
      <ArticleCarousel id="learn-recent" title="Recent articles" articles={recent} />
      <section aria-labelledby="learn-topics" className="learn-section">
        <h2 id="learn-topics">Browse by topic</h2>
        <ul className="learn-card-list">
          {categories.map((category) => (
            <li key={category.path}>
              <Card
                heading={category.name}
                href={category.path}
                footer={
                  category.articleCount === 1 ? '1 article' : `${category.articleCount} articles`
                }
              >
                <p>{category.description}</p>
              </Card>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
