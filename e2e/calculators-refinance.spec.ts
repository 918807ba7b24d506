// Issue 24: the lower payment and shorter term refinance calculators, the /calculators hub and
// the Rent Rewards page, against the real production server.
import {
  lowerPaymentRefinanceCalculator,
  shorterTermRefinanceCalculator,
} from '@lender/mortgage-math';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { analyticsLoaded, anonymousIdOf, storedEvents } from './support/analytics.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { withSharedLink } from './support/shared-link.ts';

const money = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

/** The text of each figure the results show, by test id, to compare two pages. */
async function figures(page: Page, ids: readonly string[]): Promise<Record<string, string>> {
  const entries = await Promise.all(
    ids.map(async (id) => [id, (await page.getByTestId(id).textContent()) ?? ''] as const),
  );
  return Object.fromEntries(entries);
}

/** Chooses a radio as a visitor does, by clicking its label (React Aria's label takes the click). */
async function choose(page: Page, name: string) {
  await page.locator('label').filter({ hasText: name }).click();
  await expect(page.getByRole('radio', { name })).toBeChecked();
}

const REFINANCE_FIGURES = [
  'current-payment',
  'new-payment',
  'monthly-savings',
  'closing-costs',
  'break-even',
  'current-interest',
  'new-interest',
  'interest-change',
  'lifetime-change',
] as const;

