import type { Locator, Page } from '@playwright/test';
import { hydrated } from '../support/hydration.ts';

/** /loan-options: the loan-options personalization (SPEC §2, §4). */
export class LoanOptionsPage {
  readonly page: Page;
  readonly questionnaire: Locator;
  readonly startButton: Locator;
  readonly cards: Locator;
  readonly reviewButton: Locator;
  readonly reviewDialog: Locator;

  constructor(page: Page) {
    this.page = page;
    this.questionnaire = page.getByRole('region', { name: 'Loan options questionnaire' });
    this.startButton = this.questionnaire.getByRole('button', { name: 'Get started' });
    this.cards = this.questionnaire.getByRole('article');
    this.reviewButton = this.questionnaire.getByRole('button', {
      name: 'Review and edit your answers',
    });
    this.reviewDialog = page.getByRole('dialog', { name: 'Review your answers' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/loan-options');
    await hydrated(this.page);
  }

  heading(name: string | RegExp): Locator {
    return this.questionnaire.getByRole('heading', { name });
  }

  button(name: string): Locator {
    return this.questionnaire.getByRole('button', { name, exact: true });
  }

  async choose(answer: string): Promise<void> {
    await this.questionnaire.getByRole('radio', { name: answer, exact: true }).check();
  }

  /** Starts and answers every question, submitting with the last. */
  async answerAll(answers: readonly string[]): Promise<void> {
    await this.startButton.click();
    for (const [index, answer] of answers.entries()) {
      await this.choose(answer);
      await this.button(index === answers.length - 1 ? 'Submit' : 'Next').click();
    }
  }
}
