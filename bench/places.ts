// The place data: how long a first start takes to load it and a restart to skip it, and forward
// geocoding under 200 concurrent connections against a bare route of the same server (issue:
// places, listings and market reports — target p99 under 10 ms at 200 concurrent requests).
import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { DURATION_S, startServer } from './harness.ts';

const PORT = 3192;
const CONNECTIONS = 200;
/** A paced run: the rate a busy site's search boxes might send, spread over 200 connections. */
const PACED_RATE = 2_000;

const QUERIES = [
  'detroit',
  '4822',
  'san fran',
  'chicgo',
  'springf',
  'bost',
  'los an',
  'seattle',
  'xhicago',
  'atlnta',
  '9021',
  'new york',
  'kansas city mo',
  'phoenix',
  'detriot',
  'miami',
];

const dataDir = mkdtempSync(join(tmpdir(), 'lender-bench-places-'));

async function timedStart(): Promise<{
  ms: number;
  server: Awaited<ReturnType<typeof startServer>>;
}> {
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
  const run = (paths: string[], duration: number, overallRate?: number) =>
    autocannon({
      url: `http://127.0.0.1:${PORT}`,
      connections: CONNECTIONS,
      duration,
      ...(overallRate ? { overallRate } : {}),
      requests: paths.map((path) => ({ method: 'GET' as const, path })),
    });
  const geocoding = QUERIES.map(
    (q) =>
      `/mapbox-fwd-api?autocomplete=true&country=us&language=en&limit=3&types=locality,place,postcode&q=${encodeURIComponent(q)}`,
  );
  const targets: [string, string[], number | undefined][] = [
    ['baseline: GET /healthz (bare JSON route), saturated', ['/healthz'], undefined],
    ['GET /mapbox-fwd-api, 16 queries in turn, saturated', geocoding, undefined],
    [`baseline: GET /healthz, paced at ${PACED_RATE} req/s`, ['/healthz'], PACED_RATE],
    [`GET /mapbox-fwd-api, paced at ${PACED_RATE} req/s`, geocoding, PACED_RATE],
  ];
  const rows = [];
  for (const [name, paths, rate] of targets) {
    await run(paths, 2, rate);
    const result = await run(paths, DURATION_S, rate);
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
    `First start on an empty database (loads the data set), to ready: ${(first.ms / 1000).toFixed(1)} s`,
  );
  console.log(
    `Restart on the same database (nothing loaded), to ready: ${(restart.ms / 1000).toFixed(1)} s\n`,
  );
  console.log('| Target | req/s | p50 ms | p99 ms | vs saturated baseline | errors |');
  console.log('|---|---:|---:|---:|---:|---:|');
  const baseline = rows[0]!.rps;
  for (const row of rows) {
    console.log(
      `| ${row.name} | ${Math.round(row.rps)} | ${row.p50} | ${row.p99} | ${((row.rps / baseline) * 100).toFixed(0)} % | ${row.errors} |`,
    );
  }
} finally {
  server.kill('SIGTERM');
}
