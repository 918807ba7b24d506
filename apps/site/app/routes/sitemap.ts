import { allSitePages } from '../site-map.ts';
import { CRAWLER_FILE_CACHE_CONTROL, sitemapEntries, sitemapXml } from './sitemap-document.ts';

/** GET /sitemap.xml (a resource route: no HTML, no page shell), rendered per request. */
export function loader() {
  return new Response(sitemapXml(sitemapEntries(allSitePages())), {
    headers: {
      'content-type': 'application/xml; charset=utf-8',
      'cache-control': CRAWLER_FILE_CACHE_CONTROL,
    },
  });
}
