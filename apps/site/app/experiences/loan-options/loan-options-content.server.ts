// The loan-options content (apps/site/content/loan-options.json), checked when this module loads:
// at build time, as /loan-options is pre-rendered, so a bad row fails `pnpm build` with a message
// naming it (SPEC §3: the mapping table is content an editor changes). Server only.
import raw from '../../../content/loan-options.json' with { type: 'json' };
import { parseLoanOptionsContent, splitNames } from '@lender/guided-experiences/loan-options';
import { learningCenter } from '../../content/learning-center.ts';
import { articleCard, type ArticleCardData } from '../../content/pages.server.ts';

/** The content, parsed and checked against the learning center's articles. */
export const loanOptionsContent = parseLoanOptionsContent(raw, {
  articleSlugs: learningCenter().articles.map((article) => article.slug),
  source: 'apps/site/content/loan-options.json',
});

/** What the page needs: the content and a card for every article a path may show. */
export function loanOptionsPageData() {
  const center = learningCenter();
  const articles: Record<string, ArticleCardData> = {};
  for (const row of loanOptionsContent.paths) {
    for (const name of splitNames(row.show)) {
      const article = center.articleBySlug(name);
      if (article) articles[name] = articleCard(article);
    }
  }
  return { content: loanOptionsContent, articles };
}
