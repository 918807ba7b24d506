import { describe, expect, it } from 'vitest';
import routes from './routes.ts';
import { allSitePages, pageAt, prerenderedPaths, searchablePages, sitePages } from './site-map.ts';

const FORM_PAGES = ['/opt-out', '/subscribe', '/phone-updates', '/screen-share'];
const THANK_YOU_PAGES = ['/opt-out/thank-you', '/subscribe/thank-you', '/phone-updates/thank-you'];

describe('site map', () => {
  it('registers every route of routes.ts (the catch-all aside)', () => {
    const routePaths = routes
      .map((route) => (route.index ? '/' : `/${route.path ?? ''}`))
      .filter((path) => path !== '/*')
      // Resource routes, not pages: for crawlers (routes/sitemap.ts, routes/robots.ts), and the
      // opt-out page's image without JavaScript (routes/opt-out-marketing-cloud.ts).
      .filter(
        (path) =>
          path !== '/sitemap.xml' && path !== '/robots.txt' && path !== '/opt-out/marketing-cloud',
      );
    // The learning center's routes have their pages from content (app/content/site-pages.test.ts);
    // a place's market report page is one of thousands of places (the featured ones are below).
    const fixedPaths = routePaths.filter(
      (path) => !path.startsWith('/learn') && path !== '/market-insights/:place',
    );
    expect(fixedPaths.filter((path) => !pageAt(path))).toEqual([]);
    expect(sitePages.map((page) => page.path).sort()).toEqual([...fixedPaths].sort());
  });

  it("lists the featured places' market reports, rendered per request at their own addresses", () => {
    const places = allSitePages().filter((page) => page.path.startsWith('/market-insights/'));
    expect(places.map((page) => page.path)).toEqual(
      expect.arrayContaining(['/market-insights/detroit-mi', '/market-insights/search']),
    );
    for (const page of places) expect(page.prerender).toBe(false);
    expect(prerenderedPaths()).toEqual(
      expect.arrayContaining(['/find-a-calculator', '/loan-options', '/market-insights']),
    );
    expect(prerenderedPaths()).not.toContain('/rates');
  });

  it('renders the form pages per request (actions, query prefill), never at build time', () => {
    for (const path of FORM_PAGES) expect(prerenderedPaths()).not.toContain(path);
  });

  it('pre-renders the thank-you pages and keeps them out of site search', () => {
    for (const path of THANK_YOU_PAGES) {
      expect(prerenderedPaths()).toContain(path);
      expect(searchablePages().map((page) => page.path)).not.toContain(path);
    }
    expect(searchablePages().map((page) => page.path)).toEqual(expect.arrayContaining(FORM_PAGES));
  });
});
