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
  excludedFromSearch = false,
}: {
  id: string;
  title: string;
  articles: readonly ArticleCardData[];
  /**
   * Left out of the site search's text (`data-nosnippet`, which web search engines honour too):
   * an article's related articles, whose titles would be the best passage of every article they
   * are listed under.
   */
  excludedFromSearch?: boolean;
}) {
  if (articles.length === 0) return null;
  return (
    <div className="learn-carousel" data-nosnippet={excludedFromSearch ? '' : undefined}>
      <h2 id={id}>{title}</h2>
      <Carousel label={title}>
        {articles.map((article) => (
          <ArticleCard key={article.path} article={article} />
        ))}
      </Carousel>
    </div>
  );
}
