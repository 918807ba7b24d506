// SPEC issue 7, acceptance 3 and issue 26, acceptance 7: analytics, with session replay, the
// experiments and the chat chooser, must not cost the home page Lighthouse points. Runs
// Lighthouse (mobile, its default throttling) on the home page of two servers built from the same
// code, one with analytics on (SEGMENT_KEY set: the stub, then analytics-next after idle) and one
// with ANALYTICS=off, alternating runs so machine noise falls on both; reports the median of each.
// Run with `pnpm --filter @lender/bench lighthouse:analytics` after `pnpm build`.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { launchChromium, median } from './lighthouse-shared.ts';
import { startServer } from './harness.ts';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const WITH_PORT = 3191;
const WITHOUT_PORT = 3192;

const chrome = await launchChromium();
// Issue 26 acceptance 7: everything analytics brings on, as a fresh `pnpm start` has it, named
// here so a changed default does not silently change the comparison: session replay for every
// session, the site's experiments (apps/site/experiments.json: the home hero), the chat chooser.
const withAnalytics = await startServer(WITH_PORT, mkdtempSync(join(tmpdir(), 'lender-lh-on-')), {
  SEGMENT_KEY: 'bench_write_key',
  SESSION_REPLAY_SAMPLE_RATE: '1',
});
// Analytics is on by default (a generated write key): the baseline turns it off.
const withoutAnalytics = await startServer(
  WITHOUT_PORT,
  mkdtempSync(join(tmpdir(), 'lender-lh-off-')),
  { ANALYTICS: 'off' },
);

interface Run {
  score: number;
  tbt: number;
  lcp: number;
  analyticsRequests: number;
}

async function audit(port: number): Promise<Run> {
  const result = await lighthouse(`http://127.0.0.1:${port}/`, {
    port: chrome.port,
    onlyCategories: ['performance'],
    output: 'json',
    logLevel: 'error',
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error('Lighthouse gave no result');
  const requests =
    (lhr.audits['network-requests']?.details as { items?: { url: string }[] } | undefined)?.items ??
    [];
  return {
    score: Math.round((lhr.categories['performance']?.score ?? 0) * 100),
    tbt: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
    lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    analyticsRequests: requests.filter((request) => /\/v1\//.test(request.url)).length,
  };
}

const on: Run[] = [];
const off: Run[] = [];
try {
  await audit(WITH_PORT); // warm both servers and Chrome's compile cache
  await audit(WITHOUT_PORT);
  for (let run = 0; run < RUNS; run += 1) {
    on.push(await audit(WITH_PORT));
    off.push(await audit(WITHOUT_PORT));
  }
} finally {
  withAnalytics.kill('SIGTERM');
  withoutAnalytics.kill('SIGTERM');
  await chrome.kill();
}

const row = (name: string, runs: Run[]) =>
  `| ${name} | ${median(runs.map((r) => r.score))} | ${runs.map((r) => r.score).join(', ')} | ${Math.round(median(runs.map((r) => r.tbt)))} | ${Math.round(median(runs.map((r) => r.lcp)))} | ${median(runs.map((r) => r.analyticsRequests))} |`;
console.log(`\nLighthouse ${RUNS} runs each, mobile preset, home page, alternating\n`);
console.log(
  '| Home page | median score | scores | median TBT ms | median LCP ms | /v1/ requests |',
);
console.log('|---|---:|---|---:|---:|---:|');
console.log(row('analytics on', on));
console.log(row('analytics off (baseline)', off));
const difference = median(on.map((r) => r.score)) - median(off.map((r) => r.score));
console.log(`\nDifference: ${difference} point(s) (target: within ±1)`);
if (Math.abs(difference) > 1) process.exitCode = 1;
