// Issue 24: the amortization and mortgage payoff calculators against the real production server:
// each journey with its figures checked against @lender/mortgage-math, the amortization CSV
// downloaded and compared with every on-screen row (acceptance 4), a shared link reproducing the
// same figures in a fresh browser context (acceptance 3), axe in every state, the keyboard.
import { readFile } from 'node:fs/promises';
import {
  amortizationCalculator,
  formatUsd,
  mortgagePayoffCalculator,
  scheduleCsv,
} from '@lender/mortgage-math';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { analyticsLoaded, anonymousIdOf, storedEvents } from './support/analytics.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { withSharedLink } from './support/shared-link.ts';

const MONTHS =
  'January February March April May June July August September October November December'.split(
    ' ',
  );
const longMonth = (date: { year: number; month: number }) =>
  `${MONTHS[date.month - 1]} ${date.year}`;

/** Types into a box and leaves it, as a visitor does (the box commits on blur). */
async function enter(box: Locator, text: string) {
  await box.fill(text);
  await box.blur();
}

async function enterDate(page: Page, group: string, month: string, year: string) {
  const fieldset = page.getByRole('group', { name: group });
  await enter(fieldset.getByLabel('Month'), month);
  await enter(fieldset.getByLabel('Year'), year);
}

/** Every row of the monthly schedule, page by page, as the cells read. */
async function monthlyRows(page: Page): Promise<string[][]> {
  const rows: string[][] = [];
  for (;;) {
    const table = page.getByRole('table', { name: /^Monthly schedule/ });
    rows.push(
      ...(await table
        .locator('tbody tr')
        .evaluateAll((trs) =>
          trs.map((tr) => [...tr.querySelectorAll('th, td')].map((cell) => cell.textContent ?? '')),
        )),
    );
    const later = page.getByRole('button', { name: 'Later payments' });
    if ((await later.getAttribute('aria-disabled')) === 'true') return rows;
    const range = await page.getByText(/^Payments \d+ to \d+ of \d+$/).textContent();
    await later.click();
    await expect(page.getByText(/^Payments \d+ to \d+ of \d+$/)).not.toHaveText(range!);
  }
}

const cents = (text: string) => Math.round(Number(text.replace(/[$,]/g, '')) * 100);

// A journey here types a dozen fields and runs axe up to three times over a 60-row schedule:
// about 20 s alone, over 30 s on a loaded two-core machine.
test.describe.configure({ timeout: 60_000 });

