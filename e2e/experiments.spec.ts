import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { E2E_ADMIN_TOKEN } from './playwright.config.ts';
import { analyticsLoaded, anonymousIdOf, storedEvents } from './support/analytics.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { hydrated } from './support/hydration.ts';

// Issue 26 part 6, acceptance 6: first-party experiments against the real server, in Chromium.
// The shipped experiment (apps/site/experiments.json): two wordings of the home page hero.

const HEADLINES = {
  explain: 'A home loan you understand, from people who explain it',
  'numbers-first': 'Know what you can afford before you talk to a lender',
} as const;
type Variant = keyof typeof HEADLINES;

/** The hero's variant and headline as the page shows them. */
async function shownVariant(page: Page): Promise<{ variant: string | null; headline: string }> {
  const hero = page.locator('section.hero');
  return {
    variant: await hero.getAttribute('data-variant'),
    headline: (await page.getByRole('heading', { level: 1 }).textContent()) ?? '',
  };
}

/** Sends what the page has queued now, as a page being hidden does. */
async function hidePage(page: Page): Promise<void> {
  await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
}

test.describe('the home page hero experiment', () => {
  test('the server-rendered HTML already holds the variant the anonymous id gives, and keeps it', async ({
    page,
    context,
    baseURL,
  }) => {
    // Arrange: a first visit, which is given an anonymous id and a variant by the server.
    const first = await page.request.get('/');
    const cookies = first
      .headersArray()
      .filter((header) => header.name.toLowerCase() === 'set-cookie');
    const id = /ajs_anonymous_id=([\w-]+)/.exec(cookies.map((c) => c.value).join('\n'))?.[1];
    expect(id).toBeTruthy();
    const assigned = /experiments=home-hero:([\w-]+)/.exec(
      cookies.map((c) => c.value).join('\n'),
    )?.[1] as Variant;
    expect(Object.keys(HEADLINES)).toContain(assigned);
    expect(await first.text()).toContain(`<h1 id="hero-title">${HEADLINES[assigned]}</h1>`);

    // Act: the same visitor (only the anonymous id kept) comes back, without JavaScript first.
    await context.clearCookies();
    await context.addCookies([{ name: 'ajs_anonymous_id', value: id!, url: baseURL! }]);
    const again = await page.request.get('/');

    // Assert: the same variant, in the HTML itself: nothing for a script to swap (no flicker).
    expect(await again.text()).toContain(`<h1 id="hero-title">${HEADLINES[assigned]}</h1>`);
    await page.goto('/');
    await hydrated(page);
    expect(await shownVariant(page)).toEqual({ variant: assigned, headline: HEADLINES[assigned] });
  });

  test('participated_in_experiment is sent once per session, with the SPEC §3 fields', async ({
    page,
  }) => {
    // Arrange / Act: the home page, a client navigation away and back, then a full reload.
    await page.goto('/');
    await analyticsLoaded(page);
    const { variant } = await shownVariant(page);
    const anonymousId = await anonymousIdOf(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy notice' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await page.getByRole('banner').getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADLINES[variant as Variant]);
    await page.reload();
    await analyticsLoaded(page);
    expect((await shownVariant(page)).variant).toBe(variant);
    await hidePage(page);

    // Assert: three page views of the home page, one exposure.
    let events = await storedEvents(page.request, anonymousId);
    await expect
      .poll(
        async () => {
          events = await storedEvents(page.request, anonymousId);
          return events.filter((event) => event.pageName === 'harborlight:home').length;
        },
        { timeout: 20_000 },
      )
      .toBeGreaterThanOrEqual(3);
    const exposures = events.filter((event) => event.eventName === 'participated_in_experiment');
    expect(exposures).toHaveLength(1);
    expect(exposures[0]?.properties).toMatchObject({
      user_in_experiment: true,
      variant_id: variant,
      variant_name: expect.any(String),
      experiment_id: 'home-hero',
      experiment_name: 'Home page hero wording',
      experiment_source: 'first_party',
      experiment_location: 'harborlight:home',
    });

    // Assert: the operators' dashboard counts the exposure under the variant.
    const report = await page.request.get('/admin/analytics.json', {
      headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
    });
    const { experiments } = (await report.json()) as {
      experiments: {
        experimentId: string;
        variants: { variantId: string; exposedVisitors: number }[];
      }[];
    };
    const homeHero = experiments.find((experiment) => experiment.experimentId === 'home-hero');
    const shown = homeHero?.variants.find((item) => item.variantId === variant);
    expect(shown?.exposedVisitors).toBeGreaterThanOrEqual(1);
  });

  test('with Global Privacy Control: a variant still shows, but no cookie is set and no event sent', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ extraHTTPHeaders: { 'Sec-GPC': '1' } });
    await context.addInitScript(() =>
      Object.defineProperty(navigator, 'globalPrivacyControl', { value: true }),
    );
    const page = await context.newPage();
    const sent: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/v1/')) sent.push(request.postData() ?? '');
    });

    const response = await page.goto('/');
    await hydrated(page);
    // Past the analytics library's start (5 s after load): anything it would send is sent.
    await page.waitForTimeout(6_500);
    await hidePage(page);

    expect(await shownVariant(page)).toEqual({
      variant: 'explain',
      headline: HEADLINES.explain,
    });
    expect(await response!.headerValue('set-cookie')).toBeNull();
    expect((await context.cookies(baseURL!)).map((cookie) => cookie.name)).not.toContain(
      'experiments',
    );
    expect(sent.filter((body) => body.includes('participated_in_experiment'))).toEqual([]);
    await context.close();
  });

  for (const variant of Object.keys(HEADLINES) as Variant[]) {
    test(`the ${variant} variant: shown as remembered, no layout shift, no axe violation`, async ({
      page,
      context,
      baseURL,
    }) => {
      await context.addCookies([
        { name: 'experiments', value: `home-hero:${variant}`, url: baseURL! },
      ]);
      await page.goto('/');
      await hydrated(page);
      expect(await shownVariant(page)).toEqual({ variant, headline: HEADLINES[variant] });
      // The words are in the first HTML: hydration changes nothing, so nothing moves.
      const shift = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            let total = 0;
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
                total += entry.value;
              }
            }).observe({ type: 'layout-shift', buffered: true });
            setTimeout(() => resolve(total), 500);
          }),
      );
      expect(shift).toBe(0);
      await expectNoAxeViolations(page);
    });
  }

  test('the configured experimentation script still loads beside the first-party experiment', async ({
    page,
  }) => {
    // The client configuration as OPTIMIZELY_URL would set it (SPEC §3 optimizelyUrl), on this origin.
    await page.route('/', async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        '"segmentKey":"e2e_write_key"',
        '"segmentKey":"e2e_write_key","optimizelyUrl":"/experimentation-test.js"',
      );
      await route.fulfill({ response, body: html });
    });
    await page.route('/experimentation-test.js', (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: 'window.experimentationScriptRan = true;',
      }),
    );

    await page.goto('/');
    await page.waitForFunction(
      () => (window as unknown as { experimentationScriptRan?: boolean }).experimentationScriptRan,
      undefined,
      { timeout: 20_000 },
    );
    expect(await page.locator('section.hero').getAttribute('data-variant')).toMatch(
      /^(explain|numbers-first)$/,
    );
  });
});
