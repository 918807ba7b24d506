import type { Locator, Page } from '@playwright/test';
import { FormPage } from './form-page.ts';

/** /subscribe: an e-mail address and the consent checkboxes. */
export class SubscribePage extends FormPage {
  readonly emailAddress: Locator;
  readonly topics: Locator;
  readonly newsletter: Locator;
  readonly rateAlerts: Locator;
  readonly marketInsights: Locator;
  readonly submitButton: Locator;

  constructor(page: Page) {
    super(page);
    this.emailAddress = this.main.getByRole('textbox', { name: 'Email address' });
    this.topics = this.main.getByRole('group', { name: 'What do you want us to email you about?' });
    this.newsletter = this.topics.getByRole('checkbox', { name: 'Our monthly newsletter' });
    this.rateAlerts = this.topics.getByRole('checkbox', { name: 'Mortgage rate alerts' });
    this.marketInsights = this.topics.getByRole('checkbox', { name: 'Housing market insights' });
    this.submitButton = this.main.getByRole('button', { name: 'Subscribe' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/subscribe');
  }

  async submit(): Promise<void> {
    await this.submitButton.click();
  }
}
