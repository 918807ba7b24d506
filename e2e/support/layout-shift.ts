import type { Browser, BrowserContext, Page } from '@playwright/test';

/** Lighthouse's phone and desktop, the two viewports a calculator's CLS is measured at. */
export const LIGHTHOUSE_VIEWPORTS = [
  { width: 412, height: 823 },
  { width: 1350, height: 940 },
] as const;

type ShiftWindow = { shifts: number[]; shiftSources: string[] };

/**
 * A page in a new context at `viewport` that records every layout shift not caused by input
 * from the first paint on (the init script runs before the page's own scripts). Close the
 * context when done.
 */
export async function pageRecordingShifts(
  browser: Browser,
  viewport: { width: number; height: number },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const recorded = window as unknown as ShiftWindow;
    recorded.shifts = [];
    recorded.shiftSources = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        recorded.shifts.push(entry.value);
        // What moved, for the failure message: a shift's value alone does not say where.
        for (const source of entry.sources ?? []) {
          recorded.shiftSources.push(
            (source.node as Element | undefined)?.outerHTML?.slice(0, 120) ?? '?',
          );
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return { context, page };
}

/** The layout shifts recorded so far (their CLS values); `[]` when nothing moved. */
export function layoutShifts(page: Page): Promise<number[]> {
  return page.evaluate(() => (window as unknown as ShiftWindow).shifts);
}

/** The start of the markup of each element that moved, in the order the shifts came. */
export function layoutShiftSources(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as ShiftWindow).shiftSources);
}
