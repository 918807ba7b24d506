import type { Brand } from '../brand.ts';
import { absoluteUrl, type JsonLd } from '../structured-data.ts';
import type { FaqEntry } from './article.ts';

const SCHEMA_ORG = 'https://schema.org';

/** One link of a breadcrumb trail; the last one is the page itself. */
export interface Crumb {
  name: string;
  path: string;
}

/** What an Article's structured data says about it. */
export interface ArticleFacts {
  path: string;
  title: string;
  description: string;
  category: string;
  keywords: readonly string[];
  published: string;
  updated: string;
}

/** The lender, as author and publisher of the learning center. */
function lender(brand: Brand): JsonLd {
  return {
    '@type': 'Organization',
    '@id': `${absoluteUrl(brand.siteUrl, '/')}#organization`,
    name: brand.lenderName,
    url: absoluteUrl(brand.siteUrl, '/'),
    logo: { '@type': 'ImageObject', url: absoluteUrl(brand.siteUrl, brand.logo.src) },
  };
}

/** schema.org Article of a learning-center article, written and published by the lender. */
export function articleJsonLd(article: ArticleFacts, brand: Brand): JsonLd {
  const url = absoluteUrl(brand.siteUrl, article.path);
  return {
    '@context': SCHEMA_ORG,
    '@type': 'Article',
    '@id': `${url}#article`,
    headline: article.title,
    description: article.description,
    url,
    mainEntityOfPage: url,
    inLanguage: 'en-US',
    articleSection: article.category,
    keywords: article.keywords.join(', '),
    datePublished: article.published,
    dateModified: article.updated,
    author: lender(brand),
    publisher: lender(brand),
  };
}

/** schema.org BreadcrumbList of a trail, each step an absolute URL on the site. */
export function breadcrumbListJsonLd(trail: readonly Crumb[], siteUrl: string): JsonLd {
  return {
    '@context': SCHEMA_ORG,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(siteUrl, crumb.path),
    })),
  };
}

/** schema.org FAQPage of an article's questions and answers; undefined when it has none. */
export function faqPageJsonLd(faq: readonly FaqEntry[]): JsonLd | undefined {
  if (faq.length === 0) return undefined;
  return {
    '@context': SCHEMA_ORG,
    '@type': 'FAQPage',
    mainEntity: faq.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer },
    })),
  };
}
