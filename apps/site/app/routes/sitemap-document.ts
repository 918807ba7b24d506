import { canonicalUrl, isIndexable } from '../meta.ts';
import type { SitePage } from '../site-map.ts';

/** How long crawlers and caches may keep sitemap.xml and robots.txt: they change with a deploy. */
export const CRAWLER_FILE_CACHE_CONTROL = 'public, max-age=3600';

/** One `<url>` of a sitemap: an absolute address and, when known, the date it last changed. */
export interface SitemapEntry {
  loc: string;
  lastmod?: string;
}

const XML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text made safe inside an XML element (the sitemap protocol asks for entity-escaped URLs). */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);
}

/** A sitemap.xml document (sitemaps.org protocol 0.9) listing the entries in order. */
export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const lastmod = entry.lastmod ? `<lastmod>${escapeXml(entry.lastmod)}</lastmod>` : '';
    return `  <url><loc>${escapeXml(entry.loc)}</loc>${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** The sitemap entries of some pages: the indexable ones, at their canonical URLs, in order. */
export function sitemapEntries(pages: readonly SitePage[]): SitemapEntry[] {
  return pages
    .filter(isIndexable)
    .map((page) => ({ loc: canonicalUrl(page.path), lastmod: page.lastModified }));
}
