// The height each calculator needs when it has loaded, per width band of calculators.css, so the
// slot the server sends can reserve it (no layout shift while a bundle arrives). Prints rem,
// rounded up to a quarter: the narrowest width of each band, where a calculator is tallest.
//
//   pnpm build && node bench/calculator-slot-heights.ts        # SLOTS_PORT=3197 by default
import { chromium } from 'playwright-core';
import { CALCULATOR_PAGES } from '../e2e/support/calculator-pages.ts';
import { startServer, stopServer } from './harness.ts';

const PORT = Number(process.env.SLOTS_PORT ?? 3197);
const BASE = `http://127.0.0.1:${PORT}`;
/** calculators.css's bands start at these widths (and Lighthouse's phone is 412). */
const WIDTHS = [360, 412, 480, 768, 1080, 1350];

const server = await startServer(PORT);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
const rows: string[] = [];
try {
  for (const [bundle, path] of CALCULATOR_PAGES) {
    const cells: string[] = [];
    for (const width of WIDTHS) {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      await page.goto(BASE + path);
      const slot = page.locator(`.calculator-slot--${bundle}`);
      await slot.scrollIntoViewIfNeeded();
      await page
        .locator(`.calculator-slot--${bundle}[data-state="ready"]`)
        .waitFor({ timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      // What the calculator takes once loaded: the slot's height without its reserved minimum.
      const rem = await slot.evaluate((element: HTMLElement) => {
        element.style.minHeight = '0';
        const { height } = element.getBoundingClientRect();
        return height / parseFloat(getComputedStyle(document.documentElement).fontSize);
      });
      cells.push((Math.ceil(rem * 4) / 4).toFixed(2));
      await page.close();
    }
    rows.push(`| ${bundle} | ${cells.join(' | ')} |`);
  }
} finally {
  await browser.close();
  await stopServer(server);
}
console.log(`| Calculator | ${WIDTHS.map((width) => `${width} px`).join(' | ')} |`);
console.log(`|---|${WIDTHS.map(() => '---:').join('|')}|`);
for (const row of rows) console.log(row);
