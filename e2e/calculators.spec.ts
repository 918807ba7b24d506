// Issue 23: the calculator pages and bundles against the real production server.
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { affordability, dollarsToCents, rentVsBuy, rentVsBuyPmiCents } from '@lender/mortgage-math';
import { affordabilityResult } from '@lender/validation/affordability-result';
import type { Page, Response } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { analyticsLoaded, anonymousIdOf, storedEvents } from './support/analytics.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { hydrated } from './support/hydration.ts';

const whole = (dollars: number) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  }).format(dollars);

/** Every response of the page whose URL is under the calculators' bundle files. */
function bundleResponses(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/calculators/bundles/'))
      urls.push(request.url());
  });
  return urls;
}

interface AffordabilityAnswer {
  affordability: number;
  initialRate: number;
  dti: number;
  paymentBreakdown: { monthlyPayment: number };
}

async function fillAffordability(page: Page, { creditScore = '700', zip = '48226' } = {}) {
  await page.getByLabel(/^Annual income/).fill('$85,000');
  await page.getByLabel(/^Money for a down payment/).fill('40,000');
  await page.getByLabel(/^Monthly debt payments/).fill('500');
  await page.getByLabel(/^ZIP code/).fill(zip);
  await page.getByLabel(/^Credit score/).fill(creditScore);
  await page.getByLabel(/^Credit score/).blur();
}

/**
 * The estimate answer the page receives for a DTI and fillAffordability's debts (the page also
 * asks about the example values it opens with, for today's rate).
 */
function estimateAnswer(page: Page, dti: string): Promise<Response> {
  return page.waitForResponse((response) => {
    const url = new URL(response.url());
    return (
      url.pathname === '/rmscbff/calc/affordability' &&
      url.searchParams.get('dti') === dti &&
      url.searchParams.get('monthlyDebt') === '500'
    );
  });
}

