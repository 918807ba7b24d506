import { describe, expect, it } from 'vitest';
import type { Article } from './article.ts';
import { createLearningCenter } from './catalog.ts';
import { learningCenter } from './learning-center.ts';

function article(slug: string, fields: Partial<Article> = {}): Article {
  const categorySlug = fields.categorySlug ?? 'buying';
  return {
    slug,
    path: `/learn/${categorySlug}/${slug}`,
    title: slug,
    description: `About ${slug}`,
    category: 'Buying',
    categorySlug,
    subcategory: 'Budgeting',
    subcategorySlug: 'budgeting',
    keywords: [slug],
    published: '2026-10-01',
    updated: '2026-10-01',
    readingMinutes: 3,
    faq: [],
    markdown: 'Body.',
    ...fields,
  };
}

describe('createLearningCenter', () => {
  const refinance = article('refi', {
    category: 'Refinancing',
    categorySlug: 'refinancing',
    subcategory: 'Basics',
    subcategorySlug: 'basics',
    published: '2026-12-01',
  });
  const budget = article('budget', {
    published: '2026-09-01',
    markdown: 'See [refinancing](/learn/refi#costs) and [nothing](/learn/none).',
  });
  const rent = article('rent', { subcategory: 'Rent or buy', subcategorySlug: 'rent-or-buy' });
  const down = article('down', { published: '2026-11-01' });
  const center = createLearningCenter([budget, refinance, rent, down]);

  it('lists articles newest first and only the categories that have articles, in registry order', () => {
    expect(center.articles.map((entry) => entry.slug)).toEqual(['refi', 'down', 'rent', 'budget']);
    expect(center.categories.map((category) => [category.slug, category.path])).toEqual([
      ['buying', '/learn/buying'],
      ['refinancing', '/learn/refinancing'],
    ]);
    expect(center.recent(2).map((entry) => entry.slug)).toEqual(['refi', 'down']);
  });

  it('groups a category by subcategory, the newest subcategory first', () => {
    const buying = center.category('buying');
    expect(
      buying?.subcategories.map((group) => [group.name, group.articles.map((a) => a.slug)]),
    ).toEqual([
      ['Budgeting', ['down', 'budget']],
      ['Rent or buy', ['rent']],
    ]);
    expect(center.category('selling')).toBeUndefined();
  });

  it('finds an article only under its own category', () => {
    expect(center.article('buying', 'rent')).toBe(rent);
    expect(center.article('refinancing', 'rent')).toBeUndefined();
    expect(center.article('buying', 'nope')).toBeUndefined();
    expect(center.articleBySlug('refi')).toBe(refinance);
  });

  it('relates the articles an article links to first, then its category, then the newest', () => {
    expect(center.related(budget, 3).map((entry) => entry.slug)).toEqual(['refi', 'down', 'rent']);
    expect(center.related(refinance, 2).map((entry) => entry.slug)).toEqual(['down', 'rent']);
  });

  it('rejects two articles with one slug', () => {
    expect(() => createLearningCenter([budget, { ...budget }])).toThrow(
      'two articles have the slug "budget"',
    );
  });
});

describe('learningCenter', () => {
  const center = learningCenter();

  it('has every category of the real articles, each with subcategories', () => {
    expect(center.categories.map((category) => category.name)).toEqual([
      'Buying',
      'Loan types',
      'Rates and costs',
      'Credit and finances',
      'Refinancing',
      'Home equity',
    ]);
    for (const category of center.categories)
      expect(category.subcategories.length).toBeGreaterThan(0);
  });

  it('links articles only to articles that exist', () => {
    for (const entry of center.articles) {
      for (const [, slug] of entry.markdown.matchAll(/\]\(\/learn\/([^)#]+)/g)) {
        expect(
          center.articleBySlug(slug ?? ''),
          `${entry.slug} links to /learn/${slug}`,
        ).toBeDefined();
      }
    }
  });
});
