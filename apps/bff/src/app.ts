import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { Config } from './config.ts';
import { createConsentService } from './consent/consent-service.ts';
import type { OutboxWorkerOptions } from './consent/outbox-worker.ts';
import type { Database } from './db/client.ts';
import { createLogger } from './logger.ts';
import { packageDir, siteBuildDir } from './package-paths.ts';
import { consentJobs } from './plugins/consent-jobs.ts';
import { memoryRateLimitCounter, type RateLimitCounter } from './plugins/rate-limit-counter.ts';
import { securityHeaders } from './plugins/security-headers.ts';
import { sitePlugin } from './plugins/site.ts';
import { RequestValidationError } from './plugins/zod-schemas.ts';
import { createRateSheetService } from './rates/rate-sheet-service.ts';
import { adminApi } from './routes/admin/index.ts';
import { analyticsAdminRoutes } from './routes/admin/analytics.ts';
import { collectorApi } from './routes/collector/index.ts';
import { healthRoutes } from './routes/health.ts';
import { firstPartyCookieRoutes } from './routes/first-party-cookie.ts';
import { rmscbffApi } from './routes/rmscbff/index.ts';
import { placeDataApi } from './routes/place-data.ts';
import { replaceablePlaceIndex, type PlaceIndex } from './places/place-index.ts';
import { prepareInBackground, untilReady, type Readiness } from './plugins/readiness.ts';
import { unrefreshedSearchService } from './search/search-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether the data the API needs is ready (see AppOptions.waitUntilReady). */
    readiness: Readiness;
  }
}

/** JSON bodies above this size are refused with 413 unless a route allows more. */
export const DEFAULT_BODY_LIMIT_BYTES = 32 * 1024;

export interface AppOptions {
  config: Config;
  /** The database, open or still opening (startOpeningDatabase). */
  database: Database;
  logger?: Logger;
  /** Serve the site (default). Tests of the API alone turn it off. */
  serveSite?: boolean;
  /** The clock: which day's rate sheet is in force. Tests pin it. */
  now?: () => Date;
  /**
   * Where the form rate limits count requests: this process's memory by default; a shared
   * store (Redis) when several servers serve the site.
   */
  rateLimitCounter?: RateLimitCounter;
  /** The places in memory; none when not given (tests of other routes). */
  places?: PlaceIndex;
  /**
   * A start's work once the database is open (the demo rate sheet), before the data is ready. It
   * may return the places, when they are read while the database opens.
   */
  prepare?: () => Promise<{ places?: PlaceIndex } | void>;
  /**
   * Resolve once the data is ready (true, the default: tests inject at once), or at once (false:
   * the server listens first, and /readyz and the data routes answer 503 until `app.readiness`).
   */
  waitUntilReady?: boolean;
  /** Outbox delivery timings (tests shorten them). */
  outbox?: Partial<Pick<OutboxWorkerOptions, 'pollMs' | 'batchSize' | 'timeoutMs' | 'backoff'>>;
  /**
   * The site's search documents (apps/site/build/search-documents.json when serving the site):
   * the index is rebuilt at start when they changed. Without it the stored index is used.
   */
  searchDocumentsPath?: string;
}

/**
 * The whole server as one Fastify instance, not yet listening: ecosystem plugins,
 * then API routes, then the calculator bundles, then the site, which answers every
 * other path. Tests build it and call `inject`.
 */
