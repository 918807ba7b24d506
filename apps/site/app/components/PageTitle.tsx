import { brand } from '../brand.ts';
import { pageAt } from '../site-map.ts';

/**
 * The document title of a form page, rendered by the page itself (React puts it in the head)
 * so it can start with "Error: " while the form shows problems, as GOV.UK asks: the title is
 * the first thing a screen reader reads after the page reloads.
 */
export function PageTitle({ path, error = false }: { path: string; error?: boolean }) {
  const page = pageAt(path);
  if (!page) throw new Error(`No page registered at ${path} in site-map.ts`);
  return <title>{`${error ? 'Error: ' : ''}${page.title} | ${brand.lenderName}`}</title>;
}
