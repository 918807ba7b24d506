// The quality bar (README "Quality"): Lighthouse mobile ≥ 95 performance and 100 accessibility,
// best practices and SEO on every page template. Runs Lighthouse's four categories (mobile
// preset, its default simulated throttling) on one page of each template of the built site,
// served as `pnpm start` serves it, and reports the median of each category over the runs, with
// the audits that cost points. Exits non-zero when a template misses the bar.
//
//   pnpm build && pnpm --filter @lender/bench lighthouse:pages      # LIGHTHOUSE_RUNS=3 by default
//   LIGHTHOUSE_PATHS=/,/privacy pnpm --filter @lender/bench lighthouse:pages   # only these pages
//   LIGHTHOUSE_PORT=3195 pnpm --filter @lender/bench lighthouse:pages   # the server on another port
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { launchChromium, median } from './lighthouse-shared.ts';
import { startServer } from './harness.ts';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** The templates' paths to audit, comma-separated; every template when unset. */
const ONLY_PATHS = process.env.LIGHTHOUSE_PATHS?.split(',');
/** The audited server's port: another one lets two checkouts on one machine run this at once. */
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3194);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];
const BAR: Record<Category, number> = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};

/**
 * One page per template of apps/site/app/routes.ts. Search results and thank-you pages are
 * `noindex` on purpose (nothing for a search engine to list), which Lighthouse's SEO category
 * marks down (audit is-crawlable): on them SEO counts as met when every other SEO audit passes.
 * The 404 page is left out: Lighthouse refuses to audit a page answered with an error status.
 */
const TEMPLATES: { name: string; path: string; noindex?: boolean }[] = [
  { name: 'Home', path: '/' },
  { name: 'Search results', path: '/search?q=fha', noindex: true },
  { name: 'Legal text (privacy)', path: '/privacy' },
  { name: 'Data attributions', path: '/data-attributions' },
  { name: 'Get started (calculator wizard)', path: '/purchase/get-started' },
  { name: 'Opt-out form', path: '/opt-out' },
  { name: 'Opt-out thank-you', path: '/opt-out/thank-you', noindex: true },
  { name: 'Subscribe form', path: '/subscribe' },
  { name: 'Phone updates form', path: '/phone-updates' },
  { name: 'Screen share', path: '/screen-share' },
  { name: 'Learning center', path: '/learn' },
  { name: 'Learning center category', path: '/learn/loan-types' },
  { name: 'Learning center article', path: '/learn/loan-types/fha-loans' },
  { name: 'Calculators hub', path: '/calculators' },
  { name: 'Home affordability calculator', path: '/calculators/affordability' },
  { name: 'Rent vs buy calculator', path: '/calculators/rent-vs-buy' },
  { name: 'Refinance calculator', path: '/calculators/refinance' },
  { name: 'Mortgage calculator', path: '/calculators/mortgage' },
  { name: 'Amortization calculator', path: '/calculators/amortization' },
  { name: 'Mortgage payoff calculator', path: '/calculators/mortgage-payoff' },
  { name: 'Home equity calculator', path: '/calculators/home-equity' },
  { name: 'Down payment calculator', path: '/calculators/down-payment' },
  { name: 'Shorter term refinance calculator', path: '/calculators/shorter-term-refinance' },
  { name: 'Rent Rewards', path: '/rent-rewards' },
  { name: 'Calculator wizard', path: '/find-a-calculator' },
  { name: 'Loan options', path: '/loan-options' },
  { name: 'Rates', path: '/rates' },
  { name: 'Market insights search', path: '/market-insights' },
  { name: 'Market insights place', path: '/market-insights/detroit-mi' },
];

interface Run {
  scores: Record<Category, number>;
  /** Audits below full marks (performance: below 0.9), as `category/audit`. */
  failing: string[];
  /** The performance metrics among them: audit id → milliseconds. */
  slowMetrics: Map<string, number>;
  /** Cumulative layout shift, whatever its score: the bar is 0. */
  layoutShift: number;
}

const NOINDEX_AUDIT = 'seo/is-crawlable';

const chrome = await launchChromium();
const server = await startServer(PORT, mkdtempSync(join(tmpdir(), 'lender-lh-pages-')));

