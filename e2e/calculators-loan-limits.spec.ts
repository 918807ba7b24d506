// Issue 34 §5: the affordability calculator's prequalification, on the production server's fresh
// database, quotes FHFA's county conforming limit it ships (Los Angeles County: $1,249,125, not
// the $832,750 baseline), keeps FHA at HUD's national floor, and says exactly which data applied.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';

/** The year of the shipped county list (apps/bff/reference-data). */
const SHIPPED_YEAR = 2026;
const FHFA_2026 = 'FHFA, Conforming Loan Limit Values for 2026, county list of November 2025';

async function prequalify(page: Page, { zip, creditScore }: { zip: string; creditScore: string }) {
  await page.goto('/calculators/affordability');
  await page.getByLabel(/^Annual income/).fill('$600,000');
  await page.getByLabel(/^Money for a down payment/).fill('200,000');
  await page.getByLabel(/^Monthly debt payments/).fill('0');
  await page.getByLabel(/^ZIP code/).fill(zip);
  await page.getByLabel(/^Credit score/).fill(creditScore);
  await page.getByRole('button', { name: 'Calculate', exact: true }).click();
  await expect(page.getByTestId('prequal-pricing')).toBeVisible();
}

test.describe('loan limits in the affordability calculator', () => {
  // The server's clock picks the year; the shipped list applies in its own year only, and in a
  // later one the estimate must say the year's county limits are not loaded.
  const year = new Date().getUTCFullYear();

  test('Los Angeles County: a conventional loan up to FHFA’s county limit, with its source on screen', async ({
    page,
  }) => {
    await prequalify(page, { zip: '90012', creditScore: '760' });
    const assumptions = page.getByTestId('prequal-assumptions');
    if (year === SHIPPED_YEAR) {
      await expect(
        assumptions.getByText(
          `The 2026 conforming loan limit for a single-family home in Los Angeles County, CA is $1,249,125: FHFA's 2026 limit for the county (source: ${FHFA_2026}).`,
          { exact: true },
        ),
      ).toBeVisible();
      await expect(assumptions).toContainText(
        'a conforming loan in Los Angeles County, CA can be at most $1,249,125',
      );
      await expect(page.getByText(/^30-year fixed.*, for a loan of \$1,249,125\.$/)).toBeVisible();
    } else {
      await expect(assumptions).toContainText(
        `The ${year} conforming loan limit used for Los Angeles County, CA is`,
      );
      await expect(assumptions).toContainText('no county limit has been imported');
    }
  });

  test('FHA: HUD’s national floor, and the estimate says HUD’s county list is not loaded', async ({
    page,
  }) => {
    await prequalify(page, { zip: '90012', creditScore: '610' });
    await expect(page.getByTestId('prequal-assumptions')).toContainText(
      `The ${year} FHA loan limit used for Los Angeles County, CA is $541,287, HUD's national floor for a single-family home, the lowest FHA limit of any county (HUD's county limits are not loaded, so the floor is used in every county; many counties allow more).`,
    );
  });
});
