import { canonicalUrl } from '../meta.ts';
import { robotsTxt } from './robots-document.ts';
import { CRAWLER_FILE_CACHE_CONTROL } from './sitemap-document.ts';

/** GET /robots.txt (a resource route), rendered per request. */
export function loader() {
  return new Response(robotsTxt(canonicalUrl('/sitemap.xml')), {
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': CRAWLER_FILE_CACHE_CONTROL,
    },
  });
}
