import type { Locator, Page } from '@playwright/test';
import { FormPage } from './form-page.ts';

/** /screen-share: the support code that opens a screen-share session in a new tab. */
export class ScreenSharePage extends FormPage {
  readonly code: Locator;
  readonly submitButton: Locator;
  readonly sessionLink: Locator;

  constructor(page: Page) {
    super(page);
    this.code = this.main.getByRole('textbox', { name: 'Screen share code' });
    this.submitButton = this.main.getByRole('button', { name: 'Start screen sharing' });
    this.sessionLink = this.main.getByRole('link', { name: /^start screen sharing/i });
  }

  async goto(): Promise<void> {
    await this.page.goto('/screen-share');
  }

  async submit(): Promise<void> {
    await this.submitButton.click();
  }
}
