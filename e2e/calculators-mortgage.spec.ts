// Issue 24: the mortgage calculator, the mini mortgage widget in the learning center's articles
// and the mini purchase/refinance widget on the home page, against the real production server:
// each journey, a shared link reproduced in a fresh browser, bundles loaded only near the
// viewport, and axe in each state.
import {
  formatUsd,
  miniMortgageCalculator,
  miniPurchaseRefinanceCalculator,
  mortgagePaymentCalculator,
} from '@lender/mortgage-math';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { analyticsLoaded, anonymousIdOf, storedEvents } from './support/analytics.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { withSharedLink } from './support/shared-link.ts';
import { hydrated } from './support/hydration.ts';

const ARTICLE = '/learn/buying/how-much-house-can-i-afford';

/** The calculator bundles the page asks for, by manifest name. */
function bundlesRequested(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    const match = new URL(request.url()).pathname.match(/^\/calculators\/bundles\/([\w-]+)\/\d/);
    if (match) names.push(match[1]!);
  });
  return names;
}

/** Types into a box and leaves it, as a visitor commits a value. */
async function enter(page: Page, label: RegExp, text: string) {
  const box = page.getByLabel(label);
  await box.fill(text);
  await box.press('Tab');
}

test.describe('mortgage calculator', () => {
  test('journey: price, down payment, rate, term, ZIP code → the payment mortgage-math gives; the link reproduces it in a fresh browser', async ({
    page,
    browser,
  }) => {
    // Two browsers' worth of typing and loading: 10 s alone, over 30 s beside CI's other tasks.
    test.setTimeout(90_000);
    await page.goto('/calculators/mortgage');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Mortgage calculator' }),
    ).toBeVisible();
    await enter(page, /^Home price/, '$350,000');
    await enter(page, /^Down payment percent/, '10');
    await expect(page.getByLabel(/^Down payment$/)).toHaveValue('$35,000');
    await enter(page, /^Interest rate/, '6.75');
    await page.getByText('15 years', { exact: true }).click();
    await enter(page, /^ZIP code/, '48226');
    await expect(page.getByText(/Detroit, Michigan: we use Michigan’s average/)).toBeVisible();
    await enter(page, /^HOA dues a month/, '120');
    const want = mortgagePaymentCalculator({
      homePriceCents: 350_000_00,
      downPaymentCents: 35_000_00,
      annualRatePercent: 6.75,
      termMonths: 180,
      stateCode: 'MI',
      creditScore: 720,
      hoaMonthlyCents: 120_00,
    });
    const payment = page.getByTestId('monthly-payment');
    await expect(payment).toHaveText(formatUsd(want.totalMonthlyCents!));
    await expect(page.getByRole('status').filter({ hasText: 'Your estimated monthly' })).toHaveText(
      `Your estimated monthly payment is ${formatUsd(want.totalMonthlyCents!)}.`,
    );
    await expect(page).toHaveURL(
      /#price=350000&down=35000&rate=6.75&term=15&zip=48226&hoa=120&credit=720$/,
    );
    await expectNoAxeViolations(page);

    await withSharedLink(browser, page.url(), async (fresh) => {
      await expect(fresh.getByTestId('monthly-payment')).toHaveText(
        formatUsd(want.totalMonthlyCents!),
      );
      await expect(fresh.getByLabel(/^Home price/)).toHaveValue('$350,000');
      await expect(fresh.getByLabel(/^ZIP code/)).toHaveValue('48226');
      await expect(fresh.getByRole('radio', { name: '15 years' })).toBeChecked();
      for (const [label, cents] of [
        ['Principal and interest', want.principalAndInterestCents],
        ['Property tax', want.propertyTaxCents],
        ['HOA dues', want.hoaCents],
      ] as const) {
        await expect(
          fresh.locator('.lui-donut__legend-item').filter({ hasText: label }),
        ).toContainText(formatUsd(cents));
      }
    });
  });

  test('errors GOV.UK style, then "How we calculated this", axe clean in each state', async ({
    page,
  }) => {
    await page.goto('/calculators/mortgage');
    await enter(page, /^Home price/, '');
    await enter(page, /^Interest rate/, '25');
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    await expect(page.getByText('There is a problem')).toBeVisible();
    // The summary takes focus, so a screen reader reads it first.
    await expect(page.locator('.lui-error-summary')).toBeFocused();
    await expect(page.getByLabel(/^Interest rate/)).toHaveAccessibleDescription(
      /Interest rate must be between 0 and 20/,
    );
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Enter the home price' }).click();
    await expect(page.getByLabel(/^Home price/)).toBeFocused();
    await page.keyboard.type('300000');
    await page.keyboard.press('Tab');
    await enter(page, /^Interest rate/, '7');
    await expect(page.getByTestId('monthly-payment')).toBeVisible();
    await page.getByText('How we calculated this').click();
    await expect(page.getByText(/Excel’s PMT/)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('keyboard only: Tab reaches every control, arrows choose the term', async ({ page }) => {
    await page.goto('/calculators/mortgage');
    await page.getByLabel(/^Home price/).focus();
    const reached: string[] = [];
    for (let step = 0; step < 10; step += 1) {
      reached.push(
        await page.evaluate(() => {
          // A box's label, a button's words: what a screen reader would name.
          const element = document.activeElement as HTMLElement;
          const labelledBy = element.getAttribute('aria-labelledby')?.split(' ')[0];
          const label = labelledBy ? document.getElementById(labelledBy)?.textContent : undefined;
          return label ?? element.getAttribute('name') ?? element.textContent ?? '';
        }),
      );
      await page.keyboard.press('Tab');
    }
    for (const name of [
      'Home price',
      'Down payment',
      'Down payment percent',
      'Interest rate',
      'termYears',
      'zip',
      'Property tax a year',
    ])
      expect(reached).toContain(name);
    await page.getByRole('radio', { name: '30 years' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: '20 years' })).toBeChecked();
    await expect(page).toHaveURL(/term=20/);
  });

  test('CALCULATION_RAN reaches the collector with bands, never figures', async ({
    page,
    request,
  }) => {
    await page.goto('/calculators/mortgage');
    await analyticsLoaded(page);
    await enter(page, /^Home price/, '425000');
    await expect(page.getByTestId('monthly-payment')).toBeVisible();
    const id = await anonymousIdOf(page);
    await expect
      .poll(async () => (await storedEvents(request, id)).map((event) => event.eventName), {
        timeout: 20_000,
      })
      .toContain('CALCULATION_RAN');
    const ran = (await storedEvents(request, id)).find(
      (event) => event.eventName === 'CALCULATION_RAN',
    )!;
    expect(ran.properties).toMatchObject({
      calculator_name: 'mortgage',
      page_name: expect.stringMatching(/calculators:mortgage$/),
      price_band: '400000-500000',
      down_payment_band: '75000-100000',
      self_reported_credit_score_range: 'excellent',
    });
    expect(JSON.stringify(ran)).not.toMatch(/425,?000/);
  });

  test('loads in few files: its module, the shared UI layer, the React shims and its stylesheet', async ({
    page,
  }) => {
    const files: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/calculators/bundles/')) files.push(pathname);
    });
    await page.goto('/calculators/mortgage');
    await expect(page.getByLabel(/^Home price/)).toBeVisible();
    await expect(page.getByTestId('monthly-payment')).toHaveText(/\$/);
    const modules = files.filter((path) => path.endsWith('.mjs'));
    // Its own code is one file; @lender/ui and React Aria come in the shared UI layer's two
    // (scripts/calculator-bundles.ts). Before: 20 modules (19 shared chunks).
    expect(
      modules.filter((path) => path.startsWith('/calculators/bundles/mortgage/')),
    ).toHaveLength(1);
    expect(
      modules.filter((path) => /^\/calculators\/bundles\/shared\/ui-/.test(path)),
    ).toHaveLength(2);
    expect(
      modules.filter((path) => path.startsWith('/calculators/bundles/shared/shims/')).length,
    ).toBeLessThanOrEqual(4);
    // No manifest: the page carries its calculators' files (apps/bff calculator-pins.ts).
    expect(files.filter((path) => !path.endsWith('.mjs'))).toEqual([
      expect.stringMatching(/\/mortgage\/[\d.]+\/styles-[\w-]+\.css$/),
    ]);
  });
});