test.describe('amortization calculator', () => {
  const expected = amortizationCalculator({
    loanAmountCents: 350_000_00,
    annualRatePercent: 6.875,
    termMonths: 360,
    startDate: { year: 2027, month: 1 },
    extraMonthlyCents: 250_00,
    extraAnnualCents: 2_000_00,
    extraAnnualMonth: 4,
    oneTimeExtras: [{ paymentNumber: 30, amountCents: 10_000_00 }],
  });

  async function fillLoan(page: Page) {
    await enter(page.getByLabel('Loan amount'), '$350,000');
    await enter(page.getByLabel('Interest rate', { exact: true }), '6.875');
    await enter(page.getByLabel('Loan term', { exact: true }), '30');
    await enterDate(page, 'First payment', '1', '2027');
    await enter(page.getByRole('textbox', { name: 'Extra every month' }), '250');
    await enter(page.getByLabel('Extra once a year'), '2,000');
    await enter(page.getByLabel('Month of the yearly extra'), '4');
    await enter(page.getByLabel('One-time extra'), '10000');
    await enterDate(page, 'When you pay the one-time extra', '6', '2029');
  }

  test('journey: loan and extras → payment, savings, payoff date, schedule by month and year; axe in each state', async ({
    page,
  }) => {
    const bundles: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/calculators/bundles/')) bundles.push(request.url());
    });
    await page.goto('/calculators/amortization');
    await expect(page.getByLabel('Loan amount')).toBeVisible();
    expect(bundles.some((url) => /\/bundles\/amortization\/\d+\.\d+\.\d+\/index-/.test(url))).toBe(
      true,
    );
    await expectNoAxeViolations(page);
    await fillLoan(page);
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    await expect(page.getByTestId('monthly-payment')).toHaveText(
      formatUsd(expected.monthlyPaymentCents),
    );
    await expect(page.getByTestId('interest-saved')).toHaveText(
      formatUsd(expected.interestSavedCents),
    );
    await expect(page.getByTestId('payoff-date')).toHaveText(longMonth(expected.payoffDate!));
    await expect(
      page.getByText(`Payments 1 to 60 of ${expected.payoffMonths}`, { exact: true }),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    // The header row stays in view as the schedule scrolls.
    const table = page.getByRole('region', { name: /^Monthly schedule/ });
    const header = table.locator('thead th').first();
    const before = await header.boundingBox();
    await table.evaluate((element) => element.scrollBy(0, 600));
    const after = await header.boundingBox();
    expect(Math.abs(after!.y - before!.y)).toBeLessThan(2);

    await page.getByText('By year', { exact: true }).click();
    const years = page.getByRole('table', { name: 'Yearly schedule' });
    await expect(years.locator('tbody tr')).toHaveCount(expected.years.length);
    await page.getByText('The chart as a table').click();
    await page.getByText('How we calculated this').click();
    await expect(page.getByTestId('how-we-calculated')).toContainText(
      '$2,000.00 once a year in April',
    );
    await expectNoAxeViolations(page);
  });

  test('issue 34 §4: on a 1440 px screen the schedule takes the calculator’s whole width', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/calculators/amortization');
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    const schedule = page.getByRole('region', { name: 'Payment schedule' }).getByRole('table');
    await expect(schedule).toBeVisible();
    const calculator = await page.locator('.lamort').boundingBox();
    const table = await schedule.boundingBox();
    // It was squeezed into the results' column, about 700 px of the calculator's 1,120.
    expect(table!.width).toBeGreaterThan(calculator!.width * 0.9);
  });

  test('the downloaded CSV is the on-screen schedule row for row and closes at exactly 0', async ({
    page,
  }) => {
    await page.goto('/calculators/amortization');
    await fillLoan(page);
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    await expect(page.getByTestId('monthly-payment')).toBeVisible();
    const shown = await monthlyRows(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download the schedule (CSV)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('amortization-schedule.csv');
    const csv = await readFile((await download.path())!, 'utf8');
    // The file is mortgage-math's schedule, byte for byte.
    expect(csv).toBe(scheduleCsv(expected.rows));
    const [header, ...lines] = csv.trimEnd().split('\r\n');
    expect(header).toBe(
      'Payment number,Date,Payment,Principal,Extra principal,Interest,Total paid,Balance',
    );
    expect(lines).toHaveLength(shown.length);
    lines.forEach((line, index) => {
      const cells = line.split(',');
      const row = shown[index]!;
      expect(row[0]).toBe(cells[0]);
      const [year, month] = cells[1]!.split('-');
      expect(row[1]).toBe(`${MONTHS[Number(month) - 1]!.slice(0, 3)} ${year}`);
      for (let cell = 2; cell < cells.length; cell += 1) {
        expect(cents(row[cell]!), `row ${index + 1}, ${header!.split(',')[cell]}`).toBe(
          cents(cells[cell]!),
        );
      }
    });
    expect(lines.at(-1)!.split(',').at(-1)).toBe('0.00');
    expect(shown.at(-1)!.at(-1)).toBe('$0.00');
  });

  test('a shared link reproduces the same figures in a fresh browser context', async ({
    page,
    browser,
  }) => {
    await page.goto('/calculators/amortization');
    await fillLoan(page);
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    await expect(page.getByTestId('monthly-payment')).toBeVisible();
    const link = page.url();
    expect(link).toMatch(/#loan=350000&rate=6\.875&term=30&startMonth=1&startYear=2027/);
    const figures = await page.getByTestId('summary').textContent();

    await withSharedLink(browser, link, async (fresh) => {
      await expect(fresh.getByTestId('summary')).toHaveText(figures!);
      await expect(fresh.getByTestId('monthly-payment')).toHaveText(
        formatUsd(expected.monthlyPaymentCents),
      );
      await expect(fresh.getByLabel('Loan amount')).toHaveValue('$350,000');
    });
  });

  test('errors: summary with links, messages beside the fields, values kept; axe', async ({
    page,
  }) => {
    await page.goto('/calculators/amortization');
    await enter(page.getByLabel('Loan amount'), '');
    await enter(page.getByLabel('Interest rate', { exact: true }), '26');
    await enter(page.getByLabel('One-time extra'), '5000');
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    await expect(page.locator('.lui-error-summary')).toBeFocused();
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    await expect(summary.getByRole('link', { name: 'Enter the loan amount' })).toBeVisible();
    await expect(
      summary.getByRole('link', { name: 'Interest rate must be between 0 and 25' }),
    ).toBeVisible();
    await expect(page.getByLabel('Interest rate', { exact: true })).toHaveValue('26');
    await expect(page.getByLabel('Interest rate', { exact: true })).toHaveAccessibleDescription(
      /Interest rate must be between 0 and 25/,
    );
    await expectNoAxeViolations(page);
  });

  test('keyboard only: type, Enter shows the schedule, page through it, download', async ({
    page,
  }) => {
    await page.goto('/calculators/amortization');
    await expect(page.getByLabel('Loan amount')).toBeVisible();
    await page.getByLabel('Loan amount').focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('200000');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('monthly-payment')).toBeVisible();
    const later = page.getByRole('button', { name: 'Later payments' });
    await later.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText(/^Payments 61 to 120 of/)).toBeVisible();
    await expect(later).toBeFocused();
    await page.getByRole('radio', { name: 'By month' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('table', { name: 'Yearly schedule' })).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download the schedule (CSV)' }).focus();
    await page.keyboard.press('Enter');
    expect((await download).suggestedFilename()).toBe('amortization-schedule.csv');
  });

  test('CALCULATION_RAN reaches the collector with bands, never figures', async ({
    page,
    request,
  }) => {
    await page.goto('/calculators/amortization');
    await analyticsLoaded(page);
    await fillLoan(page);
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    await expect(page.getByTestId('monthly-payment')).toBeVisible();
    const id = await anonymousIdOf(page);
    // Each field left with the form complete recalculates: the whole loan's calculation is one of them.
    const ran = async () =>
      (await storedEvents(request, id)).filter((event) => event.eventName === 'CALCULATION_RAN');
    await expect
      .poll(async () => (await ran()).map((event) => event.properties), { timeout: 20_000 })
      .toContainEqual(
        expect.objectContaining({
          calculator_name: 'amortization',
          loan_amount_band: '300000-400000',
          result_band: '2000-2500',
          extra_payment_band: '250-500',
        }),
      );
    expect(JSON.stringify(await ran())).not.toMatch(/350,?000|2,?299/);
  });
});

