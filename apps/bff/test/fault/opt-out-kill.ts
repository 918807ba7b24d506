// Fault test of opt-out durability (Jepsen-style): post opt-outs with unique Idempotency-Keys
// against the real server process, SIGKILL it at random moments and restart it, retry every
// request whose outcome is unknown with the same key until it is acknowledged, then check the
// database: every acknowledged opt-out is stored exactly once, none is lost, none is doubled.
//
//   node --conditions=@lender/source test/fault/opt-out-kill.ts [--posts 2000] [--kills 20]
//        [--concurrency 16] [--seed 42] [--database-url postgres://…]
//
// Without --database-url it runs on embedded PGlite in a temporary DATA_DIR. Test
// test/opt-out-durability-pglite.test.ts runs it on PGlite, and
// test/opt-out-durability-postgres.test.ts on PostgreSQL when TEST_DATABASE_URL is set.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  listeningPort,
  runNode,
  SERVER_ENTRY,
  waitForLog,
  type RunningProcess,
} from '../helpers.ts';
import { checkStoredOptOuts, startOptOutLoad } from './opt-out-load.ts';

export interface FaultTestOptions {
  /** Where the server keeps its data: a PGlite directory or a PostgreSQL URL. */
  location: { dataDir: string } | { databaseUrl: string };
  posts?: number;
  kills?: number;
  concurrency?: number;
  seed?: number;
  log?: (line: string) => void;
}

export interface FaultTestReport {
  database: 'pglite' | 'postgres';
  seed: number;
  posts: number;
  kills: number;
  starts: number;
  acknowledged: number;
  /** Attempts whose outcome was unknown (connection refused or reset, timeout, 5xx): retried. */
  indeterminate: number;
  /** Retries answered from the stored answer: the first attempt had been committed before the kill. */
  replayed: number;
  storedRecords: number;
  storedKeys: number;
  /** Acknowledged event ids missing from the database. */
  lost: number;
  /** Keys stored with more records than acknowledged. */
  duplicated: number;
  /** Records whose key was never acknowledged. */
  unexpected: number;
  durationMs: number;
}

/** A small seeded generator (mulberry32), so a failing run can be replayed exactly. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * No acknowledgement for this long means the run is stuck, not slow: it fails then, saying what
 * the requests met and what the server logged, instead of running into the test's timeout
 * silently (a restart takes 2 s alone and about 20 s on CI's loaded two cores).
 */
const STALL_MS = 120_000;
/** The last `count` lines of a log but its request lines, for a failure message. */
const tail = (text: string, count = 15) =>
  text
    .trim()
    .split('\n')
    .filter((line) => !line.includes('"reqId"'))
    .slice(-count)
    .join('\n');

/** Runs the fault test and checks the stored data; the report says what happened. */
export async function runOptOutKillTest(options: FaultTestOptions): Promise<FaultTestReport> {
  const posts = options.posts ?? 2000;
  const kills = options.kills ?? 20;
  const concurrency = options.concurrency ?? 16;
  const seed = options.seed ?? 42;
  const log = options.log ?? (() => undefined);
  const random = seededRandom(seed);
  const started = Date.now();

  const env: Record<string, string> = {
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'info',
    FORM_RATE_LIMIT: '1000000',
    ...('dataDir' in options.location
      ? { DATA_DIR: options.location.dataDir }
      : { DATABASE_URL: options.location.databaseUrl }),
  };

  // Kill points: one acknowledgement count drawn in each of `kills` equal slices of the run,
  // so kills spread over the whole load, each landing with requests in flight.
  const killAt = Array.from({ length: kills }, (_, slice) =>
    Math.floor(((slice + random()) * posts) / (kills + 1)),
  );

  let server: RunningProcess | undefined;
  let base: string | undefined;
  let serverUp: Promise<string>;
  let markUp: (base: string) => void = () => undefined;
  const resetUp = () => {
    serverUp = new Promise((resolve) => (markUp = resolve));
  };
  resetUp();

  const load = startOptOutLoad({ serverUrl: () => serverUp, seed, concurrency, posts });
  const { acks } = load;
  let loadError: unknown;
  load.done.catch((error: unknown) => (loadError = error));

  async function start(): Promise<void> {
    server = runNode(SERVER_ENTRY, env);
    await waitForLog(server, 'Server listening', 60_000);
    base = `http://127.0.0.1:${listeningPort(server)}`;
    markUp(base);
  }

  let starts = 0;
  let killed = 0;
  /** Throws, with what the run met, when nothing has been acknowledged for STALL_MS. */
  const checkProgress = () => {
    if (Date.now() - load.lastAckAt <= STALL_MS) return;
    const state = {
      acknowledged: acks.size,
      kills: killed,
      starts,
      unknownOutcomes: Object.fromEntries(load.unknownOutcomes),
    };
    throw new Error(
      `no opt-out acknowledged for ${STALL_MS / 1000} s: ${JSON.stringify(state)}\n` +
        `server stdout:\n${tail(server?.stdout() ?? '')}\nserver stderr:\n${tail(server?.stderr() ?? '')}`,
    );
  };
  try {
    await start();
    starts += 1;
    for (const threshold of killAt) {
      while (acks.size < threshold && !loadError) {
        checkProgress();
        await sleep(2);
      }
      if (loadError) break;
      await sleep(Math.floor(random() * 25)); // land anywhere in a request's life
      resetUp();
      server!.child.kill('SIGKILL');
      await server!.exited; // PGlite: one process per data directory
      killed += 1;
      log(`kill ${killed}/${kills} at ${acks.size} acknowledged`);
      const restartAt = Date.now();
      await start();
      log(`restarted in ${Date.now() - restartAt} ms`);
      starts += 1;
    }
    while (acks.size < posts && !loadError) {
      checkProgress();
      await sleep(50);
    }
    await load.done.catch(() => undefined);
    server!.child.kill('SIGTERM');
    const exitCode = await server!.exited;
    if (loadError) throw loadError;
    if (exitCode !== 0)
      throw new Error(`the server exited ${exitCode} on SIGTERM: ${server!.stderr()}`);
  } finally {
    // Whatever went wrong, leave no server behind.
    if (server && server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
  }

  // The check: read what the database holds.
  const stored = await checkStoredOptOuts(options.location, seed, acks);
  return {
    database: 'dataDir' in options.location ? 'pglite' : 'postgres',
    seed,
    posts,
    kills: killed,
    starts,
    acknowledged: acks.size,
    indeterminate: load.indeterminate,
    replayed: load.replayed,
    ...stored,
    durationMs: Date.now() - started,
  };
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: {
      posts: { type: 'string' },
      kills: { type: 'string' },
      concurrency: { type: 'string' },
      seed: { type: 'string' },
      'database-url': { type: 'string' },
    },
  });
  const dataDir = values['database-url']
    ? undefined
    : await mkdtemp(join(tmpdir(), 'lender-fault-'));
  try {
    const report = await runOptOutKillTest({
      location: dataDir ? { dataDir } : { databaseUrl: values['database-url']! },
      posts: values.posts ? Number(values.posts) : undefined,
      kills: values.kills ? Number(values.kills) : undefined,
      concurrency: values.concurrency ? Number(values.concurrency) : undefined,
      seed: values.seed ? Number(values.seed) : undefined,
      log: (line) => process.stderr.write(`${line}\n`),
    });
    process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
    process.exitCode =
      report.lost === 0 && report.duplicated === 0 && report.unexpected === 0 ? 0 : 1;
  } finally {
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }
}
