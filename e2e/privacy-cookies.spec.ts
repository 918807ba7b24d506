import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { OptOutPage } from './pages/opt-out-page.ts';
import { analyticsLoaded } from './support/analytics.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { hydrated } from './support/hydration.ts';
import { CANARY_EMAIL } from './support/canary.ts';

// The privacy notice must list every cookie and stored value a visit leaves (apps/site/app/privacy
// cookies.ts): a cookie added later without being disclosed fails this journey.

/** A Chrome older than SPEC §9's minimum (130): the browser-support notice shows. */
const CHROME_129 =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/129.0.0.0 Safari/537.36';

type Kind = 'Cookie' | 'Local storage' | 'Session storage';

/** A name the notice lists: exact, or (shown ending in *) a prefix of generated keys. */
interface Disclosed {
  readonly kind: Kind;
  readonly name: string;
  readonly prefix: boolean;
}

/** Every row of the notice's cookie tables, as a visitor reads them. */
async function disclosedOnPrivacyPage(page: Page): Promise<Disclosed[]> {
  const rows = page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader') });
  const disclosed: Disclosed[] = [];
  for (const row of await rows.all()) {
    const shown = (await row.getByRole('rowheader').innerText()).trim();
    const type = (await row.getByRole('cell').first().innerText()).trim();
    const kind: Kind = type.startsWith('Cookie') ? 'Cookie' : (type as Kind);
    const prefix = shown.endsWith('*');
    disclosed.push({ kind, name: prefix ? shown.slice(0, -1) : shown, prefix });
  }
  return disclosed;
}

function isDisclosed(disclosed: readonly Disclosed[], kind: Kind, name: string): boolean {
  return disclosed.some(
    (item) => item.kind === kind && (item.prefix ? name.startsWith(item.name) : name === item.name),
  );
}

/** The page's own storage keys, by kind. */
async function storageKeys(page: Page): Promise<{ kind: Kind; name: string }[]> {
  const { local, session } = await page.evaluate(() => ({
    local: Object.keys(window.localStorage),
    session: Object.keys(window.sessionStorage),
  }));
  return [
    ...local.map((name) => ({ kind: 'Local storage' as const, name })),
    ...session.map((name) => ({ kind: 'Session storage' as const, name })),
  ];
}

test('every cookie and stored value a visit leaves is listed on the privacy notice, which passes axe', async ({
  page,
  context,
  browser,
}) => {
  // Five pages, an out-of-date browser's visit and an axe run.
  test.setTimeout(90_000);
  const found = new Map<string, { kind: Kind; name: string }>();
  const collect = async () => {
    for (const cookie of await context.cookies()) {
      found.set(`Cookie:${cookie.name}`, { kind: 'Cookie', name: cookie.name });
    }
    for (const key of await storageKeys(page)) found.set(`${key.kind}:${key.name}`, key);
  };

  // Arriving from a campaign link: analytics starts, a recording starts (every session is
  // sampled by default), the banner is dismissed.
  await page.goto('/?utm_source=newsletter&utm_campaign=privacy-e2e');
  await hydrated(page);
  await page
    .getByRole('region', { name: 'Email updates' })
    .getByRole('button', { name: 'Dismiss email updates' })
    .click();
  await analyticsLoaded(page);
  await expect
    .poll(() => page.evaluate(() => window.sessionStorage.length), { timeout: 15_000 })
    .toBeGreaterThan(0);
  await collect();

  // A calculator, a form and market insights, as a visitor goes from page to page.
  await page.goto('/calculators/affordability');
  await hydrated(page);
  await collect();
  const form = new OptOutPage(page);
  await form.goto();
  await form.email.check();
  await form.emailAddress.fill(CANARY_EMAIL);
  await collect();
  await page.goto('/market-insights');
  await hydrated(page);
  await collect();

  // An out-of-date browser dismisses the browser-support notice (remembered for the visit).
  const old = await browser.newContext({ userAgent: CHROME_129 });
  const oldPage = await old.newPage();
  await oldPage.goto('/licensing');
  await hydrated(oldPage);
  await oldPage
    .getByRole('region', { name: 'Browser support' })
    .getByRole('button', { name: 'Dismiss browser support' })
    .click();
  await expect(oldPage.getByRole('region', { name: 'Browser support' })).toBeHidden();
  const oldCookies = await old.cookies();
  await old.close();
  for (const cookie of oldCookies) {
    found.set(`Cookie:${cookie.name}`, { kind: 'Cookie', name: cookie.name });
  }

  // Names the journey must have met, or it says nothing about what the site really stores.
  expect([...found.keys()]).toEqual(
    expect.arrayContaining([
      'Cookie:hideAlertBanner',
      'Cookie:hideBrowserBanner',
      'Cookie:ajs_anonymous_id',
      'Cookie:UTMInfo',
      'Session storage:lender.replay',
    ]),
  );

  await page.goto('/privacy');
  await hydrated(page);
  const disclosed = await disclosedOnPrivacyPage(page);
  const undisclosed = [...found.values()].filter(
    ({ kind, name }) => !isDisclosed(disclosed, kind, name),
  );
  expect(undisclosed, 'cookies or stored values missing from /privacy').toEqual([]);

  await expectNoAxeViolations(page);
});
