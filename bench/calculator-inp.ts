// Issues 23 and 34 §3: "results follow the visitor's hand" in every calculator: a dragged slider
// or a typed value updates the figures within 1.5× the baseline below (and ≤ 100 ms on a quiet
// machine) on a 4×-slowed CPU. Runs the
// built server, opens each calculator page in Chromium at Lighthouse's phone size with the CPU
// slowed 4× (DevTools' CPU throttling), and times every interaction with the Event Timing API
// (`event` entries: input delay + processing + the next paint). INP is the worst interaction
// (fewer than 50 here). The baseline of the same run is typing in the footer's email box, the
// lightest interaction the site has, so the ratio says what the calculators add.
//
//   pnpm build && pnpm --filter @lender/bench calculator-inp      # INP_PORT=3196 by default
//   INP_DEBUG=1 …                                                  # each interaction's parts
import { chromium, type Page } from 'playwright-core';
import { startServer, stopServer } from './harness.ts';

const PORT = Number(process.env.INP_PORT ?? 3196);
const BASE = `http://127.0.0.1:${PORT}`;
const CPU_SLOWDOWN = 4;
const BAR_MS = 100;
const RATIO_BAR = 1.5;

/** Records every interaction's duration (ms) from now on. */
async function recordInteractions(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { interactions: number[] };
    w.interactions = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        interactionId: number;
        processingStart: number;
        processingEnd: number;
      })[]) {
        if (entry.interactionId > 0) w.interactions.push(entry.duration);
        // Where the time went, printed with INP_DEBUG=1.
        const e = entry;
        if (entry.interactionId > 0) {
          const details = ((w as unknown as { details?: string[] }).details ??= []);
          details.push(
            `${entry.name} ${Math.round(entry.duration)} ms: delay ${Math.round(e.processingStart - entry.startTime)}, processing ${Math.round(e.processingEnd - e.processingStart)}, to paint ${Math.round(entry.startTime + entry.duration - e.processingEnd)}`,
          );
        }
      }
    }).observe({
      type: 'event',
      durationThreshold: 16,
      buffered: false,
    } as PerformanceObserverInit);
  });
}

async function worstInteraction(page: Page): Promise<{ inp: number; count: number }> {
  await page.waitForTimeout(500); // the last entries arrive after their paint
  const durations = await page.evaluate(
    () => (window as unknown as { interactions: number[] }).interactions,
  );
  if (process.env.INP_DEBUG)
    console.log(await page.evaluate(() => (window as unknown as { details?: string[] }).details));
  // Interactions under 16 ms are not reported (durationThreshold): they count as 16 or less.
  return { inp: Math.max(16, ...durations), count: durations.length };
}

/** Every calculator and a page that carries it (the small ones live on other pages). */
const CALCULATOR_PAGES: readonly (readonly [string, string])[] = [
  ['Mortgage', '/calculators/mortgage'],
  ['Affordability', '/calculators/affordability'],
  ['Rent vs buy', '/calculators/rent-vs-buy'],
  ['Amortization', '/calculators/amortization'],
  ['Mortgage payoff', '/calculators/mortgage-payoff'],
  ['Home equity', '/calculators/home-equity'],
  ['Down payment', '/calculators/down-payment'],
  ['Refinance', '/calculators/refinance'],
  ['Shorter term refinance', '/calculators/shorter-term-refinance'],
  ['Mini mortgage', '/learn/buying/how-much-house-can-i-afford'],
  ['Mini purchase/refinance', '/'],
  ['Mini home equity', '/learn/home-equity/heloc-vs-home-equity-loan-vs-cash-out-refinance'],
];

