import type { MetaDescriptor } from 'react-router';
import { seoMeta } from '../meta.ts';
import type { JsonLd } from '../structured-data.ts';
import type { PageHead } from './pages.server.ts';

/**
 * The head of a learning-center page: title, description, canonical URL, Open Graph and the
 * page's JSON-LD, all from its loader data (in the browser the site map has no category or
 * article pages, so nothing here may look them up). The page's own BreadcrumbList, named like
 * the visible breadcrumbs, replaces the one worked out from the site map.
 */
export function learningCenterMeta(
  head: PageHead | undefined,
  type: 'website' | 'article' = 'website',
): MetaDescriptor[] {
  if (!head) return [];
  const own = new Set<JsonLd>(head.structuredData);
  return seoMeta(head.page, { type, structuredData: head.structuredData }).filter((descriptor) => {
    const data = (descriptor as { 'script:ld+json'?: JsonLd })['script:ld+json'];
    return !data || data['@type'] !== 'BreadcrumbList' || own.has(data);
  });
}