test.describe('lower payment refinance', () => {
  test('journey: a pasted balance, the new rate and term → figures from mortgage-math, in the hash, announced; the link reproduces them in a fresh browser', async ({
    page,
    browser,
  }) => {
    await page.goto('/calculators/refinance');
    await page.getByLabel(/^Loan balance/).fill('$320,000');
    await page.getByLabel(/^Current interest rate/).fill('7.25');
    await page.getByLabel(/^Years/).fill('26');
    await page.getByLabel(/^Months/).fill('6');
    await page.getByLabel(/^New interest rate/).fill('6.125');
    await choose(page, '25 years');
    await page.getByLabel(/^Closing costs/).fill('6,400');
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();

    const expected = lowerPaymentRefinanceCalculator({
      currentBalanceCents: 320_000_00,
      currentAnnualRatePercent: 7.25,
      currentRemainingMonths: 318,
      newAnnualRatePercent: 6.125,
      newTermMonths: 300,
      closingCostsCents: 6_400_00,
      rollClosingCostsIntoLoan: false,
    });
    await expect(page.getByTestId('new-payment')).toHaveText(money(expected.newPaymentCents));
    await expect(page.getByTestId('current-payment')).toHaveText(
      money(expected.currentPaymentCents),
    );
    await expect(page.getByTestId('monthly-savings')).toHaveText(
      money(expected.monthlySavingsCents),
    );
    await expect(page.getByTestId('break-even')).toHaveText(
      new RegExp(`^${expected.breakEvenMonth} months`),
    );
    await expect(page.getByTestId('new-interest')).toHaveText(
      money(expected.newTotalInterestCents),
    );
    await expect(
      page.getByRole('status').filter({ hasText: 'Your payment would go down' }),
    ).toHaveText(new RegExp(`by ${money(expected.monthlySavingsCents).replace(/[$.]/g, '\\$&')}`));
    await expect(page).toHaveURL(
      /#balance=320000&rate=7\.25&years=26&months=6&newRate=6\.125&newTerm=25&closingCosts=6400&payCosts=cash$/,
    );
    await page.getByTestId('how-we-calculated').locator('summary').click();
    await expect(page.getByTestId('how-we-calculated')).toContainText('Excel');
    await expectNoAxeViolations(page);

    const shown = await figures(page, REFINANCE_FIGURES);
    await withSharedLink(browser, page.url(), async (fresh) => {
      await expect(fresh.getByTestId('refinance-results')).toBeVisible();
      expect(await figures(fresh, REFINANCE_FIGURES)).toEqual(shown);
      await expect(fresh.getByLabel(/^Loan balance/)).toHaveValue('$320,000');
      await expect(fresh.getByRole('radio', { name: '25 years' })).toBeChecked();
    });
  });

  test('says plainly when a lower payment costs more over the life of the loan, and Back returns to the figures before', async ({
    page,
  }) => {
    await page.goto(
      '/calculators/refinance#balance=200000&rate=6.5&years=12&months=0&newRate=6&newTerm=30&closingCosts=4000&payCosts=cash',
    );
    const warning = page.getByTestId('costs-more');
    await expect(warning).toContainText(/Refinancing would cost you \$[\d,]+ more over the life/);
    await expect(warning).toContainText('runs 18 years longer than what is left on your loan');
    await expectNoAxeViolations(page);
    const before = await page.getByTestId('new-payment').textContent();
    await choose(page, '10 years');
    await expect(page).toHaveURL(/newTerm=10/);
    await expect(page.getByTestId('new-payment')).not.toHaveText(before!);
    await page.goBack();
    await expect(page).toHaveURL(/newTerm=30/);
    await expect(page.getByTestId('new-payment')).toHaveText(before!);
  });

  test('a higher payment: no savings, no break-even, said so', async ({ page }) => {
    await page.goto(
      '/calculators/refinance#balance=250000&rate=4.5&years=25&months=0&newRate=7&newTerm=30&closingCosts=5000&payCosts=loan',
    );
    await expect(page.getByTestId('costs-more')).toContainText(
      'This refinance would not lower your payment.',
    );
    await expect(page.getByTestId('break-even')).toHaveText('Never: the payment does not go down');
  });

  test('messages on blur and on submit, GOV.UK style, values kept; axe clean', async ({ page }) => {
    await page.goto('/calculators/refinance');
    const balance = page.getByLabel(/^Loan balance/);
    await balance.fill('');
    await balance.blur();
    await expect(balance).toHaveAccessibleDescription(/Enter what you still owe on your mortgage/);
    await page.getByLabel(/^Years/).fill('0');
    await page.getByLabel(/^Months/).fill('0');
    await page.getByLabel(/^Months/).blur();
    const rate = page.getByLabel(/^New interest rate/);
    await rate.fill('25');
    await rate.blur();
    await expect(rate).toHaveAccessibleDescription(/New interest rate must be between 0 and 20/);
    await expect(rate).toHaveValue('25');
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    await expect(page.locator('.lui-error-summary')).toBeFocused();
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    for (const message of [
      'Enter what you still owe on your mortgage',
      'Time left on your loan must be at least 1 month',
      'New interest rate must be between 0 and 20',
    ]) {
      await expect(summary.getByRole('link', { name: message })).toBeVisible();
    }
    await expectNoAxeViolations(page);
  });

  test('keyboard only: Tab to each box, type, arrows choose the term, Enter calculates', async ({
    page,
  }) => {
    await page.goto('/calculators/refinance');
    await expect(page.getByLabel(/^Loan balance/)).toBeVisible();
    const typeInto = async (label: RegExp, text: string) => {
      for (let tab = 0; tab < 40; tab += 1) {
        await page.keyboard.press('Tab');
        if (await page.getByLabel(label).evaluate((element) => element === document.activeElement))
          break;
      }
      await expect(page.getByLabel(label)).toBeFocused();
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type(text);
    };
    await typeInto(/^Loan balance/, '280000');
    await typeInto(/^New interest rate/, '6');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('radio', { name: '30 years' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: '25 years' })).toBeChecked();
    await page.getByLabel(/^New interest rate/).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('refinance-results')).toBeVisible();
    await expect(page).toHaveURL(/balance=280000.*newRate=6&newTerm=25/);
  });

  test('CALCULATION_RAN reaches the collector named as the lower payment calculator (SPEC §2), with bands only', async ({
    page,
    request,
  }) => {
    await page.goto('/calculators/refinance');
    await analyticsLoaded(page);
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    await expect(page.getByTestId('refinance-results')).toBeVisible();
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
      calculator_name: 'refinance',
      page_name: 'calculators:lower payment refinance calculator',
      loan_amount_band: '300000-400000',
    });
    // Bands only: neither the balance nor a rate travels as a figure.
    for (const value of Object.values(ran.properties ?? {})) {
      expect([300_000, '300000', '300,000', 7.5, '7.5', 6.25, '6.25']).not.toContain(value);
    }
  });
});

const SHORTER_FIGURES = [
  'payment-current',
  'interest-current',
  ...[10, 15, 20].flatMap((years) => [
    `payment-${years}`,
    `change-${years}`,
    `interest-${years}`,
    `saved-${years}`,
    `net-${years}`,
  ]),
];

