import { expect, test } from './support/test.ts';
import { DESKTOP, openAsNewVisitor, PHONE } from './support/layout.ts';
import { TEMPLATE_PAGES } from './support/templates.ts';

// Issue 22, acceptance 3: every template at a phone's 390 px and a desktop's 1280 px, as a new
// visitor sees it (banner showing), compared with the committed screenshot beside this file
// (visual.spec.ts-snapshots/). After a deliberate change to the look of a page, review the new
// pictures and update them:
//
//   E2E_PORT=3122 pnpm --filter @lender/e2e exec playwright test visual.spec.ts --update-snapshots
//
// Stable by construction: animations are stopped, the caret hidden, and nothing on these pages
// depends on the time (articles carry their own dates). Anything that comes to depend on the
// time or on live data (a rate ticker, "updated 5 minutes ago") goes in TIME_DEPENDENT, masked.

const TIME_DEPENDENT: string[] = [
  // Rates: the ticker moves by script (not an animation Playwright can stop), and the sheet is
  // dated the day the server first started.
  '.rate-ticker__viewport',
  '.rate-ticker__as-of',
  '.rate-table caption',
  '.rate-comparison__assumptions',
  // Market reports describe the last full month.
  '.market-report__month',
];

/** `/learn/loan-types` → `learn-loan-types`; `/` → `home`. */
function screenshotName(path: string): string {
  return path === '/' ? 'home' : path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '');
}

for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`every template at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const path of TEMPLATE_PAGES) {
      test(`${path} looks as it did`, async ({ page, baseURL }) => {
        // The home page's hero runs an experiment (apps/site/experiments.json): the pictures on
        // file are of its control, which a remembered variant pins.
        await page
          .context()
          .addCookies([{ name: 'experiments', value: 'home-hero:explain', url: baseURL! }]);
        await openAsNewVisitor(page, path);
        await expect(page).toHaveScreenshot(`${screenshotName(path)}-${viewport.width}.png`, {
          fullPage: true,
          animations: 'disabled',
          caret: 'hide',
          mask: TIME_DEPENDENT.map((selector) => page.locator(selector)),
          // Text antialiasing may differ by a pixel between runs; a changed layout does not.
          maxDiffPixelRatio: 0.002,
          // Two matching full-page shots of a long page (/privacy) took over the default 5 s at
          // CI's load: a slow machine is not a changed page.
          timeout: 30_000,
        });
      });
    }
  });
}
