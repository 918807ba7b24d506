import { data, redirect } from 'react-router';
import type { Route } from './+types/learn-category';
import { ArticleCard } from '../content/components/ArticleCard.tsx';
import { Breadcrumbs } from '../content/components/Breadcrumbs.tsx';
import { learningCenterMeta } from '../content/learn-meta.ts';
import { categoryPageData, shortArticleLink } from '../content/pages.server.ts';

export function loader({ params }: Route.LoaderArgs) {
  const page = categoryPageData(params.category);
  if (page) return page;
  const article = shortArticleLink(params.category);
  if (article) throw redirect(article, 301);
  throw data(null, { status: 404 });
}

export const meta = ({ loaderData }: Route.MetaArgs) => learningCenterMeta(loaderData);

/** A topic of the learning center: its articles as cards, grouped by subcategory. */
export default function LearningCategory({ loaderData }: Route.ComponentProps) {
  const { breadcrumbs, category, subcategories } = loaderData;
  return (
    <div className="page learn">
      <Breadcrumbs trail={breadcrumbs} />
      <h1>{category.name}</h1>
      <p className="learn__lead">{category.description}</p>
      {subcategories.map((group) => (
        <section
          key={group.slug}
          aria-labelledby={`learn-group-${group.slug}`}
          className="learn-section"
        >
          <h2 id={`learn-group-${group.slug}`}>{group.name}</h2>
          <ul className="learn-card-list">
            {group.articles.map((article) => (
              <li key={article.path}>
                <ArticleCard article={article} showCategory={false} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
