import { expect, test } from './support/test.ts';
import { PhoneUpdatesPage } from './pages/phone-updates-page.ts';
import { answerWith, nextPost, recordPosts, UUID } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { messages } from './support/validation.ts';

const OPT_IN = '/rmscbff/opt-in';
/** Issue 35: what a phone number of the wrong length is told, with and without JavaScript. */
const TEN_DIGITS = 'Enter a 10-digit phone number, like 313 555 0100';

test.describe('phone opt-in form', () => {
  test('sends the number as digits with the ticked subscriptions, then thanks', async ({
    page,
  }) => {
    const form = new PhoneUpdatesPage(page);
    await form.goto();

    await form.calls.check();
    await form.texts.check();
    await form.mobileNumber.pressSequentially('3135550100');
    await expect(form.mobileNumber).toHaveValue('(313) 555-0100');
    const request = nextPost(page, OPT_IN);
    await form.submit();

    const sent = await request;
    expect(sent.postDataJSON()).toEqual({
      phoneOptIn: {
        inputValue: '3135550100',
        subscriptions: ['marketing-texts', 'marketing-calls'],
      },
      sourcePage: '/phone-updates',
      website: '',
    });
    expect(sent.headers()['idempotency-key']).toMatch(UUID);
    await expect(page).toHaveURL(/\/phone-updates\/thank-you$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'You are signed up for texts and calls' }),
    ).toBeVisible();
    expect((await sent.response())?.status()).toBeLessThan(300);
  });

  test('the consent text describes the button', async ({ page }) => {
    const form = new PhoneUpdatesPage(page);
    await form.goto();

    await expect(form.submitButton).toHaveAccessibleDescription(/You do not have to agree/);
  });

  test('nothing ticked: errorRequiredCheckbox, and nothing is sent', async ({ page }) => {
    const form = new PhoneUpdatesPage(page);
    await form.goto();
    const requests = recordPosts(page, OPT_IN);

    await form.mobileNumber.fill('3135550100');
    await form.submit();

    await expect(form.errorSummaryBox).toBeFocused();
    expect(await form.summaryLinks()).toEqual([
      [messages.optIn.errorRequiredCheckbox, '#subscriptions'],
    ]);
    await expect(form.choices).toHaveAccessibleDescription(
      `Select all that apply. Error: ${messages.optIn.errorRequiredCheckbox}`,
    );
    await form.expectErrorTitle(true);
    expect(requests).toEqual([]);
  });

  test('a box ticked: the number is required (errorRequiredText)', async ({ page }) => {
    const form = new PhoneUpdatesPage(page);
    await form.goto();

    await form.texts.check();
    await form.submit();

    expect(await form.summaryLinks()).toEqual([[messages.optIn.errorRequiredText, '#phone']]);
    await form.expectFieldError(form.mobileNumber, messages.optIn.errorRequiredText);
    await form.errorSummary.getByRole('link').click();
    await expect(form.mobileNumber).toBeFocused();
  });

  test('a number that cannot be real: errorFormat, on blur and on submit', async ({ page }) => {
    const form = new PhoneUpdatesPage(page);
    await form.goto();

    await form.calls.check();
    await form.mobileNumber.fill('3135551212');
    await form.mobileNumber.blur();
    await form.expectFieldError(form.mobileNumber, messages.optIn.errorFormat);
    await expect(form.errorSummary).toBeHidden();

    await form.submit();
    expect(await form.summaryLinks()).toEqual([[messages.optIn.errorFormat, '#phone']]);
    await expect(form.mobileNumber).toHaveValue('(313) 555-1212');

    await form.mobileNumber.fill('3135550100');
    await form.mobileNumber.blur();
    await form.expectNoFieldError(form.mobileNumber);
    await expect(form.errorSummary).toBeHidden();
  });

  test('an 11-digit number is kept as typed and refused, not cut to 10 digits', async ({
    page,
  }) => {
    const form = new PhoneUpdatesPage(page);
    await form.goto();
    const requests = recordPosts(page, OPT_IN);

    await form.texts.check();
    await form.mobileNumber.pressSequentially('31355501001');
    expect((await form.mobileNumber.inputValue()).replace(/\D/g, '')).toBe('31355501001');
    await form.mobileNumber.blur();
    await form.expectFieldError(form.mobileNumber, TEN_DIGITS);
    await form.submit();
    expect(await form.summaryLinks()).toEqual([[TEN_DIGITS, '#phone']]);
    expect(requests).toEqual([]);
  });

  test('an API failure shows a dismissible error block', async ({ page }) => {
    const form = new PhoneUpdatesPage(page);
    await form.goto();
    await answerWith(page, OPT_IN, 500);

    await form.texts.check();
    await form.mobileNumber.fill('3135550100');
    await form.submit();

    await expect(form.apiError).toBeVisible();
    await form.apiError.getByRole('button', { name: 'Dismiss this message' }).click();
    await expect(form.apiError).toBeHidden();
  });

  test('has no axe violations, empty and with errors; nor has its thank-you page', async ({
    page,
  }) => {
    const form = new PhoneUpdatesPage(page);
    await form.goto();
    await expectNoAxeViolations(page);

    await form.texts.check();
    await form.submit();
    await expect(form.errorSummary).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto('/phone-updates/thank-you');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'You are signed up for texts and calls',
    );
    await expectNoAxeViolations(page);
  });
});

test.describe('phone opt-in form without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('errors come back on the page; a valid form reaches the thank-you page', async ({
    page,
  }) => {
    const form = new PhoneUpdatesPage(page);
    await form.goto();

    await form.texts.check();
    await form.mobileNumber.fill('3135551212');
    await form.submit();
    expect(await form.summaryLinks()).toEqual([[messages.optIn.errorFormat, '#phone']]);
    await expect(form.texts).toBeChecked();

    // One digit too many is refused, never cut to 10 (issue 35).
    await form.mobileNumber.fill('31355501001');
    await form.submit();
    expect(await form.summaryLinks()).toEqual([[TEN_DIGITS, '#phone']]);

    await form.mobileNumber.fill('313-555-0100');
    await form.submit();
    await expect(page).toHaveURL(/\/phone-updates\/thank-you$/);
  });
});
