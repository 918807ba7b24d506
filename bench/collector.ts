// The analytics collector (issue 7, acceptance 4): batches of 10 events POSTed to /v1/b as
// analytics-next sends them, against a bare route of the same server in the same run. Target:
// ≥ 20,000 events/s ingested, p99 < 50 ms, with PGlite and with PostgreSQL. Every 200 means the
// events are committed (group commit), and the rows stored are counted at the end through the
// server's own report (/admin/analytics.json). The load comes from lean-load.ts rather than
// autocannon: both run on the server's two cores, and autocannon took twice the CPU per request.
//
// The collector is measured twice (lean-load.ts explains the two ways):
// - throughput: a closed loop of 50 connections, the most events per second the server takes;
// - latency at the target rate: 2,000 batches (20,000 events) a second at fixed times, each
//   batch's time counted from when it was due. A closed loop's p99 is mostly the queue its own
//   connections make (mean = connections ÷ throughput, 25 ms for 50 at 2,000/s, whatever the
//   server), so it says little about the latency a visitor's batch meets at 20,000 events/s.
//
// The load is many visitors, as a site at that rate has: each batch names one of 4,096 client
// addresses in X-Forwarded-For (the server trusts it from loopback, as from a load balancer), so
// the per-client budgets of issue 33 §4 see what they would in production (each address about
// 3 KB a second, well under 512 KB a minute) rather than one client sending 12 MB a second.
//
//   node bench/collector.ts                               # PGlite in a throw-away directory
//   DATABASE_URL=postgres://… node bench/collector.ts     # PostgreSQL (an empty database)
//   DATABASE_URL=postgres://… WEB_CONCURRENCY=2 node bench/collector.ts   # two server processes
//   BENCH_SERVER=/tmp/main-build/apps/bff/dist/server.js node bench/collector.ts   # another build
//   REDIS_URL=redis://127.0.0.1:6379 node bench/collector.ts   # per-client budgets in Redis
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { DURATION_S } from './harness.ts';
import { httpRequest, leanLoad } from './lean-load.ts';

const PORT = Number(process.env.BENCH_PORT ?? 3193);
const CONNECTIONS = 50;
// At a fixed rate the connections only carry the batches: a visitor's browser posts over its own
// connection, so the load generator must not make due batches wait for a free one. 200 hold
// 100 ms of batches at the target rate.
const FIXED_RATE_CONNECTIONS = 200;
const EVENTS_PER_BATCH = 10;
const TARGET_EVENTS_PER_S = 20_000;
const TARGET_P99_MS = 50;
const TARGET_BATCHES_PER_S = TARGET_EVENTS_PER_S / EVENTS_PER_BATCH;
const WRITE_KEY = 'bench_write_key';
const ADMIN_TOKEN = `bench-${randomUUID()}`;
const SERVER =
  process.env.BENCH_SERVER || join(import.meta.dirname, '..', 'apps', 'bff', 'dist', 'server.js');
/** Client addresses the batches come from (198.18.0.0/15, set aside for benchmarks). */
const CLIENT_ADDRESSES = 4_096;
const databaseUrl = process.env.DATABASE_URL || undefined;
const serverProcesses = process.env.WEB_CONCURRENCY || '1';
const redisUrl = process.env.REDIS_URL || undefined;

async function startServer(): Promise<ChildProcess> {
  const server = spawn(process.execPath, [SERVER], {
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEGMENT_KEY: WRITE_KEY,
      ADMIN_TOKEN,
      WEB_CONCURRENCY: serverProcesses,
      TRUST_PROXY: 'loopback',
      ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
      ...(databaseUrl
        ? { DATABASE_URL: databaseUrl }
        : { DATA_DIR: mkdtempSync(join(tmpdir(), 'lender-bench-collector-')) }),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let attempt = 0; attempt < 1200; attempt += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/readyz`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  server.kill('SIGKILL');
  throw new Error('the server did not become ready');
}

/** Rows stored today, from the server's own report. */
async function storedToday(): Promise<number> {
  const response = await fetch(`http://127.0.0.1:${PORT}/admin/analytics.json`, {
    headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
  });
  const report = (await response.json()) as { eventsPerDay: { stored: number }[] };
  return report.eventsPerDay.reduce((sum, day) => sum + day.stored, 0);
}

