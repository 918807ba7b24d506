// Issue 34 §4, acceptance 5 (WCAG 1.4.4 Resize Text, 1.4.10 Reflow): no page scrolls sideways at
// 200 % text size on a 390 px phone, and no calculator at 320 px, in any of its states (as it
// opens, with its results or its messages). A wide table may scroll in its own box; the page
// may not. Large text is the visitor's setting (Android's font size, a browser's default font
// size): the root font size doubled, which every rem and em of the site follows.
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { hydrated } from './support/hydration.ts';

/** How far the page scrolls sideways, px (0 when it fits), and what sticks out furthest. */
function sidewaysOverflow(page: Page): Promise<{ overflow: number; widest: string }> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    let widest = '';
    let right = width;
    // What is inside a box of its own that scrolls or clips (a table, a carousel) cannot widen the page.
    const inScroller = (element: Element) => {
      for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
        if (getComputedStyle(up).overflowX !== 'visible') return true;
      }
      return false;
    };
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width > 0 && box.right > right && !inScroller(element)) {
        right = box.right;
        widest = `<${element.tagName.toLowerCase()} class="${String(element.getAttribute('class') ?? '')}">`;
      }
    }
    return { overflow: document.documentElement.scrollWidth - width, widest };
  });
}

/** The paths the site map lists. */
async function siteMapPaths(page: Page): Promise<string[]> {
  const xml = await (await page.request.get('/sitemap.xml')).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => new URL(url!).pathname);
}

/** Opens a page and, on a calculator page, waits for its calculator. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await hydrated(page);
  if (path.startsWith('/calculators/')) {
    await expect(
      page.locator('.calculator-slot[data-state="ready"]').getByRole('textbox').first(),
    ).toBeVisible();
  }
}

// One context for the walk. The visitor sends Global Privacy Control (no analytics or session
// recording: not what this walk is about), and the larger text is a style the test adds, which
// the page's CSP would refuse without bypassCSP.
let context: BrowserContext;
test.beforeAll(async ({ browser }) => {
  context = await browser.newContext({ bypassCSP: true, extraHTTPHeaders: { 'sec-gpc': '1' } });
  await context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true });
  });
});
test.afterAll(async () => {
  await context.close();
});

test('at 200 % text size on a 390 px phone, no page of the site map scrolls sideways', async () => {
  const page = await context.newPage();
  await page.setViewportSize({ width: 390, height: 844 });
  const paths = await siteMapPaths(page);
  test.setTimeout(paths.length * 10_000);
  const sideways: string[] = [];
  for (const path of paths) {
    await open(page, path);
    await page.addStyleTag({ content: 'html { font-size: 200% !important; }' });
    const { overflow, widest } = await sidewaysOverflow(page);
    if (overflow > 0) sideways.push(`${path}: ${overflow} px, ${widest}`);
  }
  expect(sideways).toEqual([]);
  await page.close();
});

test('at 320 px no calculator scrolls sideways: as it opens, with its results, with its messages', async () => {
  const page = await context.newPage();
  await page.setViewportSize({ width: 320, height: 700 });
  const calculators = (await siteMapPaths(page)).filter((path) => path.startsWith('/calculators/'));
  expect(calculators.length).toBeGreaterThanOrEqual(9);
  test.setTimeout(calculators.length * 20_000);
  const sideways: string[] = [];
  const check = async (path: string, state: string) => {
    const { overflow, widest } = await sidewaysOverflow(page);
    if (overflow > 0) sideways.push(`${path} ${state}: ${overflow} px, ${widest}`);
  };
  for (const path of calculators) {
    await open(page, path);
    await check(path, 'as it opens');
    const calculator = page.locator('.calculator-slot form').first();
    const submit = calculator.locator('button[type="submit"]').first();
    // Its example values calculated (or, where it opens empty, its messages).
    await submit.click();
    await page.waitForLoadState('networkidle');
    await check(path, 'submitted as it opened');
    // The first box emptied and the form sent: the messages and the summary.
    await calculator.getByRole('textbox').first().fill('');
    await submit.click();
    await expect(page.getByRole('alert').first()).toBeVisible();
    await check(path, 'with its messages');
  }
  expect(sideways).toEqual([]);
  await page.close();
});
