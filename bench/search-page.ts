// What a search results page costs against the same page without a query (server-rendered too),
// on one server in one run, alternated round by round: requests a second and the server's CPU
// time per request (all its threads, the embedded database's included). Searches are a repeated
// query (answered from the search service's memory after the first time), distinct queries (more
// than it keeps, so each is searched in the database) and a query with no results (the "did you
// mean" path).
//
//   pnpm build && node bench/search-page.ts
//   BENCH_SERVER=/path/to/other/dist/server.js node bench/search-page.ts   (another build)
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import autocannon from 'autocannon';
import { firstStartThenRestart, SERVER, stopServer } from './harness.ts';

const PORT = Number(process.env.BENCH_PORT ?? 3211);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_DURATION_S ?? 8);
const CONNECTIONS = 20;
const ENTRY = process.env.BENCH_SERVER ?? SERVER;

// Pairs of the site's words, "a or b": 3,422 distinct searches, most with results.
const WORDS = `loan rate mortgage fha va refinance points apr closing costs escrow insurance
  payment down credit score income debt home buy rent equity cash term fixed arm jumbo
  conventional usda property tax afford budget lender approval preapproval appraisal title
  interest principal amortization calculator savings first time buyer military veteran
  condo house value`.split(/\s+/);
const DISTINCT = WORDS.flatMap((a) => WORDS.filter((b) => b !== a).map((b) => `${a} or ${b}`));

const gzip = { 'accept-encoding': 'gzip' };
const targets = [
  { name: 'baseline: /search without a query', requests: [{ path: '/search' }] },
  { name: '/search?q=fha, repeated', requests: [{ path: '/search?q=fha' }] },
  {
    name: `/search?q=…, ${DISTINCT.length} distinct queries in turn`,
    requests: DISTINCT.map((query) => ({ path: `/search?q=${encodeURIComponent(query)}` })),
  },
  { name: '/search?q=zzqx (no results: did you mean)', requests: [{ path: '/search?q=zzqx' }] },
];

/** CPU milliseconds the process has used, all threads (Linux /proc). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]); // utime, stime
  return ticks * 10; // USER_HZ is 100
}

const { server } = await firstStartThenRestart(PORT, 'lender-bench-search-', ENTRY);
const results = new Map<string, { rps: number[]; cpu: number[]; errors: number }>(
  targets.map((target) => [target.name, { rps: [], cpu: [], errors: 0 }]),
);
try {
  for (let round = 1; round <= ROUNDS; round += 1) {
    const order = round % 2 === 1 ? targets : [...targets].reverse();
    for (const target of order) {
      const run = (duration: number) =>
        autocannon({
          url: `http://127.0.0.1:${PORT}`,
          connections: CONNECTIONS,
          duration,
          requests: target.requests.map((request) => ({ ...request, headers: gzip })),
        });
      await run(2);
      const before = cpuMs(server.pid!);
      const result = await run(SECONDS);
      const used = cpuMs(server.pid!) - before;
      const row = results.get(target.name)!;
      row.rps.push(result.requests.average);
      row.cpu.push(used / Math.max(1, result.requests.total));
      row.errors += result.errors + result.non2xx;
    }
  }
} finally {
  await stopServer(server);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
console.log(
  `\n${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, ${CONNECTIONS} connections, ${SECONDS} s per target, median of ${ROUNDS} alternated rounds${process.env.BENCH_SERVER ? `, build ${ENTRY}` : ''}\n`,
);
console.log(
  '| Page (gzip) | req/s | CPU ms per request | cost vs baseline (CPU per request) | errors |',
);
console.log('|---|---:|---:|---:|---:|');
const baseline = median(results.get(targets[0]!.name)!.cpu);
for (const [name, row] of results) {
  const cpu = median(row.cpu);
  console.log(
    `| ${name} | ${Math.round(median(row.rps))} | ${cpu.toFixed(1)} | ${(cpu / baseline).toFixed(2)}× | ${row.errors} |`,
  );
}
