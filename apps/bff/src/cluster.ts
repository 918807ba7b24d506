// Several server processes on one port (WEB_CONCURRENCY, PostgreSQL only). One Node process
// serves on one core; with PostgreSQL the servers hold no state of their own ("many stateless
// server processes, one PostgreSQL"), so the primary forks that many workers and Node's cluster
// module hands each new connection to one of them. The primary serves nothing: it prepares the
// database once, keeps the workers running and stops them together. (A worker whose primary is
// killed outright exits at once: Node's cluster does that itself.)
import cluster, { type Worker } from 'node:cluster';
import type { Logger } from 'pino';

export interface PrimaryOptions {
  processes: number;
  /** A worker's own graceful shutdown limit (SHUTDOWN_TIMEOUT_MS); the primary waits a little longer. */
  shutdownTimeoutMs: number;
  logger: Logger;
  /** Runs once before any worker starts, so they do not race through a first start together. */
  prepare: () => Promise<void>;
}

/** How long the primary waits beyond a worker's own shutdown timeout before it kills the stragglers. */
const SHUTDOWN_GRACE_MS = 2_000;

/**
 * Starts `processes` workers and keeps them running: a worker that ends after it was serving is
 * replaced; one that ends before it ever listened (a start-up failure every worker would repeat)
 * stops them all, exit 1. SIGTERM or SIGINT stops every worker gracefully, then exits 0 (1 when
 * one of them failed to stop cleanly).
 */
export async function runPrimary({
  processes,
  shutdownTimeoutMs,
  logger,
  prepare,
}: PrimaryOptions): Promise<void> {
  await prepare();
  const workers = new Set<Worker>();
  const served = new WeakSet<Worker>();
  let stopping = false;
  let exitCode = 0;

  const fork = () => {
    const worker = cluster.fork();
    workers.add(worker);
    worker.once('listening', () => served.add(worker));
  };

  const stop = (code: number) => {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    for (const worker of workers) worker.process.kill('SIGTERM');
    const timer = setTimeout(() => {
      logger.error({ timeoutMs: shutdownTimeoutMs }, 'server processes did not stop in time');
      for (const worker of workers) worker.process.kill('SIGKILL');
      process.exit(1);
    }, shutdownTimeoutMs + SHUTDOWN_GRACE_MS);
    timer.unref();
    if (workers.size === 0) process.exit(exitCode);
  };

  cluster.on('exit', (worker, code, signal) => {
    workers.delete(worker);
    if (stopping) {
      if (code !== 0) exitCode = 1;
      if (workers.size === 0) {
        logger.info('stopped');
        process.exit(exitCode);
      }
      return;
    }
    if (!served.has(worker)) {
      logger.fatal(
        { workerPid: worker.process.pid, code, signal },
        'a server process failed to start',
      );
      stop(1);
      return;
    }
    logger.error(
      { workerPid: worker.process.pid, code, signal },
      'a server process ended; starting another',
    );
    fork();
  });

  for (let index = 0; index < processes; index += 1) fork();
  logger.info({ processes }, 'server processes started');
  // `on`, not `once`: a repeated signal (Ctrl-C under pnpm delivers two) must not kill the
  // primary while its workers stop; stop() ignores the repeats.
  process.on('SIGTERM', () => stop(0));
  process.on('SIGINT', () => stop(0));
}
