// What every benchmark here shares: the built production server started as `pnpm start`
// starts it, autocannon against it from this process, and a markdown table of results as
// ratios to a baseline measured in the same run.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

export const SERVER = join(import.meta.dirname, '..', 'apps', 'bff', 'dist', 'server.js');

/**
 * The V8 heap limits `pnpm start` runs the server with (package.json): without them V8 sizes the
 * heap by the machine's memory, and on this 24 GiB machine one process grew to 800 MiB resident.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=16', '--max-old-space-size=512'];

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
 * given); resolves once it is ready. A first start loads the place data set (a few seconds).
 */
export async function startServer(
  port: number,
  dataDir = mkdtempSync(join(tmpdir(), 'lender-bench-')),
  extraEnv: Readonly<Record<string, string>> = {},
): Promise<ChildProcess> {
  return (await timedStart(port, dataDir, extraEnv)).server;
}

/** A started server and how its start went. */
export interface TimedStart {
  server: ChildProcess;
  /** From spawning the process to its first /healthz 200. */
  healthMs: number;
  /** From spawning the process to its first /readyz 200. */
  readyMs: number;
  /** Resident memory of the process when it became ready, in MiB (Linux; NaN elsewhere). */
  readyRssMiB: number;
}

/**
 * Starts a server (this checkout's build, or `entry`) and times it: /healthz polled every 10 ms,
 * then /readyz.
 */
export async function timedStart(
  port: number,
  dataDir: string,
  extraEnv: Readonly<Record<string, string>> = {},
  entry = SERVER,
): Promise<TimedStart> {
  const started = performance.now();
  // Another build (a baseline) runs as it was run: without the flags.
  const flags = entry === SERVER ? SERVER_NODE_FLAGS : [];
  const server = spawn(process.execPath, [...flags, entry], {
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
  const answers = async (path: string) => {
    try {
      return (await fetch(`http://127.0.0.1:${port}${path}`)).ok;
    } catch {
      return false; // not listening yet
    }
  };
  const until = async (path: string, everyMs: number) => {
    while (!(await answers(path))) {
      if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode})`);
      if (performance.now() - started > 120_000) {
        server.kill('SIGKILL');
        throw new Error(`the server did not answer ${path} 200 within 120 s`);
      }
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
    return performance.now() - started;
  };
  const healthMs = await until('/healthz', 10);
  const readyMs = await until('/readyz', 20);
  return { server, healthMs, readyMs, readyRssMiB: residentMiB(server.pid) };
}

/** A process's resident memory in MiB, from /proc (Linux); NaN where there is none. */
export function residentMiB(pid: number | undefined): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kib = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1]);
    return kib / 1024;
  } catch {
    return Number.NaN;
  }
}

/** Stops a server with SIGTERM and waits for it to exit. */
export async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return;
  server.kill('SIGTERM');
  await once(server, 'exit');
}

/**
 * Starts the server on a new data directory (a first start: it loads the place data and indexes
 * the site), stops it, and starts it again on the same directory; returns both starts and the
 * running restarted server.
 */
export async function firstStartThenRestart(port: number, prefix: string, entry = SERVER) {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  const first = await timedStart(port, dataDir, {}, entry);
  await stopServer(first.server);
  const restart = await timedStart(port, dataDir, {}, entry);
  return {
    firstMs: first.readyMs,
    restartMs: restart.readyMs,
    first,
    restart,
    dataDir,
    server: restart.server,
  };
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
