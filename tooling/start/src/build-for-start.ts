// `pnpm start`'s first step: builds what the server serves (turbo, cached: a later start with
// nothing changed only checks). On a build that takes minutes it says so first, then one line per
// package as it builds; a failed build prints that build's output. The server then starts from
// the package.json script (`exec node …`), so its signals go straight to it.
import { spawn, spawnSync } from 'node:child_process';
import { createInterface } from 'node:readline';
import { buildAnnouncement, duration, plannedTasks, progressTeller } from './build-progress.ts';

const TURBO_BUILD = ['exec', 'turbo', 'run', 'build', '--filter=@lender/bff...'];
const say = (line: string) => process.stderr.write(`${line}\n`);

const dry = spawnSync('pnpm', [...TURBO_BUILD, '--dry=json'], {
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
});
if (dry.status !== 0) {
  process.stderr.write(dry.stderr);
  process.exit(dry.status ?? 1);
}
const tasks = plannedTasks(JSON.parse(dry.stdout));
const announcement = buildAnnouncement(tasks);
if (announcement) say(announcement);

const started = performance.now();
const build = spawn('pnpm', [...TURBO_BUILD, '--output-logs=new-only', '--log-order=stream'], {
  stdio: ['ignore', 'pipe', 'pipe'],
});
/** Every line, kept to print when the build fails (turbo's summary names the failed task). */
const output: string[] = [];
const tell = progressTeller(tasks, say);
for (const stream of [build.stdout, build.stderr]) {
  createInterface({ input: stream }).on('line', (line) => {
    output.push(line);
    tell(line);
  });
}
const code = await new Promise<number | null>((resolve) => build.on('close', resolve));
if (code !== 0) {
  process.stderr.write(`${output.join('\n')}\n`);
  say('The build failed (its output is above); the server did not start.');
  process.exit(code ?? 1);
}
if (announcement) say(`Built in ${duration(performance.now() - started)}; starting the server.`);
