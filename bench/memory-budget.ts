// The memory budget of one server (issue 36 §3): resident memory (every thread, from /proc) under
// ten minutes of mixed load, sampled every 2 s, against a budget per database kind, with no
// growth trend. The load is bench/lean-load.ts's closed loop over 20 connections, each request
// drawn from what a site's visitors and scripts send, in these shares:
// - 40 % pages: home, articles, the calculators hub and pages, rates, searches (one request in
//   forty is a search for a query never seen before, so bounded caches fill and must stay so);
// - 25 % the API: places, market reports, listings, rate sheets, the place search;
// - 25 % analytics batches (3 events, from 4,096 client addresses as a load balancer forwards);
// - 10 % opt-outs, each a new address, stored.
//
//   pnpm build && node bench/memory-budget.ts                          # PGlite
//   DATABASE_URL=postgres://… node bench/memory-budget.ts              # PostgreSQL (an empty database)
//   BENCH_DURATION_S=120 node bench/memory-budget.ts                   # a shorter look
//
// It exits 1 when the peak passes the budget or the resident memory grows: the highest sample
// of the last three minutes above the highest of minutes 2–4 by more than 5 % (the first minute
// is warm-up: caches and the database's buffers filling).
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { residentMiB, stopServer, timedStart } from './harness.ts';
import { httpRequest, leanLoad } from './lean-load.ts';

/**
 * The budgets, resident MiB of the whole process (every thread): what an operator sizes a server
 * for. With PostgreSQL the server holds its code, the place index and its caches (about 230 MiB
 * ready); the embedded PGlite adds the database itself, its WebAssembly memory and the copies of
 * every statement's rows between the server thread and the database's (about 540 MiB ready after
 * a first start, and bursts of analytics batches swing it by 400 MiB, which the collector bench's
 * rate of 1,700 batches a second reaches in seconds).
 */
export const BUDGET_MIB = { pglite: 1024, postgres: 400 } as const;

const PORT = Number(process.env.BENCH_PORT ?? 3214);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 600);
const SAMPLE_MS = 2_000;
const CONNECTIONS = 20;
const WRITE_KEY = 'bench_memory_write_key';
const databaseUrl = process.env.DATABASE_URL || undefined;
const kind = databaseUrl ? 'postgres' : 'pglite';
const budget = BUDGET_MIB[kind];

const HOST = `127.0.0.1:${PORT}`;
const RUN = Date.now().toString(36);
const ZIPS = ['48226', '60601', '10001', '94103', '30301', '73301', '98101', '02108', '33101'];
const PAGES = [
  '/',
  '/learn',
  '/learn/buying/buying-your-first-home',
  '/privacy',
  '/calculators',
  '/calculators/affordability',
  '/calculators/refinance',
  '/rates',
  '/search?q=fha',
  '/search?q=closing%20costs',
  '/search?q=refinance',
];
const API = [
  ...ZIPS.map((zip) => `/rmscbff/zipCodes/${zip}`),
  ...ZIPS.map((zip) => `/rmscbff/rocket-homes/market-report?locationID=zip:${zip}`),
  ...ZIPS.map((zip) => `/rmscbff/rocket-homes/listings?location=${zip}&max-price=400000`),
  '/rmscbff/rates/products?purpose=purchase',
  '/mapbox-fwd-api?q=detroit&limit=3',
  '/mapbox-fwd-api?q=spring&limit=5',
];
const WORDS = ['loan', 'rate', 'escrow', 'points', 'equity', 'down', 'payment', 'credit', 'va'];

const get = (path: string) => httpRequest('GET', path, { host: HOST, 'accept-encoding': 'gzip' });
const address = (n: number) => `198.18.${(n >> 8) & 255}.${n & 255}`;

function batch(n: number): Buffer {
  const event = (index: number) => ({
    type: index === 0 ? 'page' : 'track',
    ...(index === 0 ? { name: 'loaded_page' } : { event: 'clicked_button' }),
    messageId: `memory-${RUN}-${n}-${index}`,
    anonymousId: `visitor-${n % 50_000}`,
    timestamp: new Date().toISOString(),
    context: { page: { path: '/learn', url: 'https://www.lender.example/learn' } },
    properties: { page_name: 'learn', button_name: `Button ${index}` },
  });
  const body = JSON.stringify({ writeKey: WRITE_KEY, batch: [0, 1, 2].map(event) });
  return httpRequest(
    'POST',
    '/v1/b',
    {
      host: HOST,
      'content-type': 'text/plain',
      'x-forwarded-for': address(n % 4_096),
      authorization: `Basic ${Buffer.from(`${WRITE_KEY}:`).toString('base64')}`,
    },
    body,
  );
}

function optOut(n: number): Buffer {
  return httpRequest(
    'POST',
    '/rmscbff/opt-out',
    {
      host: HOST,
      'content-type': 'application/json',
      'x-forwarded-for': `198.19.${(n >> 8) & 255}.${n & 255}`,
      'idempotency-key': `memory-${RUN}-${n}`,
    },
    JSON.stringify({ email: `memory-${RUN}-${n}@example.com` }),
  );
}

