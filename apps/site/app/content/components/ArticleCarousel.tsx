import { Carousel } from '@lender/ui/carousel';
import type { ArticleCardData } from '../pages.server.ts';
import { ArticleCard } from './ArticleCard.tsx';

/**
 * A titled row of article cards (SPEC §2 article carousel; the carousel itself keeps at most
 * three cards on a phone, SPEC §9).
 */
export function ArticleCarousel({
  id,
  title,
  articles,
}: {
  id: string;
  title: string;
  articles: readonly ArticleCardData[];
}) {
  if (articles.length === 0) return null;
  return (
    <div className="learn-carousel">
      <h2 id={id}>{title}</h2>
      <Carousel label={title}>
        {articles.map((article) => (
          <ArticleCard key={article.path} article={article} />
        ))}
      </Carousel>
    </div>
  );
}
