import { mkdtemp, rm } from 'node:fs/promises';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { runNode, SERVER_ENTRY, waitForLog, type RunningProcess } from './helpers.ts';

// Stopping the server must answer every request it has taken: under load from kept-alive
// connections (a load balancer's, a busy browser's) a SIGTERM cuts none, and the second SIGINT
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

/**
 * What became of one request: answered; refused (the server no longer listens); closed while
 * idle (written on a kept-alive connection the server had closed between requests: the race of
 * RFC 9112 §9.3.1, which a client meets on any server that closes an idle connection, and answers
 * by resending on a new connection, as browsers do and Node's `request.reusedSocket` documents);
 * not accepted (a new connection reset before any answer: the kernel had queued it for a server
 * that had stopped accepting, and reset it when the listening socket closed, so the server never
 * read the request: its log, checked below, must show every request it took answered); or reset
 * (anything else: a request cut without its answer).
 */
type Outcome = 'answered' | 'refused' | 'closedWhileIdle' | 'notAccepted' | 'reset';

/** How each reset came (error code, reused connection, answer begun), for a failure's message. */
const resetDetails: string[] = [];

/** One GET on a kept-alive agent, and what became of it. */
function get(agent: Agent, path: string): Promise<Outcome> {
  return new Promise((resolve) => {
    let responded = false;
    const outgoing = request(`${base}${path}`, { agent }, (response) => {
      responded = true;
      response.resume();
      response.on('end', () => resolve('answered'));
      response.on('error', () => resolve('reset'));
    });
    outgoing.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED') resolve('refused');
      // The race shows as a reset, or as a broken pipe when the request is written after the
      // close has arrived; either way before any byte of an answer.
      else if (
        outgoing.reusedSocket &&
        !responded &&
        (error.code === 'ECONNRESET' || error.code === 'EPIPE')
      ) {
        resolve('closedWhileIdle');
      } else if (!outgoing.reusedSocket && !responded && error.code === 'ECONNRESET') {
        resolve('notAccepted');
      } else {
        resetDetails.push(
          `${error.code ?? error.message} reused=${outgoing.reusedSocket} responded=${responded}`,
        );
        resolve('reset');
      }
    });
    outgoing.end();
  });
}

/**
 * The server's request log: the ids it logged as taken and as answered, and the requests it
 * answered 503 because it was closing (Fastify's own answer, logged without an "incoming" line).
 */
function requestLog(stdout: string) {
  const taken = new Set<string>();
  const answered = new Set<string>();
  let refusedWhileClosing = 0;
  for (const line of stdout.split('\n')) {
    let entry: { msg?: string; reqId?: string };
    try {
      entry = JSON.parse(line) as typeof entry;
    } catch {
      continue; // not a log line ("Ready on …" goes to stderr, but be sure)
    }
    if (!entry.reqId) continue;
    if (entry.msg === 'incoming request') taken.add(entry.reqId);
    if (entry.msg === 'request completed') answered.add(entry.reqId);
    if (entry.msg?.startsWith('request aborted - refusing')) refusedWhileClosing += 1;
  }
  return { taken, answered, refusedWhileClosing };
}

describe('a graceful stop', { timeout: START_TIMEOUT_MS * 2 }, () => {
  it('under 50 kept-alive connections answers every request it took and cuts none', async () => {
    const server = await start();
    const counts: Record<Outcome, number> = {
      answered: 0,
      refused: 0,
      closedWhileIdle: 0,
      notAccepted: 0,
      reset: 0,
    };
    // Paths the request log records (it leaves out /healthz), so every answer is in it.
    const paths = ['/privacy', '/rmscbff/zipCodes/48226', '/licensing'];
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

    // One assertion over the whole outcome, so a failure shows the exit code, every count and
    // the end of the server's log. Every request the server took was answered (its log), and none
    // was cut: a connection it closed between requests (after its 1 s grace) can meet a request
    // on its way, at most once per connection. In CI at a load average of 15 the test's own
    // clients took over a second between requests and 48 of 50 met that race; in a later run 25
    // new connections queued as the server stopped accepting were reset unread (not accepted).
    const exitCode = await server.exited;
    const log = requestLog(server.stdout());
    const unanswered = [...log.taken].filter((id) => !log.answered.has(id));
    console.log(
      'graceful stop under load:',
      JSON.stringify({ ...counts, taken: log.taken.size, closing503: log.refusedWhileClosing }),
      resetDetails.slice(0, 5),
    );
    expect(
      {
        exitCode,
        stopped: server.stdout().includes('"msg":"stopped"'),
        unanswered,
        ...counts,
        closedWhileIdle: counts.closedWhileIdle <= 50,
        // At most once per client: its next connection is refused.
        notAccepted: counts.notAccepted <= 50,
      },
      `${resetDetails.slice(0, 10).join('; ')}\n${server.stderr().slice(-1500)}\n${server.stdout().slice(-3000)}`,
    ).toEqual({
      exitCode: 0,
      stopped: true,
      unanswered: [],
      // Every answer the clients read is one the server logged: none was lost on the way.
      answered: log.answered.size + log.refusedWhileClosing,
      refused: 50,
      closedWhileIdle: true,
      notAccepted: true,
      reset: 0,
    });
    expect(log.taken.size).toBeGreaterThan(50);
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
