import { expect, test } from './support/test.ts';
import { LoanOptionsPage } from './pages/loan-options-page.ts';
import { expectNoAxeViolations } from './support/axe.ts';

// Issue 25, acceptance 2 and 3: the loan-options personalization in Chromium: landing, form,
// results, reset, review and the tablet toggle, axe clean in each state. Issue 35: Back deletes
// the answer of the question it returns to (SPEC §4), and a refinancer answering 620-680 (which
// holds the SPEC's 620 to 639) gets the refiCredit580To619 message.

test.describe('the loan-options personalization', () => {
  test('goes from landing through the questions to the matching loans, and back', async ({
    page,
  }) => {
    const options = new LoanOptionsPage(page);
    await options.goto();
    await expect(options.heading('Which loans fit you?')).toBeVisible();
    await expectNoAxeViolations(page);

    await options.startButton.click();
    await expect(options.heading('What are you looking into?')).toBeFocused();
    await expect(options.questionnaire.getByText('1 of 4', { exact: false })).toBeVisible();
    await expect(options.button('Back')).toBeHidden();
    await options.button('Next').click();
    await expect(
      options.questionnaire.getByText('Select if you are buying a home or refinancing'),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    await options.choose('Buying a home');
    await options.button('Next').click();
    await expect(options.questionnaire.getByText('2 of 4', { exact: false })).toBeVisible();
    // SPEC §4: Back pops the question before from the history and deletes its answer, so it
    // asks again; the question left is unanswered when the visitor comes forward again.
    await options.choose('No');
    await options.button('Back').click();
    await expect(options.heading('What are you looking into?')).toBeFocused();
    await expect(
      options.questionnaire.getByRole('radio', { name: 'Buying a home' }),
    ).not.toBeChecked();
    await options.button('Next').click();
    await expect(
      options.questionnaire.getByText('Select if you are buying a home or refinancing'),
    ).toBeVisible();
    await options.choose('Buying a home');
    await options.button('Next').click();
    await expect(options.questionnaire.getByRole('radio', { name: 'No' })).not.toBeChecked();
    await options.choose('Yes');
    await options.button('Next').click();
    await options.choose('620-680');
    await options.button('Next').click();
    await expect(options.button('Submit')).toBeVisible();
    await options.choose('No');
    await options.button('Submit').click();

    await expect(options.heading('Loans that match your answers: 2')).toBeFocused();
    await expect(options.cards.getByRole('heading')).toHaveText(['30-year FHA', '30-year fixed']);
    await expect(options.cards.first().getByRole('link')).toHaveAttribute(
      'href',
      '/rates?products=FHA30',
    );
    await expectNoAxeViolations(page);

    await options.button('Close').click();
    await expect(options.heading('Which loans fit you?')).toBeFocused();
    await options.button('See your loan options').click();
    await expect(options.heading('Loans that match your answers: 2')).toBeVisible();

    await options.button('Start over').click();
    await expect(options.heading('What are you looking into?')).toBeFocused();
    await expect(
      options.questionnaire.getByRole('radio', { name: 'Buying a home' }),
    ).not.toBeChecked();
  });

  test('shows guides when no loan fits yet', async ({ page }) => {
    const options = new LoanOptionsPage(page);
    await options.goto();
    await options.answerAll(['Refinancing my mortgage', 'No', 'Below 579', 'No']);
    await expect(options.heading('These guides can help you get ready')).toBeFocused();
    const links = options.cards.getByRole('link');
    await expect(links.first()).toHaveAttribute('href', /^\/learn\/[a-z-]+\/[a-z0-9-]+$/);
    await expectNoAxeViolations(page);
  });

  test('a refinancer answering 620-680 gets the message for 580 to 639', async ({ page }) => {
    const options = new LoanOptionsPage(page);
    await options.goto();
    await options.answerAll(['Refinancing my mortgage', 'No', '620-680', 'No']);
    await expect(options.heading('Loans that match your answers: 3')).toBeFocused();
    await expect(
      options.questionnaire.getByText(/With a score from 580 to 680 you can refinance/),
    ).toBeVisible();
    await expect(options.questionnaire.getByText(/These loans fit what you told us/)).toBeHidden();
  });

  test('edits the answers in the review dialog and applies them', async ({ page }) => {
    const options = new LoanOptionsPage(page);
    await options.goto();
    await options.answerAll(['Buying a home', 'Yes', '620-680', 'No']);
    await expect(options.heading('Loans that match your answers: 2')).toBeVisible();

    await options.reviewButton.click();
    await expect(options.reviewDialog).toBeVisible();
    await expect(options.reviewDialog.getByRole('radio', { name: '620-680' })).toBeChecked();
    await expectNoAxeViolations(page);
    await options.reviewDialog.getByRole('radio', { name: 'Refinancing my mortgage' }).check();
    await options.reviewDialog.getByRole('radio', { name: '580-619' }).check();
    await options.reviewDialog.getByRole('button', { name: 'Apply' }).click();
    await expect(options.reviewDialog).toBeHidden();
    await expect(options.heading('Loans that match your answers: 1')).toBeVisible();
    await expect(
      options.questionnaire.getByText(/With a score from 580 to 680 you can refinance/),
    ).toBeVisible();
    await expect(options.reviewButton).toBeFocused();

    // Escape closes it without applying anything.
    await options.reviewButton.click();
    await options.reviewDialog.getByRole('radio', { name: 'Buying a home' }).check();
    await page.keyboard.press('Escape');
    await expect(options.reviewDialog).toBeHidden();
    await expect(options.heading('Loans that match your answers: 1')).toBeVisible();
  });

  test('on a tablet, more than 2 cards collapse to 2 behind Show More', async ({ page }) => {
    await page.setViewportSize({ width: 1000, height: 900 });
    const options = new LoanOptionsPage(page);
    await options.goto();
    await options.answerAll(['Buying a home', 'Yes', 'Above 680', 'Yes']);
    await expect(options.heading('Loans that match your answers: 4')).toBeVisible();
    await expect(options.cards).toHaveCount(2);
    const toggle = options.button('Show More');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(options.cards).toHaveCount(4);
    await expect(options.button('Hide')).toHaveAttribute('aria-expanded', 'true');
    await expectNoAxeViolations(page);

    // Wider than a tablet, every card shows with no toggle.
    await page.setViewportSize({ width: 1300, height: 900 });
    await expect(options.button('Hide')).toBeHidden();
    await expect(options.cards).toHaveCount(4);
  });
});
