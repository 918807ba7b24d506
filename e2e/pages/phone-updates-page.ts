import type { Locator, Page } from '@playwright/test';
import { FormPage } from './form-page.ts';

/** /phone-updates: the phone opt-in (marketing texts and calls) and its consent. */
export class PhoneUpdatesPage extends FormPage {
  readonly choices: Locator;
  readonly texts: Locator;
  readonly calls: Locator;
  readonly mobileNumber: Locator;
  readonly submitButton: Locator;

  constructor(page: Page) {
    super(page);
    this.choices = this.main.getByRole('group', { name: 'What do you want to get?' });
    this.texts = this.choices.getByRole('checkbox', { name: 'Text messages about offers' });
    this.calls = this.choices.getByRole('checkbox', { name: 'Phone calls about offers' });
    this.mobileNumber = this.main.getByRole('textbox', { name: 'Mobile number' });
    this.submitButton = this.main.getByRole('button', { name: 'Agree and sign up' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/phone-updates');
  }

  async submit(): Promise<void> {
    await this.submitButton.click();
  }
}
