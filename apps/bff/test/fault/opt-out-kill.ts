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
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseLocation } from '../../src/db/client.ts';
import {
  listeningPort,
  runNode,
  SERVER_ENTRY,
  waitForLog,
  type RunningProcess,
} from '../helpers.ts';

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
/** Retries of an unknown outcome back off from 10 ms to this, so they do not swamp a starting server. */
const MAX_RETRY_DELAY_MS = 500;

/** The last `count` lines of a log but its request lines, for a failure message. */
const tail = (text: string, count = 15) =>
  text
    .trim()
    .split('\n')
    .filter((line) => !line.includes('"reqId"'))
    .slice(-count)
    .join('\n');

/** The i-th opt-out: an e-mail, and every fourth one a mobile number too (two records). */
function optOutBody(seed: number, index: number) {
  const body: Record<string, string> = { email: `fault-${seed}-${index}@example.com` };
  if (index % 4 === 0) body.cellPhone = `3135${String(index).padStart(6, '0')}`;
  return body;
}

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

  const acks = new Map<number, string[]>();
  let lastAckAt = Date.now();
  /** What the unknown outcomes were (a status, or the error's name), for a stalled run's message. */
  const unknownOutcomes = new Map<string, number>();
  const noteUnknown = (what: string) =>
    unknownOutcomes.set(what, (unknownOutcomes.get(what) ?? 0) + 1);
  let indeterminate = 0;
  let replayed = 0;
  let server: RunningProcess | undefined;
  let base: string | undefined;
  let serverUp: Promise<string>;
  let markUp: (base: string) => void = () => undefined;
  const resetUp = () => {
    serverUp = new Promise((resolve) => (markUp = resolve));
  };
  resetUp();

  async function acknowledge(index: number): Promise<void> {
    const body = JSON.stringify(optOutBody(seed, index));
    const key = `fault-${seed}-${index}`;
    let retryDelay = 10;
    for (;;) {
      const url = await serverUp;
      try {
        const response = await fetch(`${url}/rmscbff/opt-out`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': key },
          body,
          signal: AbortSignal.timeout(15_000),
        });
        if (response.status === 201) {
          const answer = (await response.json()) as { eventIds: string[] };
          if (response.headers.get('idempotent-replayed') === 'true') replayed += 1;
          acks.set(index, answer.eventIds);
          lastAckAt = Date.now();
          return;
        }
        const text = await response.text();
        if (response.status < 500)
          throw new Error(`opt-out ${index} refused: ${response.status} ${text}`);
        noteUnknown(String(response.status));
      } catch (error) {
        if (error instanceof Error && error.message.startsWith(`opt-out ${index} refused`))
          throw error;
        const cause =
          error instanceof Error ? (error.cause as { code?: string } | undefined) : undefined;
        noteUnknown(cause?.code ?? (error instanceof Error ? error.name : 'error'));
      }
      indeterminate += 1; // unknown outcome: try again with the same key
      await sleep(retryDelay);
      retryDelay = Math.min(retryDelay * 2, MAX_RETRY_DELAY_MS);
    }
  }

  let next = 0;
  const clients = Array.from({ length: concurrency }, async () => {
    while (next < posts) await acknowledge(next++);
  });
  const load = Promise.all(clients);
  let loadError: unknown;
  load.catch((error: unknown) => (loadError = error));

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
    if (Date.now() - lastAckAt <= STALL_MS) return;
    const state = {
      acknowledged: acks.size,
      kills: killed,
      starts,
      unknownOutcomes: Object.fromEntries(unknownOutcomes),
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
    await load.catch(() => undefined);
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
  const database = await openDatabase(options.location as DatabaseLocation);
  let rows: { idempotency_key: string; event_id: string }[];
  try {
    const result = (await database.db.execute(
      sql`select idempotency_key, event_id from consent_records where idempotency_key like ${`fault-${seed}-%`}`,
    )) as unknown as { rows: { idempotency_key: string; event_id: string }[] };
    rows = result.rows;
  } finally {
    await database.close();
  }
  const storedByKey = new Map<string, string[]>();
  for (const row of rows) {
    storedByKey.set(row.idempotency_key, [
      ...(storedByKey.get(row.idempotency_key) ?? []),
      row.event_id,
    ]);
  }
  const storedEvents = new Set(rows.map((row) => row.event_id));
  let lost = 0;
  let duplicated = 0;
  for (const [index, eventIds] of acks) {
    lost += eventIds.filter((id) => !storedEvents.has(id)).length;
    const stored = storedByKey.get(`fault-${seed}-${index}`) ?? [];
    if (stored.length > eventIds.length) duplicated += 1;
  }
  const acknowledgedKeys = new Set([...acks.keys()].map((index) => `fault-${seed}-${index}`));
  const unexpected = rows.filter((row) => !acknowledgedKeys.has(row.idempotency_key)).length;

  return {
    database: 'dataDir' in options.location ? 'pglite' : 'postgres',
    seed,
    posts,
    kills: killed,
    starts,
    acknowledged: acks.size,
    indeterminate,
    replayed,
    storedRecords: rows.length,
    storedKeys: storedByKey.size,
    lost,
    duplicated,
    unexpected,
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
