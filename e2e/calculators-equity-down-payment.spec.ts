// Issue 24: the home equity calculator, the mini home equity widget and the down payment
// calculator against the real production server: each journey, a shared link reproducing the same
// figures in a fresh browser context, axe in each state, keyboard use, no layout shift.
import { downPaymentCalculator, homeEquityCalculator } from '@lender/mortgage-math';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { withSharedLink } from './support/shared-link.ts';

const HOME_EQUITY = '/calculators/home-equity';
const DOWN_PAYMENT = '/calculators/down-payment';
const HELOC_ARTICLE = '/learn/home-equity/heloc-vs-home-equity-loan-vs-cash-out-refinance';

const usd = (cents: number, digits = 2) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(cents / 100);

/** Types into a labelled box as a visitor pasting a formatted amount, then leaves it. */
async function enter(page: Page, label: RegExp, text: string) {
  const box = page.getByLabel(label);
  await box.fill(text);
  await box.blur();
}

/** Picks a radio as a visitor does, by clicking its label. */
async function choose(page: Page, label: string) {
  await page.getByText(label, { exact: true }).click();
  await expect(page.getByRole('radio', { name: label })).toBeChecked();
}

/** The texts of the figures a calculator shows, to compare two pages. */
async function figureTexts(page: Page, testIds: string[]): Promise<string[]> {
  return Promise.all(testIds.map((id) => page.getByTestId(id).innerText()));
}

test.describe('home equity', () => {
  test('journey: amounts pasted with $ and commas → equity, HELOC and loan payments equal to mortgage-math; a shared link reproduces them', async ({
    page,
    browser,
  }) => {
    const bundles: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/calculators/bundles/home-equity/')) bundles.push(request.url());
    });
    await page.goto(HOME_EQUITY);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Home equity calculator' }),
    ).toBeVisible();
    await enter(page, /^Home value/, '$600,000');
    await enter(page, /^Mortgage balance/, '300,000');
    await enter(page, /^Second mortgage or HELOC balance/, '$25,000');
    await choose(page, '85%');
    await enter(page, /^HELOC interest rate/, '8.75');
    expect(bundles.some((url) => /\/index-\w+\.mjs$/.test(url))).toBe(true);

    const expected = homeEquityCalculator({
      homeValueCents: 600_000_00,
      mortgageBalancesCents: [300_000_00, 25_000_00],
      maxCombinedLtvPercent: 85,
      helocAnnualRatePercent: 8.75,
      homeEquityLoanAnnualRatePercent: 8.5,
      homeEquityLoanTermMonths: 180,
    });
    expect(expected.availableCents).toBe(185_000_00);
    await expect(page.getByTestId('available-equity')).toHaveText(usd(expected.availableCents, 0));
    await expect(page.getByTestId('heloc-payments')).toContainText(
      `${usd(expected.heloc.interestOnlyPaymentCents)} a month`,
    );
    await expect(page.getByTestId('heloc-payments')).toContainText(
      `${usd(expected.heloc.repaymentPaymentCents)} a month`,
    );
    await expect(page.getByTestId('loan-payments')).toContainText(
      usd(expected.homeEquityLoan.paymentCents),
    );
    await expect(page.getByRole('status').filter({ hasText: 'You could borrow up to' })).toHaveText(
      /You could borrow up to \$185,000\./,
    );
    await expectNoAxeViolations(page);

    await expect(page).toHaveURL(/#homeValue=600000&firstMortgage=300000&secondMortgage=25000/);
    const ids = ['available-equity', 'equity-breakdown', 'heloc-payments', 'loan-payments'];
    const here = await figureTexts(page, ids);
    const there = await withSharedLink(browser, page.url(), async (fresh) => {
      await expect(fresh.getByTestId('available-equity')).toBeVisible();
      await expect(fresh.getByLabel(/^Home value/)).toHaveValue('$600,000');
      await expect(fresh.getByRole('radio', { name: '85%' })).toBeChecked();
      return figureTexts(fresh, ids);
    });
    expect(there).toEqual(here);
  });

  test('says plainly when there is no equity at the limit', async ({ page }) => {
    await page.goto(HOME_EQUITY);
    await enter(page, /^Mortgage balance/, '430000');
    await expect(
      page.getByRole('heading', { name: 'No equity available to borrow at 90%' }),
    ).toBeVisible();
    await expect(page.getByTestId('no-equity')).toContainText('You owe $430,000');
    await expect(page.getByTestId('heloc-payments')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('GOV.UK messages on blur and on submit, values kept, the summary takes focus', async ({
    page,
  }) => {
    await page.goto(HOME_EQUITY);
    await enter(page, /^Home value/, '');
    await enter(page, /^Home equity loan interest rate/, '26');
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    const summary = page.getByRole('alert');
    // The summary's box takes focus (its alert role is inside it).
    await expect(page.locator(':focus')).toContainText('There is a problem');
    await expect(summary.getByRole('link', { name: 'Enter your home’s value' })).toBeVisible();
    await expect(
      summary.getByRole('link', {
        name: 'Home equity loan interest rate must be between 0 and 25',
      }),
    ).toBeVisible();
    await expect(page.getByLabel(/^Home equity loan interest rate/)).toHaveValue('26');
    await expectNoAxeViolations(page);
    await summary.getByRole('link', { name: 'Enter your home’s value' }).click();
    await expect(page.getByLabel(/^Home value/)).toBeFocused();
  });

  test('works by keyboard alone', async ({ page }) => {
    await page.goto(HOME_EQUITY);
    const value = page.getByLabel(/^Home value/);
    await expect(value).toBeVisible();
    await value.focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('500000');
    // Tab through the balances to the limit's radios; arrows choose.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('radio', { name: '90%' })).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('radio', { name: '85%' })).toBeChecked();
    // 500,000 × 85 % − 250,000
    await expect(page.getByTestId('available-equity')).toHaveText('$175,000');
    await page.getByRole('button', { name: 'Calculate', exact: true }).focus();
    await page.keyboard.press('Enter');
    await page.getByText('How we calculated this').focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('how-we-calculated')).toContainText('$500,000 × 85%');
  });
});

