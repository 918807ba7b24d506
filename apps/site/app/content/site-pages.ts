import type { SitePage } from '../site-page.ts';
import { LEARN_PATH } from './article.ts';
import type { LearningCenter, LearningCategory } from './catalog.ts';
import { learningCenter } from './learning-center.ts';

/** The learning center's home page, linked from the main navigation. */
export const LEARN_HOME_PAGE: SitePage = {
  path: LEARN_PATH,
  title: 'Learning center',
  description:
    'Plain-English guides to buying a home, loan types, mortgage rates and costs, credit, refinancing and home equity.',
  nav: 'main',
  summary:
    'Plain-English guides to loan types, rates and costs, credit, refinancing and home equity, with the math shown.',
  prerender: true,
};

/** Title of a category page, as the site map, search and the document title show it. */
export function categoryPageTitle(category: Pick<LearningCategory, 'name'>): string {
  return `${category.name} articles`;
}

/** The category and article pages of a learning center, all pre-rendered. */
export function contentSitePages(center: LearningCenter): SitePage[] {
  return center.categories.flatMap((category) => [
    {
      path: category.path,
      title: categoryPageTitle(category),
      description: category.description,
      prerender: true,
    },
    ...category.articles.map((article) => ({
      path: article.path,
      title: article.title,
      description: article.description,
      prerender: true,
    })),
  ]);
}

/**
 * Every learning-center page. In the browser only the home page: category and article pages
 * come from the article files, which stay on the server (the browser needs the site map only
 * for navigation, and those pages are not in it).
 */
export function learningCenterPages(): SitePage[] {
  if (!import.meta.env.SSR) return [LEARN_HOME_PAGE];
  return [LEARN_HOME_PAGE, ...contentSitePages(learningCenter())];
}
