import { expect, test } from './support/test.ts';
import { hydrated } from './support/hydration.ts';
import { TEMPLATE_PAGES } from './support/templates.ts';

// Chrome records a page's Largest Contentful Paint only until the first scroll. A carousel that
// snapped a few pixels as it was laid out counted as one, and the learning center's pages had no
// LCP at all: real visitors' reports had none, and Lighthouse charged every script against it.
// So every template must record one, and the last must be the page's content, not the header's
// logo painted before a scroll ended the measure.

interface LcpEntry {
  inHeader: boolean;
  tag: string;
}

test.describe('Largest Contentful Paint', () => {
  for (const path of TEMPLATE_PAGES) {
    test(`${path} records its content as the largest paint`, async ({ page }) => {
      await page.addInitScript(() => {
        const seen: LcpEntry[] = [];
        (window as unknown as { lcpEntries: LcpEntry[] }).lcpEntries = seen;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            element: Element | null;
          })[]) {
            seen.push({
              inHeader: entry.element?.closest('body > header') != null,
              tag: entry.element?.tagName ?? '(removed)',
            });
          }
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      });
      await page.goto(path);
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      const entries = await page.evaluate(
        () => (window as unknown as { lcpEntries: LcpEntry[] }).lcpEntries,
      );
      expect(entries.length, 'an LCP entry').toBeGreaterThan(0);
      expect(
        entries.at(-1)!.inHeader,
        `the largest paint is not in the site's header: ${JSON.stringify(entries)}`,
      ).toBe(false);
    });
  }
});
