import { expect, test } from './support/test.ts';
import { DESKTOP, focusStop, openAsNewVisitor, PHONE } from './support/layout.ts';
import { TEMPLATE_PAGES } from './support/templates.ts';

// Issue 22, acceptance 2 (WCAG 2.2 SC 2.4.11 Focus Not Obscured): tabbing through every template,
// on a phone and on a desktop, banner showing, no focused element is hidden under a fixed or
// sticky element: the element at the centre of its visible box is the element itself or inside
// it. On a phone the menu is opened first, so its links are walked too.

/** More Tab presses than any template has stops; the walk ends early when focus comes round. */
const MAX_TABS = 250;

for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`keyboard walk at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const path of TEMPLATE_PAGES) {
      test(`${path}: no focused element is covered`, async ({ page }) => {
        test.setTimeout(90_000);
        await openAsNewVisitor(page, path);
        if (viewport === PHONE) await page.getByRole('button', { name: 'Menu' }).click();
        await page.locator('body').focus();

        const covered: string[] = [];
        const seen = new Set<string>();
        let stops = 0;
        for (let tab = 0; tab < MAX_TABS; tab += 1) {
          await page.keyboard.press('Tab');
          const { id, problem } = await focusStop(page);
          if (id === 'body' || seen.has(id)) break;
          seen.add(id);
          stops += 1;
          if (problem) covered.push(problem);
        }
        expect(stops, 'the walk reached the page’s controls').toBeGreaterThan(5);
        expect(covered).toEqual([]);
      });
    }
  });
}
