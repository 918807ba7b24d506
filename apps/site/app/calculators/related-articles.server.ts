import { learningCenter } from '../content/learning-center.ts';
import type { RelatedArticle } from './CalculatorPage.tsx';

/** Learning-center articles that point readers to a calculator (front matter `relatedCalculator`), newest first. */
export function relatedArticles(calculator: string, limit = 3): RelatedArticle[] {
  return learningCenter()
    .articles.filter((article) => article.relatedCalculator === calculator)
    .sort((a, b) => b.updated.localeCompare(a.updated))
    .slice(0, limit)
    .map(({ path, title, description }) => ({ path, title, description }));
}
