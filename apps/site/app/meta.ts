import type { MetaDescriptor } from 'react-router';
import { brand } from './brand.ts';
import { pageAt } from './site-map.ts';

/** Title and description tags of a registered page, titles suffixed with the lender's name. */
export function pageMeta(path: string): MetaDescriptor[] {
  const page = pageAt(path);
  if (!page) throw new Error(`No page registered at ${path} in site-map.ts`);
  return [
    { title: `${page.title} | ${brand.lenderName}` },
    { name: 'description', content: page.description },
  ];
}

/**
 * Meta tags of a form page: the description only, since the page renders its own title
 * (see PageTitle) to prefix "Error: " while it shows problems.
 */
export function formPageMeta(path: string): MetaDescriptor[] {
  const page = pageAt(path);
  if (!page) throw new Error(`No page registered at ${path} in site-map.ts`);
  return [{ name: 'description', content: page.description }];
}

/** Meta tags of a confirmation page: not worth a search engine's index. */
export function confirmationPageMeta(path: string): MetaDescriptor[] {
  return [...pageMeta(path), { name: 'robots', content: 'noindex' }];
}
