import type { Locator, Page } from '@playwright/test';
import { FormPage } from './form-page.ts';

/** /opt-out: promotional email, phone and text channels, each revealing its input. */
export class OptOutPage extends FormPage {
  readonly channels: Locator;
  readonly email: Locator;
  readonly phone: Locator;
  readonly sms: Locator;
  readonly emailAddress: Locator;
  readonly phoneNumber: Locator;
  readonly mobileNumber: Locator;
  readonly reason: Locator;
  readonly submitButton: Locator;

  constructor(page: Page) {
    super(page);
    this.channels = this.main.getByRole('group', {
      name: 'How do you want us to stop contacting you?',
    });
    this.email = this.channels.getByRole('checkbox', { name: 'Promotional email' });
    this.phone = this.channels.getByRole('checkbox', { name: 'Promotional phone calls' });
    this.sms = this.channels.getByRole('checkbox', { name: 'Promotional text messages' });
    this.emailAddress = this.main.getByRole('textbox', { name: 'Email address' });
    this.phoneNumber = this.main.getByRole('textbox', { name: 'Phone number' });
    this.mobileNumber = this.main.getByRole('textbox', { name: 'Mobile number' });
    this.reason = this.main.getByRole('textbox', { name: 'Why are you opting out? (optional)' });
    this.submitButton = this.main.getByRole('button', { name: 'Opt out' });
  }

  async goto(query = ''): Promise<void> {
    await this.page.goto(`/opt-out${query}`);
  }

  async submit(): Promise<void> {
    await this.submitButton.click();
  }
}
