import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  freePort,
  freshPostgresDatabase,
  listeningPort,
  READY_LOG,
  runNode,
  SERVER_ENTRY,
  TEST_DATABASE_URL,
  waitForLog,
  type RunningProcess,
} from './helpers.ts';

let dataDir: string;
let proc: RunningProcess | undefined;

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'lender-server-'));
});
afterEach(async () => {
  if (proc && proc.child.exitCode === null) {
    proc.child.kill('SIGKILL');
    await proc.exited;
  }
  proc = undefined;
  await rm(dataDir, { recursive: true, force: true });
});

// Every test here starts a server on an empty database: a first start, a few seconds on a quiet
// 2-core machine, more while CI runs other tasks beside it.
const FIRST_START_TIMEOUT_MS = 240_000;

const baseEnv = () => ({ HOST: '127.0.0.1', PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'info' });

async function started(entry: string, env: Record<string, string>) {
  proc = runNode(entry, env);
  await waitForLog(proc, READY_LOG);
  return `http://127.0.0.1:${listeningPort(proc)}`;
}

/** The pids of the processes that logged "Server listening", in order. */
function listeningPids(proc: RunningProcess): number[] {
  return proc
    .stdout()
    .split('\n')
    .filter((line) => line.includes('"msg":"Server listening'))
    .map((line) => (JSON.parse(line) as { pid: number }).pid);
}

