import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { CANARY_EMAIL } from './support/canary.ts';
import { hydrated } from './support/hydration.ts';

/** Console errors and warnings (hydration mismatches, CSP violations) and uncaught errors. */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

const FORM_PAGES = [
  {
    path: `/opt-out?show=email&email=${encodeURIComponent(CANARY_EMAIL)}`,
    heading: 'Stop marketing emails, calls and texts',
  },
  { path: '/subscribe', heading: 'Get email updates' },
  { path: '/phone-updates', heading: 'Get texts and calls from us' },
  { path: '/screen-share', heading: 'Share your screen with our support team' },
];

test.describe('form pages', () => {
  for (const { path, heading } of FORM_PAGES) {
    test(`${path} is rendered by the server and hydrates without a complaint`, async ({ page }) => {
      const problems = collectProblems(page);

      const response = await page.goto(path);

      expect(response?.status()).toBe(200);
      expect(response?.headers()['content-security-policy']).toContain("'nonce-");
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      const form = page.getByRole('main').locator('form');
      await expect(form).toHaveAttribute('method', 'post');
      await expect(form).toHaveAttribute('novalidate', '');
      // Hydrated, then a field re-renders.
      await hydrated(page);
      await page.getByRole('main').getByRole('textbox').first().fill('1');
      await expect(page.locator('title')).toHaveCount(1);
      expect(problems).toEqual([]);
    });
  }

  test('a client-side visit from the footer gives the page its own single title', async ({
    page,
  }) => {
    const problems = collectProblems(page);
    await page.goto('/');

    await page
      .getByRole('navigation', { name: 'Legal' })
      .getByRole('link', { name: 'Stop marketing emails, calls and texts' })
      .click();

    await expect(page).toHaveURL(/\/opt-out$/);
    await expect(page).toHaveTitle(
      'Stop marketing emails, calls and texts | Harborlight Home Loans',
    );
    await expect(page.locator('title')).toHaveCount(1);
    expect(problems).toEqual([]);
  });
});
