// Issue 33 §4: the disk one abusive client can make the server use, with only the public write
// key, through session replay chunks (POST /v1/replay/chunks) and analytics batches (POST
// /v1/batch): each for a fixed time from one client address, the database's growth measured and
// extrapolated per hour. Run against a build of main (BASELINE_SERVER) and this checkout's
// build in the same run, each on a fresh PostgreSQL database, so the ratio compares like with like.
// A normal visitor (its own address: a page's events every few seconds, a replay's first snapshot
// and then its small chunks) runs beside the abuser throughout, and must be answered 2xx.
//
//   git worktree add /tmp/main-build main && (cd /tmp/main-build && pnpm install --frozen-lockfile --offline && pnpm build)
//   BASELINE_SERVER=/tmp/main-build/apps/bff/dist/server.js \
//   BENCH_DATABASE_URL=postgres://lender:lender@127.0.0.1:5432/lender_test node bench/disk-growth.ts
//
// BENCH_DATABASE_URL names a PostgreSQL server whose role may create databases (TEST_DATABASE_URL
// is used when it is unset); a database is created for each build and dropped at the end. Growth
// is `pg_database_size`, the tables, their TOAST and indexes as files; the write-ahead log is not
// counted (PostgreSQL recycles it). TRUST_PROXY=loopback lets each client name its address in
// X-Forwarded-For, as visitors behind a load balancer are seen.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { randomBytes, randomUUID } from 'node:crypto';
import { cpus } from 'node:os';
import { gzipSync } from 'node:zlib';
import pg from 'pg';
import { SERVER } from './harness.ts';

const PHASE_S = Number(process.env.BENCH_PHASE_S ?? 60);
const ADMIN_URL =
  process.env.BENCH_DATABASE_URL ||
  process.env.TEST_DATABASE_URL ||
  'postgres://lender:lender@127.0.0.1:5432/lender_test';
const WRITE_KEY = 'bench_write_key';
const AUTHORIZATION = `Basic ${Buffer.from(`${WRITE_KEY}:`).toString('base64')}`;
const PORTS = [4530, 4531];
/** Requests the abuser keeps in flight on each route. */
const ABUSER_CONNECTIONS = 4;

// ── The abuser's payloads ─────────────────────────────────────────────────────────────────────
// Replay: one event whose text is a block of random base64 repeated. gzip (a 32 KB window) finds
// the repeats; PostgreSQL's TOAST compression (pglz, a 4 KB window, giving up when the first
// kilobyte does not compress) does not, so every inflated byte reaches the disk. The chunk is
// sent as three gzip members (ids, the text, the end), which gunzip reads as one stream, so each
// request has new ids without compressing megabytes again.

/** A replay payload: how large it inflates, and its prepared middle member. */
interface ReplayPayload {
  name: string;
  inflatedBytes: number;
  text: Buffer;
}

function replayPayload(name: string, inflatedBytes: number, randomBlockChars: number) {
  const block = randomBytes((randomBlockChars * 3) / 4).toString('base64');
  const text = block.repeat(Math.ceil(inflatedBytes / block.length)).slice(0, inflatedBytes - 400);
  return { name, inflatedBytes, text: gzipSync(text) } satisfies ReplayPayload;
}

/** Today's largest: under 60,000 bytes sent, 4 MB once inflated (the old inflation limit). */
const REPLAY_BOMB = replayPayload('4 MB chunk (ratio ~100)', 4 * 1024 * 1024, 8_192);
/** The largest the new limits store: 1 MB inflated at a ratio under 50. */
const REPLAY_LARGEST_ALLOWED = replayPayload('1 MB chunk (ratio ~35)', 1_000_000, 24_576);

