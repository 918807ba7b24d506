import cluster from 'node:cluster';
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { buildApp } from './app.ts';
import { runPrimary } from './cluster.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { openDatabase, startOpeningDatabase, type DatabaseLocation } from './db/client.ts';
import type { EarlyListener } from './early-listener.ts';
import { createLogger } from './logger.ts';
import { prepareData } from './seed/prepare-data.ts';

export interface StartOptions {
  /** Runs after the app is built and before it listens (tests add routes here). */
  configure?: (app: FastifyInstance) => Promise<void> | void;
  /** The socket this process already listens on (src/early-listener.ts): the app takes it over. */
  early?: EarlyListener | undefined;
}

function databaseLocation(config: Config): DatabaseLocation {
  return config.databaseUrl
    ? { databaseUrl: config.databaseUrl }
    : { dataDir: resolve(config.dataDir) };
}

/**
 * Listens first, then opens the database (migrating it) and prepares the data behind it: /healthz
 * answers at once, /readyz and the data routes 503 until `app.readiness`. A preparation that
 * fails stops the process (exit 1) as a failed start does. SIGTERM/SIGINT stop it gracefully.
 */
export async function startServer(
  config: Config,
  options: StartOptions = {},
): Promise<FastifyInstance> {
  const logger = createLogger(config.logLevel);
  const database = startOpeningDatabase(databaseLocation(config));
  const app = await buildApp({
    config,
    database,
    logger,
    waitUntilReady: false,
    prepare: () => {
      logger.info({ driver: database.driver }, 'database ready');
      return prepareData(database.db, new Date(), logger);
    },
  });
  await options.configure?.(app);
  await app.listen(options.early?.listenOptions() ?? { port: config.port, host: config.host });
  stopOnSignals(app, logger, config.shutdownTimeoutMs);
  app.readiness.whenReady.then(
    () => logger.info({ sinceProcessStartMs: Math.round(performance.now()) }, 'ready'),
    (error: unknown) => {
      logger.fatal({ err: error }, 'server failed to start');
      process.exit(1);
    },
  );
  return app;
}

/**
 * On SIGTERM or SIGINT: refuse new requests (503), let in-flight ones finish, close
 * the database, exit 0. A shutdown that outlasts the timeout exits 1.
 */
function stopOnSignals(app: FastifyInstance, logger: Logger, timeoutMs: number): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      logger.error({ timeoutMs }, 'shutdown timed out');
      process.exit(1);
    }, timeoutMs);
    timer.unref();
    app.close().then(
      () => {
        logger.info('stopped');
        process.exit(0);
      },
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

/**
 * Reads the configuration and runs the server, or with WEB_CONCURRENCY above 1 that many server
 * processes (src/cluster.ts); a bad configuration exits 1 with one line.
 */
export async function main(early?: EarlyListener): Promise<void> {
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
  try {
    if (config.processes > 1 && cluster.isPrimary) {
      const logger = createLogger(config.logLevel);
      await runPrimary({
        processes: config.processes,
        shutdownTimeoutMs: config.shutdownTimeoutMs,
        logger,
        prepare: async () => {
          const database = await openDatabase(databaseLocation(config));
          try {
            await prepareData(database.db, new Date(), logger);
          } finally {
            await database.close();
          }
        },
      });
      return;
    }
    await startServer(config, { early });
  } catch (error) {
    createLogger(config.logLevel).fatal({ err: error }, 'server failed to start');
    process.exit(1);
  }
}