test.describe('mortgage payoff calculator', () => {
  const base = {
    currentBalanceCents: 280_000_00,
    annualRatePercent: 6.5,
    remainingMonths: 330,
    startDate: { year: 2027, month: 1 },
  };

  async function fillLoan(page: Page) {
    await enter(page.getByLabel(/^Loan balance/), '$280,000');
    await enter(page.getByLabel('Interest rate', { exact: true }), '6.5');
    await enter(page.getByLabel(/^Payments left/), '330');
    await enterDate(page, 'Next payment', '1', '2027');
  }

  test('journey, payoff date for an extra payment: figures of mortgage-math; axe', async ({
    page,
  }) => {
    await page.goto('/calculators/mortgage-payoff');
    await expect(page.getByLabel(/^Loan balance/)).toBeVisible();
    await expectNoAxeViolations(page);
    await fillLoan(page);
    await enter(page.getByLabel(/^Extra each month/), '500');
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    const expected = mortgagePayoffCalculator({
      ...base,
      goal: 'payoffDateForExtra',
      extraMonthlyCents: 500_00,
    });
    await expect(page.getByTestId('payoff-date')).toHaveText(longMonth(expected.payoffDate!));
    await expect(page.getByTestId('interest-saved')).toHaveText(
      formatUsd(expected.interestSavedCents),
    );
    await expect(page.getByTestId('scheduled-payment')).toHaveText(
      formatUsd(expected.monthlyPaymentCents),
    );
    await page.getByText('The chart as a table').click();
    await page.getByText('How we calculated this').click();
    await expectNoAxeViolations(page);
  });

  test('journey, extra payment to pay off by a date, then a shared link in a fresh context', async ({
    page,
    browser,
  }) => {
    await page.goto('/calculators/mortgage-payoff');
    await fillLoan(page);
    await page.getByText('The extra payment to pay it off by a date').click();
    await enterDate(page, 'Pay off by', '12', '2041');
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    const expected = mortgagePayoffCalculator({
      ...base,
      goal: 'extraForPayoffDate',
      payoffBy: { year: 2041, month: 12 },
    });
    expect(expected.extraMonthlyCents).toBeGreaterThan(0);
    await expect(page.getByTestId('extra-needed')).toHaveText(
      formatUsd(expected.extraMonthlyCents),
    );
    await expect(page.getByTestId('new-payoff')).toHaveText(longMonth(expected.payoffDate!));
    await expectNoAxeViolations(page);

    const link = page.url();
    expect(link).toContain('goal=extraForPayoffDate&byMonth=12&byYear=2041');
    const figures = await page.getByTestId('summary').textContent();
    await withSharedLink(browser, link, async (fresh) => {
      await expect(fresh.getByTestId('extra-needed')).toHaveText(
        formatUsd(expected.extraMonthlyCents),
      );
      await expect(fresh.getByTestId('summary')).toHaveText(figures!);
      await expect(
        fresh.getByRole('radio', { name: 'The extra payment to pay it off by a date' }),
      ).toBeChecked();
    });
  });

  test('errors: a payoff date before the next payment, a missing balance; axe', async ({
    page,
  }) => {
    await page.goto('/calculators/mortgage-payoff');
    await enter(page.getByLabel(/^Loan balance/), '');
    await page.getByText('The extra payment to pay it off by a date').click();
    await enterDate(page, 'Next payment', '6', '2027');
    await enterDate(page, 'Pay off by', '1', '2027');
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    await expect(
      summary.getByRole('link', { name: 'Enter what you still owe on your mortgage' }),
    ).toBeVisible();
    await expect(
      summary.getByRole('link', {
        name: 'Payoff date must be the month of your next payment or later',
      }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
