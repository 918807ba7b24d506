import cluster from 'node:cluster';
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { buildApp } from './app.ts';
import { runPrimary } from './cluster.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { openDatabase, startOpeningDatabase, type DatabaseLocation } from './db/client.ts';
import {
  retryWhileUnavailable,
  type RetryWhileUnavailableOptions,
} from './db/retry-while-unavailable.ts';
import type { EarlyListener } from './early-listener.ts';
import { createLogger } from './logger.ts';
import { startFailureLine } from './start-failure.ts';
import { readPlaceIndex } from './places/load-place-data.ts';
import type { PlaceIndex } from './places/place-index.ts';
import { prepareData } from './seed/prepare-data.ts';

export interface StartOptions {
  /** Runs after the app is built and before it listens (tests add routes here). */
  configure?: (app: FastifyInstance) => Promise<void> | void;
  /** The listener answering while this process loads (src/early-listener.ts): the app replaces it. */
  early?: EarlyListener | undefined;
}

/**
 * How a server's start waits out a database that is not answering: one warning per attempt, and
 * no more waiting once `signal` (a stop) aborts.
 */
function waitForDatabase(logger: Logger, signal?: AbortSignal): RetryWhileUnavailableOptions {
  return {
    signal,
    onRetry: (retry) => logger.warn(retry, 'the database is not answering; trying again'),
  };
}

/**
 * Ends a start that failed: one plain line on stderr naming the cause and the variable where the
 * operator can fix it (start-failure.ts), with a short JSON line; else the error with its stack.
 */
function exitFailedStart(logger: Logger, config: Config, error: unknown): never {
  const line = startFailureLine(error, {
    port: config.port,
    host: config.host,
    dataDir: config.databaseUrl ? undefined : resolve(config.dataDir),
    databaseUrl: config.databaseUrl,
  });
  if (line) {
    process.stderr.write(`${line}\n`);
    logger.fatal(
      { code: (error as { code?: unknown }).code ?? 'wrapped' },
      'server failed to start',
    );
  } else {
    logger.fatal({ err: error }, 'server failed to start');
  }
  process.exit(1);
}

function databaseLocation(config: Config): DatabaseLocation {
  return config.databaseUrl
    ? { databaseUrl: config.databaseUrl }
    : { dataDir: resolve(config.dataDir) };
}

/**
 * Listens first, then opens the database (migrating it) and prepares the data behind it: /healthz
 * answers at once, /readyz and the data routes 503 until `app.readiness`. A database that is not
 * answering is waited for (a warning per attempt); a preparation that fails otherwise stops the
 * process (exit 1) as a failed start does. SIGTERM/SIGINT stop it gracefully.
 */
export async function startServer(
  config: Config,
  options: StartOptions = {},
): Promise<FastifyInstance> {
  const logger = createLogger(config.logLevel);
  const shutdown = stopOnSignals(logger, config.shutdownTimeoutMs);
  const stopWaiting = new AbortController();
  shutdown.requested.catch(() => stopWaiting.abort());
  const whileUnavailable = waitForDatabase(logger, stopWaiting.signal);
  const database = startOpeningDatabase(databaseLocation(config), { whileUnavailable });
  let placesRead!: (index: PlaceIndex) => void;
  let placesFailed!: (error: unknown) => void;
  const places = new Promise<PlaceIndex>((resolve, reject) => {
    placesRead = resolve;
    placesFailed = reject;
  });
  places.catch(() => undefined); // the preparation reports it
  const app = await buildApp({
    config,
    database,
    logger,
    waitUntilReady: false,
    whileUnavailable,
    prepare: async () => {
      logger.info({ driver: database.driver }, 'database ready');
      await prepareData(database.db, new Date(), logger);
      // A stop during a first start does not wait for the place data set (over 10 s of reading
      // on a busy machine, past the shutdown timeout): the data's transaction is done, so the
      // database may close now.
      return { places: await Promise.race([places, shutdown.requested]) };
    },
  });
  shutdown.attach(app);
  app.readiness.whenReady.then(
    () => logger.info({ sinceProcessStartMs: Math.round(performance.now()) }, 'ready'),
    (error: unknown) => {
      // A stop signal during the data preparation closes the database under it: that is the
      // stop the signal asked for (exit 0 when it completes), not a failed start.
      if (shutdown.started) return;
      exitFailedStart(logger, config, error);
    },
  );
  await options.configure?.(app);
  // The place data set is read while the database opens in its own thread (and the early
  // listener still answers): about a second of this thread's time.
  await readPlaceIndex().then(placesRead, placesFailed);
  if (shutdown.started) return app; // the stop under way ends the process
  await replaceEarlyListener(app, config, options.early);
  app.readiness.whenReady.then(
    () => sayReady(app, config),
    () => undefined, // reported above
  );
  return app;
}

