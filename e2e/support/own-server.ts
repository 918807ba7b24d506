// A production server of a journey's own, for configuration the shared server (playwright.config.ts)
// does not have (calculator bundles on another origin, an operator's content file):
// `pnpm start`'s entry on a fresh embedded database and a free port. It costs a server start
// (about 18 s, the place data set), so a spec starts one in beforeAll and shares it.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const SERVER_ENTRY = join(import.meta.dirname, '..', '..', 'apps', 'bff', 'dist', 'server.js');

/** A started server: its address, and how to stop it and remove its data. */
export interface OwnServer {
  readonly baseUrl: string;
  readonly stop: () => Promise<void>;
}

/**
 * Starts the server with `env` (on top of a bare PATH, PORT 0, HOST 127.0.0.1 and its own
 * DATA_DIR) and resolves once it logs that it is ready; a server that exits or takes over 150 s
 * fails with the end of its log.
 */
export async function startOwnServer(env: Record<string, string> = {}): Promise<OwnServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'lender-e2e-own-'));
  const child: ChildProcess = spawn(process.execPath, [SERVER_ENTRY], {
    env: {
      // The child's search path only, no configuration: the server reads its own from `env`.
      // eslint-disable-next-line no-restricted-properties -- see above
      PATH: process.env.PATH ?? '',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const exited = once(child, 'exit');
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const started = Date.now();
  while (!out.includes('"msg":"ready"')) {
    if (child.exitCode !== null || Date.now() - started > 150_000) {
      await stop();
      throw new Error(`the server did not start: ${out.slice(-2000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const port = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(out)?.[1];
  if (!port) {
    await stop();
    throw new Error(`no listening line in: ${out.slice(-2000)}`);
  }
  return { baseUrl: `http://127.0.0.1:${port}`, stop };
}
