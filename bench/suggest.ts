// Site search suggestions (issue 6, acceptance 5: p99 under 15 ms at 100 concurrent requests):
// POST /rmscbff/aws/suggest with terms in turn (prefixes, multi-word, typos, no match) against a
// bare route of the same server in the same run, saturated and paced. Also times how long a
// first start takes to index the site's documents and shows a restart reindexes nothing.
// Needs the built site (apps/site/build/search-documents.json) and server: `pnpm build` first.
import { firstStartThenRestart, measureLatency } from './harness.ts';

const PORT = 3193;
const CONNECTIONS = 100;
/** The acceptance target. */
const P99_TARGET_MS = 15;
/** A paced run: a busy site's search boxes, spread over 100 connections. */
const PACED_RATE = 2_000;

const TERMS = [
  'ref',
  'refin',
  'mortgage',
  'mortgage ra',
  'closing c',
  'down pay',
  'fha',
  'home equ',
  'credit sc',
  'morgage',
  'refinanse',
  'privat mortgage insur',
  'afford',
  'xylophone',
  'va lo',
  'points and apr',
];

const { firstMs, restartMs, server } = await firstStartThenRestart(PORT, 'lender-bench-suggest-');

try {
  const probe = await fetch(`http://127.0.0.1:${PORT}/rmscbff/aws/suggest`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ term: 'mortgage' }),
  });
  const sample = (await probe.json()) as string[];
  if (!probe.ok || sample.length === 0) {
    throw new Error('no suggestions for "mortgage": build the site first (search-documents.json)');
  }
  console.log(
    `First start on an empty database (loads places, indexes the site), to ready: ${(firstMs / 1000).toFixed(1)} s`,
  );
  console.log(
    `Restart on the same database (nothing loaded or reindexed), to ready: ${(restartMs / 1000).toFixed(1)} s`,
  );
  console.log(`Sample: "mortgage" → ${JSON.stringify(sample)}`);
  const suggest = TERMS.map((term) => ({
    method: 'POST' as const,
    path: '/rmscbff/aws/suggest',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ term }),
  }));
  const health = [{ method: 'GET' as const, path: '/healthz' }];
  const rows = await measureLatency(PORT, CONNECTIONS, [
    { name: 'baseline: GET /healthz (bare JSON route), saturated', requests: health },
    {
      name: `POST /rmscbff/aws/suggest, ${TERMS.length} terms in turn, saturated`,
      requests: suggest,
    },
    {
      name: `baseline: GET /healthz, paced at ${PACED_RATE} req/s`,
      requests: health,
      rate: PACED_RATE,
    },
    {
      name: `POST /rmscbff/aws/suggest, paced at ${PACED_RATE} req/s`,
      requests: suggest,
      rate: PACED_RATE,
    },
  ]);
  const worst = Math.max(rows[1]!.p99, rows[3]!.p99);
  console.log(
    `\nSuggest p99 ${worst} ms at ${CONNECTIONS} connections: ${worst < P99_TARGET_MS ? 'within' : 'OVER'} the ${P99_TARGET_MS} ms target`,
  );
} finally {
  server.kill('SIGTERM');
}
