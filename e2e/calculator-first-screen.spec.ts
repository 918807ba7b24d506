// Issue 34 §3, acceptance 4: every calculator opens with a result (from example values it labels
// as such) and, on a 390 × 844 phone, its main figure is on the first screen after load and stays
// in view while the visitor edits: the form comes first there, so the kit's summary bar shows the
// figure at the foot of the screen until the results themselves are reached. The small
// calculators other pages carry show their figure beside their few fields: a screen from the
// widget's top holds it.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';

const PHONE = { width: 390, height: 844 };

/** The calculator pages, by path. */
const PAGES = [
  '/calculators/mortgage',
  '/calculators/affordability',
  '/calculators/rent-vs-buy',
  '/calculators/amortization',
  '/calculators/mortgage-payoff',
  '/calculators/home-equity',
  '/calculators/down-payment',
  '/calculators/refinance',
  '/calculators/shorter-term-refinance',
];

/** The calculator of the page, once its bundle has loaded. */
function calculator(page: Page): Locator {
  return page.locator('.calculator-slot[data-state="ready"]');
}

/** A different, valid amount for a money box: its value a fifth higher, in whole dollars. */
async function changeAmount(box: Locator): Promise<void> {
  const now = Number((await box.inputValue()).replace(/[^\d.]/g, ''));
  expect(now, 'the first box holds an example amount').toBeGreaterThan(0);
  await box.fill(String(Math.round(now * 1.2)));
  await box.press('Enter');
}

test.use({ viewport: PHONE, extraHTTPHeaders: { 'sec-gpc': '1' } });

for (const path of PAGES) {
  test(`${path}: opens with a result, its main figure on a phone’s first screen and in view while editing`, async ({
    page,
  }) => {
    await page.goto(path);
    const note = calculator(page).getByTestId('figures-note');
    await expect(note).toHaveText(/example values/);
    const bar = page.getByTestId('summary-bar');
    await expect(bar).toBeInViewport({ ratio: 1 });
    const before = await bar.locator('strong').textContent();

    // The visitor edits the first box: the figure follows, still in view, the example note goes.
    await changeAmount(calculator(page).getByRole('textbox').first());
    await expect(note).toBeHidden();
    await expect(bar).toBeInViewport({ ratio: 1 });
    await expect(bar.locator('strong')).not.toHaveText(before!);

    // The bar leads to the results, and steps aside once they are in view.
    await bar.click();
    await expect(bar).toBeHidden();
  });
}

/** Pages that carry a small calculator. */
const WIDGETS = [
  { name: 'mini purchase/refinance', path: '/' },
  { name: 'mini mortgage', path: '/learn/buying/how-much-house-can-i-afford' },
  {
    name: 'mini home equity',
    path: '/learn/home-equity/heloc-vs-home-equity-loan-vs-cash-out-refinance',
  },
];

for (const widget of WIDGETS) {
  test(`the ${widget.name} calculator opens with a result within one phone screen of its top`, async ({
    page,
  }) => {
    await page.goto(widget.path);
    // A widget loads when it comes near the window, as a reader scrolls to it: its top at the
    // top of the screen.
    await page
      .locator('.calculator-slot')
      .evaluate((element) => element.scrollIntoView({ block: 'start' }));
    const slot = calculator(page);
    const note = slot.getByTestId('figures-note');
    await expect(note).toHaveText(/example values/);
    const figure = slot.locator('.lcalc-headline__figure').first();
    await expect(figure).toBeInViewport({ ratio: 1 });
  });
}
