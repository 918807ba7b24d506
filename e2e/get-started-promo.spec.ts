import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './support/test.ts';
import { hydrated } from './support/hydration.ts';
import { startOwnServer, type OwnServer } from './support/own-server.ts';

// Issue 35, Forms: the get-started page's large-loan-amount promo (SPEC §2) is switched on by the
// operator, without a build: a content file named by LARGE_LOAN_AMOUNT_PROMO_FILE, read at start.
// The journeys start a server of their own with it (the shared server runs the page's own promo).

const PROMO = {
  title: 'Borrowing more than $806,500?',
  text: 'Our jumbo loans go up to $3 million, with 10% down and a rate locked for 90 days.',
  link: { text: 'See jumbo loan rates', href: '/rates?purpose=purchase' },
};
/** The page's own promo, which the large-loan-amount promo replaces. */
const OWN_PROMO_TITLE = 'Get preapproved before you make an offer';

test.describe.configure({ mode: 'serial', timeout: 240_000 });

let server: OwnServer;
let promoDir: string;

test.beforeAll(async () => {
  // A first start loads the place data set: about 20 s, more under load.
  test.setTimeout(180_000);
  promoDir = mkdtempSync(join(tmpdir(), 'lender-e2e-promo-'));
  const file = join(promoDir, 'large-loan-amount-promo.json');
  writeFileSync(file, JSON.stringify(PROMO));
  server = await startOwnServer({ LARGE_LOAN_AMOUNT_PROMO_FILE: file });
});

test.afterAll(async () => {
  await server?.stop();
  rmSync(promoDir, { recursive: true, force: true });
});

test('the configured promo replaces the page promo, in the first HTML and on a client-side visit', async ({
  page,
}) => {
  await page.goto(`${server.baseUrl}/purchase/get-started`);
  const promo = page.getByRole('region', { name: PROMO.title });
  await expect(promo).toContainText(PROMO.text);
  await expect(promo.getByRole('link', { name: PROMO.link.text })).toHaveAttribute(
    'href',
    PROMO.link.href,
  );
  await expect(page.getByRole('heading', { name: OWN_PROMO_TITLE })).toHaveCount(0);

  // Arriving from another page of the site: the page's data says the same. The home page's
  // hero experiment shows "Get started" in its control only (the other variant links to the
  // affordability calculator), so this visitor is in the control.
  await page
    .context()
    .addCookies([{ name: 'experiments', value: 'home-hero:explain', url: server.baseUrl }]);
  await page.goto(`${server.baseUrl}/`);
  await hydrated(page);
  await page
    .getByRole('main')
    .getByRole('link', { name: /get started/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/purchase\/get-started$/);
  await expect(page.getByRole('region', { name: PROMO.title })).toContainText(PROMO.text);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the configured promo is in the page the server sends', async ({ page }) => {
    await page.goto(`${server.baseUrl}/purchase/get-started`);
    await expect(page.getByRole('region', { name: PROMO.title })).toContainText(PROMO.text);
    await expect(page.getByRole('heading', { name: OWN_PROMO_TITLE })).toHaveCount(0);
  });
});
