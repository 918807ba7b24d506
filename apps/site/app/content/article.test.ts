import { describe, expect, it } from 'vitest';
import { parseArticle } from './article.ts';
import { readArticleSources } from './article-files.ts';
import { LEARNING_CATEGORIES } from './categories.ts';
import { FrontMatterError } from './front-matter.ts';
import { bundledArticleSources } from './learning-center.ts';

const FRONT_MATTER = {
  title: '"FHA loans"',
  description: '"How FHA loans work."',
  category: '"Loan types"',
  subcategory: '"FHA loans"',
  keywords: '["fha", "mortgage insurance"]',
  published: '"2026-10-01"',
  updated: '"2026-11-13"',
  readingMinutes: '5',
  relatedCalculator: '"affordability"',
};

function source(fields: Record<string, string | undefined>, extra = '', body = 'Body.') {
  const lines = Object.entries({ ...FRONT_MATTER, ...fields })
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}: ${value}`);
  return ['---', ...lines, ...(extra ? [extra] : []), '---', '', body].join('\n');
}

describe('parseArticle', () => {
  it('derives slug, category and subcategory slugs and the path', () => {
    const article = parseArticle({
      fileName: 'fha-loans.md',
      source: source({}, 'faq:\n  - q: "Who can get one?"\n    a: "Most buyers."'),
    });
    expect(article).toMatchObject({
      slug: 'fha-loans',
      path: '/learn/loan-types/fha-loans',
      category: 'Loan types',
      categorySlug: 'loan-types',
      subcategory: 'FHA loans',
      subcategorySlug: 'fha-loans',
      keywords: ['fha', 'mortgage insurance'],
      readingMinutes: 5,
      relatedCalculator: 'affordability',
      faq: [{ question: 'Who can get one?', answer: 'Most buyers.' }],
      markdown: 'Body.',
    });
  });

  it('leaves relatedCalculator out and faq empty when the article has none', () => {
    const article = parseArticle({
      fileName: 'fha-loans.md',
      source: source({ relatedCalculator: undefined }),
    });
    expect(article).not.toHaveProperty('relatedCalculator');
    expect(article.faq).toEqual([]);
  });

  it.each([
    ['an unknown field', { author: '"Me"' }, '', 'unknown front matter field "author"'],
    ['an unknown category', { category: '"Buyng"' }, '', 'unknown category "Buyng"'],
    ['a missing title', { title: undefined }, '', '"title" must be text'],
    ['an empty description', { description: '""' }, '', '"description" must be text'],
    ['a number as the subcategory', { subcategory: '3' }, '', '"subcategory" must be text'],
    ['no keywords', { keywords: '[]' }, '', '"keywords" must be a list'],
    ['a date in another format', { published: '"10/01/2026"' }, '', '"published" must be a date'],
    ['an impossible date', { updated: '"2026-02-30"' }, '', '"updated" must be a date'],
    [
      'an update before publication',
      { updated: '"2026-09-01"' },
      '',
      '"updated" (2026-09-01) is before "published" (2026-10-01)',
    ],
    ['a fractional reading time', { readingMinutes: '4.5' }, '', '"readingMinutes" must be'],
    [
      'a calculator name in words',
      { relatedCalculator: '"Rent vs buy"' },
      '',
      '"relatedCalculator" must be a calculator id',
    ],
    ['a question without an answer', {}, 'faq:\n  - q: "Why?"', 'faq item 1 needs both'],
    [
      'a misspelt FAQ field',
      {},
      'faq:\n  - q: "Why?"\n    answer: "No"',
      'faq item 1 has an unknown field "answer"',
    ],
    ['a list of strings as faq', {}, 'faq: ["Why?"]', '"faq" must be a list of items'],
  ])('rejects %s, naming the file', (_name, fields, extra, message) => {
    const file = { fileName: 'fha-loans.md', source: source(fields, extra) };
    expect(() => parseArticle(file)).toThrow(FrontMatterError);
    expect(() => parseArticle(file)).toThrow(`fha-loans.md: ${message}`);
  });

  it('rejects a file name that cannot be a slug and an empty body', () => {
    expect(() => parseArticle({ fileName: 'FHA Loans.md', source: source({}) })).toThrow(
      'FHA Loans.md: name the file in lower-case words',
    );
    expect(() => parseArticle({ fileName: 'fha.md', source: source({}, '', '  ') })).toThrow(
      'fha.md: the article has no body',
    );
  });
});

describe('the articles in content/articles', () => {
  const sources = bundledArticleSources();

  it('are bundled by Vite exactly as they are on disk', () => {
    expect(sources.length).toBeGreaterThanOrEqual(12);
    expect(sources).toEqual(readArticleSources());
  });

  it.each(sources.map((file) => [file.fileName, file] as const))(
    '%s parses, with a known category, a subcategory and FAQs',
    (_name, file) => {
      const article = parseArticle(file);
      expect(LEARNING_CATEGORIES.map((category) => category.name)).toContain(article.category);
      expect(article.subcategory).not.toBe('');
      expect(article.path).toBe(`/learn/${article.categorySlug}/${article.slug}`);
      expect(article.faq.length).toBeGreaterThan(0);
      expect(article.description.length).toBeLessThanOrEqual(160);
    },
  );
});