test.describe('mini mortgage widget', () => {
  test('loads only near the viewport in an article, estimates, and carries its inputs to the full calculator', async ({
    page,
    browser,
  }) => {
    const bundles = bundlesRequested(page);
    await page.goto(ARTICLE);
    await hydrated(page);
    await page.waitForTimeout(1000);
    expect(bundles).not.toContain('mini-mortgage');
    const slot = page.locator('.calculator-slot--mini-mortgage');
    const skeletonHeight = (await slot.boundingBox())!.height;
    await slot.scrollIntoViewIfNeeded();
    await expect(
      page.getByRole('heading', { name: 'Estimate your monthly payment' }),
    ).toBeVisible();
    expect(bundles).toContain('mini-mortgage');
    // The skeleton held the widget's place: the slot did not grow when it arrived.
    expect((await slot.boundingBox())!.height).toBeLessThanOrEqual(skeletonHeight + 1);
    // It opens with the payment of example values, said to be examples.
    await expect(slot.getByTestId('figures-note')).toHaveText(/example values/);

    await enter(page, /^Home price/, '$320,000');
    await enter(page, /^Percent/, '5');
    await enter(page, /^Interest rate/, '6.99');
    const want = miniMortgageCalculator({
      homePriceCents: 320_000_00,
      downPaymentCents: 16_000_00,
      annualRatePercent: 6.99,
      termMonths: 360,
    });
    await expect(page.getByTestId('mini-payment')).toHaveText(formatUsd(want.totalMonthlyCents!));
    // Embedded in the article, it leaves the page's URL as it is: no hash of its own.
    expect(new URL(page.url()).hash).toBe('');
    await expectNoAxeViolations(page);

    const link = page.getByRole('link', { name: /See the full breakdown/ });
    await expect(link).toHaveAttribute(
      'href',
      '/calculators/mortgage#price=320000&down=16000&rate=6.99&term=30',
    );
    // The link in a fresh browser: the full calculator with the same inputs and payment.
    await withSharedLink(browser, (await link.getAttribute('href'))!, async (fresh) => {
      await expect(fresh.getByTestId('monthly-payment')).toHaveText(
        formatUsd(want.totalMonthlyCents!),
      );
      await expect(fresh.getByLabel(/^Down payment percent/)).toHaveValue('5');
    });
  });

  test('is not in articles about refinancing', async ({ page }) => {
    await page.goto('/learn/refinancing/refinancing-your-mortgage');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('.calculator-slot')).toHaveCount(0);
  });
});

