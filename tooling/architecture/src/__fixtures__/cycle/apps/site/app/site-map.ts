// A type-only cycle, as app/site-map.ts and app/content/site-pages.ts had one.
import type { SitePage } from './content/site-pages.ts';

export interface SiteMap {
  pages: SitePage[];
}
