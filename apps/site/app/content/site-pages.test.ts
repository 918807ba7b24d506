import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import routes from '../routes.ts';
import { allSitePages, navigation, prerenderedPaths, searchablePages } from '../site-map.ts';
import { learningCenter } from './learning-center.ts';
import { contentSitePages, LEARN_HOME_PAGE, learningCenterPages } from './site-pages.ts';

const center = learningCenter();
const learnRoutes = routes
  .filter((route) => route.path?.startsWith('learn'))
  .map((route) => ({ id: route.file, path: route.path }));

describe('the learning-center pages of the site map', () => {
  const pages = learningCenterPages();

  it('are the home page, one page per category and one per article, all pre-rendered', () => {
    expect(pages[0]).toBe(LEARN_HOME_PAGE);
    expect(pages.map((page) => page.path)).toEqual([
      '/learn',
      ...center.categories.flatMap((category) => [
        category.path,
        ...category.articles.map((article) => article.path),
      ]),
    ]);
    expect(pages).toHaveLength(1 + center.categories.length + center.articles.length);
    for (const page of pages) expect(page.prerender).toBe(true);
  });

  it('each have a title and a description of at most 160 characters', () => {
    for (const page of pages) {
      expect(page.title, page.path).not.toBe('');
      expect(page.description.length, page.path).toBeGreaterThan(0);
      expect(page.description.length, page.path).toBeLessThanOrEqual(160);
    }
  });

  it('are part of allSitePages, pre-rendering and search, and /learn is in the main navigation', () => {
    const paths = allSitePages().map((page) => page.path);
    const searchable = searchablePages().map((page) => page.path);
    for (const page of pages) {
      expect(paths).toContain(page.path);
      expect(prerenderedPaths()).toContain(page.path);
      expect(searchable).toContain(page.path);
    }
    expect(new Set(paths).size).toBe(paths.length);
    expect(navigation('main').map((page) => page.path)).toContain('/learn');
  });

  it('each match the learning-center route that renders them', () => {
    const expected = (path: string) =>
      path === '/learn'
        ? 'routes/learn.tsx'
        : path.split('/').length === 3
          ? 'routes/learn-category.tsx'
          : 'routes/learn-article.tsx';
    for (const page of pages) {
      expect(matchRoutes(learnRoutes, page.path)?.at(-1)?.route.id, page.path).toBe(
        expected(page.path),
      );
    }
  });

  it('name a category page after its category', () => {
    expect(contentSitePages(center)[0]).toEqual({
      path: '/learn/buying',
      title: 'Buying articles',
      description: center.categories[0]?.description,
      prerender: true,
    });
  });
});