export async function buildApp({
  config,
  database,
  logger = createLogger(config.logLevel),
  serveSite = true,
  now = () => new Date(),
  rateLimitCounter = memoryRateLimitCounter(),
  places,
  prepare,
  waitUntilReady = true,
  outbox,
  searchDocumentsPath = serveSite ? join(siteBuildDir, 'search-documents.json') : undefined,
}: AppOptions): Promise<FastifyInstance> {
  const search = unrefreshedSearchService({
    db: database.db,
    documentsPath: searchDocumentsPath,
    logger,
  });
  // Without places given, the routes hold an index the places are put into once prepared.
  const placesToCome = places ? undefined : replaceablePlaceIndex();
  // Started first: the database opens in its own thread while the plugins below load the site.
  const readiness = prepareInBackground(async () => {
    await database.opened;
    const prepared = await prepare?.();
    if (prepared?.places) placesToCome?.replace(prepared.places);
    await search.refresh();
  });

  const app = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    genReqId: () => randomUUID(),
    bodyLimit: DEFAULT_BODY_LIMIT_BYTES,
    // Behind a proxy the client's address (which rate limits count by) is in X-Forwarded-For.
    trustProxy: trustProxySetting(config.trustProxy),
    logController: new LogController({
      // Probes poll every few seconds; their lines would drown the real traffic.
      disableRequestLogging: (request) => request.url === '/healthz' || request.url === '/readyz',
    }),
  });

  app.setErrorHandler(
    (error: { statusCode?: number; message: string; code?: string }, request, reply) => {
      if (error instanceof RequestValidationError) return reply.code(400).send(error.body);
      const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        return reply.code(status).send({ message: 'Internal Server Error' });
      }
      return reply.code(status).send({ message: error.message, code: error.code });
    },
  );
  // Once shutdown starts, in-flight responses close their connection: a kept-alive
  // socket would otherwise hold the process open until its idle timeout.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-request-id', request.id);
    if (closing) reply.header('connection', 'close');
    return payload;
  });
  app.decorate('readiness', readiness);
  // A start still preparing its data finishes its transaction before the database closes.
  app.addHook('onClose', async () => {
    await readiness.settled;
    await database.close();
  });

  await app.register(securityHeaders);
  await app.register(compress, { threshold: 1024 });
  await app.register(healthRoutes, { database, readiness });
  await app.register(firstPartyCookieRoutes);
  const consent = createConsentService(database.db);
  const whileStarting = untilReady(readiness);
  await app.register(rmscbffApi, {
    prefix: '/rmscbff',
    rates: createRateSheetService(database.db, now),
    preferences: {
      consent,
      siteUrl: config.siteUrl,
      rateLimitPerMinute: config.formRateLimitPerMinute,
      counter: rateLimitCounter,
    },
    search,
    untilReady: whileStarting,
  });
  await app.register(async (dataRoutes) => {
    dataRoutes.addHook('onRequest', whileStarting);
    await dataRoutes.register(placeDataApi, {
      db: database.db,
      places: places ?? placesToCome!,
      listingsUrlTemplate: config.listingsUrlTemplate,
      marketUrlTemplate: config.marketReportUrlTemplate,
      now,
    });
  });
  // The Segment-compatible analytics collector, on the site's own origin (README "Collector").
  await app.register(collectorApi, {
    prefix: '/v1',
    db: database.db,
    copyFrom: database.copyFrom,
    writeKey: config.clientConfig.segmentKey,
    siteUrl: config.siteUrl,
    queueLimit: config.analyticsQueueLimit,
    retentionDays: config.analyticsRetentionDays,
    now,
  });
  // Without a token the operators' API does not exist at all (404), rather than refusing.
  if (config.adminToken) {
    const token = config.adminToken;
    await app.register(async (dataRoutes) => {
      dataRoutes.addHook('onRequest', whileStarting);
      // Beside adminApi, not inside it: a browser signs in to this page with a cookie, and
      // adminApi's hook accepts only the bearer header.
      await dataRoutes.register(analyticsAdminRoutes, {
        prefix: '/admin',
        token,
        db: database.db,
        now,
      });
      await dataRoutes.register(adminApi, { prefix: '/admin', token, consent, db: database.db });
    });
  }
  await app.register(consentJobs, {
    db: database.db,
    consent,
    webhook: config.consentWebhook,
    outbox,
  });
  await registerCalculatorBundles(app, config);
  if (serveSite) {
    await app.register(sitePlugin, {
      mode: config.siteMode === 'development' ? 'vite' : 'build',
      dir: config.siteMode === 'development' ? packageDir('@lender/site') : siteBuildDir,
      clientConfig: config.clientConfig,
    });
  }
  if (waitUntilReady) await readiness.whenReady;
  return app;
}

/**
 * Fastify's trustProxy. Loopback is always trusted: the site's no-JavaScript form actions call the
 * API from this process and name the visitor in X-Forwarded-For, so rate limits and consent
 * records see the visitor, not the server. A configured hop count or proxy list is added to it.
 */
export function trustProxySetting(value: Config['trustProxy']) {
  if (value === false) return 'loopback';
  if (typeof value === 'number') {
    return (address: string, hop: number) => hop < value || isLoopback(address);
  }
  return `loopback, ${value}`;
}

function isLoopback(address: string): boolean {
  return address === '::1' || /^(::ffff:)?127\./.test(address);
}

/**
 * Calculator bundles are loaded with import() by the site and by other lender
 * properties, so they are served cross-origin; versioned paths never change.
 */
async function registerCalculatorBundles(app: FastifyInstance, config: Config): Promise<void> {
  if (!config.calculatorsBaseUrl.startsWith('/')) return; // served from another address
  const root = config.calculatorsDir ?? join(siteBuildDir, 'calculators');
  if (!existsSync(root)) return;
  await app.register(fastifyStatic, {
    root,
    prefix: `${config.calculatorsBaseUrl}/`,
    decorateReply: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders(reply, path) {
      reply.header('access-control-allow-origin', '*');
      reply.header('cross-origin-resource-policy', 'cross-origin');
      const versioned = /\/\d+\.\d+\.\d+[^/]*\//.test(path);
      reply.header(
        'cache-control',
        versioned ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
      );
    },
  });
}