/** The calculator's first box: its amount a fifth higher, typed key by key, then Enter. */
async function retypeFirstAmount(page: Page): Promise<void> {
  const box = page.locator('.calculator-slot[data-state="ready"]').getByRole('textbox').first();
  const now = Number((await box.inputValue()).replace(/[^\d.]/g, ''));
  await box.click();
  await page.keyboard.press('ControlOrMeta+A');
  for (const key of String(Math.round(now * 1.2))) await page.keyboard.press(key);
  await page.keyboard.press('Enter');
}

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const server = await startServer(PORT);
const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox'] });
const results: { name: string; inp: number; slowed: number }[] = [];
try {
  async function journey(
    name: string,
    path: string,
    act: (page: Page) => Promise<void>,
    setup?: (page: Page) => Promise<void>,
  ) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    await page.goto(BASE + path);
    // A calculator's bundle loads after the page (a widget lower down, as it comes near the
    // window): its first box is there once it has.
    if (path !== '/privacy') {
      await page.locator('.calculator-slot').first().scrollIntoViewIfNeeded();
      await page
        .locator('.calculator-slot[data-state="ready"]')
        .getByRole('textbox')
        .first()
        .waitFor();
    }
    await setup?.(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await recordInteractions(page);
    await act(page);
    const { inp, count } = await worstInteraction(page);
    results.push({ name, inp, slowed: count });
    await context.close();
  }

  await journey(
    'Baseline: 5 key presses in the footer’s email box (/privacy)',
    '/privacy',
    async (page) => {
      await page.getByLabel('Email address').click();
      for (const key of 'rates') await page.keyboard.press(key);
    },
  );

  // Every calculator (issue 34 §3): the visitor retypes the first box's amount and presses
  // Enter, which commits it and recalculates everything on screen. Each opens with figures from
  // its example values, so there is nothing to fill in first.
  for (const [name, path] of CALCULATOR_PAGES) {
    await journey(
      `${name}: the first amount retyped, committed with Enter`,
      path,
      retypeFirstAmount,
    );
  }

  await journey(
    'Affordability: DTI slider moved 10 steps by keyboard (figures recomputed each step)',
    '/calculators/affordability',
    async (page) => {
      const slider = page.getByRole('slider', { name: 'Debt-to-income ratio' });
      await slider.focus();
      for (let step = 0; step < 10; step += 1) await page.keyboard.press('ArrowRight');
    },
  );

  await journey(
    'Affordability: DTI slider dragged with the pointer',
    '/calculators/affordability',
    async (page) => {
      const thumb = page.getByRole('slider', { name: 'Debt-to-income ratio' });
      const box = (await thumb.locator('xpath=..').boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      for (let step = 1; step <= 10; step += 1)
        await page.mouse.move(box.x + box.width / 2 + step * 8, box.y + box.height / 2);
      await page.mouse.up();
    },
  );

  await journey(
    'Rent vs buy: years in the home moved 5 steps by keyboard (30-year comparison recomputed)',
    '/calculators/rent-vs-buy',
    async (page) => {
      const slider = page.getByRole('slider', { name: 'Years in the home' });
      await slider.focus();
      for (let step = 0; step < 5; step += 1) await page.keyboard.press('ArrowRight');
    },
  );
} finally {
  await browser.close();
  await stopServer(server);
}

const baseline = results[0]!.inp;
console.log(
  `\nInteraction to Next Paint, CPU slowed ${CPU_SLOWDOWN}×, 412 × 823 (worst interaction of each journey)\n`,
);
console.log('| Journey | INP | Interactions ≥ 16 ms | Ratio to baseline |');
console.log('|---|---:|---:|---:|');
for (const { name, inp, slowed } of results) {
  console.log(`| ${name} | ${Math.round(inp)} ms | ${slowed} | ${(inp / baseline).toFixed(2)} |`);
}
// Issue 34 §3: each journey within 1.5× the baseline of the same run (a noisy machine slows
// both), and within 100 ms (a quiet machine's bar, reported; the ratio is what fails the run).
const overRatio = results.slice(1).filter((result) => result.inp > baseline * RATIO_BAR);
const overMs = results.slice(1).filter((result) => result.inp > BAR_MS);
if (overMs.length > 0) console.log(`\nINP ≤ ${BAR_MS} ms: missed by ${overMs.length} journey(s)`);
if (overRatio.length > 0) {
  console.log(`\nINP ≤ ${RATIO_BAR}× the baseline: missed by ${overRatio.length} journey(s)`);
  process.exitCode = 1;
}
