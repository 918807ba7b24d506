import type { Page, Request } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';

const SUGGEST_PATH = '/rmscbff/aws/suggest';

/** The header's search box once React has made it a combobox (typing before that is plain). */
async function hydratedSearchBox(page: Page) {
  const box = page.getByRole('banner').getByRole('combobox', { name: 'Search the site' });
  await expect(box).toBeVisible();
  return box;
}

/** Every suggest request the page sends, with the term it asked about. */
function recordSuggestRequests(page: Page): string[] {
  const terms: string[] = [];
  page.on('request', (request: Request) => {
    if (new URL(request.url()).pathname === SUGGEST_PATH) {
      terms.push((request.postDataJSON() as { term: string }).term);
    }
  });
  return terms;
}

test.describe('header search box', () => {
  // When it asks (from the third character, once typing pauses for 300 ms, for the latest term
  // only) is timed in SiteSearchBox.test.tsx on a fake clock; here, what the real service answers.
  test('a word typed brings at most three suggestions from the site, and emptying the box hides them', async ({
    page,
  }) => {
    const terms = recordSuggestRequests(page);
    await page.goto('/');
    const box = await hydratedSearchBox(page);
    const options = page.getByRole('listbox', { name: 'Search suggestions' }).getByRole('option');

    await box.fill('mortgage');
    await expect(options.first()).toContainText(/mortgage/i);
    expect(await options.count()).toBeLessThanOrEqual(3);
    expect(terms).toEqual(['mortgage']);

    // Emptying the box hides the suggestions at once, without asking again.
    await box.fill('');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(options).toHaveCount(0);
    expect(terms).toEqual(['mortgage']);
  });

  test('Arrow Down and Enter search the highlighted suggestion', async ({ page }) => {
    await page.goto('/');
    const box = await hydratedSearchBox(page);
    await box.pressSequentially('refin', { delay: 30 });
    const first = page.getByRole('option').first();
    await expect(first).toBeVisible();
    const suggestion = (await first.textContent()) ?? '';

    await box.press('ArrowDown');
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute(
      'aria-activedescendant',
      (await first.getAttribute('id')) ?? '',
    );
    await box.press('Enter');

    await expect(page).toHaveURL(`/search?${new URLSearchParams({ q: suggestion })}`);
    await expect(page.getByRole('status').filter({ hasText: 'results for' })).toContainText(
      suggestion,
    );
  });

  test('Enter searches what was typed; Escape closes the suggestions first', async ({ page }) => {
    await page.goto('/licensing');
    const box = await hydratedSearchBox(page);
    await box.pressSequentially('closing costs', { delay: 30 });
    await expect(page.getByRole('option').first()).toBeVisible();
    await box.press('Escape');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(box).toHaveValue('closing costs');
    await box.press('Enter');
    await expect(page).toHaveURL('/search?q=closing+costs');
    await expect(page.locator('.search-results mark').first()).toBeVisible();
  });

  test('a failed suggest call shows no suggestions and the box still searches', async ({
    page,
  }) => {
    await page.route(`**${SUGGEST_PATH}`, (route) => route.fulfill({ status: 503, body: '' }));
    await page.goto('/');
    const box = await hydratedSearchBox(page);
    const failed = page.waitForResponse((response) => response.url().endsWith(SUGGEST_PATH));
    await box.fill('mortgage');
    expect((await failed).status()).toBe(503);
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await box.press('Enter');
    await expect(page).toHaveURL('/search?q=mortgage');
  });

  test('has no WCAG 2.2 AA violations with the suggestions open', async ({ page }) => {
    await page.goto('/');
    const box = await hydratedSearchBox(page);
    await box.pressSequentially('down pay', { delay: 30 });
    await expect(page.getByRole('option').first()).toBeVisible();
    await box.press('ArrowDown');
    await expect(page.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    await expectNoAxeViolations(page);
  });
});

test.describe('/search', () => {
  test('works without JavaScript: the header form sends a GET to /search', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await page
      .getByRole('banner')
      .getByRole('searchbox', { name: 'Search the site' })
      .fill('va loans');
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL('/search?q=va+loans');
    await expect(page.locator('.search-results li').first()).toContainText(/VA loans/);
    await context.close();
  });

  test('renders results server-side with the matches highlighted, and pages them', async ({
    page,
  }) => {
    // A hydration mismatch between the server's results and the client's is a console error.
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    const response = await page.goto('/search?q=mortgage');
    expect(response?.status()).toBe(200);
    const html = await response?.text();
    expect(html).toContain('<mark>');
    await hydratedSearchBox(page);
    const count = page.getByRole('status').filter({ hasText: 'results for' });
    await expect(count).toContainText(/^\d+ results for ‘mortgage’ \(showing 1 to 10\)$/);
    await expect(page.locator('.search-results > li')).toHaveCount(10);
    await expect(page.locator('.search-results mark').first()).toHaveText(/mortgage/i);

    const pages = page.getByRole('navigation', { name: 'Results pages' });
    await pages.getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL('/search?q=mortgage&page=2');
    await expect(count).toContainText('(showing 11 to');
    await expect(page.locator('.search-results mark').first()).toHaveText(/mortgage/i);
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
  });

  test('puts the page whose title is the search first (issue 35: “closing costs”)', async ({
    page,
  }) => {
    await page.goto('/search?q=closing+costs');
    const titles = page.locator('.search-results > li').getByRole('heading', { level: 2 });
    await expect(titles.first()).toHaveText('Closing costs: what they are and how much to expect');
    await expect(titles.first().getByRole('link')).toHaveAttribute(
      'href',
      /\/learn\/[a-z-]+\/closing-costs$/,
    );
  });

  test('offers “did you mean” searches when nothing matches', async ({ page }) => {
    await page.goto('/search?q=morgage');
    await expect(
      page.getByRole('heading', { name: 'There are no matching results' }),
    ).toBeVisible();
    const suggestion = page.locator('.search-suggestions a').first();
    await expect(suggestion).toHaveText('mortgage');
    await suggestion.click();
    await expect(page).toHaveURL('/search?q=mortgage');
    await expect(page.locator('.search-results > li').first()).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('shows /search?q=<script>alert(1)</script> as text and runs nothing', async ({ page }) => {
    const dialogs: string[] = [];
    const problems: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    const hostile = '<script>alert(1)</script>';

    const response = await page.goto(`/search?q=${encodeURIComponent(hostile)}`);
    await hydratedSearchBox(page);

    const html = (await response?.text()) ?? '';
    expect(html).not.toContain(hostile);
    await expect(page.getByRole('status').filter({ hasText: 'results for' })).toHaveText(
      `0 results for ‘${hostile}’`,
    );
    await expect(page.getByRole('searchbox', { name: 'Search the site' }).last()).toHaveValue(
      hostile,
    );
    expect((await page.title()).startsWith(`Search results for ‘${hostile}’ | `)).toBe(true);
    // Hydrated and checked by axe: a script the text let in would have run by now.
    await expectNoAxeViolations(page);
    expect(dialogs).toEqual([]);
    expect(problems).toEqual([]);
  });
});
