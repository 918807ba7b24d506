import { expect, test } from './support/test.ts';
import { OptOutPage } from './pages/opt-out-page.ts';
import { answerWith, holdRequests, nextPost, recordPosts, UUID } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { isSuppressed } from './support/admin.ts';
import { CANARY, CANARY_EMAIL, CANARY_PLUS_EMAIL } from './support/canary.ts';
import { messages } from './support/validation.ts';

const OPT_OUT = '/rmscbff/opt-out';
const MC_OPT_OUT = '/rmscbff/mc/opt-out';
/** The no-JavaScript journey's address: the canary with a + of its own. */
const NO_JS_ADDRESS = `jane+nojs.${CANARY}@example.com`;
/** Issue 35: what a phone number of the wrong length is told, with and without JavaScript. */
const TEN_DIGITS = 'Enter a 10-digit phone number, like 313 555 0100';

test.describe('opt-out form', () => {
  test('sends the ticked channel and goes to the thank-you page', async ({ page }) => {
    const form = new OptOutPage(page);
    await form.goto();

    await form.email.check();
    await form.emailAddress.fill(`${CANARY}@Example.COM`);
    const request = nextPost(page, OPT_OUT);
    await form.submit();

    const sent = await request;
    expect(sent.postDataJSON()).toEqual({
      email: CANARY_EMAIL,
      sourcePage: '/opt-out',
      website: '',
    });
    expect(sent.headers()['content-type']).toBe('application/json');
    expect(sent.headers()['idempotency-key']).toMatch(UUID);
    await expect(page).toHaveURL(/\/opt-out\/thank-you$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'We have your opt-out request' }),
    ).toBeVisible();
    expect((await sent.response())?.status()).toBeLessThan(300);
  });

  test('sends every channel (phone as homePhone, text as cellPhone) and the reason', async ({
    page,
  }) => {
    const form = new OptOutPage(page);
    await form.goto();

    await form.email.check();
    await form.emailAddress.fill(CANARY_EMAIL);
    await form.phone.check();
    await form.phoneNumber.pressSequentially('3135550100');
    await form.sms.check();
    await form.mobileNumber.fill('+1 (248) 555-0199');
    await form.reason.fill('Too many emails');
    // SPEC §5 digits as typed: the phone is shown the way it is read.
    await expect(form.phoneNumber).toHaveValue('(313) 555-0100');
    const request = nextPost(page, OPT_OUT);
    await form.submit();

    expect((await request).postDataJSON()).toEqual({
      reason: 'Too many emails',
      email: CANARY_EMAIL,
      homePhone: '3135550100',
      cellPhone: '2485550199',
      sourcePage: '/opt-out',
      website: '',
    });
    await expect(page).toHaveURL(/\/opt-out\/thank-you$/);
  });

  test('each channel reveals its input only while ticked', async ({ page }) => {
    const form = new OptOutPage(page);
    await form.goto();

    for (const [channel, input] of [
      [form.email, form.emailAddress],
      [form.phone, form.phoneNumber],
      [form.sms, form.mobileNumber],
    ] as const) {
      await expect(input).toBeHidden();
      await channel.check();
      await expect(input).toBeVisible();
      await channel.uncheck();
      await expect(input).toBeHidden();
    }
  });

  test('nothing ticked: the summary takes focus and links to the checkboxes', async ({ page }) => {
    const form = new OptOutPage(page);
    await form.goto();
    const requests = recordPosts(page, OPT_OUT);

    await form.submit();

    await expect(form.errorSummaryBox).toBeFocused();
    expect(await form.summaryLinks()).toEqual([
      [messages.optOut.errorRequiredCheckbox, '#channels'],
    ]);
    await expect(form.channels).toHaveAccessibleDescription(
      `Select all that apply. Error: ${messages.optOut.errorRequiredCheckbox}`,
    );
    await form.expectErrorTitle(true);
    await form.errorSummary.getByRole('link').click();
    await expect(form.email).toBeFocused();
    expect(requests).toEqual([]);

    // Ticking a box answers the problem.
    await form.email.check();
    await form.expectNoFieldError(form.email);
  });

  test('ticked channels with empty inputs: one required message each, in page order', async ({
    page,
  }) => {
    const form = new OptOutPage(page);
    await form.goto();

    await form.email.check();
    await form.phone.check();
    await form.sms.check();
    await form.submit();

    expect(await form.summaryLinks()).toEqual([
      [messages.optOut.errorRequiredEmail, '#email'],
      [messages.optOut.errorRequiredPhone, '#phone'],
      [messages.optOut.errorRequiredSms, '#sms'],
    ]);
    await form.expectFieldError(form.emailAddress, messages.optOut.errorRequiredEmail);
    await form.expectFieldError(form.phoneNumber, messages.optOut.errorRequiredPhone);
    await form.expectFieldError(form.mobileNumber, messages.optOut.errorRequiredSms);
    await form.errorSummary.getByRole('link', { name: messages.optOut.errorRequiredSms }).click();
    await expect(form.mobileNumber).toBeFocused();
  });

  test('inputs are checked on blur, and the summary follows what is fixed', async ({ page }) => {
    const form = new OptOutPage(page);
    await form.goto();

    await form.email.check();
    await form.emailAddress.fill('pat@');
    await form.emailAddress.blur();
    await form.expectFieldError(form.emailAddress, messages.email.errorFormat);
    // On blur the message shows beside the field only; the summary is for submitting.
    await expect(form.errorSummary).toBeHidden();
    await form.expectErrorTitle(true);

    await form.phone.check();
    await form.phoneNumber.fill('313555');
    await form.phoneNumber.blur();
    await form.expectFieldError(form.phoneNumber, messages.phone.errorLength);

    await form.sms.check();
    await form.mobileNumber.fill('2115550100');
    await form.mobileNumber.blur();
    await form.expectFieldError(form.mobileNumber, messages.phone.errorFormat);

    await form.submit();
    expect(await form.summaryLinks()).toEqual([
      [messages.email.errorFormat, '#email'],
      [messages.phone.errorLength, '#phone'],
      [messages.phone.errorFormat, '#sms'],
    ]);
    // What was typed is kept.
    await expect(form.emailAddress).toHaveValue('pat@');

    await form.emailAddress.fill(CANARY_EMAIL);
    await form.emailAddress.blur();
    await form.expectNoFieldError(form.emailAddress);
    expect((await form.summaryLinks()).map(([text]) => text)).toEqual([
      messages.phone.errorLength,
      messages.phone.errorFormat,
    ]);
  });

  test('an 11-digit number is kept as typed and refused, not cut to 10 digits; a leading 1 is fine', async ({
    page,
  }) => {
    const form = new OptOutPage(page);
    await form.goto();
    const requests = recordPosts(page, OPT_OUT);

    await form.phone.check();
    // One digit too many: cutting it off would opt out someone else's number.
    await form.phoneNumber.pressSequentially('31355501001');
    await expect(form.phoneNumber).not.toHaveValue('(313) 555-0100');
    expect((await form.phoneNumber.inputValue()).replace(/\D/g, '')).toBe('31355501001');
    await form.phoneNumber.blur();
    await form.expectFieldError(form.phoneNumber, TEN_DIGITS);
    await form.submit();
    expect(await form.summaryLinks()).toEqual([[TEN_DIGITS, '#phone']]);
    expect(requests).toEqual([]);

    // The country code in front is not a digit too many.
    await form.phoneNumber.fill('');
    await form.phoneNumber.pressSequentially('13135550100');
    await expect(form.phoneNumber).toHaveValue('(313) 555-0100');
    const request = nextPost(page, OPT_OUT);
    await form.submit();
    expect((await request).postDataJSON()).toMatchObject({ homePhone: '3135550100' });
    await expect(page).toHaveURL(/\/opt-out\/thank-you$/);
  });

  test('a reason over the limit is refused', async ({ page }) => {
    const form = new OptOutPage(page);
    await form.goto();

    await form.sms.check();
    await form.mobileNumber.fill('3135550100');
    await form.reason.fill('x'.repeat(501));
    await form.submit();

    expect(await form.summaryLinks()).toEqual([[messages.optOut.errorReasonLength, '#reason']]);
    await form.expectFieldError(form.reason, messages.optOut.errorReasonLength);
  });

  for (const { show, value, channel } of [
    { show: 'email', value: CANARY_EMAIL, channel: 'email' },
    { show: 'phone', value: '3135550100', channel: 'phone' },
    { show: 'sms', value: '2485550199', channel: 'sms' },
  ] as const) {
    test(`show=${show} ticks its channel and fills it from the ${show} parameter`, async ({
      page,
    }) => {
      const form = new OptOutPage(page);
      await form.goto(`?show=${show}&${show}=${encodeURIComponent(value)}`);

      const boxes = { email: form.email, phone: form.phone, sms: form.sms };
      const inputs = { email: form.emailAddress, phone: form.phoneNumber, sms: form.mobileNumber };
      for (const name of ['email', 'phone', 'sms'] as const) {
        if (name === channel) await expect(boxes[name]).toBeChecked();
        else await expect(boxes[name]).not.toBeChecked();
      }
      await expect(inputs[channel]).toHaveValue(value);
    });
  }

  test('a link from an e-mail with an unencoded + fills and sends the exact address', async ({
    page,
  }) => {
    const form = new OptOutPage(page);
    // Mail-merge links often leave the + of an address unencoded.
    await form.goto(`?show=email&email=${CANARY_PLUS_EMAIL}`);
    await expect(form.email).toBeChecked();
    await expect(form.emailAddress).toHaveValue(CANARY_PLUS_EMAIL);

    const request = nextPost(page, OPT_OUT);
    await form.submit();
    expect((await request).postDataJSON()).toMatchObject({ email: CANARY_PLUS_EMAIL });
    await expect(page).toHaveURL(/\/opt-out\/thank-you$/);
  });

  test('an unknown show= value ticks nothing', async ({ page }) => {
    const form = new OptOutPage(page);
    await form.goto('?show=fax&fax=123');

    for (const box of [form.email, form.phone, form.sms]) await expect(box).not.toBeChecked();
  });

  test('from a marketing e-mail, tells the API once on page load', async ({ page }) => {
    const form = new OptOutPage(page);
    const requests = recordPosts(page, MC_OPT_OUT);
    const request = nextPost(page, MC_OPT_OUT);

    await form.goto('?source=marketingcloud&Subscriberkey=SK-42&jobid=1001&batchid=7');

    const sent = await request;
    expect(sent.postDataJSON()).toEqual({ subscriberKey: 'SK-42', jobId: '1001', batchId: '7' });
    expect(sent.headers()['idempotency-key']).toMatch(UUID);
    expect((await sent.response())?.status()).toBeLessThan(300);
    // Fire-and-forget: nothing is shown, and the form works as usual. Re-rendering the page
    // must not send it again; give a wrong second request time to show up.
    await form.email.check();
    await expect(form.emailAddress).toBeVisible();
    await page.waitForTimeout(500);
    expect(requests).toHaveLength(1);
  });

  for (const query of [
    '?source=marketingcloud&Subscriberkey=SK-42&jobid=1001',
    '?source=email&Subscriberkey=SK-42&jobid=1001&batchid=7',
    '?source=marketingcloud&subscriberkey=SK-42&jobid=1001&batchid=7',
  ]) {
    test(`does not tell the marketing cloud API for ${query}`, async ({ page }) => {
      const requests = recordPosts(page, MC_OPT_OUT);
      await new OptOutPage(page).goto(query);
      await page.waitForLoadState('networkidle');
      expect(requests).toEqual([]);
    });
  }

  test('an API failure shows a dismissible error block; a retry reuses the key', async ({
    page,
  }) => {
    const form = new OptOutPage(page);
    await form.goto();
    await answerWith(page, OPT_OUT, 503);
    const requests = recordPosts(page, OPT_OUT);

    await form.email.check();
    await form.emailAddress.fill(CANARY_EMAIL);
    await form.submit();

    // Three automatic retries of a 503, backing off (0.5, 1 and 2 s), before the error shows.
    await expect(form.apiError).toBeVisible({ timeout: 10_000 });
    await expect(form.apiError).toBeFocused();
    expect(requests).toHaveLength(4);
    await expect(page).toHaveURL(/\/opt-out$/);
    await form.expectErrorTitle(false);
    // Then the visitor's own retry: one submission, one key.
    await form.submit();
    await expect.poll(() => requests.length, { timeout: 10_000 }).toBe(8);
    const keys = new Set(requests.map((request) => request.headers()['idempotency-key']));
    expect(keys.size).toBe(1);

    await form.apiError.getByRole('button', { name: 'Dismiss this message' }).click();
    await expect(form.apiError).toBeHidden();
    await expect(form.submitButton).toBeFocused();

    // Different content is a new submission with a new key.
    await form.emailAddress.fill('sam@example.com');
    await form.submit();
    await expect.poll(() => requests.length, { timeout: 10_000 }).toBe(12);
    expect(requests[8]?.headers()['idempotency-key']).not.toBe([...keys][0]);
  });

  test('a refusal (4xx without field errors) also shows the error block', async ({ page }) => {
    const form = new OptOutPage(page);
    await form.goto();
    await answerWith(page, OPT_OUT, 429);

    await form.sms.check();
    await form.mobileNumber.fill('3135550100');
    await form.submit();

    await expect(form.apiError).toBeVisible();
  });

  test('one click sends one submission; the button is unavailable while sending', async ({
    page,
  }) => {
    const form = new OptOutPage(page);
    await form.goto();
    const held = await holdRequests(page, OPT_OUT);
    const requests = recordPosts(page, OPT_OUT);

    await form.email.check();
    await form.emailAddress.fill(CANARY_EMAIL);
    await form.submitButton.dblclick();
    await form.emailAddress.press('Enter');

    await expect(form.submitButton).toHaveAttribute('aria-disabled', 'true');
    await expect.poll(() => requests.length).toBe(1);
    held.release();
    await expect(page).toHaveURL(/\/opt-out\/thank-you$/);
    expect(requests).toHaveLength(1);
  });

  test('has no axe violations, empty and with errors', async ({ page }) => {
    const form = new OptOutPage(page);
    await form.goto();
    await expectNoAxeViolations(page);

    await form.email.check();
    await form.phone.check();
    await form.sms.check();
    await form.submit();
    await expect(form.errorSummary).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the thank-you page has no axe violations', async ({ page }) => {
    await page.goto('/opt-out/thank-you');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'We have your opt-out request',
    );
    await expectNoAxeViolations(page);
  });
});

