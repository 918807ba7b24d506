// A real Redis for the tests of the shared rate limits (issue 36 §1): Debian's redis-server on a
// free port, keeping nothing on disk. `.ci/run` installs it; where it is missing the tests that
// need it are skipped, except in CI, where they fail.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { freePort } from './helpers.ts';

/** Whether redis-server can be run here. */
export const REDIS_SERVER_FOUND =
  spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0;

/** Skip the Redis tests only outside CI: in CI a missing redis-server is a failure. */
export const SKIP_WITHOUT_REDIS = !REDIS_SERVER_FOUND && !process.env.CI;

/** A running redis-server that can be stopped and started again on the same port. */
export interface TestRedis {
  readonly url: string;
  /** Stops it (SIGTERM) and waits for it to exit. */
  stop(): Promise<void>;
  /** Starts it again on the same port, empty. */
  start(): Promise<void>;
}

async function run(port: number): Promise<ChildProcess> {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let out = '';
  child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const started = Date.now();
  while (!out.includes('Ready to accept connections')) {
    if (child.exitCode !== null) throw new Error(`redis-server exited: ${out}`);
    if (Date.now() - started > 20_000) throw new Error(`redis-server did not start: ${out}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return child;
}

/** Starts a redis-server on a free port. */
export async function startTestRedis(): Promise<TestRedis> {
  const port = await freePort();
  let child: ChildProcess | undefined = await run(port);
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      if (!child || child.exitCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
      child = undefined;
    },
    async start() {
      child = await run(port);
    },
  };
}
