// The analytics collector (issue 7, acceptance 4): batches of 10 events POSTed to /v1/b as
// analytics-next sends them, against a bare route of the same server in the same run. Target:
// ≥ 20,000 events/s ingested, p99 < 50 ms, with PGlite and with PostgreSQL. Every 200 means the
// events are committed (group commit), and the rows stored are counted at the end through the
// server's own report (/admin/analytics.json). The load comes from lean-load.ts rather than
// autocannon: both run on the server's two cores, and autocannon took twice the CPU per request.
//
//   node bench/collector.ts                               # PGlite in a throw-away directory
//   DATABASE_URL=postgres://… node bench/collector.ts     # PostgreSQL (an empty database)
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { DURATION_S } from './harness.ts';
import { httpRequest, leanLoad } from './lean-load.ts';

const PORT = 3193;
const CONNECTIONS = 50;
const EVENTS_PER_BATCH = 10;
const TARGET_EVENTS_PER_S = 20_000;
const TARGET_P99_MS = 50;
const WRITE_KEY = 'bench_write_key';
const ADMIN_TOKEN = `bench-${randomUUID()}`;
const SERVER = join(import.meta.dirname, '..', 'apps', 'bff', 'dist', 'server.js');
const databaseUrl = process.env.DATABASE_URL || undefined;

async function startServer(): Promise<ChildProcess> {
  const server = spawn(process.execPath, [SERVER], {
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEGMENT_KEY: WRITE_KEY,
      ADMIN_TOKEN,
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
const nextBatch = () =>
  httpRequest('POST', '/v1/b', HEADERS, BODY_PARTS.join(String(requestNumber++)));

/** The load for `duration` seconds, and the load generator's own CPU per request. */
async function run(kind: 'baseline' | 'collector', duration: number) {
  const cpuBefore = process.cpuUsage();
  const result = await leanLoad({
    host: '127.0.0.1',
    port: PORT,
    connections: CONNECTIONS,
    durationS: duration,
    request: kind === 'baseline' ? () => HEALTHZ : nextBatch,
  });
  const cpu = process.cpuUsage(cpuBefore);
  return { ...result, loadCpuUsPerRequest: (cpu.user + cpu.system) / result.requests };
}

const server = await startServer();
try {
  const rows: {
    name: string;
    rps: number;
    eventsPerS: number;
    p50: number;
    p99: number;
    errors: number;
    loadCpuUs: number;
  }[] = [];
  await run('baseline', 2);
  const baseline = await run('baseline', DURATION_S);
  rows.push({
    name: 'baseline: GET /healthz (bare JSON route)',
    rps: baseline.requestsPerS,
    eventsPerS: 0,
    p50: baseline.latencyMs.p50,
    p99: baseline.latencyMs.p99,
    errors: baseline.errors + baseline.non2xx,
    loadCpuUs: baseline.loadCpuUsPerRequest,
  });
  await run('collector', 2);
  const before = await storedToday();
  const collector = await run('collector', DURATION_S);
  const stored = (await storedToday()) - before;
  // Events answered 200 within the run; those of requests still in flight at its end are stored
  // too, but not counted here.
  const accepted = (collector.requests - collector.non2xx) * EVENTS_PER_BATCH;
  rows.push({
    name: `POST /v1/b, ${EVENTS_PER_BATCH} events per batch`,
    rps: collector.requestsPerS,
    eventsPerS: accepted / collector.durationS,
    p50: collector.latencyMs.p50,
    p99: collector.latencyMs.p99,
    errors: collector.errors + collector.non2xx,
    loadCpuUs: collector.loadCpuUsPerRequest,
  });

  console.log(
    `\n${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, ${databaseUrl ? 'PostgreSQL' : 'PGlite'}, ${CONNECTIONS} connections, ${DURATION_S} s each\n`,
  );
  console.log(
    '| Target | req/s | events/s stored | p50 ms | p99 ms | vs baseline | non-2xx | load generator CPU µs/req |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const row of rows) {
    console.log(
      `| ${row.name} | ${Math.round(row.rps)} | ${row.eventsPerS ? Math.round(row.eventsPerS) : '—'} | ${row.p50.toFixed(1)} | ${row.p99.toFixed(1)} | ${((row.rps / rows[0]!.rps) * 100).toFixed(0)} % | ${row.errors} | ${row.loadCpuUs.toFixed(0)} |`,
    );
  }
  const collectorRow = rows[1]!;
  console.log(
    `\nEvents acknowledged (200 × ${EVENTS_PER_BATCH}): ${accepted}; rows stored in the same time: ${stored}${stored >= accepted ? ' (every acknowledged event is stored)' : ' (MISSING ROWS)'}`,
  );
  const met =
    stored >= accepted &&
    collectorRow.errors === 0 &&
    collectorRow.eventsPerS >= TARGET_EVENTS_PER_S &&
    collectorRow.p99 < TARGET_P99_MS;
  console.log(
    `Target ≥ ${TARGET_EVENTS_PER_S} events/s with p99 < ${TARGET_P99_MS} ms: ${met ? 'met' : 'NOT met'} (${Math.round(collectorRow.eventsPerS)} events/s, p99 ${collectorRow.p99.toFixed(1)} ms)`,
  );
} finally {
  server.kill('SIGTERM');
}