function replayBody(payload: ReplayPayload): Buffer {
  const head = JSON.stringify({
    writeKey: WRITE_KEY,
    replayId: randomUUID(),
    sessionId: String(Date.now() - Math.floor(Math.random() * 1e9)),
    anonymousId: randomUUID(),
    sequence: 0,
    pagePath: '/',
  });
  const open = `${head.slice(0, -1)},"events":[{"type":3,"timestamp":${Date.now()},"data":{"source":0,"text":"`;
  return Buffer.concat([gzipSync(open), payload.text, gzipSync('"}}]}')]);
}

// Events: 440 KB batches (Segment's limit is 500 KB) of engagement_started events whose every
// text field is as long as the new catalogue allows (so the old and the new code both store
// them), random text, new ids each batch.
const randomText = (length: number) => randomBytes(length).toString('base64').slice(0, length);

function abusiveEvent(anonymousId: string) {
  return {
    type: 'track',
    event: 'engagement_started',
    messageId: randomUUID(),
    anonymousId,
    timestamp: new Date().toISOString(),
    // @lender/analytics NAME_MAX_LENGTH, ID_MAX_LENGTH and VERSION_MAX_LENGTH; the collector
    // keeps 512 characters of a page's path and title.
    properties: {
      transaction_type_starting: randomText(200),
      lead_type_code: randomText(200),
      app_version: randomText(64),
      os_version: randomText(64),
      browser_version: randomText(64),
      account_id: randomText(200),
      visitor_id: randomText(200),
      mortgage_client_id: randomText(200),
      client_id: randomText(200),
      global_client_id: randomText(200),
      session_replay_id: randomText(200),
      event_id: randomText(200),
      aff_sub: randomText(200),
      nvm: randomText(200),
      clientipv6: randomText(200),
    },
    context: { page: { path: `/${randomText(510)}`, title: randomText(512) } },
  };
}

function abusiveBatch(): Buffer {
  const anonymousId = randomUUID();
  const batch = [];
  let bytes = 0;
  while (bytes < 440 * 1024) {
    const event = abusiveEvent(anonymousId);
    bytes += JSON.stringify(event).length + 1;
    batch.push(event);
  }
  batch.pop();
  return Buffer.from(JSON.stringify({ batch, sentAt: new Date().toISOString() }));
}

// ── The normal visitor ───────────────────────────────────────────────────────────────────────
// What the e2e journeys measured (issue 33): a page's first snapshot about 150 KB of JSON, 25 KB
// gzipped; then a chunk of a few KB every 10 s; about 30 events a minute, ~1 KB each with context.
const WORDS = 'home loan rate mortgage payment calculator refinance purchase price down closing'
  .split(' ')
  .concat(Array.from({ length: 200 }, () => randomText(6)));
function pageLikeText(length: number): string {
  let text = '';
  while (text.length < length) text += `${WORDS[Math.floor(Math.random() * WORDS.length)]} `;
  return text.slice(0, length);
}

function visitorChunk(replayId: string, sequence: number, anonymousId: string, bytes: number) {
  return gzipSync(
    JSON.stringify({
      writeKey: WRITE_KEY,
      replayId,
      sessionId: '1764000000000',
      anonymousId,
      sequence,
      pagePath: '/calculators/affordability',
      events: [{ type: 2, timestamp: Date.now(), data: { node: { text: pageLikeText(bytes) } } }],
    }),
  );
}

function visitorBatch(anonymousId: string) {
  const batch = Array.from({ length: 10 }, (_item, index) => ({
    type: 'track',
    event: 'clicked_button',
    messageId: randomUUID(),
    anonymousId,
    timestamp: new Date().toISOString(),
    properties: {
      button_name: `Button ${index}`,
      button_type: 'cta',
      page_name: 'calculators:affordability',
    },
    context: {
      page: { path: '/calculators/affordability', title: 'Home affordability calculator' },
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0.0.0',
      locale: 'en-US',
      library: { name: 'analytics.js', version: 'npm:next-1.84.3' },
    },
  }));
  return Buffer.from(JSON.stringify({ batch, sentAt: new Date().toISOString() }));
}

