import type { SiteMap } from '../site-map.ts';

export interface SitePage {
  path: string;
  siteMap?: SiteMap;
}
