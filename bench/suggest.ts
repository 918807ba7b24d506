// Site search suggestions (issue 6, acceptance 5: p99 under 15 ms at 100 concurrent requests):
// POST /rmscbff/aws/suggest with terms in turn (prefixes, multi-word, typos, no match) against a
// bare route of the same server in the same run, saturated and paced. Also times how long a
// first start takes to index the site's documents and shows a restart reindexes nothing.
// Needs the built site (apps/site/build/search-documents.json) and server: `pnpm build` first.
import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { DURATION_S, startServer } from './harness.ts';

const PORT = 3193;
const CONNECTIONS = 100;
/** The acceptance target. */
const P99_TARGET_MS = 15;
/** A paced run: a busy site's search boxes, spread over 100 connections. */
const PACED_RATE = 2_000;

const TERMS = [
  'ref',
  'refin',
  'mortgage',
  'mortgage ra',
  'closing c',
  'down pay',
  'fha',
  'home equ',
  'credit sc',
  'morgage',
  'refinanse',
  'privat mortgage insur',
  'afford',
  'xylophone',
  'va lo',
  'points and apr',
];

const dataDir = mkdtempSync(join(tmpdir(), 'lender-bench-suggest-'));

async function timedStart() {
  const started = performance.now();
  const server = await startServer(PORT, dataDir);
  return { ms: performance.now() - started, server };
}

const first = await timedStart();
first.server.kill('SIGTERM');
await once(first.server, 'exit');
const restart = await timedStart();
const server = restart.server;

try {
  const probe = await fetch(`http://127.0.0.1:${PORT}/rmscbff/aws/suggest`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ term: 'mortgage' }),
  });
  const sample = (await probe.json()) as string[];
  if (!probe.ok || sample.length === 0) {
    throw new Error('no suggestions for "mortgage": build the site first (search-documents.json)');
  }
  const suggest = TERMS.map((term) => ({
    method: 'POST' as const,
    path: '/rmscbff/aws/suggest',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ term }),
  }));
  const health = [{ method: 'GET' as const, path: '/healthz' }];
  const run = (requests: typeof suggest | typeof health, duration: number, overallRate?: number) =>
    autocannon({
      url: `http://127.0.0.1:${PORT}`,
      connections: CONNECTIONS,
      duration,
      ...(overallRate ? { overallRate } : {}),
      requests,
    });
  const targets: [string, typeof suggest | typeof health, number | undefined][] = [
    ['baseline: GET /healthz (bare JSON route), saturated', health, undefined],
    [`POST /rmscbff/aws/suggest, ${TERMS.length} terms in turn, saturated`, suggest, undefined],
    [`baseline: GET /healthz, paced at ${PACED_RATE} req/s`, health, PACED_RATE],
    [`POST /rmscbff/aws/suggest, paced at ${PACED_RATE} req/s`, suggest, PACED_RATE],
  ];
  const rows = [];
  for (const [name, requests, rate] of targets) {
    await run(requests, 2, rate);
    const result = await run(requests, DURATION_S, rate);
    rows.push({
      name,
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.non2xx,
    });
  }
  console.log(
    `\n${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, ${CONNECTIONS} connections, ${DURATION_S} s each\n`,
  );
  console.log(
    `First start on an empty database (loads places, indexes the site), to ready: ${(first.ms / 1000).toFixed(1)} s`,
  );
  console.log(
    `Restart on the same database (nothing loaded or reindexed), to ready: ${(restart.ms / 1000).toFixed(1)} s`,
  );
  console.log(`Sample: "mortgage" → ${JSON.stringify(sample)}\n`);
  console.log('| Target | req/s | p50 ms | p99 ms | vs saturated baseline | errors |');
  console.log('|---|---:|---:|---:|---:|---:|');
  const baseline = rows[0]!.rps;
  for (const row of rows) {
    console.log(
      `| ${row.name} | ${Math.round(row.rps)} | ${row.p50} | ${row.p99} | ${((row.rps / baseline) * 100).toFixed(0)} % | ${row.errors} |`,
    );
  }
  const worst = Math.max(rows[1]!.p99, rows[3]!.p99);
  console.log(
    `\nSuggest p99 ${worst} ms at ${CONNECTIONS} connections: ${worst < P99_TARGET_MS ? 'within' : 'OVER'} the ${P99_TARGET_MS} ms target`,
  );
} finally {
  server.kill('SIGTERM');
}
