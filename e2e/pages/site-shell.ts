import type { Locator, Page } from '@playwright/test';

/** The page shell every page shares: header, main content and footer. */
export class SiteShell {
  readonly header: Locator;
  readonly mainNavigation: Locator;
  readonly searchBox: Locator;
  readonly footer: Locator;
  readonly legalNavigation: Locator;
  /** On a phone (767 px and below): the button that shows the main navigation. */
  readonly menuButton: Locator;
  /** Below 1080 px: the button that shows the search field. */
  readonly searchButton: Locator;
  /** The banner at the foot of the window (SPEC §4): at most one shows at a time. */
  readonly banners: Locator;
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
    this.header = page.getByRole('banner');
    this.mainNavigation = page.getByRole('navigation', { name: 'Main' });
    this.searchBox = this.header.getByLabel('Search the site');
    this.footer = page.getByRole('contentinfo');
    this.legalNavigation = page.getByRole('navigation', { name: 'Legal' });
    this.menuButton = this.header.getByRole('button', { name: 'Menu' });
    this.searchButton = this.header.getByRole('button', { name: 'Search', exact: true }).first();
    this.banners = page.locator('.site-banners .shell-banner');
  }

  /** Opens the main navigation on a phone, where it is behind the Menu button. */
  async openMenu(): Promise<void> {
    await this.menuButton.click();
    await this.mainNavigation.waitFor();
  }

  /** Shows the search field where it is behind the Search button (below 1080 px), and returns it. */
  async openSearch(): Promise<Locator> {
    if (!(await this.searchBox.isVisible())) await this.searchButton.click();
    return this.searchBox;
  }

  /** The parsed client-configuration block of SPEC §3 embedded in the page. */
  async clientConfig(): Promise<Record<string, unknown>> {
    const text = await this.page.locator('script#client-config').textContent();
    return JSON.parse(text ?? 'null') as Record<string, unknown>;
  }
}
