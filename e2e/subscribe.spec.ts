import { expect, test } from './support/test.ts';
import { FooterSubscribe } from './pages/footer-subscribe.ts';
import { SubscribePage } from './pages/subscribe-page.ts';
import { answerWith, nextPost, recordPosts, UUID } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { messages } from './support/validation.ts';
import { CANARY_EMAIL } from './support/canary.ts';

const SUBSCRIBE = '/rmscbff/subscribe';

test.describe('subscribe page', () => {
  test('sends the e-mail and the ticked topics, then thanks the visitor', async ({ page }) => {
    const form = new SubscribePage(page);
    await form.goto();

    await form.emailAddress.fill(CANARY_EMAIL);
    await form.rateAlerts.check();
    await form.newsletter.check();
    const request = nextPost(page, SUBSCRIBE);
    await form.submit();

    const sent = await request;
    expect(sent.postDataJSON()).toEqual({
      email: CANARY_EMAIL,
      subscriptions: ['newsletter', 'rate-alerts'],
      sourcePage: '/subscribe',
      website: '',
    });
    expect(sent.headers()['idempotency-key']).toMatch(UUID);
    await expect(page).toHaveURL(/\/subscribe\/thank-you$/);
    await expect(page.getByRole('heading', { level: 1, name: 'You are subscribed' })).toBeVisible();
    expect((await sent.response())?.status()).toBeLessThan(300);
  });

  test('nothing typed: the e-mail is required (and the topics are not asked for yet)', async ({
    page,
  }) => {
    const form = new SubscribePage(page);
    await form.goto();
    const requests = recordPosts(page, SUBSCRIBE);

    await form.submit();

    await expect(form.errorSummaryBox).toBeFocused();
    expect(await form.summaryLinks()).toEqual([[messages.email.errorRequired, '#email']]);
    await form.expectFieldError(form.emailAddress, messages.email.errorRequired);
    await form.expectErrorTitle(true);
    expect(requests).toEqual([]);
  });

  test('an e-mail typed and no topic ticked: errorRequiredCheckbox', async ({ page }) => {
    const form = new SubscribePage(page);
    await form.goto();

    await form.emailAddress.fill(CANARY_EMAIL);
    await form.submit();

    expect(await form.summaryLinks()).toEqual([
      [messages.subscribe.errorRequiredCheckbox, '#subscriptions'],
    ]);
    await expect(form.topics).toHaveAccessibleDescription(
      `Select all that apply. Error: ${messages.subscribe.errorRequiredCheckbox}`,
    );
    await form.errorSummary.getByRole('link').click();
    await expect(form.newsletter).toBeFocused();

    await form.marketInsights.check();
    await expect(form.topics).not.toHaveAccessibleDescription(/Error:/);
  });

  test('the e-mail is checked on blur with errorFormat, and kept as typed', async ({ page }) => {
    const form = new SubscribePage(page);
    await form.goto();

    // Leaving the box empty is not a mistake yet.
    await form.emailAddress.focus();
    await form.emailAddress.blur();
    await form.expectNoFieldError(form.emailAddress);

    await form.emailAddress.fill('pat@example');
    await form.emailAddress.blur();
    await form.expectFieldError(form.emailAddress, messages.email.errorFormat);
    await expect(form.errorSummary).toBeHidden();

    await form.submit();
    expect(await form.summaryLinks()).toEqual([
      [messages.email.errorFormat, '#email'],
      [messages.subscribe.errorRequiredCheckbox, '#subscriptions'],
    ]);
    await expect(form.emailAddress).toHaveValue('pat@example');

    await form.emailAddress.fill(CANARY_EMAIL);
    await form.emailAddress.blur();
    await form.expectNoFieldError(form.emailAddress);
  });

  test('an API failure shows an error banner the visitor can dismiss', async ({ page }) => {
    const form = new SubscribePage(page);
    await form.goto();
    await answerWith(page, SUBSCRIBE, 500);

    await form.emailAddress.fill(CANARY_EMAIL);
    await form.newsletter.check();
    await form.submit();

    await expect(form.apiError).toBeVisible();
    await expect(form.apiError).toBeFocused();
    await expect(page).toHaveURL(/\/subscribe$/);
    await form.apiError.getByRole('button', { name: 'Dismiss this message' }).click();
    await expect(form.apiError).toBeHidden();
    await expect(form.submitButton).toBeFocused();
  });

  test('has no axe violations, empty and with errors; nor has its thank-you page', async ({
    page,
  }) => {
    const form = new SubscribePage(page);
    await form.goto();
    await expectNoAxeViolations(page);

    await form.emailAddress.fill('pat@');
    await form.submit();
    await expect(form.errorSummary).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto('/subscribe/thank-you');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are subscribed');
    await expectNoAxeViolations(page);
  });
});