async function audit(path: string): Promise<Run> {
  const result = await lighthouse(`http://127.0.0.1:${PORT}${path}`, {
    port: chrome.port,
    onlyCategories: [...CATEGORIES],
    output: 'json',
    logLevel: 'error',
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse gave no result for ${path}`);
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
  ) as Record<Category, number>;
  const failing = CATEGORIES.flatMap((id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id]!)
      .filter((audit) => audit.score !== null && audit.score < (id === 'performance' ? 0.9 : 1))
      .map((audit) => `${id}/${audit.id}`),
  );
  const slowMetrics = new Map(
    failing
      .filter((audit) => audit.startsWith('performance/'))
      .map((audit) => audit.slice('performance/'.length))
      .map((id) => [id, lhr.audits[id]?.numericValue ?? Number.NaN]),
  );
  const layoutShift = lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN;
  return { scores, failing, slowMetrics, layoutShift };
}

const results: { name: string; path: string; noindex?: boolean; runs: Run[] }[] = [];
try {
  await audit('/'); // warm the server and Chrome's compile cache
  for (const template of TEMPLATES) {
    if (!ONLY_PATHS || ONLY_PATHS.includes(template.path)) results.push({ ...template, runs: [] });
  }
  if (results.length === 0) throw new Error(`no template has a path in ${ONLY_PATHS?.join(', ')}`);
  // Round by round, so the machine's noise falls on every template alike.
  for (let run = 0; run < RUNS; run += 1) {
    for (const result of results) result.runs.push(await audit(result.path));
  }
} finally {
  server.kill('SIGTERM');
  await chrome.kill();
}

let missed = 0;
console.log(`\nLighthouse, mobile preset, median of ${RUNS} runs per template\n`);
console.log(
  '| Template | Page | Performance | Accessibility | Best practices | SEO | CLS (max) | Audits below full marks |',
);
console.log('|---|---|---:|---:|---:|---:|---:|---|');
for (const { name, path, noindex, runs } of results) {
  const medians = CATEGORIES.map((id) => median(runs.map((run) => run.scores[id])));
  const seoMet = (run: Run) =>
    !run.failing.some((audit) => audit.startsWith('seo/') && audit !== NOINDEX_AUDIT);
  const below = CATEGORIES.filter((id, index) =>
    id === 'seo' && noindex
      ? runs.filter(seoMet).length * 2 <= runs.length
      : medians[index]! < BAR[id],
  );
  if (below.length > 0) missed += 1;
  // Each audit once; a performance metric with its range over the runs that missed it.
  const failing =
    [...new Set(runs.flatMap((run) => run.failing))]
      .map((audit) => {
        if (noindex && audit === NOINDEX_AUDIT) return `${audit} (noindex on purpose)`;
        const metric = audit.slice('performance/'.length);
        const values = runs.flatMap((run) => run.slowMetrics.get(metric) ?? []);
        if (!audit.startsWith('performance/') || values.length === 0) return audit;
        const seconds = (ms: number) => (ms / 1000).toFixed(1);
        const [low, high] = [Math.min(...values), Math.max(...values)];
        const range = high > low ? `${seconds(low)}–${seconds(high)}` : seconds(low);
        return `${audit} ${range} s (${values.length} of ${runs.length} runs)`;
      })
      .join(', ') || '—';
  const cells = CATEGORIES.map((id, index) => {
    const all = runs.map((run) => run.scores[id]);
    return `${medians[index]}${new Set(all).size > 1 ? ` (${all.join(', ')})` : ''}`;
  });
  // A run Lighthouse could not score has no layout shift to report.
  const layoutShift = Math.max(
    ...runs.map((run) => run.layoutShift).filter((value) => Number.isFinite(value)),
  );
  console.log(
    `| ${name} | \`${path}\` | ${cells.join(' | ')} | ${Number(layoutShift.toFixed(3))} | ${failing} |`,
  );
}
console.log(
  `\nBar: performance ≥ ${BAR.performance}, accessibility, best practices and SEO ${BAR.seo}: ${missed === 0 ? 'met on every template' : `missed on ${missed} template(s)`}`,
);
if (missed > 0) process.exitCode = 1;
