import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SERVER_LOG, SERVER_STATE, SERVER_STDERR } from '../playwright.config.ts';
import { CANARY, canarySightings } from './canary.ts';

/** A line of a JavaScript stack trace: "    at fn (file.js:1:2)". */
const STACK_LINE = /^\s+at .+(:\d+:\d+\)?|\(native\)|<anonymous>\)?)$/m;

/** How long the server may take to stop (its SHUTDOWN_TIMEOUT_MS is 10 s). */
const STOP_TIMEOUT_MS = 30_000;

/** The bff's command that counts the analytics and replay rows holding a text. */
const FIND_IN_ANALYTICS = join(
  import.meta.dirname,
  '..',
  '..',
  'apps',
  'bff',
  'src',
  'cli',
  'find-in-analytics.ts',
);

interface ServerState {
  /** support/serve.ts's process id. */
  pid: number;
  dataDir: string;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Stops the server as Playwright would a moment later (SIGTERM, a graceful stop), so its embedded
 * database, which one process at a time may open, can be read.
 */
async function stopServer(pid: number): Promise<void> {
  if (!isRunning(pid)) return;
  process.kill(pid, 'SIGTERM');
  const deadline = Date.now() + STOP_TIMEOUT_MS;
  while (isRunning(pid)) {
    if (Date.now() > deadline) throw new Error(`The server (pid ${pid}) did not stop in 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Rows of each analytics and replay table holding the canary (apps/bff analytics:find). */
async function storedCanaries(dataDir: string): Promise<Record<string, number>> {
  const child = spawn(
    process.execPath,
    ['--conditions=@lender/source', FIND_IN_ANALYTICS, '--text', CANARY],
    { env: { DATA_DIR: dataDir }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`analytics:find exited with ${code}:\n${err.slice(0, 4_000)}`);
  return (JSON.parse(out) as { rows: Record<string, number> }).rows;
}

/**
 * After the journeys:
 * - the server's stderr holds no raw stack trace: errors of pages, loaders and actions go through
 *   the server's logger (JSON, masked for personal data), never around it;
 * - the canary e-mail address the journeys use (support/canary.ts) is nowhere in the server's log
 *   (at production's level, info), its stored analytics events or its session recordings
 *   (issue 33, acceptance 5). The server is stopped first, to read its database.
 */
export default async function globalTeardown(): Promise<void> {
  const state = existsSync(SERVER_STATE)
    ? (JSON.parse(readFileSync(SERVER_STATE, 'utf8')) as ServerState)
    : undefined;
  if (state) await stopServer(state.pid);

  const problems: string[] = [];
  const stderr = existsSync(SERVER_STDERR) ? readFileSync(SERVER_STDERR, 'utf8') : '';
  if (STACK_LINE.test(stderr)) {
    problems.push(`The server wrote a raw stack trace to stderr:\n${stderr.slice(0, 4_000)}`);
  }
  for (const [name, text] of [
    ['log', existsSync(SERVER_LOG) ? readFileSync(SERVER_LOG, 'utf8') : ''],
    ['stderr', stderr],
  ] as const) {
    const sightings = canarySightings(text);
    if (sightings.length > 0) {
      problems.push(
        `The server's ${name} holds the canary e-mail address:\n  ${sightings.join('\n  ')}`,
      );
    }
  }
  if (state?.dataDir) {
    const rows = await storedCanaries(state.dataDir);
    const holding = Object.entries(rows).filter(([, count]) => count > 0);
    if (holding.length > 0) {
      problems.push(
        `The canary e-mail address is stored in ${holding
          .map(([table, count]) => `${count} row(s) of ${table}`)
          .join(', ')} (find them with: DATA_DIR=${state.dataDir} pnpm --filter @lender/bff ` +
          `analytics:find -- --text ${CANARY})`,
      );
    }
  }
  if (problems.length > 0) throw new Error(problems.join('\n\n'));
}
