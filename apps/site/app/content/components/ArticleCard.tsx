import { Card } from '@lender/ui/card';
import { formatDate, readingTime } from '../dates.ts';
import type { ArticleCardData } from '../pages.server.ts';

/** An article as a card: its category, title (the link), summary, date and reading time. */
export function ArticleCard({
  article,
  headingLevel = 3,
  showCategory = true,
}: {
  article: ArticleCardData;
  headingLevel?: 2 | 3 | 4;
  showCategory?: boolean;
}) {
  return (
    <Card
      heading={article.title}
      headingLevel={headingLevel}
      href={article.path}
      eyebrow={showCategory ? article.category : undefined}
      footer={
        <>
          Updated <time dateTime={article.updated}>{formatDate(article.updated)}</time>
          {' · '}
          {readingTime(article.readingMinutes)}
        </>
      }
    >
      <p>{article.description}</p>
    </Card>
  );
}
