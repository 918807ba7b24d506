// Issue 34 §1, acceptance 1: a calculator loads after client-side navigation from every page of
// the site map, and from every card of the wizard. The calculator bundles import React by name
// through an import map, so a document without it showed "Sorry, the calculator did not load"
// (`Failed to resolve module specifier "react"`) on every calculator reached from /calculators or
// /find-a-calculator opened in a fresh tab. The map is now in every document the server sends
// (apps/bff calculator-pins.ts); here each site-map page is the landing document in turn, and
// a calculator is reached from it by clicking links, as a visitor does: every calculator from the
// hub and from the wizard's cards (the pages of the issue), and from every other page the next
// calculator in turn. The map itself is the same in every document, first in its head and
// allowed by its CSP: the bff test "every page carries the calculator bundles' pins" checks that
// of every page at once, so a calculator that loads from one landing document loads from all.
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { CalculatorWizardPage } from './pages/calculator-wizard-page.ts';
import { SiteShell } from './pages/site-shell.ts';
import { hydrated } from './support/hydration.ts';

/**
 * Waits for the calculator of the page on screen to load: its slot holds the calculator's form.
 * One check (the slot is `ready` only once the bundle has loaded, `failed` with the apology
 * otherwise, and no page without a calculator has a slot), so the walk stays quick.
 */
async function expectCalculatorLoaded(page: Page): Promise<void> {
  await expect(
    page.locator('.calculator-slot[data-state="ready"]').getByRole('textbox').first(),
  ).toBeVisible({ timeout: 15_000 });
}

/** The paths the site map lists, in its order. */
async function siteMapPaths(page: Page): Promise<string[]> {
  const response = await page.request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => new URL(url!).pathname);
}

/** The names of the calculator links of the hub (/calculators) on screen, in its order. */
async function hubCalculatorNames(page: Page): Promise<string[]> {
  const names = await page
    .getByRole('main')
    .locator('a[href^="/calculators/"]')
    .evaluateAll((links) => links.map((link) => link.textContent?.trim() ?? ''));
  return [...new Set(names)];
}

const HUB_HEADING = { level: 1, name: 'Mortgage calculators' } as const;

// One browser context for every journey here: the bundles, immutable, come from its cache after
// the first load, as for a visitor; each landing page is a new document all the same. The visitor
// sends Global Privacy Control, so no analytics or session recording runs: their work on every
// page is not what this walk is about, and it halves the walk's time.
let context: BrowserContext;
test.beforeAll(async ({ browser }) => {
  context = await browser.newContext({ extraHTTPHeaders: { 'sec-gpc': '1' } });
  await context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true });
  });
});
test.afterAll(async () => {
  await context.close();
});

test.describe.configure({ mode: 'serial' });

test('from every site-map page, the header’s Calculators link and a calculator link load the calculator; from the hub, every calculator', async () => {
  const page = await context.newPage();
  const paths = await siteMapPaths(page);
  // The pages of the issue are among them: the hub and the wizard, opened in a fresh tab.
  expect(paths).toEqual(expect.arrayContaining(['/', '/calculators', '/find-a-calculator']));
  let calculators: string[] = [];
  test.setTimeout(paths.length * 20_000);
  for (const [index, path] of paths.entries()) {
    await test.step(path, async () => {
      // Arrange: the landing document, as a visitor from a search engine opens it.
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      await hydrated(page);
      // Act: to the hub by the header's link (client-side), then to a calculator.
      await new SiteShell(page).mainNavigation.getByRole('link', { name: 'Calculators' }).click();
      await expect(page.getByRole('heading', HUB_HEADING)).toBeVisible();
      if (calculators.length === 0) calculators = await hubCalculatorNames(page);
      expect(calculators.length).toBeGreaterThanOrEqual(9);
      // Every calculator from the hub opened in a fresh tab (the case); from any other
      // page, the next calculator in turn, so each is reached from pages of every kind.
      const names =
        path === '/calculators' ? calculators : [calculators[index % calculators.length]!];
      for (const name of names) {
        await page.getByRole('main').getByRole('link', { name, exact: true }).click();
        // Assert
        await expectCalculatorLoaded(page);
        if (names.length > 1) {
          await page.goBack();
          await expect(page.getByRole('heading', HUB_HEADING)).toBeVisible();
        }
      }
    });
  }
  await page.close();
});

/** The results' "what do you want to figure out" choices of each own-a-home answer (SPEC §4). */
const CALCULATING = {
  yes: [
    'monthly-payment',
    'down-payment',
    'home-price',
    'lower-monthly-payment',
    'shorter-loan-term',
    'available-equity',
  ],
  no: ['monthly-payment-interested', 'down-payment-options', 'home-price-afford'],
} as const;

/** Answers the wizard's questions to its results, as a visitor does. */
async function answerToResults(wizard: CalculatorWizardPage): Promise<void> {
  await wizard.getStarted();
  await wizard.answer('No');
  await wizard.answer('How much home I can afford');
  await wizard.answerZip('48226');
  await wizard.answer('Good (660 to 719)');
  await expect(wizard.results).toBeVisible();
}

/** Sets the results' selects, which change the cards in place. */
async function chooseCards(
  wizard: CalculatorWizardPage,
  ownAHome: string,
  calculating: string,
): Promise<void> {
  if ((await wizard.ownAHome.inputValue()) !== ownAHome) {
    await wizard.ownAHome.selectOption(ownAHome);
  }
  await wizard.calculating.selectOption(calculating);
}

test('from the wizard’s results, every calculator card loads its calculator', async () => {
  test.setTimeout(120_000);
  const page = await context.newPage();
  const reached = new Set<string>();
  // One landing document: from a card to its calculator and Back are client-side navigations.
  const wizard = new CalculatorWizardPage(page);
  await wizard.goto();
  await answerToResults(wizard);
  for (const [ownAHome, choices] of Object.entries(CALCULATING)) {
    for (const calculating of choices) {
      await test.step(`${ownAHome}, ${calculating}`, async () => {
        await chooseCards(wizard, ownAHome, calculating);
        for (const [name, href] of await wizard.cards()) {
          const path = href.split('#')[0]!;
          // Rent Rewards is a page, not a calculator; a calculator already reached from a card
          // loads the same from any other (its link differs in the hash only).
          if (!path.startsWith('/calculators/') || reached.has(path)) continue;
          // Act
          await wizard.results.getByRole('link', { name, exact: true }).click();
          // Assert
          await expectCalculatorLoaded(page);
          reached.add(path);
          // Back on the wizard (client-side), its answers are gone: answered again.
          await page.goBack();
          await answerToResults(wizard);
          await chooseCards(wizard, ownAHome, calculating);
        }
      });
    }
  }
  // The cards of SPEC §4 name eight calculators; each was reached.
  expect(reached.size).toBe(8);
  await page.close();
});
