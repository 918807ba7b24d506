import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { SiteShell } from './pages/site-shell.ts';

const ARTICLE = '/learn/buying/buying-your-first-home';

/** Collects what the browser complains about (CSP violations and hydration errors included). */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/** The JSON-LD blocks of the page, parsed. */
async function structuredData(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
}

test.describe('learning center', () => {
  test('a visitor goes from the main navigation to a topic and on to an article', async ({
    page,
  }) => {
    // Arrange
    const problems = collectProblems(page);
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);

    // Act: the learning center from the main navigation
    await new SiteShell(page).mainNavigation.getByRole('link', { name: 'Learning center' }).click();

    // Assert: its recent articles and its topics
    await expect(page).toHaveURL(/\/learn$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Learning center' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Recent articles' })).toBeVisible();
    const topics = page.getByRole('region', { name: 'Browse by topic' });

    // Act: a topic
    await topics.getByRole('link', { name: 'Buying' }).click();

    // Assert: its articles grouped by subcategory, under a breadcrumb
    await expect(page).toHaveURL(/\/learn\/buying$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Buying' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'First-time buyers' })).toBeVisible();
    await expect(
      page
        .getByRole('navigation', { name: 'Breadcrumb' })
        .getByRole('link', { name: 'Learning center' }),
    ).toHaveAttribute('href', '/learn');

    // Act: an article
    await page.getByRole('link', { name: 'Buying your first home: a step-by-step guide' }).click();

    // Assert: the article with its breadcrumb, date, steps and FAQ
    await expect(page).toHaveURL(new RegExp(`${ARTICLE}$`));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Buying your first home: a step-by-step guide' }),
    ).toBeVisible();
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByRole('link')).toHaveText(['Home', 'Learning center', 'Buying']);
    await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText(
      'Buying your first home: a step-by-step guide',
    );
    await expect(page.locator('header time')).toHaveAttribute('datetime', '2026-11-12');
    const steps = page.getByRole('list', { name: 'The steps at a glance' });
    await expect(steps.getByRole('listitem')).toHaveCount(11);
    const faq = page.getByRole('region', { name: 'Frequently asked questions' });
    await expect(
      faq.getByRole('heading', { name: 'How long does it take to buy a home?' }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Related articles' })).toBeVisible();

    // Act: a step of the review stepper leads to its section on the page
    await steps.getByRole('link', { name: 'Get preapproved.' }).click();
    await expect(page).toHaveURL(/#5-get-preapproved$/);
    await expect(
      page.getByRole('heading', { level: 2, name: '5. Get preapproved' }),
    ).toBeInViewport();

    expect(problems).toEqual([]);
  });

  test('an article page is pre-rendered with its meta tags and structured data', async ({
    page,
  }) => {
    const response = await page.goto(ARTICLE);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/^Buying your first home: a step-by-step guide \| /);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(canonical).toMatch(new RegExp(`^https://[^/]+${ARTICLE}$`));
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');

    const data = await structuredData(page);
    expect(data.map((block) => block['@type'])).toEqual(['BreadcrumbList', 'Article', 'FAQPage']);
    expect(data[1]).toMatchObject({
      headline: 'Buying your first home: a step-by-step guide',
      datePublished: '2026-09-08',
      dateModified: '2026-11-12',
    });
  });

  test('a comparison article shows its table with a caption and header cells', async ({ page }) => {
    await page.goto('/learn/home-equity/heloc-vs-home-equity-loan-vs-cash-out-refinance');
    const table = page.getByRole('table', {
      name: 'HELOC, home equity loan and cash-out refinance compared',
    });
    await expect(table).toBeVisible();
    await expect(table.getByRole('columnheader')).toHaveText([
      'Feature',
      'HELOC',
      'Home equity loan',
      'Cash-out refinance',
    ]);
    await expect(table.getByRole('rowheader', { name: 'Your first mortgage' })).toBeVisible();
  });

  test('unknown topics and articles answer 404 with the not-found page', async ({ page }) => {
    for (const path of [
      '/learn/buying/no-such-article',
      '/learn/no-such-topic',
      '/learn/refinancing/fha-loans',
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    }
  });

  test('the short address of an article, as content links write it, leads to the article', async ({
    page,
  }) => {
    const response = await page.goto('/learn/fha-loans');
    expect(response?.status()).toBe(200);
    expect(response?.request().redirectedFrom()?.url()).toMatch(/\/learn\/fha-loans$/);
    await expect(page).toHaveURL(/\/learn\/loan-types\/fha-loans$/);
  });

  for (const [template, path] of [
    ['learning center', '/learn'],
    ['category', '/learn/loan-types'],
    ['article', '/learn/loan-types/fixed-vs-adjustable-rate-mortgages'],
  ] as const) {
    test(`the ${template} page has no WCAG 2.2 AA violations that axe can find`, async ({
      page,
    }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test('the article page has no axe violations on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(ARTICLE);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
