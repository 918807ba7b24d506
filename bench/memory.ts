// Resident memory of one server process (all its threads): right after a first start, once it has
// settled, and under load (pages, searches, the place and market API), alternating builds round by
// round when a baseline build is given. The breakdown of where it goes is memory-breakdown.ts.
//
//   pnpm build && node bench/memory.ts
//   BENCH_SERVER=/path/to/other/dist/server.js node bench/memory.ts   (also that build)
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { residentMiB, SERVER, stopServer, timedStart } from './harness.ts';

const PORT = Number(process.env.BENCH_PORT ?? 3212);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const LOAD_SECONDS = Number(process.env.BENCH_DURATION_S ?? 20);
const SETTLE_MS = 10_000;
const subjects = [
  { name: 'this build', entry: SERVER },
  ...(process.env.BENCH_SERVER
    ? [{ name: 'baseline build', entry: process.env.BENCH_SERVER }]
    : []),
];

// What visitors and the site's scripts ask for: pages, searches, places, reports and listings.
const ZIPS = ['48226', '60601', '10001', '94103', '30301', '73301', '98101', '02108', '33101'];
const CITIES = ['detroit-mi', 'chicago-il', 'austin-tx', 'seattle-wa', 'boston-ma', 'miami-fl'];
const SEARCHES = ['fha', 'refinance', 'closing costs', 'va loan', 'points', 'escrow', 'zzqx'];
const REQUESTS = [
  '/',
  '/learn',
  '/privacy',
  '/search',
  ...SEARCHES.map((query) => `/search?q=${encodeURIComponent(query)}`),
  ...ZIPS.map((zip) => `/rmscbff/zipCodes/${zip}`),
  ...ZIPS.map((zip) => `/rmscbff/rocket-homes/market-report?locationID=zip:${zip}`),
  ...CITIES.map((city) => `/rmscbff/rocket-homes/market-report?locationID=city:${city}`),
  ...ZIPS.map((zip) => `/rmscbff/rocket-homes/listings?location=${zip}&max-price=400000`),
  '/mapbox-fwd-api?q=detroit&limit=3',
  '/mapbox-fwd-api?q=spring&limit=5',
  '/rmscbff/rates/products?purpose=purchase',
].map((path) => ({ path, headers: { 'accept-encoding': 'gzip' } }));

type Sample = { ready: number; settled: number; loadPeak: number; afterLoad: number };
const samples = new Map<string, Sample[]>(subjects.map((subject) => [subject.name, []]));

for (let round = 1; round <= ROUNDS; round += 1) {
  for (const subject of round % 2 === 1 ? subjects : [...subjects].reverse()) {
    const dataDir = mkdtempSync(join(tmpdir(), 'lender-bench-memory-'));
    const { server, readyRssMiB } = await timedStart(PORT, dataDir, {}, subject.entry);
    try {
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
      const settled = residentMiB(server.pid);
      let loadPeak = 0;
      const sampler = setInterval(() => {
        loadPeak = Math.max(loadPeak, residentMiB(server.pid));
      }, 250);
      const result = await autocannon({
        url: `http://127.0.0.1:${PORT}`,
        connections: 20,
        duration: LOAD_SECONDS,
        requests: REQUESTS,
      });
      clearInterval(sampler);
      const afterLoad = residentMiB(server.pid);
      samples.get(subject.name)!.push({ ready: readyRssMiB, settled, loadPeak, afterLoad });
      console.log(
        `round ${round}, ${subject.name}: ${Math.round(result.requests.average)} req/s, ${result.non2xx + result.errors} errors; RSS ready ${Math.round(readyRssMiB)}, settled ${Math.round(settled)}, peak under load ${Math.round(loadPeak)}, after ${Math.round(afterLoad)} MiB`,
      );
    } finally {
      await stopServer(server);
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
console.log(
  `\n${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, ${LOAD_SECONDS} s of load over 20 connections, median of ${ROUNDS} rounds\n`,
);
console.log('| Build | RSS when ready | settled (10 s) | peak under load | after load |');
console.log('|---|---:|---:|---:|---:|');
for (const [name, runs] of samples) {
  const cell = (key: keyof Sample) => `${Math.round(median(runs.map((run) => run[key])))} MiB`;
  console.log(
    `| ${name} | ${cell('ready')} | ${cell('settled')} | ${cell('loadPeak')} | ${cell('afterLoad')} |`,
  );
}
