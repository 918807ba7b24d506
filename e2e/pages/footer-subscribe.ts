import type { Locator, Page } from '@playwright/test';
import { messages } from '../support/validation.ts';

/** The compact subscribe form in every page's footer. */
export class FooterSubscribe {
  readonly page: Page;
  readonly section: Locator;
  readonly emailAddress: Locator;
  readonly submitButton: Locator;
  readonly errorSummary: Locator;
  readonly apiError: Locator;

  constructor(page: Page) {
    this.page = page;
    this.section = page
      .getByRole('contentinfo')
      .getByRole('region', { name: 'Get our monthly newsletter' });
    this.emailAddress = this.section.getByRole('textbox', { name: 'Email address' });
    this.submitButton = this.section.getByRole('button', { name: 'Subscribe' });
    this.errorSummary = this.section
      .getByRole('alert')
      .filter({ has: page.getByRole('heading', { name: messages.form.errorSummaryTitle }) });
    this.apiError = this.section.getByRole('region', { name: /^Sorry, we could not/ });
  }
}