test.describe('mini purchase/refinance widget', () => {
  test('on the home page: loads near the viewport, opens with labelled example figures, both tabs estimate, calls to action, the link reproduced in a fresh browser, the page’s URL untouched', async ({
    page,
    browser,
  }) => {
    await page.setViewportSize({ width: 390, height: 700 });
    const bundles = bundlesRequested(page);
    await page.goto('/');
    await hydrated(page);
    await page.waitForTimeout(1000);
    expect(bundles).not.toContain('mini-purchase-refinance');
    const slot = page.locator('.calculator-slot--mini-purchase-refinance');
    const skeletonHeight = (await slot.boundingBox())!.height;
    await slot.scrollIntoViewIfNeeded();
    await expect(page.getByRole('tab', { name: 'Purchase' })).toBeVisible();
    expect(bundles).toContain('mini-purchase-refinance');
    expect((await slot.boundingBox())!.height).toBeLessThanOrEqual(skeletonHeight + 1);
    // It opens with the payment of example values, said to be examples.
    const note = slot.getByTestId('figures-note');
    await expect(note).toHaveText(/example values/);
    await expect(page.getByTestId('purchase-payment')).toBeVisible();

    await enter(page, /^Home price/, '500000');
    await expect(note).toBeHidden();
    await enter(page, /^Down payment/, '50000');
    const purchase = miniPurchaseRefinanceCalculator({
      tab: 'purchase',
      homePriceCents: 500_000_00,
      downPaymentCents: 50_000_00,
      annualRatePercent: 6.5,
      termMonths: 360,
    });
    await expect(page.getByTestId('purchase-payment')).toHaveText(
      formatUsd(purchase.totalMonthlyCents!),
    );
    await expect(
      page.getByRole('link', { name: 'Get started on your home purchase' }),
    ).toHaveAttribute('href', '/purchase/get-started');
    await expectNoAxeViolations(page);

    const fullLink = await page
      .getByRole('link', { name: /See the full breakdown/ })
      .getAttribute('href');
    await withSharedLink(browser, fullLink!, async (fresh) => {
      await expect(fresh.getByTestId('monthly-payment')).toHaveText(
        formatUsd(purchase.totalMonthlyCents!),
      );
    });

    await page.getByRole('tab', { name: 'Purchase' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Refinance' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await enter(page, /^Home value/, '$420,000');
    await enter(page, /^What you owe/, '300000');
    await enter(page, /^Cash out/, '40000');
    const refinance = miniPurchaseRefinanceCalculator({
      tab: 'refinance',
      homeValueCents: 420_000_00,
      mortgageBalanceCents: 300_000_00,
      cashOutCents: 40_000_00,
      annualRatePercent: 6.25,
      termMonths: 360,
    });
    await expect(page.getByTestId('refinance-payment')).toHaveText(
      formatUsd(refinance.totalMonthlyCents!),
    );
    await expect(page.getByRole('link', { name: 'Start your refinance' })).toHaveAttribute(
      'href',
      '/purchase/get-started',
    );
    await enter(page, /^Cash out/, '80000');
    await expect(page.getByText(/usually limited to 80% of your home’s value/)).toBeVisible();
    await expectNoAxeViolations(page);
    // Embedded in the home page, it leaves the page's URL as it is: no hash of its own.
    expect(new URL(page.url()).hash).toBe('');
  });
});

test.describe('mortgage calculator: sliders and payments over time (issue 34 §3)', () => {
  test('dragging the price slider moves the box with it and, let go, the payment; the box stays the keyboard path; the chart of payments over time has its table', async ({
    page,
  }) => {
    await page.goto('/calculators/mortgage');
    await hydrated(page);
    const priceBox = page.getByLabel(/^Home price/);
    const payment = page.getByTestId('monthly-payment');
    await expect(payment).toBeVisible();
    const before = await payment.textContent();
    const priceBefore = await priceBox.inputValue();

    // The range sits under its box, hidden from assistive technology: a pointer's shortcut only.
    const range = page.locator('.lcalc-slidable', { has: priceBox }).locator('input[type=range]');
    await expect(range).toHaveAttribute('aria-hidden', 'true');
    await expect(range).toHaveAttribute('tabindex', '-1');
    const track = (await range.boundingBox())!;
    const middle = track.y + track.height / 2;
    await page.mouse.move(track.x + track.width * 0.2, middle);
    await page.mouse.down();
    await page.mouse.move(track.x + track.width * 0.6, middle, { steps: 5 });
    // While the thumb moves, the box follows and the figures wait for the release.
    await expect(priceBox).not.toHaveValue(priceBefore);
    await expect(payment).toHaveText(before!);
    await page.mouse.up();
    await expect(payment).not.toHaveText(before!);

    // Tab goes from the price box to the down payment box: the range takes no tab stop.
    await priceBox.focus();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel(/^Down payment$/)).toBeFocused();

    const chart = page.getByRole('img', {
      name: 'Your payments over time: interest and principal',
    });
    await expect(chart).toBeVisible();
    await page.getByText('The chart as a table').click();
    const table = page.getByRole('region', { name: "The chart's figures" });
    await expect(table.getByRole('columnheader', { name: 'Interest paid to date' })).toBeVisible();
    await expect(table.getByRole('rowheader', { name: '30', exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