test.describe('opt-out form without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('posts to the page: errors come back on the same page, focused, values kept', async ({
    page,
  }) => {
    const form = new OptOutPage(page);
    await form.goto();

    await form.email.check();
    // The reveal works with CSS alone.
    await expect(form.emailAddress).toBeVisible();
    await form.emailAddress.fill('pat@');
    await form.submit();

    await expect(page).toHaveURL(/\/opt-out$/);
    await expect(form.errorSummaryBox).toBeFocused();
    expect(await form.summaryLinks()).toEqual([[messages.email.errorFormat, '#email']]);
    await form.expectFieldError(form.emailAddress, messages.email.errorFormat);
    await expect(form.email).toBeChecked();
    await expect(form.emailAddress).toHaveValue('pat@');
    await form.expectErrorTitle(true);

    await form.submit();
    await expect(form.errorSummary).toBeVisible();
  });

  test('nothing ticked: the checkbox message', async ({ page }) => {
    const form = new OptOutPage(page);
    await form.goto();

    await form.submit();

    expect(await form.summaryLinks()).toEqual([
      [messages.optOut.errorRequiredCheckbox, '#channels'],
    ]);
  });

  test('a link from an e-mail with an unencoded + is stored with the exact address', async ({
    page,
    request,
  }) => {
    const form = new OptOutPage(page);
    await form.goto(`?show=email&email=${NO_JS_ADDRESS}`);
    await expect(form.email).toBeChecked();
    await expect(form.emailAddress).toHaveValue(NO_JS_ADDRESS);

    await form.submit();

    await expect(page).toHaveURL(/\/opt-out\/thank-you$/);
    expect(await isSuppressed(request, NO_JS_ADDRESS)).toBe(true);
  });

  test('an 11-digit number is refused, not cut to 10 digits', async ({ page }) => {
    const form = new OptOutPage(page);
    await form.goto();

    await form.phone.check();
    await form.phoneNumber.fill('31355501001');
    await form.submit();

    await expect(page).toHaveURL(/\/opt-out$/);
    expect(await form.summaryLinks()).toEqual([[TEN_DIGITS, '#phone']]);
    await expect(form.phoneNumber).toHaveValue('31355501001');
  });

  test('a link from a marketing e-mail is recorded on opening, as with JavaScript', async ({
    page,
    request,
  }) => {
    const address = `mc.nojs.${Date.now()}@example.com`;
    expect(await isSuppressed(request, address)).toBe(false);

    await new OptOutPage(page).goto(
      `?source=marketingcloud&Subscriberkey=${encodeURIComponent(address)}&jobid=1001&batchid=7`,
    );

    await expect.poll(() => isSuppressed(request, address), { timeout: 10_000 }).toBe(true);
  });

  test('a valid form is stored and answered with the thank-you page', async ({ page }) => {
    const form = new OptOutPage(page);
    await form.goto('?show=phone&phone=3135550100');

    await form.reason.fill('Moving house');
    await form.submit();

    await expect(page).toHaveURL(/\/opt-out\/thank-you$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'We have your opt-out request' }),
    ).toBeVisible();
  });
});
