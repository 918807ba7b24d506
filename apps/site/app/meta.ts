import type { MetaDescriptor } from 'react-router';
import { brand } from './brand.ts';
import { pageAt, type SitePage } from './site-map.ts';
import {
  absoluteUrl,
  breadcrumbJsonLd,
  organizationJsonLd,
  type JsonLd,
} from './structured-data.ts';

/** The picture shared pages show on social sites (public/og-image.png, 1200 × 630, the size they ask for). */
export const SHARE_IMAGE = {
  path: '/og-image.png',
  width: 1200,
  height: 630,
  alt: `${brand.lenderName}: home loans, refinancing and mortgage advice`,
} as const;

/** What a page adds to, or changes in, the tags every page gets. */
export interface SeoOptions {
  /** Open Graph type: `article` for learning-center articles, else `website`. */
  type?: 'website' | 'article';
  /**
   * Leave out the `<title>`: form pages render their own (see PageTitle) so it can start with
   * "Error: " while the form shows problems.
   */
  omitTitle?: boolean;
  /** Keep the page out of search engines (confirmation pages). */
  noindex?: boolean;
  /** More JSON-LD, such as Article or FAQPage, after the Organization or BreadcrumbList. */
  structuredData?: readonly JsonLd[];
}

/** The full title of a page: its own, then the lender's name. */
export function documentTitle(page: SitePage): string {
  return `${page.title} | ${brand.lenderName}`;
}

/** The canonical URL of a page: the path on the site's public origin (brand `siteUrl`). */
export function canonicalUrl(path: string): string {
  return absoluteUrl(brand.siteUrl, path);
}

/**
 * Every tag a search engine or a social site reads from a page: title, description, canonical
 * URL, Open Graph and Twitter card, and JSON-LD (the lender as Organization and
 * FinancialService on the home page, a BreadcrumbList on every other page).
 */
export function seoMeta(page: SitePage, options: SeoOptions = {}): MetaDescriptor[] {
  const url = canonicalUrl(page.path);
  const image = absoluteUrl(brand.siteUrl, SHARE_IMAGE.path);
  const structuredData: JsonLd[] = [
    page.path === '/'
      ? organizationJsonLd(brand, image)
      : breadcrumbJsonLd(brand.siteUrl, page, pageAt),
    ...(options.structuredData ?? []),
  ];
  return [
    ...(options.omitTitle ? [] : [{ title: documentTitle(page) }]),
    { name: 'description', content: page.description },
    ...(options.noindex ? [{ name: 'robots', content: 'noindex' }] : []),
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: options.type ?? 'website' },
    { property: 'og:site_name', content: brand.lenderName },
    { property: 'og:locale', content: 'en_US' },
    { property: 'og:title', content: page.title },
    { property: 'og:description', content: page.description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image },
    { property: 'og:image:width', content: String(SHARE_IMAGE.width) },
    { property: 'og:image:height', content: String(SHARE_IMAGE.height) },
    { property: 'og:image:alt', content: SHARE_IMAGE.alt },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: page.title },
    { name: 'twitter:description', content: page.description },
    { name: 'twitter:image', content: image },
    { name: 'twitter:image:alt', content: SHARE_IMAGE.alt },
    // React Router writes these as <script type="application/ld+json"> with < > & escaped.
    ...structuredData.map((data) => ({ 'script:ld+json': data })),
  ];
}

/** The registered page at a path; a page missing from site-map.ts is a programming error. */
function registeredPage(path: string): SitePage {
  const page = pageAt(path);
  if (!page) throw new Error(`No page registered at ${path} in site-map.ts`);
  return page;
}

/** Meta tags of a registered page, its title suffixed with the lender's name. */
export function pageMeta(path: string, options: SeoOptions = {}): MetaDescriptor[] {
  return seoMeta(registeredPage(path), options);
}

/**
 * Meta tags of a form page: everything but the title, since the page renders its own
 * (see PageTitle) to prefix "Error: " while it shows problems.
 */
export function formPageMeta(path: string, options: SeoOptions = {}): MetaDescriptor[] {
  return seoMeta(registeredPage(path), { ...options, omitTitle: true });
}

/** Meta tags of a confirmation page: not worth a search engine's index. */
export function confirmationPageMeta(path: string): MetaDescriptor[] {
  return seoMeta(registeredPage(path), { noindex: true });
}

/** Whether a page belongs in sitemap.xml: listed, and not kept out of search engines. */
export function isIndexable(page: SitePage): boolean {
  return !page.unlisted && !page.noindex;
}
