// A first start (a new embedded database: the place data set is loaded, the site indexed) against
// a warm restart on the same directory, in the same run, alternated round by round: the time to
// the first /healthz 200, to the first /readyz 200 (the data ready), and resident memory then.
//
//   pnpm build && node bench/first-start.ts
//   BENCH_SERVER=/path/to/other/dist/server.js node bench/first-start.ts   (also that build, as a
//   baseline measured in alternation with this one: how the "before" figures were taken)
import { rmSync } from 'node:fs';
import { cpus } from 'node:os';
import { firstStartThenRestart, SERVER, stopServer, type TimedStart } from './harness.ts';

const PORT = Number(process.env.BENCH_PORT ?? 3210);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const subjects = [
  { name: 'this build', entry: SERVER },
  ...(process.env.BENCH_SERVER
    ? [{ name: 'baseline build', entry: process.env.BENCH_SERVER }]
    : []),
];

type Sample = { first: TimedStart; restart: TimedStart };
const samples = new Map<string, Sample[]>(subjects.map((subject) => [subject.name, []]));

for (let round = 1; round <= ROUNDS; round += 1) {
  for (const subject of round % 2 === 1 ? subjects : [...subjects].reverse()) {
    const run = await firstStartThenRestart(PORT, 'lender-bench-first-start-', subject.entry);
    await stopServer(run.server);
    rmSync(run.dataDir, { recursive: true, force: true });
    samples.get(subject.name)!.push({ first: run.first, restart: run.restart });
    console.log(
      `round ${round}, ${subject.name}: first start ready ${Math.round(run.first.readyMs)} ms, restart ready ${Math.round(run.restart.readyMs)} ms`,
    );
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const ms = (value: number) => Math.round(value).toLocaleString('en-US');

console.log(
  `\n${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, median of ${ROUNDS} rounds\n`,
);
console.log(
  '| Build | Start | /healthz 200 ms | ready ms | RSS when ready MiB | ready vs warm restart |',
);
console.log('|---|---|---:|---:|---:|---:|');
for (const [name, runs] of samples) {
  const restartReady = median(runs.map((run) => run.restart.readyMs));
  for (const kind of ['first', 'restart'] as const) {
    const ready = median(runs.map((run) => run[kind].readyMs));
    console.log(
      `| ${name} | ${kind === 'first' ? 'first start' : 'warm restart'} | ${ms(median(runs.map((run) => run[kind].healthMs)))} | ${ms(ready)} | ${ms(median(runs.map((run) => run[kind].readyRssMiB)))} | ${(ready / restartReady).toFixed(2)} |`,
    );
  }
}
