// The place data: how long a first start takes to load it and a restart to skip it, and forward
// geocoding under 200 concurrent connections against a bare route of the same server (issue:
// places, listings and market reports — target p99 under 10 ms at 200 concurrent requests).
import { firstStartThenRestart, measureLatency } from './harness.ts';

const PORT = 3192;
const CONNECTIONS = 200;
/** A paced run: the rate a busy site's search boxes might send, spread over 200 connections. */
const PACED_RATE = 2_000;

const QUERIES = [
  'detroit',
  '4822',
  'san fran',
  'chicgo',
  'springf',
  'bost',
  'los an',
  'seattle',
  'xhicago',
  'atlnta',
  '9021',
  'new york',
  'kansas city mo',
  'phoenix',
  'detriot',
  'miami',
];

const { firstMs, restartMs, server } = await firstStartThenRestart(PORT, 'lender-bench-places-');

try {
  console.log(
    `First start on an empty database (loads the data set), to ready: ${(firstMs / 1000).toFixed(1)} s`,
  );
  console.log(
    `Restart on the same database (nothing loaded), to ready: ${(restartMs / 1000).toFixed(1)} s`,
  );
  const health = [{ method: 'GET' as const, path: '/healthz' }];
  const geocoding = QUERIES.map((q) => ({
    method: 'GET' as const,
    path: `/mapbox-fwd-api?autocomplete=true&country=us&language=en&limit=3&types=locality,place,postcode&q=${encodeURIComponent(q)}`,
  }));
  await measureLatency(PORT, CONNECTIONS, [
    { name: 'baseline: GET /healthz (bare JSON route), saturated', requests: health },
    { name: 'GET /mapbox-fwd-api, 16 queries in turn, saturated', requests: geocoding },
    {
      name: `baseline: GET /healthz, paced at ${PACED_RATE} req/s`,
      requests: health,
      rate: PACED_RATE,
    },
    {
      name: `GET /mapbox-fwd-api, paced at ${PACED_RATE} req/s`,
      requests: geocoding,
      rate: PACED_RATE,
    },
  ]);
} finally {
  server.kill('SIGTERM');
}
