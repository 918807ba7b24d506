import { expect, test } from './support/test.ts';
import { SiteShell } from './pages/site-shell.ts';
import { expectNoAxeViolations, wcagAxe } from './support/axe.ts';

test.describe('home page', () => {
  test('has the header, the footer and the client configuration, and hydrates cleanly', async ({
    page,
  }) => {
    // Arrange: collect anything the browser complains about, CSP violations included.
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));

    // Act
    const response = await page.goto('/');
    const shell = new SiteShell(page);

    // Assert: the header
    expect(response?.status()).toBe(200);
    // The logo, named after the lender ("Buy a home" in the navigation also ends in "home").
    await expect(
      shell.header.getByRole('link', { name: 'Harborlight Home Loans home', exact: true }),
    ).toHaveAttribute('href', '/');
    await expect(
      shell.mainNavigation.getByRole('link', { name: 'Home', exact: true }),
    ).toBeVisible();
    await expect(shell.searchBox).toBeVisible();

    // Assert: the footer and its disclosures
    await expect(shell.footer).toContainText(/NMLS ID \d+/);
    await expect(
      shell.footer.getByRole('link', { name: 'Verify us on NMLS Consumer Access' }),
    ).toHaveAttribute('href', /^https:\/\/www\.nmlsconsumeraccess\.org\//);
    await expect(shell.footer.getByText('Equal Housing Lender', { exact: true })).toBeVisible();
    await expect(shell.legalNavigation.getByRole('link', { name: 'Licensing' })).toBeVisible();

    // Assert: the client configuration of SPEC §3
    expect(await shell.clientConfig()).toEqual({
      segmentKey: 'e2e_write_key',
      environment: 'prod',
      appVersion: '1.0.0',
      // Beside SPEC §3's keys: where the calculator bundles load from (CALCULATORS_BASE_URL).
      calculatorsBaseUrl: '/calculators',
    });

    // Assert: the page came to life (client navigation works) without errors
    await shell.legalNavigation.getByRole('link', { name: 'Licensing' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Licensing' })).toBeVisible();
    await expect(page).toHaveURL(/\/licensing$/);
    expect(problems).toEqual([]);
  });

  test('the skip link is the first stop for keyboard users and moves to the content', async ({
    page,
  }) => {
    await page.goto('/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main-content')).toBeFocused();
  });

  test('has no WCAG 2.2 AA violations that axe can find', async ({ page }) => {
    await page.goto('/');
    const results = await wcagAxe(page).analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});

test.describe('unknown pages', () => {
  test('answer 404 with a page that offers a way on', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'home page' })).toBeVisible();
    expect(await new SiteShell(page).clientConfig()).toMatchObject({ appVersion: '1.0.0' });
    // Lighthouse will not audit a 404 (bench/lighthouse-pages.ts), so axe checks it here.
    await expectNoAxeViolations(page);
  });
});