test.describe('shorter term refinance', () => {
  test('journey: current loan and three offered rates → the terms side by side from mortgage-math; the link reproduces them in a fresh browser', async ({
    page,
    browser,
  }) => {
    await page.goto('/calculators/shorter-term-refinance');
    await page.getByLabel(/^Loan balance/).fill('$410,000');
    await page.getByLabel(/^Current interest rate/).fill('7.125');
    await page.getByLabel(/^Years/).fill('27');
    await page.getByLabel(/^Months/).fill('0');
    await page.getByLabel(/^10-year loan rate/).fill('5.625');
    await page.getByLabel(/^15-year loan rate/).fill('5.75');
    await page.getByLabel(/^20-year loan rate/).fill('6.125');
    await page.getByLabel(/^Closing costs of the new loan/).fill('7200');
    await choose(page, 'Add them to the new loan');
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();

    const expected = shorterTermRefinanceCalculator({
      currentBalanceCents: 410_000_00,
      currentAnnualRatePercent: 7.125,
      currentRemainingMonths: 324,
      closingCostsCents: 7_200_00,
      rollClosingCostsIntoLoan: true,
      offers: [
        { termMonths: 120, annualRatePercent: 5.625 },
        { termMonths: 180, annualRatePercent: 5.75 },
        { termMonths: 240, annualRatePercent: 6.125 },
      ],
    });
    await expect(page.getByTestId('payment-current')).toHaveText(
      money(expected.currentPaymentCents),
    );
    for (const option of expected.options) {
      const years = option.termMonths / 12;
      await expect(page.getByTestId(`payment-${years}`)).toHaveText(money(option.newPaymentCents));
      await expect(page.getByTestId(`change-${years}`)).toHaveText(
        `${money(Math.abs(option.paymentChangeCents))} ${option.paymentChangeCents > 0 ? 'more' : 'less'}`,
      );
      await expect(page.getByTestId(`saved-${years}`)).toHaveText(money(option.interestSavedCents));
    }
    await expect(page.getByTestId('headline')).toContainText('saves the most');
    await expect(page).toHaveURL(/rate10=5\.625&rate15=5\.75&rate20=6\.125/);
    await expectNoAxeViolations(page);

    const shown = await figures(page, SHORTER_FIGURES);
    await withSharedLink(browser, page.url(), async (fresh) => {
      await expect(fresh.getByTestId('shorter-term-results')).toBeVisible();
      expect(await figures(fresh, SHORTER_FIGURES)).toEqual(shown);
      await expect(fresh.getByLabel(/^15-year loan rate/)).toHaveValue('5.75');
    });
  });

  test('terms that cost more than keeping the loan are named plainly; errors are GOV.UK style; axe clean', async ({
    page,
  }) => {
    await page.goto(
      '/calculators/shorter-term-refinance#balance=150000&rate=4&years=12&months=0&closingCosts=4000&payCosts=cash&rate10=6&rate15=6.25&rate20=6.5',
    );
    await expect(page.getByTestId('costs-more')).toContainText(
      /A 20-year loan would cost you \$[\d,]+ more than keeping your loan: it runs 8 years longer/,
    );
    await expectNoAxeViolations(page);
    const rate = page.getByLabel(/^10-year loan rate/);
    await rate.fill('');
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'There is a problem' })
        .getByRole('link', { name: 'Enter the interest rate for a 10-year loan' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('the calculators hub', () => {
  test('lists every calculator page with its purpose, the two guided finders, and Rent Rewards', async ({
    page,
  }) => {
    await page.goto('/calculators');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Mortgage calculators' }),
    ).toBeVisible();
    const paths = [
      '/calculators/mortgage',
      '/calculators/amortization',
      '/calculators/home-equity',
      '/calculators/down-payment',
      '/calculators/mortgage-payoff',
      '/calculators/refinance',
      '/calculators/shorter-term-refinance',
      '/calculators/affordability',
      '/calculators/rent-vs-buy',
      // "Not sure where to start?"
      '/find-a-calculator',
      '/loan-options',
      '/rent-rewards',
    ];
    const cards = page.locator('.calculators-hub__card');
    await expect(cards).toHaveCount(paths.length);
    for (const path of paths) {
      const card = cards.filter({ has: page.locator(`a[href="${path}"]`) });
      await expect(card).toHaveCount(1);
      await expect(card.getByRole('paragraph')).not.toBeEmpty();
    }
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Shorter term refinance calculator' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Shorter term refinance calculator' }),
    ).toBeVisible();
  });
});

test.describe('Rent Rewards', () => {
  test('the program page is in the server HTML: what it is, how it works, who can join, the example labelled as demo, FAQ and the calls to action', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/rent-rewards');
    await expect(page.getByRole('heading', { level: 1, name: 'Rent Rewards' })).toBeVisible();
    for (const heading of [
      'What Rent Rewards is',
      'How it works',
      'An example (demo figures)',
      'Who can join',
      'Frequently asked questions',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    await expect(page.getByText('These are example figures')).toBeVisible();
    await expect(page.getByTestId('rent-rewards-example')).toContainText('$432');
    await expect(page.getByRole('link', { name: 'Get started' })).toHaveAttribute(
      'href',
      '/purchase/get-started',
    );
    await expect(page.getByRole('link', { name: 'Get email updates' }).first()).toHaveAttribute(
      'href',
      '/subscribe',
    );
    await context.close();
  });

  test('axe clean, and the wizard’s card path leads here', async ({ page }) => {
    await page.goto('/rent-rewards');
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Get started' }).click();
    await expect(page).toHaveURL(/\/purchase\/get-started$/);
  });
});
