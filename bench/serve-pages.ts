// How fast the production server answers pages, as a share of a bare JSON route
// (/healthz) measured in the same run on the same server: a ratio survives a noisy,
// shared machine better than a raw number. Run with `pnpm bench` from the repo root.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

const SERVER = join(import.meta.dirname, '..', 'apps', 'bff', 'dist', 'server.js');
const ASSETS = join(import.meta.dirname, '..', 'apps', 'site', 'build', 'client', 'assets');
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const CONNECTIONS = 50;

const entryScript = readdirSync(ASSETS).find((name) => /^entry\.client-.*\.js$/.test(name));
const targets: { name: string; path: string; headers: Record<string, string> }[] = [
  { name: 'baseline: GET /healthz (bare JSON route)', path: '/healthz', headers: {} },
  { name: 'pre-rendered home page, brotli', path: '/', headers: { 'accept-encoding': 'br' } },
  {
    name: 'server-rendered /search?q=licensing, gzip',
    path: '/search?q=licensing',
    headers: { 'accept-encoding': 'gzip' },
  },
  {
    name: 'hashed asset (entry.client), brotli',
    path: `/assets/${entryScript}`,
    headers: { 'accept-encoding': 'br' },
  },
];

const port = 3190;
const server = spawn(process.execPath, [SERVER], {
  env: {
    PATH: process.env.PATH ?? '',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'lender-bench-')),
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
try {
  await waitUntilReady(`http://127.0.0.1:${port}/readyz`);
  const rows: { name: string; rps: number; p99: number; errors: number }[] = [];
  for (const target of targets) {
    // A short warm-up so the JIT and caches are not part of the measurement.
    await run(target.path, target.headers, 2);
    const result = await run(target.path, target.headers, DURATION_S);
    rows.push({
      name: target.name,
      rps: result.requests.average,
      p99: result.latency.p99,
      errors: result.errors + result.non2xx,
    });
  }
  const baseline = rows[0]!.rps;
  console.log(
    `\n${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, ${CONNECTIONS} connections, ${DURATION_S} s each\n`,
  );
  console.log('| Target | req/s | p99 ms | vs baseline | errors |');
  console.log('|---|---:|---:|---:|---:|');
  for (const row of rows) {
    console.log(
      `| ${row.name} | ${Math.round(row.rps)} | ${row.p99} | ${((row.rps / baseline) * 100).toFixed(0)} % | ${row.errors} |`,
    );
  }
} finally {
  server.kill('SIGTERM');
}

function run(path: string, headers: Record<string, string>, duration: number) {
  return autocannon({
    url: `http://127.0.0.1:${port}${path}`,
    headers,
    connections: CONNECTIONS,
    duration,
  });
}

async function waitUntilReady(url: string): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not become ready at ${url}`);
}