// ── HTTP ─────────────────────────────────────────────────────────────────────────────────────
type Statuses = Map<number, number>;

async function post(
  port: number,
  address: string,
  path: string,
  body: Buffer,
  contentType: string,
): Promise<number> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}${path}`, {
      method: 'POST',
      headers: {
        'content-type': contentType,
        'x-forwarded-for': address,
        authorization: AUTHORIZATION,
      },
      body: Uint8Array.from(body),
    });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}

function count(statuses: Statuses, status: number) {
  statuses.set(status, (statuses.get(status) ?? 0) + 1);
}

/** The abuser on one route for the phase: `connections` requests in flight, as fast as answered. */
async function abuse(
  port: number,
  address: string,
  until: number,
  route: 'replay' | 'events',
): Promise<{ statuses: Statuses; sentBytes: number; payload: string }> {
  const statuses: Statuses = new Map();
  let sentBytes = 0;
  // The largest payload this server stores: the 4 MB chunk until it is refused as too large.
  let replay = REPLAY_BOMB;
  await Promise.all(
    Array.from({ length: ABUSER_CONNECTIONS }, async () => {
      while (Date.now() < until) {
        const body = route === 'replay' ? replayBody(replay) : abusiveBatch();
        sentBytes += body.length;
        const status =
          route === 'replay'
            ? await post(port, address, '/v1/replay/chunks', body, 'application/octet-stream')
            : await post(port, address, '/v1/batch', body, 'text/plain');
        count(statuses, status);
        if (route === 'replay' && status === 413) replay = REPLAY_LARGEST_ALLOWED;
      }
    }),
  );
  return {
    statuses,
    sentBytes,
    payload: route === 'replay' ? replay.name : '440 KB batches of longest valid events',
  };
}

/** The normal visitor for the phase: a page's events every 2 s, its replay chunks every 10 s. */
async function visit(port: number, address: string, until: number): Promise<Statuses> {
  const statuses: Statuses = new Map();
  const anonymousId = randomUUID();
  const replayId = randomUUID();
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  await Promise.all([
    (async () => {
      while (Date.now() < until) {
        count(
          statuses,
          await post(port, address, '/v1/batch', visitorBatch(anonymousId), 'text/plain'),
        );
        await sleep(2_000);
      }
    })(),
    (async () => {
      for (let sequence = 0; Date.now() < until; sequence += 1) {
        const body = visitorChunk(
          replayId,
          sequence,
          anonymousId,
          sequence === 0 ? 150_000 : 3_000,
        );
        count(
          statuses,
          await post(port, address, '/v1/replay/chunks', body, 'application/octet-stream'),
        );
        await sleep(10_000);
      }
    })(),
  ]);
  return statuses;
}

// ── Databases and servers ────────────────────────────────────────────────────────────────────
async function withAdmin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

async function freshDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `bench_disk_${randomBytes(6).toString('hex')}`;
  await withAdmin((client) => client.query(`create database ${name}`));
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      withAdmin((client) => client.query(`drop database if exists ${name} with (force)`)).then(
        () => undefined,
      ),
  };
}

async function databaseBytes(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<{ bytes: string }>(
      'select pg_database_size(current_database()) as bytes',
    );
    return Number(result.rows[0]!.bytes);
  } finally {
    await client.end();
  }
}

async function startServer(entry: string, port: number, databaseUrl: string) {
  const server = spawn(process.execPath, [entry], {
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      SEGMENT_KEY: WRITE_KEY,
      TRUST_PROXY: 'loopback',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`${entry} exited (${server.exitCode})`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) return server;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      server.kill('SIGKILL');
      throw new Error(`${entry} did not become ready`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function stop(server: ChildProcess) {
  if (server.exitCode !== null) return;
  server.kill('SIGTERM');
  await once(server, 'exit');
}

// ── The run ──────────────────────────────────────────────────────────────────────────────────
interface PhaseResult {
  build: string;
  route: 'replay' | 'events';
  payload: string;
  sentBytes: number;
  statuses: Statuses;
  growthBytes: number;
  visitor: Statuses;
}

async function measureBuild(
  build: string,
  entry: string,
  port: number,
  database: { url: string },
): Promise<PhaseResult[]> {
  const server = await startServer(entry, port, database.url);
  const results: PhaseResult[] = [];
  try {
    // The partition job's first run and the write key settle before anything is measured.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    for (const [index, route] of (['replay', 'events'] as const).entries()) {
      const before = await databaseBytes(database.url);
      const until = Date.now() + PHASE_S * 1000;
      // Each phase from addresses of its own: no budget window carries over.
      const [abused, visitor] = await Promise.all([
        abuse(port, `198.51.100.${10 + index}`, until, route),
        visit(port, `203.0.113.${10 + index}`, until),
      ]);
      const growthBytes = (await databaseBytes(database.url)) - before;
      results.push({ build, route, ...abused, growthBytes, visitor });
    }
  } finally {
    await stop(server);
  }
  return results;
}

const statusText = (statuses: Statuses) =>
  [...statuses.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, times]) => `${times} × ${status || 'no answer'}`)
    .join(', ');
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
const perHour = (bytes: number) => (bytes * 3600) / PHASE_S;

const builds = [
  ...(process.env.BASELINE_SERVER
    ? [{ name: 'before (main)', entry: process.env.BASELINE_SERVER }]
    : []),
  { name: 'after (this checkout)', entry: SERVER },
];
const results: PhaseResult[] = [];
// Every database is made before any load and dropped after all of it: dropping one forces a
// checkpoint, which on a server just written gigabytes to stalls the next start for seconds.
const databases = await Promise.all(builds.map(() => freshDatabase()));
try {
  for (const [index, build] of builds.entries()) {
    results.push(
      ...(await measureBuild(build.name, build.entry, PORTS[index]!, databases[index]!)),
    );
  }
} finally {
  for (const database of databases) await database.drop();
}

console.log(
  `\n${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, PostgreSQL, one abusive client, ${PHASE_S} s per route, ${ABUSER_CONNECTIONS} requests in flight\n`,
);
console.log(
  '| Build | Route | Abuser sent | Answers | Database growth | Per hour | vs before | Normal visitor |',
);
console.log('|---|---|---:|---|---:|---:|---:|---|');
for (const row of results) {
  const before = results.find(
    (other) => other.build === builds[0]!.name && other.route === row.route,
  );
  const ratio =
    builds.length > 1 && before
      ? `${((row.growthBytes / before.growthBytes) * 100).toFixed(2)} %`
      : '—';
  console.log(
    `| ${row.build} | ${row.route === 'replay' ? 'POST /v1/replay/chunks' : 'POST /v1/batch'} (${row.payload}) | ${mb(row.sentBytes)} MB | ${statusText(row.statuses)} | ${mb(row.growthBytes)} MB | ${(perHour(row.growthBytes) / 1024 ** 3).toFixed(2)} GB | ${ratio} | ${statusText(row.visitor)} |`,
  );
}
for (const build of builds) {
  const total = results
    .filter((row) => row.build === build.name)
    .reduce((sum, row) => sum + row.growthBytes, 0);
  const baseline = results
    .filter((row) => row.build === builds[0]!.name)
    .reduce((sum, row) => sum + row.growthBytes, 0);
  console.log(
    `\n${build.name}: one client, both routes: ${(perHour(total) / 1024 ** 3).toFixed(2)} GB an hour${builds.length > 1 ? ` (${((total / baseline) * 100).toFixed(2)} % of before)` : ''}`,
  );
}
const visitorRefused = results.some((row) =>
  [...row.visitor.keys()].some((status) => status < 200 || status > 299),
);
console.log(
  `Normal visitor beside the abuser: ${visitorRefused ? 'REFUSED at least once' : 'every request answered 2xx'}`,
);
