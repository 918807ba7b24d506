import type { Locator, Page } from '@playwright/test';
import { hydrated } from '../support/hydration.ts';

/** /market-insights and a place's own page: the search and the market report (SPEC §2, §4). */
export class MarketInsightsPage {
  readonly page: Page;
  readonly searchBox: Locator;
  readonly searchButton: Locator;
  readonly suggestions: Locator;
  readonly report: Locator;
  readonly stickyBar: Locator;
  readonly detailsButton: Locator;

  constructor(page: Page) {
    this.page = page;
    const search = page.getByRole('search', { name: 'Housing markets' });
    this.searchBox = search.getByLabel('City or ZIP code');
    this.searchButton = search.getByRole('button', { name: 'Search' });
    this.suggestions = search.getByRole('listbox', { name: 'Places' });
    this.report = page.getByRole('main').getByRole('article');
    this.stickyBar = page.getByRole('region', { name: 'Market report summary' });
    this.detailsButton = page.getByRole('button', { name: /^(Show|Hide) details$/ });
  }

  async goto(path = '/market-insights'): Promise<void> {
    await this.page.goto(path);
    await hydrated(this.page);
  }

  /** Types a place as a visitor would, a key at a time. */
  async type(text: string): Promise<void> {
    await this.searchBox.click();
    await this.searchBox.pressSequentially(text, { delay: 40 });
  }

  suggestion(name: string): Locator {
    return this.suggestions.getByRole('option', { name });
  }
}
