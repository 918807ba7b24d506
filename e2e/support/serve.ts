// Runs the production server for the journeys, as `pnpm start` would, and keeps copies of what it
// writes: its log (JSON lines on stdout) and its stderr, where an error is one that escaped the
// logger. It also writes its own process id and the server's data directory to a state file. The
// check after the journeys (support/global-teardown.ts) stops the server through that id, then
// reads the copies and the database.
//   node support/serve.ts --stderr-copy F --log-copy F --state F --data-dir D
import { spawn } from 'node:child_process';
import { appendFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    'stderr-copy': { type: 'string' },
    'log-copy': { type: 'string' },
    state: { type: 'string' },
    'data-dir': { type: 'string' },
  },
});
const stderrCopy = values['stderr-copy'];
const logCopy = values['log-copy'];
for (const copy of [stderrCopy, logCopy]) if (copy) writeFileSync(copy, '');
if (values.state) {
  writeFileSync(values.state, JSON.stringify({ pid: process.pid, dataDir: values['data-dir'] }));
}

const server = spawn(
  process.execPath,
  [join(import.meta.dirname, '..', '..', 'apps', 'bff', 'dist', 'server.js')],
  { stdio: ['ignore', 'pipe', 'pipe'] },
);
server.stdout.on('data', (chunk: Buffer) => {
  process.stdout.write(chunk);
  if (logCopy) appendFileSync(logCopy, chunk);
});
server.stderr.on('data', (chunk: Buffer) => {
  process.stderr.write(chunk);
  if (stderrCopy) appendFileSync(stderrCopy, chunk);
});
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code) => process.exit(code ?? 1));