test.describe('mini home equity', () => {
  test('on a Home equity article: estimate, then open the full calculator with the same figures', async ({
    page,
  }) => {
    await page.goto(HELOC_ARTICLE);
    // The widget's bundle loads when its place nears the viewport.
    await page.locator('.calculator-slot').scrollIntoViewIfNeeded();
    const widget = page.getByRole('region', { name: 'How much equity could you borrow?' });
    await expect(widget).toBeVisible();
    await enter(page, /^Home value/, '$520,000');
    await enter(page, /^Mortgage balance/, '300,000');
    await expect(page.getByTestId('mini-available')).toHaveText('$168,000');
    await expectNoAxeViolations(page);
    await widget.getByRole('link', { name: 'See HELOC and home equity loan payments' }).click();
    await expect(page).toHaveURL(
      /\/calculators\/home-equity#homeValue=520000&firstMortgage=300000&secondMortgage=&maxCltv=90/,
    );
    await expect(page.getByTestId('available-equity')).toHaveText('$168,000');
    await expect(page.getByLabel(/^Mortgage balance/)).toHaveValue('$300,000');
  });

  test('is only on Home equity articles', async ({ page }) => {
    // An FHA article carries the mini mortgage widget, never the mini home equity one.
    await page.goto('/learn/loan-types/fha-loans');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('.calculator-slot--mini-mortgage')).toHaveCount(1);
    await expect(page.locator('.calculator-slot--mini-home-equity')).toHaveCount(0);
  });
});

test.describe('down payment', () => {
  test('journey: 3, 5, 10, 20 % and your own amount equal to mortgage-math; a shared link reproduces the table', async ({
    page,
    browser,
  }) => {
    await page.goto(DOWN_PAYMENT);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Down payment calculator' }),
    ).toBeVisible();
    await enter(page, /^Home price/, '$350,000');
    await enter(page, /^Interest rate/, '6.75');
    await choose(page, '660 to 719');
    await enter(page, /^Your own down payment/, '$42,000');

    const expected = downPaymentCalculator({
      homePriceCents: 350_000_00,
      annualRatePercent: 6.75,
      termMonths: 360,
      creditScore: 660,
      customDownPaymentCents: 42_000_00,
    });
    const table = page.getByRole('table', { name: 'A $350,000 home with each down payment' });
    await expect(table.getByRole('columnheader')).toHaveText([
      '3% down',
      '5% down',
      '10% down',
      '20% down',
      'Your $42,000 (12%)',
    ]);
    const cells = (name: string) =>
      table
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name }) })
        .getByRole('cell');
    await expect(cells('Monthly payment')).toHaveText(
      expected.scenarios.map((scenario) => usd(scenario.monthlyPaymentCents!)),
    );
    await expect(cells('Cash to close')).toHaveText(
      expected.scenarios.map((scenario) => usd(scenario.cashToCloseCents, 0)),
    );
    await expect(cells('Loan type')).toHaveText(Array(5).fill('Conventional'));
    await expectNoAxeViolations(page);

    await expect(page).toHaveURL(
      /#homePrice=350000&interestRate=6\.75&termYears=30&creditScore=660&customDownPayment=42000$/,
    );
    const here = await table.innerText();
    const there = await withSharedLink(browser, page.url(), async (fresh) => {
      const freshTable = fresh.getByRole('table', {
        name: 'A $350,000 home with each down payment',
      });
      await expect(freshTable).toBeVisible();
      return freshTable.innerText();
    });
    expect(there).toBe(here);
  });

  test('loan limits and program rules: jumbo above the conforming limit, FHA for low scores, none where nothing fits', async ({
    page,
  }) => {
    await page.goto(`${DOWN_PAYMENT}#homePrice=900000`);
    const cells = (name: string) =>
      page
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name }) })
        .getByRole('cell');
    await expect(cells('Loan type')).toHaveText(['Jumbo', 'Jumbo', 'Conventional', 'Conventional']);
    await expect(page.getByTestId('program-notes')).toContainText('$832,750');
    await enter(page, /^Home price/, '300000');
    await choose(page, '500 to 579');
    await expect(cells('Loan type')).toHaveText([
      'Not enough down',
      'Not enough down',
      'FHA may fit',
      'FHA may fit',
    ]);
    await expect(page.getByTestId('no-program')).toContainText('not enough down for any loan');
    await expectNoAxeViolations(page);
  });

  test('a wizard card’s link picks the credit band', async ({ page }) => {
    await page.goto(`${DOWN_PAYMENT}#zip=48226&creditScore=619`);
    await expect(page.getByRole('radio', { name: '580 to 619' })).toBeChecked();
  });

  test('GOV.UK messages, values kept, the summary takes focus', async ({ page }) => {
    await page.goto(DOWN_PAYMENT);
    await enter(page, /^Home price/, '');
    await enter(page, /^Interest rate/, '21');
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    const summary = page.getByRole('alert');
    // The summary's box takes focus (its alert role is inside it).
    await expect(page.locator(':focus')).toContainText('There is a problem');
    await expect(summary.getByRole('link', { name: 'Enter the home price' })).toBeVisible();
    await expect(
      summary.getByRole('link', { name: 'Interest rate must be between 0 and 20' }),
    ).toBeVisible();
    await expect(page.getByLabel(/^Interest rate/)).toHaveValue('21');
    await expectNoAxeViolations(page);
  });
});
