import cluster from 'node:cluster';
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { buildApp } from './app.ts';
import { runPrimary } from './cluster.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seedRateData } from './rates/rate-sheet-service.ts';
import { createLogger } from './logger.ts';
import { loadPlaceData } from './places/load-place-data.ts';
import { placeIndexFromRecords } from './places/load-place-index.ts';

export interface StartOptions {
  /** Runs after the app is built and before it listens (tests add routes here). */
  configure?: (app: FastifyInstance) => Promise<void> | void;
}

/**
 * Opens the database (migrating it) and stores what a first start stores: the demo rate sheet,
 * the place data set and its demo market and listings data. `records` are the places a first
 * start just loaded (else undefined).
 */
async function openPreparedDatabase(config: Config, logger: Logger) {
  const database = await openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: resolve(config.dataDir) },
  );
  logger.info({ driver: database.driver }, 'database ready');
  const rateData = await seedRateData(database.db, new Date());
  if (rateData === 'seeded') logger.info('first start: stored the demo rate sheet');
  const { records, ...placeData } = await loadPlaceData(database.db, new Date());
  if (placeData.status === 'loaded') {
    logger.info(
      placeData,
      'first start: loaded the place data set and demo market and listings data',
    );
  }
  return { database, records };
}

/** Opens the database (migrating it), builds the app and listens; SIGTERM/SIGINT stop it gracefully. */
export async function startServer(
  config: Config,
  options: StartOptions = {},
): Promise<FastifyInstance> {
  const logger = createLogger(config.logLevel);
  const { database, records } = await openPreparedDatabase(config, logger);
  // A first start indexes what it just loaded instead of reading it back.
  const places = records ? placeIndexFromRecords(records.zips, records.cities) : undefined;
  const app = await buildApp({ config, database, logger, places });
  await options.configure?.(app);
  await app.listen({ port: config.port, host: config.host });
  stopOnSignals(app, logger, config.shutdownTimeoutMs);
  return app;
}

/**
 * On SIGTERM or SIGINT: refuse new requests, let in-flight ones finish, close the database, exit
 * 0. A shutdown that outlasts the timeout exits 1. A second signal does not interrupt it (Ctrl-C
 * under `pnpm start` delivers two: the terminal's and pnpm's); a third stops at once, exit 1.
 */
function stopOnSignals(app: FastifyInstance, logger: Logger, timeoutMs: number): void {
  let signals = 0;
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
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}

/**
 * Reads the configuration and runs the server, or with WEB_CONCURRENCY above 1 that many server
 * processes (src/cluster.ts); a bad configuration exits 1 with one line.
 */
export async function main(): Promise<void> {
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
        prepare: async () => (await openPreparedDatabase(config, logger)).database.close(),
      });
      return;
    }
    await startServer(config);
  } catch (error) {
    createLogger(config.logLevel).fatal({ err: error }, 'server failed to start');
    process.exit(1);
  }
}
