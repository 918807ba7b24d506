import type { MetaDescriptor } from 'react-router';
import { describe, expect, it } from 'vitest';
import { brand } from '../brand.ts';
import { learningCenterMeta } from './learn-meta.ts';
import { learningCenter } from './learning-center.ts';
import {
  articlePageData,
  calculatorPage,
  categoryPageData,
  learnHomeData,
  resolveContentLink,
  shortArticleLink,
} from './pages.server.ts';

const center = learningCenter();

function jsonLd(meta: MetaDescriptor[]): Record<string, unknown>[] {
  return meta.flatMap((tag) =>
    'script:ld+json' in tag ? [tag['script:ld+json'] as Record<string, unknown>] : [],
  );
}

function find(meta: MetaDescriptor[], key: string, value: string) {
  return meta.find((tag) => (tag as Record<string, unknown>)[key] === value) as
    Record<string, string> | undefined;
}

describe('the head of each learning-center page', () => {
  const pages = [
    learnHomeData(),
    ...center.categories.map((category) => categoryPageData(category.slug)),
    ...center.articles.map((article) => articlePageData(article.categorySlug, article.slug)),
  ];

  it.each(pages.map((page) => [page?.page.path, page] as const))(
    '%s has its title, description, canonical URL and one BreadcrumbList like its breadcrumbs',
    (path, page) => {
      const meta = learningCenterMeta(page, path?.split('/').length === 4 ? 'article' : 'website');
      expect(meta).toContainEqual({ title: `${page?.page.title} | ${brand.lenderName}` });
      expect(find(meta, 'name', 'description')?.content).toBe(page?.page.description);
      expect(find(meta, 'rel', 'canonical')?.href).toBe(`${brand.siteUrl}${path}`);
      const lists = jsonLd(meta).filter((data) => data['@type'] === 'BreadcrumbList');
      expect(lists).toHaveLength(1);
      expect((lists[0]?.itemListElement as { name: string }[]).map((item) => item.name)).toEqual(
        page?.breadcrumbs.map((crumb) => crumb.name),
      );
    },
  );

  it('of an article is an Open Graph article with Article and FAQPage structured data', () => {
    const page = articlePageData('loan-types', 'fha-loans');
    const meta = learningCenterMeta(page, 'article');
    expect(find(meta, 'property', 'og:type')?.content).toBe('article');
    expect(jsonLd(meta).map((data) => data['@type'])).toEqual([
      'BreadcrumbList',
      'Article',
      'FAQPage',
    ]);
    expect(jsonLd(meta)[1]).toMatchObject({
      headline: page?.article.title,
      datePublished: page?.article.published,
      dateModified: page?.article.updated,
      author: { name: brand.lenderName },
      publisher: { name: brand.lenderName },
    });
  });

  it('is empty when the page was not found (the 404 page sets its own title)', () => {
    expect(learningCenterMeta(undefined)).toEqual([]);
  });
});

describe('articlePageData', () => {
  it('is undefined for an unknown article or an article asked for under another category', () => {
    expect(articlePageData('buying', 'no-such-article')).toBeUndefined();
    expect(articlePageData('refinancing', 'fha-loans')).toBeUndefined();
    expect(categoryPageData('no-such-category')).toBeUndefined();
  });

  it('lists the body sections for the contents and relates other articles, never itself', () => {
    const page = articlePageData('buying', 'buying-your-first-home');
    expect(page?.contents[0]).toEqual({
      depth: 2,
      text: 'The steps at a glance',
      id: 'the-steps-at-a-glance',
    });
    expect(page?.related.length).toBe(4);
    expect(page?.related.map((card) => card.path)).not.toContain(page?.page.path);
  });
});

describe('calculatorPage', () => {
  const pages = [
    {
      path: '/calculators/affordability',
      title: 'Affordability',
      description: 'x',
      prerender: true,
    },
  ];

  it('finds the page of a calculator the site has, and nothing otherwise', () => {
    expect(calculatorPage('affordability', pages)).toBe(pages[0]);
    expect(calculatorPage('rent-vs-buy', pages)).toBeUndefined();
    expect(calculatorPage(undefined, pages)).toBeUndefined();
  });
});

describe('resolveContentLink', () => {
  it.each([
    ['/learn/fha-loans', '/learn/loan-types/fha-loans'],
    ['/learn/fha-loans#mip', '/learn/loan-types/fha-loans#mip'],
    ['/learn/buying', '/learn/buying'],
    ['/learn/no-such-article', '/learn/no-such-article'],
    ['/calculators/affordability', '/calculators/affordability'],
  ])('%s → %s', (href, expected) => {
    expect(resolveContentLink(href, center)).toBe(expected);
  });
});

describe('shortArticleLink', () => {
  it('leads /learn/<article-slug> to the article, and nothing else anywhere', () => {
    expect(shortArticleLink('fha-loans')).toBe('/learn/loan-types/fha-loans');
    expect(shortArticleLink('buying')).toBeUndefined();
    expect(shortArticleLink('no-such-article')).toBeUndefined();
  });
});
