import { expect, test } from './support/test.ts';
import { MarketInsightsPage } from './pages/market-insights-page.ts';
import { expectNoAxeViolations } from './support/axe.ts';

// Issue 25, acceptance 2 and 3: market insights in Chromium against the real place and market
// data: a search to a place's own page, each error state, the no-results message, the sticky
// bar, the edge-location report, shareable server-rendered place pages; axe in every state.

test.describe('market insights', () => {
  test('a search suggests 3 places and opens the chosen place’s report at its own address', async ({
    page,
  }) => {
    const markets = new MarketInsightsPage(page);
    await markets.goto();
    await expectNoAxeViolations(page);
    await markets.type('detroi');
    await expect(markets.suggestions.getByRole('option')).toHaveCount(3);
    await expect(markets.suggestion('Detroit, Michigan, United States')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/market-insights\/detroit-mi$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Detroit, Michigan housing market',
    );
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await expect(markets.report.getByRole('heading', { name: 'Detroit', level: 2 })).toBeVisible();
    await expect(markets.report.getByText('Wayne, Michigan')).toBeVisible();
    await expect(markets.report.getByText('Demo figures', { exact: true })).toBeVisible();
    await expect(markets.report.getByText(/market$/).first()).toBeVisible();
    await expect(
      markets.report.getByRole('link', { name: /homes for sale in Detroit/ }),
    ).toHaveAttribute('href', /^https:\/\//);
    await expectNoAxeViolations(page);
  });

  test('a ZIP code typed and searched with Enter opens its report', async ({ page }) => {
    const markets = new MarketInsightsPage(page);
    await markets.goto();
    await markets.type('48226');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/market-insights\/48226$/);
    await expect(markets.report).toBeVisible();
  });

  test('says when nothing matches, and when the box is empty', async ({ page }) => {
    const markets = new MarketInsightsPage(page);
    await markets.goto();
    await markets.searchButton.click();
    await expect(page.getByText('Enter a city or ZIP code to search for').first()).toBeVisible();
    await markets.type('qqqqqzx');
    await expect(markets.suggestions).toBeHidden();
    await markets.searchButton.click();
    await expect(
      page.getByText(/We couldn't find a city or ZIP code matching "qqqqqzx"/).first(),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });

  const ERRORS = [
    {
      kind: 'failed lookup',
      route: '**/rh-id-lookup?**',
      answer: 'abort' as const,
      heading: 'Sorry, the market report did not load',
      retry: true,
    },
    {
      kind: 'missing id',
      route: '**/rh-id-lookup?**',
      answer: 404,
      heading: 'There is no market report for this place',
      retry: false,
    },
    {
      kind: 'missing report',
      route: '**/rmscbff/rocket-homes/market-report?**',
      answer: 404,
      heading: 'There is no market report for this place',
      retry: false,
    },
  ];

  for (const { kind, route, answer, heading, retry } of ERRORS) {
    test(`shows the ${kind} error state`, async ({ page }) => {
      await page.route(route, (request) =>
        answer === 'abort'
          ? request.abort('connectionrefused')
          : request.fulfill({ status: answer, json: { message: 'Not Found' } }),
      );
      const markets = new MarketInsightsPage(page);
      await markets.goto();
      await markets.type('detroi');
      await markets.suggestion('Detroit, Michigan, United States').click();
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
      await expect(page).toHaveURL(/\/market-insights$/);
      await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(retry ? 1 : 0);
      await expectNoAxeViolations(page);
      if (retry) {
        await page.unroute(route);
        await page.getByRole('button', { name: 'Try again' }).click();
        await expect(page).toHaveURL(/\/market-insights\/detroit-mi$/);
      }
    });
  }

  test('a place with no report is a 404 page that says so; an address naming no place is the 404 page', async ({
    page,
  }) => {
    const missing = await page.goto('/market-insights/00000');
    expect(missing?.status()).toBe(404);
    await expect(
      page.getByRole('heading', { name: 'There is no market report for this place' }),
    ).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    const nowhere = await page.goto('/market-insights/not-a-place');
    expect(nowhere?.status()).toBe(404);
  });

  // SPEC §9: the bar's line is 104 px down the window from 1188 px wide, 80 px below that.
  for (const { width, offset } of [
    { width: 1280, offset: 104 },
    { width: 1000, offset: 80 },
  ]) {
    test(`the sticky report bar shows once the report card has scrolled ${offset} px under the top (${width} px wide), and hides again`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      const markets = new MarketInsightsPage(page);
      await markets.goto('/market-insights/detroit-mi');
      await expect(markets.stickyBar).toBeHidden();
      const card = page.locator('.market-report__card');
      const bottom = await card.evaluate(
        (element) => element.getBoundingClientRect().bottom + scrollY,
      );
      await page.evaluate((y) => window.scrollTo(0, y), bottom - offset - 20);
      await expect(markets.stickyBar).toBeHidden();
      await page.evaluate((y) => window.scrollTo(0, y), bottom - offset + 20);
      await expect(markets.stickyBar).toBeVisible();
      await expect(markets.stickyBar).toContainText('Detroit, Michigan');
      expect(await markets.stickyBar.evaluate((bar) => bar.getBoundingClientRect().top)).toBe(0);
      await expectNoAxeViolations(page);
      await markets.stickyBar.getByRole('link', { name: 'Search another place' }).click();
      await expect(markets.searchBox).toBeFocused();
      await expect(markets.stickyBar).toBeHidden();
    });
  }

  test('the details toggle shows the prices by bedrooms', async ({ page }) => {
    const markets = new MarketInsightsPage(page);
    await markets.goto('/market-insights/48226');
    await expect(markets.detailsButton).toHaveAttribute('aria-expanded', 'false');
    await markets.detailsButton.click();
    await expect(markets.detailsButton).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('table', { name: /by number of bedrooms/ })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('figures count up as they scroll into view, and stand still with reduced motion', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 500 });
    const markets = new MarketInsightsPage(page);
    await markets.goto('/market-insights/detroit-mi');
    const days = page.locator('.market-report__figure', { hasText: 'Days on market' });
    await expect(days.locator('.animated-figure__digits')).toHaveText('0');
    await days.scrollIntoViewIfNeeded();
    await expect(days.locator('.animated-figure__digits')).not.toHaveText('0');
    await expect(days.locator('.visually-hidden')).not.toHaveText('0');

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await markets.goto('/market-insights/detroit-mi');
    const final = await days.locator('.visually-hidden').textContent();
    await expect(days.locator('.animated-figure__digits')).toHaveText(final ?? '');
  });

  test('the visitor’s area from the CDN’s edge-location cookies, never the browser’s geolocation', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([
      { name: 'edge_latitude', value: '42.33', url: baseURL! },
      { name: 'edge_longitude', value: '-83.05', url: baseURL! },
    ]);
    const reverse = page.waitForRequest(/\/mapbox-rev-api\?.*latitude=42\.33/);
    const markets = new MarketInsightsPage(page);
    await markets.goto();
    await reverse;
    await expect(page).toHaveURL(/\/market-insights\/detroit-mi$/);
    expect(
      await page
        .evaluate(() => navigator.permissions.query({ name: 'geolocation' }))
        .then((status) => status.state),
    ).not.toBe('granted');
  });
});

test.describe('a place’s page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('is the whole report, server-rendered, indexable, with its canonical address', async ({
    page,
  }) => {
    const response = await page.goto('/market-insights/detroit-mi');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/^Detroit, Michigan housing market \| /);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /\/market-insights\/detroit-mi$/,
    );
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    await expect(page.getByText('Median sold price').first()).toBeVisible();
    await expect(page.locator('.market-report__value').first()).toHaveText(/^\$\d/);
  });

  test('its search goes to the place typed', async ({ page }) => {
    await page.goto('/market-insights');
    const markets = new MarketInsightsPage(page);
    await markets.searchBox.fill('Detroit, MI');
    await markets.searchButton.click();
    await expect(page).toHaveURL(/\/market-insights\/detroit-mi$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Detroit, Michigan housing market',
    );
  });
});
