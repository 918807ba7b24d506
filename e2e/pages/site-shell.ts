import type { Locator, Page } from '@playwright/test';

/** The page shell every page shares: header, main content and footer. */
export class SiteShell {
  readonly header: Locator;
  readonly mainNavigation: Locator;
  readonly searchBox: Locator;
  readonly footer: Locator;
  readonly legalNavigation: Locator;
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
    this.header = page.getByRole('banner');
    this.mainNavigation = page.getByRole('navigation', { name: 'Main' });
    this.searchBox = this.header.getByLabel('Search the site');
    this.footer = page.getByRole('contentinfo');
    this.legalNavigation = page.getByRole('navigation', { name: 'Legal' });
  }

  /** The parsed client-configuration block of SPEC §3 embedded in the page. */
  async clientConfig(): Promise<Record<string, unknown>> {
    const text = await this.page.locator('script#client-config').textContent();
    return JSON.parse(text ?? 'null') as Record<string, unknown>;
  }
}
