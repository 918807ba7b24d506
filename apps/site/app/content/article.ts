import { categoryNamed } from './categories.ts';
import { FrontMatterError, parseFrontMatter, type FrontMatterValue } from './front-matter.ts';
import { slugify } from './slug.ts';

/** A Markdown file of content/articles, as listed by Vite or by the file system. */
export interface ArticleSource {
  /** File name without directories, e.g. `fha-loans.md`: it gives the article's slug. */
  fileName: string;
  source: string;
}

/** One question and answer of an article's FAQ section. */
export interface FaqEntry {
  question: string;
  answer: string;
}

/** An article's front matter, checked, with the names and paths the site derives from it. */
export interface Article {
  slug: string;
  /** `/learn/<category-slug>/<article-slug>` */
  path: string;
  title: string;
  description: string;
  category: string;
  categorySlug: string;
  subcategory: string;
  subcategorySlug: string;
  keywords: string[];
  /** ISO dates, `YYYY-MM-DD`. */
  published: string;
  updated: string;
  readingMinutes: number;
  /** Id of the calculator the article points readers to, e.g. `affordability`. */
  relatedCalculator?: string;
  faq: FaqEntry[];
  /** The Markdown body after the front matter. */
  markdown: string;
}

/** Path of the learning center's home page. */
export const LEARN_PATH = '/learn';

/** Path of a category page. */
export function categoryPath(categorySlug: string): string {
  return `${LEARN_PATH}/${categorySlug}`;
}

/** Path of an article page. */
export function articlePath(categorySlug: string, articleSlug: string): string {
  return `${categoryPath(categorySlug)}/${articleSlug}`;
}

const FILE_NAME = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.md$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const KNOWN_FIELDS = new Set([
  'title',
  'description',
  'category',
  'subcategory',
  'keywords',
  'published',
  'updated',
  'readingMinutes',
  'relatedCalculator',
  'faq',
]);

/**
 * Parses and checks one article. Throws FrontMatterError naming the file when the front matter
 * is malformed, a required field is missing or has the wrong type, or the category is unknown.
 */
export function parseArticle({ fileName, source }: ArticleSource): Article {
  // A declaration, not an arrow, so TypeScript narrows after `fail(…)` calls.
  function fail(message: string): never {
    throw new FrontMatterError(`${fileName}: ${message}`);
  }
  const slug = FILE_NAME.exec(fileName)?.[1];
  if (!slug) return fail('name the file in lower-case words joined by hyphens, ending in .md');

  const { data, body } = parseFrontMatter(source, fileName);
  for (const key of Object.keys(data)) {
    if (!KNOWN_FIELDS.has(key)) fail(`unknown front matter field "${key}"`);
  }
  const text = (key: string): string => {
    const value = data[key];
    if (typeof value !== 'string' || value.trim() === '') return fail(`"${key}" must be text`);
    return value;
  };
  const date = (key: string): string => {
    const value = text(key);
    const parsed = new Date(`${value}T00:00:00Z`);
    if (
      !ISO_DATE.test(value) ||
      Number.isNaN(parsed.getTime()) ||
      !parsed.toISOString().startsWith(value)
    ) {
      fail(`"${key}" must be a date written YYYY-MM-DD, found "${value}"`);
    }
    return value;
  };

  const categoryName = text('category');
  const category = categoryNamed(categoryName);
  if (!category) {
    fail(
      `unknown category "${categoryName}": use one of app/content/categories.ts or add it there`,
    );
  }
  const keywords = data.keywords;
  if (!isStringList(keywords) || keywords.length === 0) {
    fail('"keywords" must be a list of text, such as ["fha loan", "mortgage insurance"]');
  }
  const readingMinutes = data.readingMinutes;
  if (
    typeof readingMinutes !== 'number' ||
    !Number.isInteger(readingMinutes) ||
    readingMinutes < 1
  ) {
    fail('"readingMinutes" must be a whole number of minutes, 1 or more');
  }
  const published = date('published');
  const updated = date('updated');
  if (updated < published) fail(`"updated" (${updated}) is before "published" (${published})`);
  const relatedCalculator =
    data.relatedCalculator === undefined ? undefined : text('relatedCalculator');
  if (relatedCalculator !== undefined && slugify(relatedCalculator) !== relatedCalculator) {
    fail(
      `"relatedCalculator" must be a calculator id such as "affordability", found "${relatedCalculator}"`,
    );
  }
  if (body.trim() === '') fail('the article has no body after its front matter');

  const subcategory = text('subcategory');
  return {
    slug,
    path: articlePath(category.slug, slug),
    title: text('title'),
    description: text('description'),
    category: category.name,
    categorySlug: category.slug,
    subcategory,
    subcategorySlug: slugify(subcategory),
    keywords,
    published,
    updated,
    readingMinutes,
    ...(relatedCalculator === undefined ? {} : { relatedCalculator }),
    faq: parseFaq(data.faq, fail),
    markdown: body.trim(),
  };
}

function isStringList(value: FrontMatterValue | undefined): value is string[] {
  return Array.isArray(value) && value.every((entry) => typeof entry === 'string');
}

function parseFaq(
  value: FrontMatterValue | undefined,
  fail: (message: string) => never,
): FaqEntry[] {
  if (value === undefined) return [];
  if (!Array.isArray(value) || value.some((entry) => typeof entry !== 'object')) {
    return fail('"faq" must be a list of items, each with a "q" and an "a"');
  }
  return (value as Record<string, string>[]).map((entry, index) => {
    const { q, a, ...rest } = entry;
    const extra = Object.keys(rest)[0];
    if (extra) fail(`faq item ${index + 1} has an unknown field "${extra}"`);
    if (!q?.trim() || !a?.trim()) return fail(`faq item ${index + 1} needs both a "q" and an "a"`);
    return { question: q, answer: a };
  });
}