test.describe('calculator pages and bundles', () => {
  test('the server HTML holds the heading, a fixed-size skeleton and a no-JavaScript link', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/calculators/affordability');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Home affordability calculator' }),
    ).toBeVisible();
    await expect(
      page.getByRole('status').filter({ hasText: 'Loading the calculator…' }),
    ).toBeAttached();
    await expect(
      page.getByRole('link', { name: 'Talk to a loan officer about what you can afford' }),
    ).toBeVisible();
    const slot = await page.locator('.calculator-slot').boundingBox();
    expect(slot!.height).toBeGreaterThanOrEqual(600);
    await context.close();
  });

  test('the bundle comes from the base address only when scrolled near, sharing the page React: one react-dom', async ({
    browser,
  }) => {
    // A window so short the calculator starts well below it (and below the 200 px margin).
    const probe = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 360, height: 800 },
    });
    const layout = await probe.newPage();
    await layout.goto('/calculators/affordability');
    const top = (await layout.locator('.calculator-slot').boundingBox())!.y;
    await probe.close();
    // A phone's width, where the lead wraps: the slot starts lower.
    const height = Math.floor(top - 260);
    expect(height).toBeGreaterThanOrEqual(100);
    const context = await browser.newContext({ viewport: { width: 360, height } });
    const page = await context.newPage();
    const bundles = bundleResponses(page);
    const scripts: Response[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response);
    });
    await page.goto('/calculators/affordability');
    await hydrated(page);
    await page.waitForTimeout(1000);
    expect(bundles).toEqual([]);
    await page.locator('.calculator-slot').scrollIntoViewIfNeeded();
    await expect(page.getByLabel(/^Annual income/)).toBeVisible();
    // The page carries its calculators' files and their integrity: no manifest is read.
    expect(bundles.some((url) => url.endsWith('/calculators/bundles/manifest.json'))).toBe(false);
    expect(
      bundles.some((url) =>
        /\/calculators\/bundles\/affordability\/\d+\.\d+\.\d+\/index-\w+\.mjs$/.test(url),
      ),
    ).toBe(true);
    // React DOM's code (its root container marker) is in exactly one downloaded script.
    const bodies = await Promise.all(
      scripts.map(async (response) => (await response.body()).toString()),
    );
    expect(bodies.filter((body) => body.includes('__reactContainer$'))).toHaveLength(1);
    expect(scripts.filter((response) => /react-runtime/.test(response.url()))).toEqual([]);
    await context.close();
  });

  test('with the base address unreachable the fallback link shows and nothing breaks', async ({
    page,
  }) => {
    await page.route('**/calculators/bundles/**', (route) => route.abort('connectionrefused'));
    await page.goto('/calculators/rent-vs-buy');
    await expect(page.getByText('Sorry, the calculator did not load.')).toBeVisible();
    await expect(
      page.getByRole('link', { name: 'Talk to a loan officer about renting or buying' }),
    ).toHaveAttribute('href', '/purchase/get-started');
    await expect(page.getByRole('heading', { name: 'Frequently asked questions' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the embed snippet mounts a calculator on a page of another origin, bringing React', async ({
    page,
    baseURL,
  }) => {
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner page</title><style>body { font-family: Georgia, serif; }</style></head><body><main><h1>Partner page</h1>
<script src="${baseURL}/calculators/bundles/embed.js" async></script>
<div data-lender-calculator="rent-vs-buy"><a href="${baseURL}/calculators/rent-vs-buy">Rent vs. buy calculator</a></div>
</main></body></html>`;
    const server: Server = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(html);
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    try {
      const bundles = bundleResponses(page);
      await page.goto(`http://127.0.0.1:${port}/`);
      await expect(page.getByLabel(/^Home price/)).toBeVisible();
      expect(bundles.filter((url) => /react-runtime/.test(url))).toHaveLength(1);
      await page.getByRole('button', { name: 'Calculate', exact: true }).click();
      await expect(page.getByTestId('rent-vs-buy-breakdown')).toHaveAttribute(
        'data-confirmed',
        'true',
      );
      // Issue 34 §4: the figures and tables keep the calculator's sans-serif type, not the host's
      // serif body font.
      const fonts = await page
        .locator('.lrvb table, .lrvb dd, .lrvb p')
        .evaluateAll((elements) => [
          ...new Set(elements.map((element) => getComputedStyle(element).fontFamily)),
        ]);
      expect(fonts.length).toBeGreaterThan(0);
      for (const font of fonts) expect(font).not.toMatch(/Georgia|(^|,\s*)serif$/);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});

test.describe('home affordability', () => {
  test('form → results equal to the API and mortgage-math → slider changes hash and figures → Back restores', async ({
    page,
  }) => {
    await page.goto('/calculators/affordability');
    await fillAffordability(page);
    const first = estimateAnswer(page, '0.36');
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    const answer = (await (await first).json()) as AffordabilityAnswer;
    // The API's answer is mortgage-math's estimate in the SPEC §3 shape (@lender/validation).
    const expected = (dti: number) =>
      affordabilityResult(
        affordability({
          annualIncomeCents: dollarsToCents(85_000),
          availableFundsCents: dollarsToCents(40_000),
          monthlyDebtCents: dollarsToCents(500),
          state: 'MI',
          zip: '48226',
          dti,
          rate: {
            annualRatePercent: answer.initialRate,
            termMonths: 360,
            productDescription: '30-year fixed',
          },
        }),
      );
    expect(answer).toEqual(expected(0.36));
    await expect(page.getByTestId('affordability')).toHaveText(whole(answer.affordability));
    await expect(page.getByTestId('payment-breakdown')).toContainText(
      new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(
        answer.paymentBreakdown.monthlyPayment,
      ),
    );
    await expectNoAxeViolations(page);

    const slider = page.getByRole('slider', { name: 'Debt-to-income ratio' });
    const second = estimateAnswer(page, '0.37');
    await slider.focus();
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(/[#&]dti=0\.37$/);
    const moved = (await (await second).json()) as AffordabilityAnswer;
    expect(moved).toEqual(expected(0.37));
    await expect(page.getByTestId('affordability')).toHaveText(whole(moved.affordability));
    expect(moved.affordability).toBeGreaterThan(answer.affordability);

    await page.goBack();
    await expect(page).not.toHaveURL(/dti=0\.37/);
    await expect(page.getByTestId('affordability')).toHaveText(whole(answer.affordability));
    await expect(slider).toHaveValue('36');
  });

  test('a DTI of 50% shows the warning', async ({ page }) => {
    await page.goto('/calculators/affordability#dti=0.50');
    await fillAffordability(page);
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    await expect(page.getByTestId('dti-warning')).toContainText('At 50% or more');
  });

  test('prequalification success shows the product with its loan-limit assumption, and the listings card', async ({
    page,
  }) => {
    await page.goto('/calculators/affordability');
    await fillAffordability(page);
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    const pricing = page.getByTestId('prequal-pricing');
    await expect(pricing).toContainText('Interest rate');
    await expect(pricing).toContainText('APR');
    await expect(pricing).toContainText('Total monthly payment');
    await expect(page.getByTestId('prequal-assumptions')).toContainText(/limit/i);
    await expect(
      page.getByTestId('prequalification').getByRole('button', { name: 'Edit my info' }),
    ).toBeVisible();
    const listing = page
      .getByTestId('listings-promo')
      .getByRole('link', { name: /homes? for sale in Detroit under \$/ });
    await expect(listing).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('prequalification errors: credit below 581, no product, and a failure with retry but no "Edit my info"', async ({
    page,
  }) => {
    await page.goto('/calculators/affordability');
    await fillAffordability(page, { creditScore: '560' });
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    await expect(
      page.getByText('We need a credit score of 581 or more to prequalify you'),
    ).toBeVisible();

    await page.route('**/rmscbff/rates/affordability', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({
          code: 'noProductQualifies',
          message: 'Your cash to buy does not cover the down payment of any of our loans.',
        }),
      }),
    );
    await page.getByLabel(/^Credit score/).fill('700');
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    await expect(page.getByText('None of our loans fits this cash to buy')).toBeVisible();

    await page.unroute('**/rmscbff/rates/affordability');
    await page.route('**/rmscbff/rates/affordability', (route) =>
      route.fulfill({ status: 503, body: '{}' }),
    );
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    const section = page.getByTestId('prequalification');
    await expect(section.getByText('Sorry, we could not prequalify you just now')).toBeVisible();
    await expect(section.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(section.getByRole('button', { name: 'Edit my info' })).toHaveCount(0);
    await page.unroute('**/rmscbff/rates/affordability');
    await section.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByTestId('prequal-pricing')).toBeVisible();
  });

  test('loan limits on screen: $260,000 income, credit 610 in 48226 prequalifies at Wayne County’s FHA limit, and says so', async ({
    page,
  }) => {
    await page.goto('/calculators/affordability');
    await page.getByLabel(/^Annual income/).fill('260,000');
    await page.getByLabel(/^Money for a down payment/).fill('30,000');
    await page.getByLabel(/^Monthly debt payments/).fill('0');
    await page.getByLabel(/^ZIP code/).fill('48226');
    await page.getByLabel(/^Credit score/).fill('610');
    // The answers are asked about as they are committed: this one is for the score of 610.
    const prequalified = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/rmscbff/rates/affordability' &&
        (response.request().postDataJSON() as { creditScore: number }).creditScore === 610,
    );
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    const answer = (await (await prequalified).json()) as {
      recommendedProduct: {
        productName: string;
        pricing: { baseLoanAmount: number };
        disclaimers: { assumptions: string[] };
      };
    };
    const product = answer.recommendedProduct;
    expect(product.pricing.baseLoanAmount).toBeLessThanOrEqual(541_287);
    const section = page.getByTestId('prequalification');
    await expect(section).toContainText(`for a loan of ${whole(product.pricing.baseLoanAmount)}`);
    await expect(section).toContainText(product.productName);
    const limitNote = product.disclaimers.assumptions.find((text) => /limit/i.test(text))!;
    expect(limitNote).toMatch(/541,287/);
    await expect(page.getByTestId('prequal-assumptions')).toContainText(limitNote);
  });

  test('keyboard only: Tab through the form, Enter calculates, arrows move the slider', async ({
    page,
  }) => {
    await page.goto('/calculators/affordability');
    await expect(page.getByLabel(/^Annual income/)).toBeVisible();
    const typeInto = async (label: RegExp, text: string) => {
      for (let tab = 0; tab < 40; tab += 1) {
        await page.keyboard.press('Tab');
        if (await page.getByLabel(label).evaluate((element) => element === document.activeElement))
          break;
      }
      await expect(page.getByLabel(label)).toBeFocused();
      // The box holds an example value: typing replaces it.
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type(text);
    };
    await typeInto(/^Annual income/, '85000');
    await typeInto(/^Money for a down payment/, '40000');
    await typeInto(/^Monthly debt payments/, '500');
    await typeInto(/^ZIP code/, '48226');
    await typeInto(/^Credit score/, '700');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('affordability')).toBeVisible();
    await page.getByRole('slider', { name: 'Debt-to-income ratio' }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(page).toHaveURL(/[#&]dti=0\.35$/);
  });

  test('the listings card falls back to the ZIP copy with city and state', async ({ page }) => {
    await page.route('**/rmscbff/rocket-homes/listings**', (route) =>
      route.fulfill({ status: 503, body: '{}' }),
    );
    await page.goto('/calculators/affordability');
    await fillAffordability(page);
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    const promo = page.getByTestId('listings-promo');
    await expect(promo).toContainText(
      'We could not find homes for sale near 48226 in Detroit, MI just now.',
    );
    await expect(
      promo.getByRole('link', { name: /See homes and prices in Detroit, MI/ }),
    ).toBeVisible();
  });

  test('the business message and the generic error', async ({ page }) => {
    await page.goto('/calculators/affordability');
    await fillAffordability(page);
    await page.getByLabel(/^Monthly debt payments/).fill('5,000');
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    await expect(page.getByText('We could not find a price that fits')).toBeVisible();
    // Without the API the page cannot learn today's rate, so it has no figures to show.
    await page.route('**/rmscbff/calc/affordability**', (route) => route.abort('connectionreset'));
    await page.goto('/calculators/affordability');
    await expect(page.getByText('Sorry, we could not work this out')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  test('CALCULATION_RAN and FORM_FIELD_ERROR reach the collector with bands, never figures', async ({
    page,
    request,
  }) => {
    await page.goto('/calculators/affordability');
    await analyticsLoaded(page);
    // It opens with example values: an emptied box gives the message.
    await page.getByLabel(/^Annual income/).fill('');
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    await expect(page.getByRole('link', { name: 'Enter your annual income' })).toBeVisible();
    await fillAffordability(page);
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    await expect(page.getByTestId('affordability')).toBeVisible();
    const id = await anonymousIdOf(page);
    await expect
      .poll(async () => (await storedEvents(request, id)).map((event) => event.eventName), {
        timeout: 20_000,
      })
      .toEqual(expect.arrayContaining(['CALCULATION_RAN', 'FORM_FIELD_ERROR']));
    // Each box committed is a calculation: the last one has every answer of fillAffordability.
    const ranWithDebts = async () =>
      (await storedEvents(request, id)).find(
        (event) =>
          event.eventName === 'CALCULATION_RAN' &&
          event.properties?.['monthly_debt_band'] === '500-1000',
      );
    await expect.poll(ranWithDebts, { timeout: 20_000 }).toBeDefined();
    const events = await storedEvents(request, id);
    const ran = (await ranWithDebts())!;
    expect(ran.properties).toMatchObject({
      calculator_name: 'affordability',
      page_name: expect.stringMatching(/calculators:affordability$/),
      income_band: '75000-100000',
      funds_band: '25000-50000',
      monthly_debt_band: '500-1000',
      self_reported_credit_score_range: 'good',
    });
    expect(JSON.stringify(events)).not.toMatch(/85,?000|40,?000/);
    const fieldError = events.find((event) => event.eventName === 'FORM_FIELD_ERROR')!;
    expect(fieldError.properties).toMatchObject({
      form_name: 'affordability',
      error_message: expect.any(String),
    });
  });
});

test.describe('rent vs buy', () => {
  test.describe('the creditScore hash, row by row (SPEC §2)', () => {
    for (const [hash, choice] of [
      ['619', '580 to 619'],
      ['659', '620 to 659'],
      ['719', '660 to 719'],
      ['720', '720 or higher'],
      ['580', '580 to 619'],
      ['700', undefined],
    ] as const) {
      test(`#creditScore=${hash} → ${choice ?? 'no choice'}`, async ({ page }) => {
        await page.goto(`/calculators/rent-vs-buy#creditScore=${hash}`);
        await expect(page.getByRole('radiogroup', { name: /Credit score/ })).toBeVisible();
        if (choice) await expect(page.getByRole('radio', { name: choice })).toBeChecked();
        else
          for (const radio of await page.getByRole('radio').all())
            await expect(radio).not.toBeChecked();
      });
    }
  });

  test('every SPEC §5 message, on blur and on submit', async ({ page }) => {
    await page.goto('/calculators/rent-vs-buy');
    const price = page.getByLabel(/^Home price/);
    await price.fill('');
    await price.blur();
    await expect(price).toHaveAccessibleDescription(/Enter the home price/);
    await price.fill('300000');
    await price.blur();
    await expect(price).not.toHaveAccessibleDescription(/Enter the home price/);

    const amount = page.getByLabel(/^Down payment$/);
    await amount.fill('300000');
    await amount.blur();
    await expect(amount).toHaveAccessibleDescription(
      /Down payment must be less than the home price/,
    );
    await amount.fill('30000');
    await amount.blur();
    await expect(page.getByLabel(/^Down payment percent/)).toHaveValue('10');

    const percent = page.getByLabel(/^Down payment percent/);
    await percent.fill('100');
    await percent.blur();
    await expect(percent).toHaveAccessibleDescription(
      /Down payment percent must be 0 or more and less than 100/,
    );
    await percent.fill('-1');
    await percent.blur();
    await expect(percent).toHaveAccessibleDescription(
      /Down payment percent must be 0 or more and less than 100/,
    );

    const rate = page.getByLabel(/^Interest rate/);
    await rate.fill('');
    await rate.blur();
    await expect(rate).toHaveAccessibleDescription(/Enter the interest rate/);
    await rate.fill('10.5');
    await rate.blur();
    await expect(rate).toHaveAccessibleDescription(/Interest rate must be between 0 and 10/);

    const rent = page.getByLabel(/^Monthly rent/);
    await rent.fill('');
    await rent.blur();
    await expect(rent).toHaveAccessibleDescription(/Enter your monthly rent/);

    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    await expect(page.locator('.lui-error-summary')).toBeFocused();
    for (const message of [
      'Down payment percent must be 0 or more and less than 100',
      'Interest rate must be between 0 and 10',
      'Enter your monthly rent',
    ]) {
      await expect(summary.getByRole('link', { name: message })).toBeVisible();
    }
    await expectNoAxeViolations(page);
  });

  test('breakdown equal to the API and mortgage-math, year slider at the change year, crossover, how we calculated', async ({
    page,
  }) => {
    await page.goto('/calculators/rent-vs-buy#creditScore=659');
    const answered = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/rmscbff/rvb/calculate',
    );
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    const response = await answered;
    const api = (await response.json()) as {
      changeYear: number;
      rentData: number[];
      buyData: number[];
    };
    const math = rentVsBuy({
      purchasePriceCents: 350_000_00,
      downPaymentCents: 35_000_00,
      interestRate: 6.5,
      monthlyRentCents: 1_800_00,
      mortgageInsurancePaymentCents: rentVsBuyPmiCents(315_000_00, 350_000_00, 620),
    });
    expect(api).toEqual(math);
    await expect(page.getByTestId('rent-vs-buy-breakdown')).toHaveAttribute(
      'data-confirmed',
      'true',
    );
    const slider = page.getByRole('slider', { name: 'Years in the home' });
    await expect(slider).toHaveValue(String(api.changeYear));
    const year = page.getByTestId('year-breakdown');
    await expect(year).toContainText(whole(api.rentData[api.changeYear - 1]!));
    await expect(year).toContainText(whole(api.buyData[api.changeYear - 1]!));
    await slider.focus();
    await page.keyboard.press('End');
    await expect(year).toContainText(whole(api.rentData[29]!));
    const crossover = api.buyData.findIndex((buy, index) => buy < api.rentData[index]!);
    if (crossover >= 0)
      await expect(page.getByTestId('crossover-year')).toHaveText(`${crossover + 1} years`);
    await page.getByTestId('how-we-calculated').locator('summary').click();
    await expect(page.getByTestId('how-we-calculated')).toContainText(
      'priced for a credit score of 620',
    );
    await expect(page.getByRole('link', { name: /The New York Times/ })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the breakdown alert when the API fails', async ({ page }) => {
    await page.route('**/rmscbff/rvb/calculate**', (route) =>
      route.fulfill({ status: 503, body: '{}' }),
    );
    await page.goto('/calculators/rent-vs-buy');
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    await expect(page.getByText('Sorry, we could not work out your breakdown')).toBeVisible();
  });
});