/**
 * One plain line for the person who ran `pnpm start`, on stderr beside the JSON log on stdout:
 * where to open the site. With several processes, the first worker says it for all.
 */
function sayReady(app: FastifyInstance, config: Config): void {
  if (cluster.isWorker && cluster.worker?.id !== 1) return;
  const address = app.server.address();
  if (!address || typeof address === 'string') return;
  const anyAddress = ['0.0.0.0', '::', '127.0.0.1', '::1'].includes(config.host);
  const host = anyAddress
    ? 'localhost'
    : address.family === 'IPv6'
      ? `[${address.address}]`
      : address.address;
  process.stderr.write(`Ready on http://${host}:${address.port}\n`);
}

/**
 * Replaces the early listener: it closes and the app listens on its port at once (a port given as
 * 0 is the one it was given). The app is made ready first, so the gap is a few milliseconds.
 */
async function replaceEarlyListener(app: FastifyInstance, config: Config, early?: EarlyListener) {
  const port = early && config.port === 0 ? early.port : config.port;
  if (early) {
    await app.ready();
    await early.close();
  }
  await app.listen({ port, host: config.host });
}

/** What {@link stopOnSignals} gives the start-up: whether a stop has begun, and the app to close. */
interface Shutdown {
  readonly started: boolean;
  /** Rejects when a stop signal comes; never settles otherwise. */
  readonly requested: Promise<never>;
  /** The app a stop closes; a signal that came before it existed is acted on now. */
  attach(app: FastifyInstance): void;
}

/**
 * On SIGTERM or SIGINT: refuse new requests, let in-flight ones finish, close the database, exit
 * 0. A shutdown that outlasts the timeout exits 1. A second signal does not interrupt it (Ctrl-C
 * under `pnpm start` delivers two: the terminal's and pnpm's); a third stops at once, exit 1.
 * Installed before anything starts, so a signal during the start-up (the app still being built,
 * the first start's data still loading) is a graceful stop too, never an exit by the signal.
 */
function stopOnSignals(logger: Logger, timeoutMs: number): Shutdown {
  let signals = 0;
  let app: FastifyInstance | undefined;
  let stopRequested!: (error: Error) => void;
  const requested = new Promise<never>((_resolve, reject) => (stopRequested = reject));
  requested.catch(() => undefined); // a stop is not an error of whoever did not wait for it
  const close = (closing: FastifyInstance) =>
    closing.close().then(
      () => {
        logger.info('stopped');
        process.exit(0);
      },
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  const onSignal = (signal: NodeJS.Signals) => {
    signals += 1;
    if (signals === 2) {
      logger.info({ signal }, 'already shutting down; another signal stops at once');
      return;
    }
    if (signals > 2) {
      logger.error({ signal }, 'stopping at once, before in-flight requests finish');
      process.exit(1);
    }
    logger.info({ signal }, 'shutting down');
    stopRequested(new Error(`stopped by ${signal} during the start`));
    const timer = setTimeout(() => {
      logger.error({ timeoutMs }, 'shutdown timed out');
      process.exit(1);
    }, timeoutMs);
    timer.unref();
    if (app) void close(app);
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
  return {
    get started() {
      return signals > 0;
    },
    requested,
    attach(built) {
      app = built;
      if (signals > 0) void close(built);
    },
  };
}

/**
 * Reads the configuration and runs the server, or with WEB_CONCURRENCY above 1 that many server
 * processes (src/cluster.ts); a bad configuration exits 1 with one line.
 */
export async function main(early?: EarlyListener | { listenFailed: unknown }): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  // The early listener could not have the port: the app could not either.
  if (early && 'listenFailed' in early) {
    exitFailedStart(createLogger(config.logLevel), config, early.listenFailed);
  }
  try {
    if (config.processes > 1 && cluster.isPrimary) {
      const logger = createLogger(config.logLevel);
      await runPrimary({
        processes: config.processes,
        shutdownTimeoutMs: config.shutdownTimeoutMs,
        logger,
        prepare: async () => {
          const whileUnavailable = waitForDatabase(logger);
          const database = await openDatabase(databaseLocation(config), { whileUnavailable });
          try {
            await retryWhileUnavailable(
              () => prepareData(database.db, new Date(), logger),
              whileUnavailable,
            );
          } finally {
            await database.close();
          }
        },
      });
      return;
    }
    await startServer(config, { early });
  } catch (error) {
    exitFailedStart(createLogger(config.logLevel), config, error);
  }
}
