import type { SitePage } from './site-map.ts';

/** Longest query we look at; longer input is cut, never an error. */
export const MAX_QUERY_LENGTH = 200;

/** Lower-case words of a query, punctuation dropped. */
export function queryTerms(query: string): string[] {
  return query
    .slice(0, MAX_QUERY_LENGTH)
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((term) => term.length > 0);
}

/**
 * Pages whose title or description contain every term, best first (title hits weigh
 * more). The full-text index of articles and calculators replaces this when it lands.
 */
export function searchPages(pages: readonly SitePage[], query: string): SitePage[] {
  const terms = queryTerms(query);
  if (terms.length === 0) return [];
  return pages
    .map((page) => {
      const title = page.title.toLowerCase();
      const description = page.description.toLowerCase();
      let score = 0;
      for (const term of terms) {
        if (title.includes(term)) score += 3;
        else if (description.includes(term)) score += 1;
        else return { page, score: 0 };
      }
      return { page, score };
    })
    .filter((hit) => hit.score > 0)
    .sort((a, b) => b.score - a.score)
    .map((hit) => hit.page);
}
