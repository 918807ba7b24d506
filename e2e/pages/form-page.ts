import { expect, type Locator, type Page } from '@playwright/test';
import { messages } from '../support/validation.ts';

/** What every form page of the site has: the GOV.UK error pattern and the API error block. */
export class FormPage {
  readonly page: Page;
  readonly main: Locator;
  /** The error summary's announced content ("There is a problem" and its links). */
  readonly errorSummary: Locator;
  /** The element that takes focus when the summary appears. */
  readonly errorSummaryBox: Locator;
  /** The block shown when the API fails or answers not ok (SPEC §8). */
  readonly apiError: Locator;

  constructor(page: Page) {
    this.page = page;
    this.main = page.getByRole('main');
    this.errorSummary = this.main
      .getByRole('alert')
      .filter({ has: page.getByRole('heading', { name: messages.form.errorSummaryTitle }) });
    this.errorSummaryBox = this.errorSummary.locator('xpath=..');
    this.apiError = this.main.getByRole('region', { name: /^Sorry, we could not/ });
  }

  /** The summary's links as [text, href] pairs, in order. */
  async summaryLinks(): Promise<[string, string][]> {
    const links = await this.errorSummary.getByRole('link').all();
    return Promise.all(
      links.map(
        async (link) =>
          [(await link.textContent()) ?? '', (await link.getAttribute('href')) ?? ''] as [
            string,
            string,
          ],
      ),
    );
  }

  /** Asserts a field shows this error, tied to it, with the hidden "Error:" prefix. */
  async expectFieldError(field: Locator, message: string): Promise<void> {
    await expect(field).toHaveAccessibleDescription(new RegExp(`Error: ${escape(message)}$`));
  }

  /** Asserts a field shows no error. */
  async expectNoFieldError(field: Locator): Promise<void> {
    await expect(field).not.toHaveAccessibleDescription(/Error:/);
  }

  /** Asserts the page title starts "Error: " exactly when errors show. */
  async expectErrorTitle(shown: boolean): Promise<void> {
    if (shown) await expect(this.page).toHaveTitle(/^Error: /);
    else await expect(this.page).not.toHaveTitle(/^Error: /);
  }
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
