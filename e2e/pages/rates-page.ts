import type { Locator, Page } from '@playwright/test';
import { hydrated } from '../support/hydration.ts';

/** /rates: the rate ticker and the comparison of up to three loans (SPEC §3, §4, §9). */
export class RatesPage {
  readonly page: Page;
  readonly ticker: Locator;
  readonly tickerLinks: Locator;
  readonly pauseButton: Locator;
  readonly playButton: Locator;
  readonly purpose: Locator;
  readonly selects: Locator[];
  readonly table: Locator;

  constructor(page: Page) {
    this.page = page;
    this.ticker = page.getByRole('region', { name: /Today’s rates/ });
    this.tickerLinks = this.ticker.locator('.rate-ticker__list').first().getByRole('link');
    this.pauseButton = this.ticker.getByRole('button', { name: 'Pause the rate ticker' });
    this.playButton = this.ticker.getByRole('button', { name: 'Play the rate ticker' });
    this.purpose = page.getByLabel('Loan purpose');
    this.selects = ['First loan', 'Second loan', 'Third loan'].map((label) =>
      page.getByLabel(label, { exact: true }),
    );
    this.table = page.getByRole('table', { name: /^Rates for / });
  }

  async goto(path = '/rates'): Promise<void> {
    await this.page.goto(path);
    await hydrated(this.page);
  }

  /** How far the ticker has moved: its belt's translateX in px. */
  offset(): Promise<number> {
    return this.ticker
      .locator('.rate-ticker__belt')
      .evaluate((belt) => new DOMMatrixReadOnly(getComputedStyle(belt).transform).m41);
  }

  /** The product names heading the table's columns. */
  columns(): Promise<string[]> {
    return this.table.getByRole('columnheader').allTextContents();
  }
}