async function waitForListening(proc: RunningProcess, count: number): Promise<number[]> {
  const started = Date.now();
  while (listeningPids(proc).length < count) {
    if (proc.child.exitCode !== null) {
      // Its log (stdout) says why: a worker that failed to start ends them all (cluster.ts).
      throw new Error(
        `exited early with ${proc.child.exitCode}: ${proc.stderr()}\n${proc.stdout()}`,
      );
    }
    if (Date.now() - started > FIRST_START_TIMEOUT_MS) throw new Error(proc.stdout());
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return listeningPids(proc);
}

async function waitForLines(proc: RunningProcess, text: string, count: number): Promise<void> {
  const started = Date.now();
  while (proc.stdout().split(text).length - 1 < count) {
    if (proc.child.exitCode !== null) {
      // Its log (stdout) says why: a worker that failed to start ends them all (cluster.ts).
      throw new Error(
        `exited early with ${proc.child.exitCode}: ${proc.stderr()}\n${proc.stdout()}`,
      );
    }
    if (Date.now() - started > FIRST_START_TIMEOUT_MS) throw new Error(proc.stdout());
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the server process', { timeout: FIRST_START_TIMEOUT_MS }, () => {
  it('exits 1 with one line naming a bad variable', async () => {
    proc = runNode(SERVER_ENTRY, { ...baseEnv(), PORT: 'abc' });
    expect(await proc.exited).toBe(1);
    const lines = proc.stderr().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Invalid configuration: PORT .*"abc"/);
  });

  it('starts on embedded PGlite with no database installed, and serves the home page', async () => {
    const base = await started(SERVER_ENTRY, baseEnv());
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', database: 'pglite' });
    const home = await (await fetch(`${base}/`)).text();
    expect(home).toContain('<header class="site-header"');
    expect(home).toContain('<footer class="site-footer"');
    expect(home).toContain('<script type="application/json" id="client-config">');
    // And tells whoever started it, in one plain line beside the JSON log (issue 36 §4).
    const readyLine = `Ready on http://localhost:${new URL(base).port}`;
    for (let waited = 0; !proc!.stderr().includes(readyLine) && waited < 10_000; waited += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(proc!.stderr().trim().split('\n')).toEqual([readyLine]);
  });

  it('answers /healthz from the start of a first start, and 503 with Retry-After until its data is ready', async () => {
    const base = `http://127.0.0.1:${await freePort()}`;
    proc = runNode(SERVER_ENTRY, { ...baseEnv(), PORT: new URL(base).port });
    const answer = (path: string) =>
      fetch(`${base}${path}`).then(
        async (response) => ({
          status: response.status,
          retryAfter: response.headers.get('retry-after'),
          body: (await response.json()) as unknown,
        }),
        () => undefined,
      );
    let health = await answer('/healthz');
    while (!health) {
      if (proc.child.exitCode !== null) throw new Error(proc.stderr());
      await new Promise((resolve) => setTimeout(resolve, 10));
      health = await answer('/healthz');
    }
    expect(health).toEqual({ status: 200, retryAfter: null, body: { status: 'ok' } });
    // The first start's data load takes seconds more: the server says so.
    expect(await answer('/readyz')).toEqual({
      status: 503,
      retryAfter: '2',
      body: { status: 'starting', database: 'pglite' },
    });
    expect(await answer('/rmscbff/zipCodes/48226')).toEqual({
      status: 503,
      retryAfter: '2',
      body: { message: 'The service is starting. Try again in a few seconds.' },
    });

    await waitForLog(proc, READY_LOG);
    expect(await answer('/readyz')).toEqual({
      status: 200,
      retryAfter: null,
      body: { status: 'ready', database: 'pglite' },
    });
    expect(await answer('/rmscbff/zipCodes/48226')).toMatchObject({
      status: 200,
      body: { city: 'Detroit' },
    });
  });

  for (const [moment, log] of [
    ['while the database opens', '"msg":"database ready"'],
    ['once it listens, during the data load', '"msg":"Server listening'],
  ]) {
    it(`stops cleanly, exit 0, on SIGTERM during a first start: ${moment}`, async () => {
      proc = runNode(SERVER_ENTRY, baseEnv());
      await waitForLog(proc, log!);
      // The first start's data load takes seconds: the signal comes before it ends.
      expect(proc.stdout()).not.toContain(READY_LOG);
      proc.child.kill('SIGTERM');
      expect(await proc.exited, proc.stdout()).toBe(0);
      expect(proc.stdout()).toContain('"msg":"stopped"');
      expect(proc.stdout()).not.toContain('server failed to start');
    });
  }

  it('lets a slow request finish on SIGTERM, refuses new ones, then exits 0', async () => {
    const base = await started(join(import.meta.dirname, 'fixtures', 'slow-route-server.ts'), {
      ...baseEnv(),
      LOG_LEVEL: 'debug',
    });
    const slow = fetch(`${base}/test/slow?ms=1500`);
    await waitForLog(proc!, '/test/slow');
    proc!.child.kill('SIGTERM');
    await waitForLog(proc!, 'shutting down');

    const late = await fetch(`${base}/healthz`).then(
      (response) => response.status,
      () => 'refused',
    );
    expect(late).not.toBe(200);

    const response = await slow;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ done: true });
    expect(await proc!.exited).toBe(0);
    expect(proc!.stdout()).toContain('"msg":"stopped"');
  });

  it.runIf(TEST_DATABASE_URL)(
    'runs its migrations on PostgreSQL from DATABASE_URL and answers /readyz 200',
    async () => {
      const fresh = await freshPostgresDatabase();
      try {
        const base = await started(SERVER_ENTRY, { ...baseEnv(), DATABASE_URL: fresh.url });
        const ready = await fetch(`${base}/readyz`);
        expect(ready.status).toBe(200);
        expect(await ready.json()).toEqual({ status: 'ready', database: 'postgres' });
        proc!.child.kill('SIGTERM');
        expect(await proc!.exited).toBe(0);
      } finally {
        await fresh.drop();
      }
    },
  );

  it.runIf(TEST_DATABASE_URL)(
    'with WEB_CONCURRENCY=2 runs two server processes on one port, replaces one that dies and stops both on SIGTERM',
    async () => {
      const fresh = await freshPostgresDatabase();
      try {
        const env = { ...baseEnv(), DATABASE_URL: fresh.url, WEB_CONCURRENCY: '2' };
        proc = runNode(SERVER_ENTRY, env);
        const [first, second] = await waitForListening(proc, 2);
        await waitForLines(proc, READY_LOG, 2);
        expect(first).not.toBe(second);
        expect(first).not.toBe(proc.child.pid);
        // The primary prepared the database before the workers started: one first-start load.
        expect(proc.stdout().match(/first start: dated the demo figures/g)).toHaveLength(1);
        const base = `http://127.0.0.1:${listeningPort(proc)}`;
        expect(await (await fetch(`${base}/readyz`)).json()).toEqual({
          status: 'ready',
          database: 'postgres',
        });

        process.kill(first!, 'SIGKILL');
        const [, , third] = await waitForListening(proc, 3);
        expect([first, second]).not.toContain(third);
        expect(proc.stdout()).toContain('a server process ended; starting another');
        expect((await fetch(`${base}/healthz`)).status).toBe(200);

        proc.child.kill('SIGTERM');
        expect(await proc.exited, proc.stdout()).toBe(0);
        const stopped = proc
          .stdout()
          .split('\n')
          .filter((line) => line.includes('"msg":"stopped"'))
          .map((line) => (JSON.parse(line) as { pid: number }).pid);
        expect(stopped.sort()).toEqual([second, third, proc.child.pid].sort());

        // A start-up failure every worker would repeat (here the port is taken) ends them all.
        const taken = createServer();
        await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
        try {
          const port = (taken.address() as { port: number }).port;
          proc = runNode(SERVER_ENTRY, { ...env, PORT: String(port) });
          expect(await proc.exited).toBe(1);
          expect(proc.stdout()).toContain('a server process failed to start');
        } finally {
          taken.close();
        }
      } finally {
        await fresh.drop();
      }
    },
    // Five process starts (the primary, two workers, the replacement, the failed one): 221 s
    // beside CI's browser tests at a load average of 15, close to one first start's limit.
    2 * FIRST_START_TIMEOUT_MS,
  );
});
