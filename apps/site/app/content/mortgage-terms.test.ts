// The terms' links lead to an article that explains the term (mortgage-terms.ts): no link to a
// page that is gone, none to a page that never says what the term is.
import { describe, expect, it } from 'vitest';
import { learningCenter } from './learning-center.ts';
import { MORTGAGE_TERMS } from './mortgage-terms.ts';

/** How each term is written out in an article that explains it. */
const SPELLED_OUT = {
  apr: /annual percentage rate/i,
  points: /discount points?/i,
  pmi: /private mortgage insurance/i,
  dti: /debt-to-income/i,
  escrow: /escrow/i,
} as const;

describe('the mortgage terms explained beside figures and fields', () => {
  const articles = new Map(learningCenter().articles.map((article) => [article.path, article]));

  it.each(Object.entries(MORTGAGE_TERMS))(
    '%s links to an article that explains it',
    (key, term) => {
      const article = articles.get(term.articlePath);
      expect(article, `${term.articlePath} is no article`).toBeDefined();
      expect(article!.markdown).toMatch(SPELLED_OUT[key as keyof typeof SPELLED_OUT]);
    },
  );

  it.each(Object.entries(MORTGAGE_TERMS))(
    '%s has a short meaning, ending as a sentence does',
    (_key, term) => {
      expect(term.meaning.length).toBeLessThanOrEqual(200);
      expect(term.meaning.endsWith('.')).toBe(true);
    },
  );
});