// One batch as analytics-next's batching dispatcher posts it: a loaded_page page call and nine
// catalogue track calls, each with the library's context; ids made unique per request.
const CONTEXT = {
  page: {
    path: '/home-loans/va-loans',
    referrer: 'https://search.example/',
    search: '?utm_source=news',
    title: 'VA loans',
    url: 'https://www.lender.example/home-loans/va-loans?utm_source=news',
  },
  userAgent:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  locale: 'en-US',
  timezone: 'America/Detroit',
  library: { name: 'analytics.js', version: 'npm:next-1.84.3' },
  campaign: { source: 'news' },
};
function templateEvent(index: number) {
  const common = {
    timestamp: '2026-11-21T12:00:00.000Z',
    integrations: { 'Segment.io': true },
    context: CONTEXT,
    messageId: `ajs-next-__RUN__-__REQ__-${index}`,
    anonymousId: `visitor-__REQ__`,
    writeKey: WRITE_KEY,
    userId: null,
    _metadata: { bundled: ['Segment.io'], unbundled: [], bundledIds: [] },
  };
  if (index === 0) {
    return {
      ...common,
      type: 'page',
      name: 'loaded_page',
      category: null,
      properties: {
        ...CONTEXT.page,
        name: 'loaded_page',
        page_name: 'home loans:va loans',
        funnel_experience: 'home loans',
        app_version: '1.0.0',
        device_type: 'desktop',
      },
    };
  }
  return {
    ...common,
    type: 'track',
    event: 'clicked_button',
    properties: {
      button_name: `Button ${index}`,
      button_type: 'cta',
      page_name: 'home loans:va loans',
      pageName: 'home loans:va loans',
      funnelExperience: 'home loans',
      linkType: 'navigation',
      app_version: '1.0.0',
      device_type: 'desktop',
    },
  };
}
const TEMPLATE = JSON.stringify({
  writeKey: WRITE_KEY,
  batch: Array.from({ length: EVENTS_PER_BATCH }, (_item, index) => templateEvent(index)),
  sentAt: '2026-11-21T12:00:01.000Z',
});
const RUN = Date.now().toString(36);
// The template cut where the request number goes: joining the parts costs less than replacing.
const BODY_PARTS = TEMPLATE.replaceAll('__RUN__', RUN).split('__REQ__');
const HEADERS = {
  host: `127.0.0.1:${PORT}`,
  'content-type': 'text/plain',
  authorization: `Basic ${Buffer.from(`${WRITE_KEY}:`).toString('base64')}`,
};
const HEALTHZ = httpRequest('GET', '/healthz', { host: HEADERS.host });
let requestNumber = 0;
const nextBatch = () => {
  const client = requestNumber % CLIENT_ADDRESSES;
  const headers = { ...HEADERS, 'x-forwarded-for': `198.18.${client >> 8}.${client & 255}` };
  return httpRequest('POST', '/v1/b', headers, BODY_PARTS.join(String(requestNumber++)));
};

/** The load for `duration` seconds (at `ratePerS`, or closed loop), and the load generator's own CPU per request. */
async function run(kind: 'baseline' | 'collector', duration: number, ratePerS?: number) {
  const cpuBefore = process.cpuUsage();
  const result = await leanLoad({
    host: '127.0.0.1',
    port: PORT,
    connections: ratePerS ? FIXED_RATE_CONNECTIONS : CONNECTIONS,
    durationS: duration,
    request: kind === 'baseline' ? () => HEALTHZ : nextBatch,
    ratePerS,
  });
  const cpu = process.cpuUsage(cpuBefore);
  return { ...result, loadCpuUsPerRequest: (cpu.user + cpu.system) / result.requests };
}

