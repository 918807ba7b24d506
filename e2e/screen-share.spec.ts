import { expect, test } from './support/test.ts';
import { ScreenSharePage } from './pages/screen-share-page.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { formatScreenShareCode, messages, SCREEN_SHARE_CODE_LENGTH } from './support/validation.ts';

/** SPEC §9: the code is 8 characters, its digits and one hyphen after the third. */
const DIGITS = '9876543210'.slice(0, SCREEN_SHARE_CODE_LENGTH - 1);
const CODE = formatScreenShareCode(DIGITS);
/** The demo brand's support host (apps/site/brand.config.json). */
const SUPPORT_HOST = 'https://support.example.com';

test.describe('screen-share code', () => {
  test.beforeEach(async ({ context }) => {
    // The support host is fictional: answer for it, so the new tab has somewhere to land.
    await context.route(`${SUPPORT_HOST}/**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Support session</title>' }),
    );
  });

  test('keeps digits only and puts the hyphen after the third', async ({ page }) => {
    const form = new ScreenSharePage(page);
    await form.goto();

    expect(CODE).toHaveLength(SCREEN_SHARE_CODE_LENGTH);
    await form.code.pressSequentially(`${DIGITS.slice(0, 2)}a-${DIGITS.slice(2)}99`);
    await expect(form.code).toHaveValue(CODE);
  });

  test('a valid code opens the support session in a new tab, without an opener', async ({
    page,
    context,
  }) => {
    const form = new ScreenSharePage(page);
    await page.addInitScript(() => {
      const open = window.open.bind(window);
      window.open = (...args: Parameters<typeof window.open>) => {
        (window as unknown as { opened: unknown[] }).opened = args.map(String);
        return open(...args);
      };
    });
    await form.goto();

    await form.code.fill(DIGITS);
    const newTab = context.waitForEvent('page');
    await form.submit();

    const tab = await newTab;
    await tab.waitForLoadState();
    expect(tab.url()).toBe(`${SUPPORT_HOST}/api/start_session?short_key=${DIGITS}`);
    expect(await tab.evaluate(() => window.opener)).toBeNull();
    expect(await page.evaluate(() => (window as unknown as { opened: unknown[] }).opened)).toEqual([
      `${SUPPORT_HOST}/api/start_session?short_key=${DIGITS}`,
      '_blank',
      'noopener',
    ]);
    // A way in if the tab was blocked.
    await expect(form.sessionLink).toHaveAttribute('rel', 'noopener');
    await expect(page).toHaveURL(/\/screen-share$/);
  });

  test('nothing typed: the summary asks for the code', async ({ page, context }) => {
    const form = new ScreenSharePage(page);
    await form.goto();
    let opened = false;
    context.on('page', () => {
      opened = true;
    });

    await form.submit();

    await expect(form.errorSummaryBox).toBeFocused();
    expect(await form.summaryLinks()).toEqual([[messages.screenShareCode.errorRequired, '#code']]);
    await form.expectFieldError(form.code, messages.screenShareCode.errorRequired);
    await form.expectErrorTitle(true);
    expect(opened).toBe(false);
  });

  test('too short: checked on blur, then on every change after the first blur', async ({
    page,
  }) => {
    const form = new ScreenSharePage(page);
    await form.goto();

    // Before the first blur, typing alone shows nothing.
    await form.code.pressSequentially(DIGITS.slice(0, 2));
    await form.expectNoFieldError(form.code);
    await form.code.blur();
    await form.expectFieldError(form.code, messages.screenShareCode.errorFormat);

    await form.code.pressSequentially(DIGITS.slice(2, 5));
    await form.expectFieldError(form.code, messages.screenShareCode.errorFormat);
    await form.code.pressSequentially(DIGITS.slice(5));
    await form.expectNoFieldError(form.code);
    await form.expectErrorTitle(false);

    await form.code.press('Backspace');
    await form.expectFieldError(form.code, messages.screenShareCode.errorFormat);
    await form.submit();
    expect(await form.summaryLinks()).toEqual([[messages.screenShareCode.errorFormat, '#code']]);
  });

  test('has no axe violations, empty and with errors', async ({ page }) => {
    const form = new ScreenSharePage(page);
    await form.goto();
    await expectNoAxeViolations(page);

    await form.code.fill('12');
    await form.submit();
    await expect(form.errorSummary).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('screen-share code without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a bad code comes back with errors; a good one with a link to the session', async ({
    page,
  }) => {
    const form = new ScreenSharePage(page);
    await form.goto();

    await form.code.fill('12-3');
    await form.submit();
    expect(await form.summaryLinks()).toEqual([[messages.screenShareCode.errorFormat, '#code']]);

    await form.code.fill(CODE);
    await form.submit();
    await expect(form.sessionLink).toHaveAttribute(
      'href',
      `${SUPPORT_HOST}/api/start_session?short_key=${DIGITS}`,
    );
    await expect(form.sessionLink).toHaveAttribute('target', '_blank');
    await expect(form.sessionLink).toHaveAttribute('rel', 'noopener');
  });
});
