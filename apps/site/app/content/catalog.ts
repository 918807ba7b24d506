import { categoryPath, type Article } from './article.ts';
import { FrontMatterError } from './front-matter.ts';
import { LEARNING_CATEGORIES, type LearningCategoryInfo } from './categories.ts';

/** Articles of one subcategory, as a category page groups them. */
export interface Subcategory {
  name: string;
  slug: string;
  articles: Article[];
}

/** A category that has articles, with its page path and its articles by subcategory. */
export interface LearningCategory extends LearningCategoryInfo {
  path: string;
  /** Subcategories in order of their newest article; articles newest first. */
  subcategories: Subcategory[];
  articles: Article[];
}

/** Every article and category, and the look-ups the pages need. Built once from the files. */
export interface LearningCenter {
  /** Newest first (by published date, then title). */
  articles: Article[];
  /** Categories that have at least one article, in LEARNING_CATEGORIES order. */
  categories: LearningCategory[];
  category(slug: string): LearningCategory | undefined;
  article(categorySlug: string, articleSlug: string): Article | undefined;
  /** The article with this slug in any category (content links use `/learn/<article-slug>`). */
  articleBySlug(slug: string): Article | undefined;
  /** The newest articles. */
  recent(count: number): Article[];
  /** Articles to read next: those the article links to, then its category's, then the newest. */
  related(article: Article, count: number): Article[];
}

/** Content links to other articles are written `/learn/<article-slug>`. */
const ARTICLE_LINK = /\]\(\/learn\/([a-z0-9-]+)(?:#[^)]*)?\)/g;

/** Organises parsed articles; throws when two articles share a slug. */
export function createLearningCenter(parsed: readonly Article[]): LearningCenter {
  const bySlug = new Map<string, Article>();
  for (const article of parsed) {
    if (bySlug.has(article.slug)) {
      throw new FrontMatterError(
        `${article.slug}.md: two articles have the slug "${article.slug}"`,
      );
    }
    bySlug.set(article.slug, article);
  }
  const articles = [...parsed].sort(
    (a, b) => b.published.localeCompare(a.published) || a.title.localeCompare(b.title),
  );
  const categories = LEARNING_CATEGORIES.map((info) => {
    const inCategory = articles.filter((article) => article.categorySlug === info.slug);
    const subcategories: Subcategory[] = [];
    for (const article of inCategory) {
      let group = subcategories.find((entry) => entry.slug === article.subcategorySlug);
      if (!group) {
        group = { name: article.subcategory, slug: article.subcategorySlug, articles: [] };
        subcategories.push(group);
      }
      group.articles.push(article);
    }
    return { ...info, path: categoryPath(info.slug), subcategories, articles: inCategory };
  }).filter((category) => category.articles.length > 0);

  return {
    articles,
    categories,
    category: (slug) => categories.find((category) => category.slug === slug),
    article: (categorySlug, articleSlug) => {
      const article = bySlug.get(articleSlug);
      return article?.categorySlug === categorySlug ? article : undefined;
    },
    articleBySlug: (slug) => bySlug.get(slug),
    recent: (count) => articles.slice(0, count),
    related(article, count) {
      const linked = [...article.markdown.matchAll(ARTICLE_LINK)].flatMap(([, slug = '']) => {
        const target = bySlug.get(slug);
        return target ? [target] : [];
      });
      const sameCategory = articles.filter((other) => other.categorySlug === article.categorySlug);
      const picked = new Set<Article>();
      for (const candidate of [...linked, ...sameCategory, ...articles]) {
        if (picked.size === count) break;
        if (candidate !== article) picked.add(candidate);
      }
      return [...picked];
    },
  };
}
