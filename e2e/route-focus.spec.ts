import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { OptOutPage } from './pages/opt-out-page.ts';
import { SiteShell } from './pages/site-shell.ts';
import { hydrated } from './support/hydration.ts';
import { DESKTOP, PHONE } from './support/layout.ts';
import { CANARY_EMAIL } from './support/canary.ts';

// Issue 22, acceptance 5: after a client-side navigation focus is on the new page's heading (or
// its main content), not left on <body>, and the new page's title is announced.

/** What has focus, as a role and a name. */
async function focused(page: Page): Promise<{ tag: string; text: string; inMain: boolean }> {
  return page.evaluate(() => {
    const active = document.activeElement;
    return {
      tag: active?.tagName.toLowerCase() ?? '',
      text: (active?.textContent ?? '').trim(),
      inMain: active?.closest('main') !== null,
    };
  });
}

/** The polite live region that reads out the new page's title (RouteFocus). */
function announcer(page: Page) {
  return page.locator('#route-announcer[aria-live="polite"]');
}

test.describe('focus follows navigation', () => {
  test('the opt-out form, sent with JavaScript, lands on its thank-you page with focus on its heading', async ({
    page,
  }) => {
    const optOut = new OptOutPage(page);
    await optOut.goto();
    await hydrated(page);
    await optOut.email.check();
    await optOut.emailAddress.fill(CANARY_EMAIL);
    await optOut.submit();

    await expect(page).toHaveURL(/\/opt-out\/thank-you$/);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeFocused();
    expect(await focused(page)).toMatchObject({ tag: 'h1', inMain: true });
    await expect(announcer(page)).toHaveText(await page.title());
  });

  test('following a link in the main navigation puts focus on the new page’s heading', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/privacy');
    await hydrated(page);
    await new SiteShell(page).mainNavigation.getByRole('link', { name: 'Learning center' }).click();

    await expect(page).toHaveURL(/\/learn$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Learning center' })).toBeFocused();
    await expect(announcer(page)).toHaveText(await page.title());
    expect(await page.title()).toMatch(/^Learning center \|/);
  });

  test('a link in the page, followed by keyboard on a phone, does the same', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/');
    await hydrated(page);
    const link = page.getByRole('main').getByRole('link', { name: 'See our state licences' });
    await link.focus();
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/licensing$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Licensing' })).toBeFocused();
    await expect(announcer(page)).toHaveText(/^Licensing \|/);
  });

  test('the first load leaves focus alone and announces nothing', async ({ page }) => {
    await page.goto('/privacy');
    await hydrated(page);
    expect((await focused(page)).tag).toBe('body');
    await expect(announcer(page)).toBeEmpty();
  });
});
