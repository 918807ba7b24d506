import { expect, test } from './support/test.ts';
import { RatesPage } from './pages/rates-page.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { hydrated } from './support/hydration.ts';

// Issue 35 "Components listed in SPEC §1 that no page uses": the frequently asked questions of
// articles and calculators as accordions, the loan types as a tab-accordion (SPEC §4 "opening
// one closes the others"), and tooltips explaining mortgage terms beside the figures.

test.describe('frequently asked questions as an accordion', () => {
  for (const { page: path, questions } of [
    {
      page: '/learn/rates-and-costs/closing-costs',
      questions: ['How much are closing costs?', 'When do I get my Closing Disclosure?'],
    },
    {
      page: '/calculators/mortgage',
      questions: [
        'How is a mortgage payment calculated?',
        'How can I avoid paying mortgage insurance?',
      ],
    },
  ]) {
    test(`${path}: each question opens its answer, independently of the others`, async ({
      page,
    }) => {
      await page.goto(path);
      await hydrated(page);
      const faq = page.getByRole('region', { name: 'Frequently asked questions' });
      const [first, second] = questions.map((name) => faq.getByRole('button', { name }));
      await expect(first!).toHaveAttribute('aria-expanded', 'false');
      await expect(second!).toHaveAttribute('aria-expanded', 'false');
      await first!.click();
      await expect(first!).toHaveAttribute('aria-expanded', 'true');
      const answer = page.locator(`#${await first!.getAttribute('aria-controls')}`);
      await expect(answer).toBeVisible();
      await second!.press('Enter');
      await expect(second!).toHaveAttribute('aria-expanded', 'true');
      await expect(first!).toHaveAttribute('aria-expanded', 'true');
      await expectNoAxeViolations(page);
    });
  }

  test('without JavaScript every answer shows', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/learn/rates-and-costs/closing-costs');
    const faq = page.getByRole('region', { name: 'Frequently asked questions' });
    await expect(faq.getByText(/^You must receive it at least 3 business days/)).toBeVisible();
    await expect(faq.getByText(/^Sometimes\. You can ask the seller/)).toBeVisible();
    await context.close();
  });
});

test('the loan types are a tab-accordion: opening one closes the others', async ({ page }) => {
  await page.goto('/loan-options');
  await hydrated(page);
  const types = page.getByRole('region', { name: 'Compare the loan types' });
  const fixed = types.getByRole('button', { name: '30-year fixed' });
  const fha = types.getByRole('button', { name: '30-year FHA' });
  await expect(fixed).toHaveAttribute('aria-expanded', 'true');
  await expect(types.getByRole('link', { name: /30-year fixed rates/ })).toHaveAttribute(
    'href',
    '/rates?products=30YRFIXED',
  );
  await fha.click();
  await expect(fha).toHaveAttribute('aria-expanded', 'true');
  await expect(fixed).toHaveAttribute('aria-expanded', 'false');
  await expect(types.getByText(/government-insured loan with 3.5% down/)).toBeVisible();
  await expect(types.getByText(/same rate and principal and interest payment/)).toBeHidden();
  await expectNoAxeViolations(page);
});

test('the rates table explains APR and points in a tooltip, and links to the article', async ({
  page,
}) => {
  const rates = new RatesPage(page);
  await rates.goto();
  const apr = rates.table.getByRole('link', { name: 'What APR means' });
  // A mouse user has used the mouse on the page before (tooltips open on hover with a pointer).
  await page.getByRole('heading', { level: 1 }).click();
  await apr.hover();
  const tooltip = page.getByRole('tooltip');
  await expect(tooltip).toHaveText(/^Annual percentage rate: the yearly cost of the loan/);
  await page.mouse.move(0, 0);
  await expect(tooltip).toBeHidden();
  // Keyboard focus shows it too, and it describes the link.
  const points = rates.table.getByRole('link', { name: 'What Points means' });
  await apr.focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(apr).toBeFocused();
  await expect(tooltip).toHaveText(/^Annual percentage rate/);
  await page.keyboard.press('Tab');
  await expect(points).toBeFocused();
  await expect(tooltip).toHaveText(/^Discount points are interest paid up front/);
  await expect(points).toHaveAccessibleDescription(/^Discount points are interest paid up front/);
  await expectNoAxeViolations(page);
  await points.press('Enter');
  await expect(page).toHaveURL('/learn/rates-and-costs/mortgage-rates-points-and-apr');
});

test.describe('the calculators explain mortgage terms beside their figures', () => {
  test('mortgage: mortgage insurance and escrow, each with its tooltip and article', async ({
    page,
  }) => {
    // Under 20% down with a 660 score: the loan carries mortgage insurance.
    await page.goto('/calculators/mortgage#price=250000&down=7500&rate=7.25&term=30&credit=660');
    await hydrated(page);
    const pmi = page.getByRole('link', { name: 'What PMI means' });
    await expect(pmi).toBeVisible();
    // A mouse user has used the mouse on the page before (tooltips open on hover with a pointer).
    await page.getByRole('heading', { level: 1 }).click();
    await pmi.hover();
    const tooltip = page.getByRole('tooltip');
    await expect(tooltip).toHaveText(/^Private mortgage insurance protects the lender/);
    await page.mouse.move(0, 0);
    await expect(tooltip).toBeHidden();
    // Keyboard focus shows it too, and it describes the link. (React Aria opens no tooltip on
    // the first keyboard focus after a script's focus(), so the visitor's keys go from the escrow
    // link past the chart's table panel under the donut to the PMI link.)
    const escrow = page.getByRole('link', { name: 'What Escrow means' });
    await escrow.focus();
    await page.keyboard.press('Tab');
    await expect(page.getByText('The chart as a table')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(pmi).toBeFocused();
    await expect(tooltip).toHaveText(/^Private mortgage insurance protects the lender/);
    await expect(pmi).toHaveAccessibleDescription(/^Private mortgage insurance protects/);
    await expectNoAxeViolations(page);
    await pmi.click();
    await expect(page).toHaveURL('/learn/rates-and-costs/private-mortgage-insurance');
  });

  test('affordability: the debt-to-income ratio of the estimate', async ({ page }) => {
    await page.goto('/calculators/affordability');
    await hydrated(page);
    await page.getByLabel(/^Annual income/).fill('$85,000');
    await page.getByLabel(/^Money for a down payment/).fill('40,000');
    await page.getByLabel(/^Monthly debt payments/).fill('500');
    await page.getByLabel(/^ZIP code/).fill('48226');
    await page.getByLabel(/^Credit score/).fill('700');
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    const dti = page.getByRole('link', { name: 'What DTI means' });
    await page.getByRole('heading', { level: 1 }).click();
    await dti.hover();
    await expect(page.getByRole('tooltip')).toHaveText(/^Debt-to-income ratio: your monthly debt/);
    await expect(dti).toHaveAccessibleDescription(/^Debt-to-income ratio/);
    await expect(dti).toHaveAttribute('href', '/learn/buying/how-much-house-can-i-afford');
    await expectNoAxeViolations(page);
  });
});
