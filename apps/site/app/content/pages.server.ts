// The data of each learning-center page, worked out in route loaders (at build time for the
// pre-rendered pages). Everything returned is plain, serialisable data: no Markdown, no marked.
import { CALCULATOR_REGISTRY } from '@lender/calculator-kit/registry';
import { brand } from '../brand.ts';
import type { JsonLd } from '../structured-data.ts';
import { sitePages, type SitePage } from '../site-map.ts';
import { LEARN_PATH, type Article, type FaqEntry } from './article.ts';
import type { LearningCenter, LearningCategory } from './catalog.ts';
import { learningCenter } from './learning-center.ts';
import {
  renderArticleMarkdown,
  type ArticleBodySegment,
  type ArticleHeading,
} from './render-markdown.server.ts';
import { categoryPageTitle, LEARN_HOME_PAGE } from './site-pages.ts';
import {
  articleJsonLd,
  breadcrumbListJsonLd,
  faqPageJsonLd,
  type Crumb,
} from './structured-data.ts';

/** How many recent articles the learning center's carousel shows. */
export const RECENT_ARTICLE_COUNT = 6;
/** How many articles the "Related articles" carousel shows. */
export const RELATED_ARTICLE_COUNT = 4;

/** What a card of an article shows. */
export interface ArticleCardData {
  path: string;
  title: string;
  description: string;
  category: string;
  subcategory: string;
  updated: string;
  readingMinutes: number;
}

/** What the head of a page needs: its site-map entry, breadcrumbs and extra JSON-LD. */
export interface PageHead {
  page: SitePage;
  breadcrumbs: Crumb[];
  structuredData: JsonLd[];
}

export interface LearnHomeData extends PageHead {
  categories: {
    name: string;
    path: string;
    description: string;
    articleCount: number;
    subcategories: string[];
  }[];
  recent: ArticleCardData[];
}

export interface CategoryPageData extends PageHead {
  category: { name: string; description: string };
  subcategories: { name: string; slug: string; articles: ArticleCardData[] }[];
}

export interface ArticlePageData extends PageHead {
  article: {
    title: string;
    description: string;
    category: string;
    categoryPath: string;
    subcategory: string;
    published: string;
    updated: string;
    readingMinutes: number;
    faq: FaqEntry[];
  };
  body: ArticleBodySegment[];
  /** The body's main sections, for the "Contents" list. */
  contents: ArticleHeading[];
  relatedCalculator?: { path: string; title: string };
  related: ArticleCardData[];
}

const HOME_CRUMB: Crumb = { name: 'Home', path: '/' };
const LEARN_CRUMB: Crumb = { name: LEARN_HOME_PAGE.title, path: LEARN_PATH };

/** The card of an article. */
export function articleCard(article: Article): ArticleCardData {
  const { path, title, description, category, subcategory, updated, readingMinutes } = article;
  return { path, title, description, category, subcategory, updated, readingMinutes };
}

/** The learning center's home page. */
export function learnHomeData(center: LearningCenter = learningCenter()): LearnHomeData {
  const breadcrumbs = [HOME_CRUMB, LEARN_CRUMB];
  return {
    page: LEARN_HOME_PAGE,
    breadcrumbs,
    structuredData: [breadcrumbListJsonLd(breadcrumbs, brand.siteUrl)],
    categories: center.categories.map((category) => ({
      name: category.name,
      path: category.path,
      description: category.description,
      articleCount: category.articles.length,
      subcategories: category.subcategories.map((group) => group.name),
    })),
    recent: center.recent(RECENT_ARTICLE_COUNT).map(articleCard),
  };
}

/** A category page, or undefined for a category that does not exist. */
export function categoryPageData(
  slug: string,
  center: LearningCenter = learningCenter(),
): CategoryPageData | undefined {
  const category = center.category(slug);
  if (!category) return undefined;
  const breadcrumbs = [HOME_CRUMB, LEARN_CRUMB, categoryCrumb(category)];
  return {
    page: {
      path: category.path,
      title: categoryPageTitle(category),
      description: category.description,
      prerender: true,
    },
    breadcrumbs,
    structuredData: [breadcrumbListJsonLd(breadcrumbs, brand.siteUrl)],
    category: { name: category.name, description: category.description },
    subcategories: category.subcategories.map((group) => ({
      name: group.name,
      slug: group.slug,
      articles: group.articles.map(articleCard),
    })),
  };
}

/** An article page, or undefined when no article has this slug in this category. */
export function articlePageData(
  categorySlug: string,
  articleSlug: string,
  center: LearningCenter = learningCenter(),
  pages: readonly SitePage[] = sitePages,
): ArticlePageData | undefined {
  const article = center.article(categorySlug, articleSlug);
  const category = center.category(categorySlug);
  if (!article || !category) return undefined;
  const rendered = renderArticleMarkdown(article.markdown, {
    resolveLink: (href) => resolveContentLink(href, center),
  });
  const breadcrumbs = [
    HOME_CRUMB,
    LEARN_CRUMB,
    categoryCrumb(category),
    { name: article.title, path: article.path },
  ];
  const faq = faqPageJsonLd(article.faq);
  const calculator = calculatorPage(article.relatedCalculator, pages);
  return {
    page: {
      path: article.path,
      title: article.title,
      description: article.description,
      prerender: true,
    },
    breadcrumbs,
    structuredData: [
      breadcrumbListJsonLd(breadcrumbs, brand.siteUrl),
      articleJsonLd(article, brand),
      ...(faq ? [faq] : []),
    ],
    article: {
      title: article.title,
      description: article.description,
      category: article.category,
      categoryPath: category.path,
      subcategory: article.subcategory,
      published: article.published,
      updated: article.updated,
      readingMinutes: article.readingMinutes,
      faq: article.faq,
    },
    body: rendered.segments,
    contents: rendered.headings.filter((heading) => heading.depth === 2),
    ...(calculator
      ? { relatedCalculator: { path: calculator.path, title: calculator.title } }
      : {}),
    related: center.related(article, RELATED_ARTICLE_COUNT).map(articleCard),
  };
}

/**
 * Where `/learn/<article-slug>` has moved: content links name articles that way, so the short
 * address of an article leads to it rather than to a 404.
 */
export function shortArticleLink(
  slug: string,
  center: LearningCenter = learningCenter(),
): string | undefined {
  return center.articleBySlug(slug)?.path;
}

/**
 * The page of an article's related calculator (its registry id), when the site has one: a link
 * to a page that is not registered would lead to a 404.
 */
export function calculatorPage(
  id: string | undefined,
  pages: readonly SitePage[],
): SitePage | undefined {
  const path = CALCULATOR_REGISTRY.find((entry) => entry.id === id)?.path;
  return path === undefined ? undefined : pages.find((page) => page.path === path);
}

/** Content links name an article by its slug (`/learn/fha-loans#mip`); pages use its full path. */
export function resolveContentLink(href: string, center: LearningCenter): string {
  const match = /^\/learn\/([a-z0-9-]+)(#.*)?$/.exec(href);
  const article = match && center.articleBySlug(match[1] ?? '');
  return article ? `${article.path}${match[2] ?? ''}` : href;
}

function categoryCrumb(category: LearningCategory): Crumb {
  return { name: category.name, path: category.path };
}
