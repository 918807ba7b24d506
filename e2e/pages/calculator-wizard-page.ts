import { expect, type Locator, type Page } from '@playwright/test';
import { hydrated } from '../support/hydration.ts';

/** /find-a-calculator: the calculator-recommendation wizard (SPEC §4). */
export class CalculatorWizardPage {
  readonly page: Page;
  readonly wizard: Locator;
  readonly getStartedButton: Locator;
  readonly nextButton: Locator;
  readonly backButton: Locator;
  readonly zipCode: Locator;
  readonly results: Locator;
  readonly ownAHome: Locator;
  readonly calculating: Locator;

  constructor(page: Page) {
    this.page = page;
    this.wizard = page.getByRole('region', { name: 'Calculator finder' });
    this.getStartedButton = this.wizard.getByRole('button', { name: 'Get started' });
    this.nextButton = this.wizard.getByRole('button', { name: 'Next' });
    this.backButton = this.wizard.getByRole('button', { name: 'Back' });
    this.zipCode = this.wizard.getByLabel('ZIP code');
    this.results = this.wizard.getByRole('list', { name: 'Suggested calculators' });
    this.ownAHome = this.wizard.getByLabel('Do you own a home now?');
    this.calculating = this.wizard.getByLabel('What do you want to figure out?');
  }

  async goto(): Promise<void> {
    await this.page.goto('/find-a-calculator');
    await hydrated(this.page);
  }

  /** Step 0, the get-started screen (SPEC §4): its button, then the first question. */
  async getStarted(): Promise<void> {
    await this.getStartedButton.click();
    await expect(this.question('Do you own a home now?')).toBeFocused();
  }

  /** The heading of the question on screen. */
  question(text: string | RegExp): Locator {
    return this.wizard.getByRole('heading', { name: text });
  }

  async choose(answer: string): Promise<void> {
    await this.wizard.getByRole('radio', { name: answer, exact: true }).check();
  }

  async next(): Promise<void> {
    await this.nextButton.click();
  }

  /** Chooses an answer and goes on. */
  async answer(answer: string): Promise<void> {
    await this.choose(answer);
    await this.next();
  }

  async answerZip(zip: string): Promise<void> {
    await this.zipCode.fill(zip);
    await this.next();
  }

  /** The result cards' names and links. */
  async cards(): Promise<[string, string][]> {
    await expect(this.results).toBeVisible();
    return this.results
      .getByRole('link')
      .evaluateAll((links) =>
        links.map((link) => [link.textContent ?? '', link.getAttribute('href') ?? '']),
      );
  }
}