interface Row {
  name: string;
  rps: number;
  eventsPerS: number;
  p50: number;
  p99: number;
  errors: number;
  loadCpuUs: number;
}

/** A table row of one load's result. */
function rowOf(name: string, result: Awaited<ReturnType<typeof run>>, eventsPerS: number): Row {
  return {
    name,
    rps: result.requestsPerS,
    eventsPerS,
    p50: result.latencyMs.p50,
    p99: result.latencyMs.p99,
    errors: result.errors + result.non2xx,
    loadCpuUs: result.loadCpuUsPerRequest,
  };
}

/** One collector load, with the rows stored while it ran checked against the events acknowledged. */
async function collectorRun(name: string, ratePerS?: number) {
  const before = await storedToday();
  const result = await run('collector', DURATION_S, ratePerS);
  const stored = (await storedToday()) - before;
  // Closed loop: events answered 200 within the run; those of requests still in flight at its end
  // are stored too, but not counted here. Fixed rate: every request due was waited for.
  const accepted = (result.requests - result.non2xx) * EVENTS_PER_BATCH;
  return { row: rowOf(name, result, accepted / result.durationS), accepted, stored };
}

const server = await startServer();
try {
  await run('baseline', 2);
  const baseline = await run('baseline', DURATION_S);
  const baselineRow = rowOf('baseline: GET /healthz (bare JSON route), closed loop', baseline, 0);
  await run('collector', 2);
  const throughput = await collectorRun(
    `POST /v1/b, ${EVENTS_PER_BATCH} events per batch, closed loop`,
  );
  const atRate = await collectorRun(
    `POST /v1/b, ${EVENTS_PER_BATCH} events per batch, ${TARGET_BATCHES_PER_S} batches/s`,
    TARGET_BATCHES_PER_S,
  );
  const rows = [baselineRow, throughput.row, atRate.row];

  console.log(
    `\n${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, ${databaseUrl ? 'PostgreSQL' : 'PGlite'}, ${serverProcesses} server process(es), ${CONNECTIONS} connections (${FIXED_RATE_CONNECTIONS} at a fixed rate), ${DURATION_S} s each\n`,
  );
  console.log(
    '| Target | req/s | events/s stored | p50 ms | p99 ms | vs baseline | non-2xx | load generator CPU µs/req |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const row of rows) {
    console.log(
      `| ${row.name} | ${Math.round(row.rps)} | ${row.eventsPerS ? Math.round(row.eventsPerS) : '—'} | ${row.p50.toFixed(1)} | ${row.p99.toFixed(1)} | ${((row.rps / baselineRow.rps) * 100).toFixed(0)} % | ${row.errors} | ${row.loadCpuUs.toFixed(0)} |`,
    );
  }
  const allStored = [throughput, atRate].every(({ stored, accepted }) => stored >= accepted);
  for (const { row, stored, accepted } of [throughput, atRate]) {
    console.log(
      `\n${row.name}: events acknowledged (200 × ${EVENTS_PER_BATCH}) ${accepted}; rows stored in the same time ${stored}${stored >= accepted ? ' (every acknowledged event is stored)' : ' (MISSING ROWS)'}`,
    );
  }
  const met =
    allStored &&
    throughput.row.errors === 0 &&
    atRate.row.errors === 0 &&
    throughput.row.eventsPerS >= TARGET_EVENTS_PER_S &&
    atRate.row.p99 < TARGET_P99_MS;
  console.log(
    `\nTarget ≥ ${TARGET_EVENTS_PER_S} events/s, and p99 < ${TARGET_P99_MS} ms at that rate: ${met ? 'met' : 'NOT met'} (${Math.round(throughput.row.eventsPerS)} events/s closed loop; p99 ${atRate.row.p99.toFixed(1)} ms at ${Math.round(atRate.row.eventsPerS)} events/s)`,
  );
} finally {
  server.kill('SIGTERM');
}
