// A production server of a journey's own, for the few journeys that need a configuration the
// shared server (playwright.config.ts webServer) cannot have, such as calculator bundles on
// another origin (calculator-integrity.spec.ts). It costs a server start (about 18 s, the place
// data set), so a spec starts one in beforeAll and shares it among its journeys.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const SERVER_ENTRY = join(import.meta.dirname, '..', '..', 'apps', 'bff', 'dist', 'server.js');

/** A production server of a journey's own, and how to stop it. */
export interface OwnServer {
  baseUrl: string;
  stop: () => Promise<void>;
}

/**
 * `pnpm start`'s server with `env` (and nothing else of this process's environment: the spec
 * hands over what it needs, PATH included), on a fresh embedded database and a free port, once
 * it is ready: for a journey that needs a configuration the shared server does not have.
 */
export async function startOwnServer(env: Record<string, string>): Promise<OwnServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'lender-e2e-own-'));
  const child: ChildProcess = spawn(process.execPath, [SERVER_ENTRY], {
    env: {
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
