// Runs the production server for the journeys, as `pnpm start` would, and keeps a copy of what it
// writes to stderr (into the file named by its argument) so the run can check that nothing reached it raw: the
// server logs JSON on stdout, and an error on stderr is one that escaped the logger.
import { spawn } from 'node:child_process';
import { appendFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const stderrCopy = process.argv[2];
if (stderrCopy) writeFileSync(stderrCopy, '');
const server = spawn(
  process.execPath,
  [join(import.meta.dirname, '..', '..', 'apps', 'bff', 'dist', 'server.js')],
  { stdio: ['ignore', 'inherit', 'pipe'] },
);
server.stderr.on('data', (chunk: Buffer) => {
  process.stderr.write(chunk);
  if (stderrCopy) appendFileSync(stderrCopy, chunk);
});
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code) => process.exit(code ?? 1));
