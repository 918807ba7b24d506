import { mkdtemp, rm } from 'node:fs/promises';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { runNode, SERVER_ENTRY, waitForLog, type RunningProcess } from './helpers.ts';

// Stopping the server must answer every request it has taken: under load from kept-alive
// connections (a load balancer's, a busy browser's) a SIGTERM resets none, and the second SIGINT
// that Ctrl-C delivers under `pnpm start` does not cut the shutdown short.

// A first start loads the place data set: about 20 s here, more under a busy CI.
const START_TIMEOUT_MS = 240_000;
const PORT = 3190 + Math.floor(Math.random() * 9);

let dataDir: string;
let proc: RunningProcess | undefined;
const base = `http://127.0.0.1:${PORT}`;
const ADMIN_TOKEN = 'graceful-stop-admin-token-0123456789abcdef';

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'lender-stop-'));
});
afterEach(async () => {
  if (proc && proc.child.exitCode === null) {
    proc.child.kill('SIGKILL');
    await proc.exited;
  }
  proc = undefined;
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

/** Starts the server on the test's data directory and waits until it is ready. */
async function start(): Promise<RunningProcess> {
  const started = runNode(SERVER_ENTRY, {
    HOST: '127.0.0.1',
    PORT: String(PORT),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    ADMIN_TOKEN,
  });
  proc = started;
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (started.child.exitCode !== null) throw new Error(`exited early: ${started.stderr()}`);
    const ready = await fetch(`${base}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return started;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`not ready: ${started.stdout()}`);
}

type Outcome = 'answered' | 'refused' | 'reset';

/** One GET on a kept-alive agent: answered, refused (the server no longer listens) or reset. */
function get(agent: Agent, path: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const outgoing = request(`${base}${path}`, { agent }, (response) => {
      response.resume();
      response.on('end', () => resolve('answered'));
      response.on('error', () => resolve('reset'));
    });
    outgoing.on('error', (error: NodeJS.ErrnoException) =>
      resolve(error.code === 'ECONNREFUSED' ? 'refused' : 'reset'),
    );
    outgoing.end();
  });
}

describe('a graceful stop', { timeout: START_TIMEOUT_MS * 2 }, () => {
  it('under 50 kept-alive connections answers every request it took and resets none', async () => {
    const server = await start();
    const counts: Record<Outcome, number> = { answered: 0, refused: 0, reset: 0 };
    const paths = ['/healthz', '/rmscbff/zipCodes/48226', '/licensing'];
    // 50 clients, each on its own kept-alive connection, sending one request after another
    // until the server no longer listens.
    const clients = Array.from({ length: 50 }, async (_, index) => {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      for (let n = index; ; n += 1) {
        const outcome = await get(agent, paths[n % paths.length]!);
        counts[outcome] += 1;
        if (outcome === 'refused') break;
      }
      agent.destroy();
    });
    // Stopped in full flow: once 150 requests are answered (three per connection), however long
    // that takes on a busy machine (a fixed 1.5 s saw 51 at CI's load).
    const flowing = Date.now() + START_TIMEOUT_MS;
    while (counts.answered < 150) {
      if (Date.now() > flowing) throw new Error(`only ${counts.answered} answered`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    server.child.kill('SIGTERM');
    await Promise.all(clients);

    // One assertion over the whole outcome, so a failure (seen once in CI, at a load average of
    // 15, with no detail) shows the exit code, every count and the end of the server's log.
    const exitCode = await server.exited;
    expect(
      { exitCode, stopped: server.stdout().includes('"msg":"stopped"'), ...counts },
      `${server.stderr().slice(-1500)}\n${server.stdout().slice(-3000)}`,
    ).toEqual({
      exitCode: 0,
      stopped: true,
      answered: expect.any(Number) as number,
      refused: 50,
      reset: 0,
    });
  });

  it('a second SIGINT during the stop stops it once, cleanly, with the database intact', async () => {
    let server = await start();
    const optOut = await fetch(`${base}/rmscbff/opt-out`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'double-sigint@example.com' }),
    });
    expect(optOut.status).toBe(201);
    const { eventIds } = (await optOut.json()) as { eventIds: string[] };

    // The second SIGINT goes once the first has been taken. Two pending signals of one kind
    // are one to the kernel: sent 10 ms apart to a process that a loaded machine (CI at a load
    // of 15) did not schedule in between, they arrived as one and nothing was tested.
    server.child.kill('SIGINT');
    await waitForLog(server, '"msg":"shutting down"', 30_000);
    server.child.kill('SIGINT');
    const exitCode = await server.exited;
    const lines = server.stdout().split('\n');
    expect(
      {
        exitCode,
        shuttingDown: lines.filter((line) => line.includes('"msg":"shutting down"')).length,
        alreadyShuttingDown: lines.filter((line) => line.includes('"msg":"already shutting down'))
          .length,
        stopped: lines.filter((line) => line.includes('"msg":"stopped"')).length,
      },
      server.stdout().slice(-3000),
    ).toEqual({ exitCode: 0, shuttingDown: 1, alreadyShuttingDown: 1, stopped: 1 });

    // The embedded database opens again, with what was stored before the stop.
    server = await start();
    const suppression = await fetch(
      `${base}/admin/suppression?channel=email&value=double-sigint%40example.com`,
      { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } },
    );
    expect(await suppression.json()).toMatchObject({ suppressed: true });
    expect(eventIds).toHaveLength(1);
    expect((await fetch(`${base}/rmscbff/zipCodes/48226`)).status).toBe(200);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });
});
