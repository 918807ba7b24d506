/** A part of the site that links to a set of pages: see {@link SitePage.nav}. */
export type NavPlace = 'main' | 'legal' | 'tools';

/** One page of the site, as listed in navigation, search and pre-rendering. */
export interface SitePage {
  path: string;
  title: string;
  description: string;
  /**
   * Where the page is linked from the page shell. `main` pages are the site's sections: the
   * header's navigation and the home page's ways in list them, in this order. A new section
   * (calculators, market insights, rates) is one entry here with `nav: 'main'`, `navLabel` and
   * `summary`. `tools` pages (the calculator finder, loan options) are linked from the guided
   * experiences' 'More ways to plan' and the calculators hub, not from the shell.
   */
  nav?: NavPlace;
  /** Its name in the main navigation and on its home-page card, when shorter than the title. */
  navLabel?: string;
  /** One sentence on the home page's card for a `main` section: what a visitor does there. */
  summary?: string;
  /** Static pages are pre-rendered at build time; dynamic ones are rendered per request. */
  prerender: boolean;
  /** Left out of site search (confirmation pages, reached only by sending a form). */
  unlisted?: boolean;
  /** Kept out of search engines and sitemap.xml (a results page such as /search). */
  noindex?: boolean;
  /** When the content last changed, as an ISO date (2026-11-12): sitemap.xml's lastmod. */
  lastModified?: string;
}
