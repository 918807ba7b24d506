// What every benchmark here shares: the built production server started as `pnpm start`
// starts it, autocannon against it from this process, and a markdown table of results as
// ratios to a baseline measured in the same run.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

const SERVER = join(import.meta.dirname, '..', 'apps', 'bff', 'dist', 'server.js');

export const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
export const CONNECTIONS = 50;

/** One measured target. */
export interface Target {
  name: string;
  path: string;
  headers?: Record<string, string>;
}

/**
 * Starts the production server on an embedded database (a throw-away one unless `dataDir` is
 * given); resolves once it is ready. A first start loads the place data set (about 15 s).
 */
export async function startServer(
  port: number,
  dataDir = mkdtempSync(join(tmpdir(), 'lender-bench-')),
  extraEnv: Readonly<Record<string, string>> = {},
): Promise<ChildProcess> {
  const server = spawn(process.execPath, [SERVER], {
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...extraEnv,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let attempt = 0; attempt < 1200; attempt += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  server.kill('SIGKILL');
  throw new Error('the server did not become ready');
}

/**
 * Starts the server on a new data directory (a first start: it loads the place data and indexes
 * the site), stops it, and starts it again on the same directory; returns both times to ready
 * and the running restarted server.
 */
export async function firstStartThenRestart(port: number, prefix: string) {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  const timedStart = async () => {
    const started = performance.now();
    const server = await startServer(port, dataDir);
    return { ms: performance.now() - started, server };
  };
  const first = await timedStart();
  first.server.kill('SIGTERM');
  await once(first.server, 'exit');
  const restart = await timedStart();
  return { firstMs: first.ms, restartMs: restart.ms, server: restart.server };
}

/** A latency target: requests in turn, saturated or paced at `rate` requests a second in all. */
export interface LatencyTarget {
  name: string;
  requests: autocannon.Request[];
  rate?: number;
}

/**
 * Measures each target in turn over `connections` after a 2 s warm-up, and prints a table with
 * p50 and p99 and each rate as a ratio to the first target (the saturated baseline).
 */
export async function measureLatency(
  port: number,
  connections: number,
  targets: readonly LatencyTarget[],
) {
  const rows = [];
  for (const { name, requests, rate } of targets) {
    const run = (duration: number) =>
      autocannon({
        url: `http://127.0.0.1:${port}`,
        connections,
        duration,
        ...(rate ? { overallRate: rate } : {}),
        requests,
      });
    await run(2);
    const result = await run(DURATION_S);
    rows.push({
      name,
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.non2xx,
    });
  }
  console.log(
    `\n${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, ${connections} connections, ${DURATION_S} s each\n`,
  );
  console.log('| Target | req/s | p50 ms | p99 ms | vs saturated baseline | errors |');
  console.log('|---|---:|---:|---:|---:|---:|');
  const baseline = rows[0]?.rps ?? 1;
  for (const row of rows) {
    console.log(
      `| ${row.name} | ${Math.round(row.rps)} | ${row.p50} | ${row.p99} | ${((row.rps / baseline) * 100).toFixed(0)} % | ${row.errors} |`,
    );
  }
  return rows;
}

/**
 * Measures each target in turn after a 2 s warm-up and prints a table; the first target is
 * the baseline. Returns the rows for callers that check a ratio.
 */
export async function measure(port: number, targets: readonly Target[]) {
  const rows: { name: string; rps: number; p99: number; errors: number }[] = [];
  for (const target of targets) {
    const run = (duration: number) =>
      autocannon({
        url: `http://127.0.0.1:${port}${target.path}`,
        headers: target.headers ?? {},
        connections: CONNECTIONS,
        duration,
      });
    await run(2);
    const result = await run(DURATION_S);
    rows.push({
      name: target.name,
      rps: result.requests.average,
      p99: result.latency.p99,
      errors: result.errors + result.non2xx,
    });
  }
  const baseline = rows[0]?.rps ?? 1;
  console.log(
    `\n${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, ${CONNECTIONS} connections, ${DURATION_S} s each\n`,
  );
  console.log('| Target | req/s | p99 ms | vs baseline | errors |');
  console.log('|---|---:|---:|---:|---:|');
  for (const row of rows) {
    const ratio = ((row.rps / baseline) * 100).toFixed(0);
    console.log(
      `| ${row.name} | ${Math.round(row.rps)} | ${row.p99} | ${ratio} % | ${row.errors} |`,
    );
  }
  return rows.map((row) => ({ ...row, ratio: row.rps / baseline }));
}