test.describe('footer subscribe form', () => {
  test('subscribes to the newsletter from any page', async ({ page }) => {
    await page.goto('/licensing');
    const footer = new FooterSubscribe(page);

    await footer.emailAddress.fill(CANARY_EMAIL);
    const request = nextPost(page, SUBSCRIBE);
    await footer.submitButton.click();

    const sent = await request;
    expect(sent.postDataJSON()).toEqual({
      email: CANARY_EMAIL,
      subscriptions: ['newsletter'],
      sourcePage: '/licensing',
      website: '',
    });
    expect(sent.headers()['idempotency-key']).toMatch(UUID);
    await expect(page).toHaveURL(/\/subscribe\/thank-you$/);
  });

  test('shows its own error summary and inline message, and checks the e-mail on blur', async ({
    page,
  }) => {
    await page.goto('/');
    const footer = new FooterSubscribe(page);
    const requests = recordPosts(page, SUBSCRIBE);

    await footer.submitButton.click();
    await expect(footer.errorSummary).toBeVisible();
    await expect(footer.errorSummary.locator('xpath=..')).toBeFocused();
    await expect(footer.errorSummary.getByRole('link')).toHaveAttribute(
      'href',
      '#footer-subscribe-email',
    );
    await expect(footer.emailAddress).toHaveAccessibleDescription(
      new RegExp(`Error: ${messages.email.errorRequired}$`),
    );
    await expect(page).toHaveTitle(/^Error: /);
    await expectNoAxeViolations(page);

    await footer.emailAddress.fill('pat@');
    await footer.emailAddress.blur();
    await expect(footer.emailAddress).toHaveAccessibleDescription(
      new RegExp(`Error: ${messages.email.errorFormat}$`),
    );
    expect(requests).toEqual([]);

    await footer.emailAddress.fill(CANARY_EMAIL);
    await footer.emailAddress.blur();
    await expect(footer.emailAddress).not.toHaveAccessibleDescription(/Error:/);
    await expect(page).not.toHaveTitle(/^Error: /);
  });

  test('an API failure shows an error banner with a dismiss button', async ({ page }) => {
    await page.goto('/');
    await answerWith(page, SUBSCRIBE, 500);
    const footer = new FooterSubscribe(page);

    await footer.emailAddress.fill(CANARY_EMAIL);
    await footer.submitButton.click();

    await expect(footer.apiError).toBeVisible();
    await footer.apiError.getByRole('button', { name: 'Dismiss this message' }).click();
    await expect(footer.apiError).toBeHidden();
  });
});

test.describe('footer subscribe form without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a bad address comes back on the subscribe page with its error summary', async ({
    page,
  }) => {
    await page.goto('/');
    const footer = new FooterSubscribe(page);

    await footer.emailAddress.fill('pat@');
    await footer.submitButton.click();

    const form = new SubscribePage(page);
    await expect(page).toHaveURL(/\/subscribe$/);
    expect(await form.summaryLinks()).toEqual([[messages.email.errorFormat, '#email']]);
    await expect(form.emailAddress).toHaveValue('pat@');
    await expect(form.newsletter).toBeChecked();
  });

  test('a good address goes to the thank-you page', async ({ page }) => {
    await page.goto('/terms');
    const footer = new FooterSubscribe(page);

    await footer.emailAddress.fill(CANARY_EMAIL);
    await footer.submitButton.click();

    await expect(page).toHaveURL(/\/subscribe\/thank-you$/);
  });
});