/** BENCH_ONLY=pages|api|batches|opt-outs sends one part of the mix alone: what a peak comes from. */
const ONLY_SLOT = { pages: 0, api: 8, batches: 13, 'opt-outs': 18 }[process.env.BENCH_ONLY ?? ''];

/** Request n of the mix (the shares at the top of this file). */
function mixed(n: number): Buffer {
  const slot = ONLY_SLOT ?? n % 20;
  if (slot < 8) {
    // One request in forty: a search for a query not seen before.
    if (slot === 7 && n % 40 === 7) {
      const word = (k: number) => WORDS[(n >> k) % WORDS.length]!;
      return get(`/search?q=${word(3)}%20${word(5)}%20${n}`);
    }
    return get(PAGES[(n >> 2) % PAGES.length]!);
  }
  if (slot < 13) return get(API[(n >> 3) % API.length]!);
  if (slot < 18) return batch(n);
  return optOut(n);
}

// The harness's start (the flags `pnpm start` uses, ready when /readyz answers); with
// DATABASE_URL the data directory goes unused.
const dataDir = mkdtempSync(join(tmpdir(), 'lender-bench-budget-'));
const { server, readyRssMiB: readyMiB } = await timedStart(PORT, dataDir, {
  SEGMENT_KEY: WRITE_KEY,
  TRUST_PROXY: 'loopback',
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
});
try {
  const samples: { atS: number; mib: number }[] = [];
  const started = performance.now();
  const sampler = setInterval(() => {
    samples.push({ atS: (performance.now() - started) / 1000, mib: residentMiB(server.pid) });
  }, SAMPLE_MS);
  const result = await leanLoad({
    host: '127.0.0.1',
    port: PORT,
    connections: CONNECTIONS,
    durationS: DURATION_S,
    request: mixed,
  });
  clearInterval(sampler);
  const settledMiB = residentMiB(server.pid);

  const maxIn = (fromS: number, toS: number) =>
    Math.max(...samples.filter((s) => s.atS >= fromS && s.atS < toS).map((s) => s.mib));
  const peak = Math.max(...samples.map((s) => s.mib));
  const minutes = Math.ceil(DURATION_S / 60);
  const early = maxIn(60, Math.min(240, DURATION_S));
  const late = maxIn(Math.max(60, DURATION_S - 180), DURATION_S + 1);
  const growth = (late - early) / early;
  // Least squares over the samples after the first minute: the trend in MiB per minute.
  const after = samples.filter((s) => s.atS >= 60);
  const meanT = after.reduce((sum, s) => sum + s.atS, 0) / after.length;
  const meanM = after.reduce((sum, s) => sum + s.mib, 0) / after.length;
  const slope =
    after.reduce((sum, s) => sum + (s.atS - meanT) * (s.mib - meanM), 0) /
    after.reduce((sum, s) => sum + (s.atS - meanT) ** 2, 0);

  console.log(
    `\n${kind}, ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}; ${DURATION_S} s of mixed load over ${CONNECTIONS} connections`,
  );
  console.log(
    `${result.requests} requests (${Math.round(result.requestsPerS)}/s), ${result.non2xx} not 2xx, ${result.errors} errors; p50 ${result.latencyMs.p50.toFixed(1)} ms, p99 ${result.latencyMs.p99.toFixed(1)} ms`,
  );
  console.log(
    '\n| Minute | ' + Array.from({ length: minutes }, (_, m) => m + 1).join(' | ') + ' |',
  );
  console.log('|---|' + '---:|'.repeat(minutes));
  console.log(
    '| Highest RSS, MiB | ' +
      Array.from({ length: minutes }, (_, m) => Math.round(maxIn(m * 60, (m + 1) * 60))).join(
        ' | ',
      ) +
      ' |',
  );
  console.log(
    `\nReady ${Math.round(readyMiB)} MiB; peak ${Math.round(peak)} MiB against a budget of ${budget} MiB; after the load ${Math.round(settledMiB)} MiB.`,
  );
  console.log(
    `Growth: last three minutes' highest ${Math.round(late)} MiB against minutes 2–4's ${Math.round(early)} MiB (${(growth * 100).toFixed(1)} %); trend after the first minute ${slope >= 0 ? '+' : ''}${(slope * 60).toFixed(2)} MiB/min.`,
  );
  const overBudget = !(peak <= budget);
  // A shorter look (BENCH_DURATION_S) has no minutes 2–4 to compare: only the budget is judged.
  const judgesGrowth = DURATION_S >= 300;
  const grows = judgesGrowth && !(growth <= 0.05);
  const failedRequests = result.errors > 0;
  console.log(
    overBudget || grows || failedRequests
      ? `FAIL${failedRequests ? `: ${result.errors} requests failed` : ''}`
      : judgesGrowth
        ? 'PASS: within budget, no growth'
        : 'PASS: within budget (too short a run to judge growth)',
  );
  if (overBudget || grows || failedRequests) process.exitCode = 1;
} finally {
  await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
}
