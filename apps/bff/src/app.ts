import { registerCalculatorCors } from './calculator-cors.ts';
import { readCalculatorPins } from './calculator-pins.ts';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type onRequestAsyncHookHandler,
} from 'fastify';
import type { Logger } from 'pino';
import type { Config } from './config.ts';
import type { OutboxWorkerOptions } from './consent/outbox-worker.ts';
import type { Database } from './db/client.ts';
import {
  retryWhileUnavailable,
  type RetryWhileUnavailableOptions,
} from './db/retry-while-unavailable.ts';
import { DATABASE_RETRY_AFTER_SECONDS, databaseUnavailableCode } from './db/unavailable.ts';
import { createLogger, RoutePatternLogController } from './logger.ts';
import { packageDir, siteBuildDir } from './package-paths.ts';
import { collectorJobs } from './plugins/collector-jobs.ts';
import { consentJobs } from './plugins/consent-jobs.ts';
import { isInProcess } from './plugins/in-process-fetch.ts';
import { memoryRateLimitCounter, type RateLimitCounter } from './plugins/rate-limit-counter.ts';
import { redisRateLimitCounter } from './plugins/redis-rate-limit-counter.ts';
import { securityHeaders } from './plugins/security-headers.ts';
import { sitePlugin } from './plugins/site.ts';
import { RequestValidationError } from './plugins/zod-schemas.ts';
import { zodSerializerCompiler, zodValidatorCompiler } from './plugins/zod-schemas.ts';
import { replaceablePlaceIndex, type PlaceIndex } from './places/place-index.ts';
import { prepareInBackground, untilReady, type Readiness } from './plugins/readiness.ts';
import { adminApi } from './routes/admin/index.ts';
import { analyticsAdminRoutes } from './routes/admin/analytics.ts';
import { operatorSessionRoutes } from './routes/admin/operator-sessions.ts';
import { firstPartyCookieRoutes } from './routes/first-party-cookie.ts';
import { geocodingRoutes } from './routes/geocoding.ts';
import { healthRoutes } from './routes/health.ts';
import { rmscbffApi } from './routes/rmscbff/index.ts';
import { collectorApi } from './routes/v1/index.ts';
import { replayRoutes } from './routes/v1/replay.ts';
import { replayAdminRoutes } from './routes/admin/replays.ts';
import { replayJobs } from './plugins/replay-jobs.ts';
import { buildServices } from './services.ts';
import { defaultExperimentsFile, loadExperiments } from './experiments/experiments-file.ts';
import {
  LARGE_LOAN_AMOUNT_PROMO_PAGE,
  loadLargeLoanAmountPromo,
} from './site-content/large-loan-amount-promo.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether the data the API needs is ready (see AppOptions.waitUntilReady). */
    readiness: Readiness;
  }
}

/** The 503's message, written for whoever reads it. */
export const DATABASE_UNAVAILABLE_MESSAGE =
  'The service is briefly unavailable. Try again in a few seconds.';

/**
 * After a shutdown starts, how long an idle kept-alive connection may still send a request (its
 * answer then closes it) before it is closed; then again every so often until none is left.
 */
export const KEEP_ALIVE_GRACE_MS = 1_000;

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
   * Where the form rate limits and the collector's per-client budgets count requests: by default
   * Redis when REDIS_URL is set (every server counts together), else this process's memory.
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
  /**
   * Waits out a database that is not answering while the data is prepared, trying again (a
   * server's start: db/retry-while-unavailable.ts); without it such a failure ends the preparation.
   */
  whileUnavailable?: RetryWhileUnavailableOptions;
}

/**
 * The whole server as one Fastify instance, not yet listening: the composition root. Every
 * service is built once (services.ts) and handed to the plugins: ecosystem plugins, then API
 * routes, then background jobs, then the calculator bundles, then the site, which answers every
 * other path. Tests build it and call `inject`.
 */
export async function buildApp({
  config,
  database,
  logger = createLogger(config.logLevel),
  serveSite = true,
  now = () => new Date(),
  rateLimitCounter: givenCounter,
  places,
  prepare,
  waitUntilReady = true,
  outbox,
  searchDocumentsPath = serveSite ? join(siteBuildDir, 'search-documents.json') : undefined,
  whileUnavailable,
}: AppOptions): Promise<FastifyInstance> {
  const redis =
    givenCounter === undefined && config.redisUrl
      ? redisRateLimitCounter(config.redisUrl, {
          onAvailabilityChange: (available) =>
            available
              ? logger.info('redis: connected; rate limits are counted with every server')
              : logger.warn('redis: not answering; rate limits fail as each route documents'),
        })
      : undefined;
  const rateLimitCounter = givenCounter ?? redis ?? memoryRateLimitCounter();
  // Without places given, the routes hold an index the places are put into once prepared.
  const placesToCome = places ? undefined : replaceablePlaceIndex();
  const services = buildServices({
    config,
    database,
    logger,
    now,
    places: places ?? placesToCome!,
    searchDocumentsPath,
    rateLimitCounter,
    whileUnavailable,
  });
  // Started first: the database opens in its own thread while the plugins below load the site.
  const readiness = prepareInBackground(async () => {
    await database.opened;
    const prepareOnce = async () => {
      const prepared = await prepare?.();
      if (prepared?.places) placesToCome?.replace(prepared.places);
      await services.search.refresh();
    };
    await (whileUnavailable ? retryWhileUnavailable(prepareOnce, whileUnavailable) : prepareOnce());
  });

  const app = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    genReqId: () => randomUUID(),
    bodyLimit: DEFAULT_BODY_LIMIT_BYTES,
    // The site plugin compresses every pre-rendered page before it is ready; on a busy machine
    // that outlasts Fastify's default of 10 s, and a start must not fail for being slow.
    pluginTimeout: 120_000,
    // Behind a proxy the client's address (which rate limits count by) is in X-Forwarded-For:
    // trusted only from the proxies TRUST_PROXY names. The site's own pages call the API in
    // process, naming the visitor directly (plugins/in-process-fetch.ts).
    trustProxy: trustedProxies(config.trustProxy),
    // Requests are logged by the route they matched, never by the path the client sent.
    logController: new RoutePatternLogController({
      // Probes poll every few seconds; their lines would drown the real traffic.
      disableRequestLogging: (request) => request.url === '/healthz' || request.url === '/readyz',
    }),
  });

  app.setErrorHandler(
    (
      error: {
        statusCode?: number;
        message: string;
        code?: string;
        name?: string;
        expose?: boolean;
        retryAfterSeconds?: number;
      },
      request,
      reply,
    ) => {
      if (error instanceof RequestValidationError) return reply.code(400).send(error.body);
      const unavailable = databaseUnavailableCode(error);
      if (unavailable) {
        // Nothing was lost (a write either committed or did not), and a moment later it may work:
        // say so, and log one line without the query (it may hold a visitor's answers).
        request.log.warn({ code: unavailable }, 'database unavailable');
        return reply
          .code(503)
          .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
          .send({ message: DATABASE_UNAVAILABLE_MESSAGE });
      }
      // An error that says what to tell the visitor and when to come back (a service this
      // route needs is down, such as the shared rate-limit counter): its words and Retry-After.
      if (error.expose === true && typeof error.retryAfterSeconds === 'number') {
        request.log.warn({ type: error.name }, 'service unavailable: request refused');
        return reply
          .code(error.statusCode ?? 503)
          .header('retry-after', String(error.retryAfterSeconds))
          .send({ message: error.message });
      }
      const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        return reply.code(status).send({ message: 'Internal Server Error' });
      }
      return reply.code(status).send({ message: error.message, code: error.code });
    },
  );
  // Once shutdown starts, every response closes its connection after it is sent, and idle
  // kept-alive connections are closed only between requests (closeIdleBetweenRequests): a
  // graceful stop answers every request it has taken, and cuts none.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
    closeIdleBetweenRequests(app.server, KEEP_ALIVE_GRACE_MS);
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

  if (config.publicSiteUrl?.startsWith('https:')) {
    app.addHook('onRequest', httpsOnly(new URL(config.publicSiteUrl).origin));
  }
  await app.register(securityHeaders);
  await app.register(compress, {
    threshold: 1024,
    // Brotli first, and no zstd: Chromium offers zstd, which @fastify/compress would otherwise
    // prefer, and at its default level a server-rendered page came out larger than with gzip
    // (/rates: 13.7 kB; gzip 13.4, brotli 5 12.5). With the headers that passed the 14.6 kB a new
    // connection's first round trip carries, and a phone waited another round trip for the
    // page (Lighthouse: first paint 0.3 s later than a pre-rendered page; docs/benchmarks.md,
    // issue 25). Quality 5: a fourth smaller than 4 here, for under a millisecond a page.
    encodings: ['br', 'gzip', 'deflate', 'identity'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  await app.register(healthRoutes, { database, readiness, redis });
  if (redis) app.addHook('onClose', () => redis.close());
  await app.register(firstPartyCookieRoutes);
  const whileStarting = untilReady(readiness);
  // Before the API routes, so its hook covers them (the calculators embedded on other origins).
  registerCalculatorCors(app);
  await app.register(rmscbffApi, {
    prefix: '/rmscbff',
    ...services,
    preferences: {
      consent: services.consent,
      siteUrl: config.siteUrl,
      rateLimitPerMinute: config.formRateLimitPerMinute,
      counter: rateLimitCounter,
    },
    chat: {
      assistant: services.chatAssistant,
      callbacks: services.callbacks,
      siteUrl: config.siteUrl,
      rateLimitPerMinute: config.formRateLimitPerMinute,
      counter: rateLimitCounter,
    },
    untilReady: whileStarting,
  });
  // The place endpoints at the site's root (SPEC §7 paths of the proxies they stand in for).
  await app.register(async (dataRoutes) => {
    dataRoutes.addHook('onRequest', whileStarting);
    dataRoutes.setValidatorCompiler(zodValidatorCompiler);
    dataRoutes.setSerializerCompiler(zodSerializerCompiler);
    await dataRoutes.register(geocodingRoutes, { places: services.places });
  });
  // The Segment-compatible analytics collector, on the site's own origin (README "Collector").
  await app.register(collectorApi, {
    prefix: '/v1',
    collector: services.collector,
    writeKey: services.writeKey.current,
    siteUrl: config.siteUrl,
  });
  // First-party session replay's configuration and chunks, beside the collector (same origin).
  await app.register(
    async (replayApi) => {
      replayApi.addHook('onRequest', whileStarting);
      await replayApi.register(replayRoutes, { replay: services.replay, siteUrl: config.siteUrl });
    },
    { prefix: '/v1/replay' },
  );
  // Without a token the operators' API does not exist at all (404), rather than refusing.
  const access = services.operators;
  if (access) {
    await app.register(async (dataRoutes) => {
      dataRoutes.addHook('onRequest', whileStarting);
      // Beside adminApi, not inside it: a browser signs in to these pages with a cookie, and
      // adminApi's hook accepts only the bearer header.
      await dataRoutes.register(operatorSessionRoutes, {
        prefix: '/admin',
        access,
        siteUrl: config.siteUrl,
      });
      await dataRoutes.register(analyticsAdminRoutes, {
        prefix: '/admin',
        access,
        reports: services.analyticsAdmin,
        collection: () => ({
          source: services.writeKey.source(),
          writeKey: services.writeKey.current(),
        }),
      });
      // The session replay viewer, signed in to like the analytics pages.
      await dataRoutes.register(replayAdminRoutes, {
        prefix: '/admin',
        access,
        replay: services.replay,
        retentionDays: config.sessionReplay.retentionDays,
      });
      await dataRoutes.register(adminApi, {
        prefix: '/admin',
        access,
        consent: services.consent,
        analytics: services.analyticsAdmin,
        callbacks: services.callbacks,
      });
    });
  }
  // Background jobs, started when the app is ready and stopped before the database closes.
  await app.register(collectorJobs, {
    db: database.db,
    writer: services.collectorWriter,
    quotas: Object.values(services.collectorQuotas),
    retentionDays: config.analyticsRetentionDays,
    now,
  });
  await app.register(replayJobs, {
    replay: services.replay,
    retentionDays: config.sessionReplay.retentionDays,
  });
  await app.register(consentJobs, {
    db: database.db,
    consent: services.consent,
    webhook: config.consentWebhook,
    outbox,
  });
  await registerCalculatorBundles(app, config);
  if (serveSite) {
    // Read and checked before the server listens: a wrong file stops the start, naming the field.
    const experiments = await loadExperiments(config.experimentsFile ?? defaultExperimentsFile());
    const pins = await readCalculatorPins(calculatorsDirOf(config), config.calculatorsBaseUrl);
    if ('missing' in pins)
      app.log.warn(`calculator bundles not pinned, so none loads: ${pins.missing}`);
    const largeLoanAmountPromo = config.largeLoanAmountPromoFile
      ? await loadLargeLoanAmountPromo(config.largeLoanAmountPromoFile)
      : undefined;
    await app.register(sitePlugin, {
      experiments,
      calculatorPins: 'missing' in pins ? undefined : pins,
      ...(largeLoanAmountPromo && {
        content: { largeLoanAmountPromo },
        contentPages: [LARGE_LOAN_AMOUNT_PROMO_PAGE],
      }),
      mode: config.siteMode === 'development' ? 'vite' : 'build',
      dir: config.siteMode === 'development' ? packageDir('@lender/site') : siteBuildDir,
      // The page configuration hands the browser the key in use (generated on a first start).
      clientConfig: services.writeKey.ready.then((segmentKey) => ({
        ...config.clientConfig,
        segmentKey,
      })),
      siteUrl: config.siteUrl,
      publicSiteUrl: config.publicSiteUrl,
    });
  }
  // Known before the first request: the collector and the pages agree on the key from the start.
  await services.writeKey.ready;
  if (waitUntilReady) await readiness.whenReady;
  return app;
}

/**
 * Node's `server.close()` (which Fastify calls) closes every idle kept-alive connection at once,
 * racing a request the client is sending on it: that request is reset with no answer. Instead
 * the listener stops accepting, busy connections close after their answer (Connection: close),
 * and the idle ones are closed after a grace, when a request is least likely to be on its way.
 */
function closeIdleBetweenRequests(server: Server, graceMs: number): void {
  const closeIdle = server.closeIdleConnections.bind(server);
  server.closeIdleConnections = () => undefined;
  const timer = setInterval(closeIdle, graceMs);
  timer.unref();
  server.once('close', () => clearInterval(timer));
}

/** Probes that reach the server directly, over plain HTTP, inside its network. */
const PROBE_PATHS = new Set(['/healthz', '/readyz']);

/**
 * With SITE_URL on https, a plain-HTTP request (directly, or as a trusted proxy's
 * X-Forwarded-Proto says) is sent to the same path on SITE_URL's origin: 301 (308 keeps a
 * form's method). The origin is the configured one, never the request's Host. A request an
 * untrusted proxy says came over https is served as it is (see below).
 */
function httpsOnly(siteOrigin: string): onRequestAsyncHookHandler {
  let warned = false;
  return async (request, reply) => {
    if (request.protocol === 'https' || PROBE_PATHS.has(request.url)) return;
    // The site's own pages calling its API in process: no network was crossed.
    if (isInProcess(request)) return;
    // A TLS-ending proxy that TRUST_PROXY does not name: redirecting would send the visitor
    // round in circles. Serve, and tell the operator once.
    if (request.headers['x-forwarded-proto'] === 'https') {
      if (!warned) {
        warned = true;
        request.log.warn('X-Forwarded-Proto: https from a proxy TRUST_PROXY does not name');
      }
      return;
    }
    const path = request.url.startsWith('/') ? request.url : '/';
    const status = request.method === 'GET' || request.method === 'HEAD' ? 301 : 308;
    return reply
      .code(status)
      .header('location', siteOrigin + path)
      .send();
  };
}

/** TRUST_PROXY as Fastify takes it: the proxies' addresses, or the hops counted from the client. */
function trustedProxies(value: Config['trustProxy']) {
  if (value === false) return false;
  if (typeof value === 'number') return (_address: string, hop: number) => hop < value;
  return value;
}

/** The calculator bundles' build: served under the base address when it is a path, and always what pages pin. */
function calculatorsDirOf(config: Config): string {
  return config.calculatorsDir ?? join(siteBuildDir, 'calculators');
}

/**
 * Calculator bundles are loaded with import() by the site and by other lender properties, so
 * they are served cross-origin. They live under `{base}/bundles/`, a path no page takes, so the
 * calculator pages (`/calculators/affordability`) and the bundles never shadow each other. Every
 * file but the manifest and the embed script has a version or a content hash in its path and
 * never changes.
 */
async function registerCalculatorBundles(app: FastifyInstance, config: Config): Promise<void> {
  if (!config.calculatorsBaseUrl.startsWith('/')) return; // served from another address
  const root = calculatorsDirOf(config);
  if (!existsSync(root)) return;
  const prefix = `${config.calculatorsBaseUrl === '/' ? '' : config.calculatorsBaseUrl}/bundles/`;
  await app.register(fastifyStatic, {
    root,
    prefix,
    decorateReply: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders(reply, path) {
      reply.header('access-control-allow-origin', '*');
      reply.header('cross-origin-resource-policy', 'cross-origin');
      const shortLived = /(?:^|\/)(?:manifest\.json|embed\.js)$/.test(path);
      reply.header(
        'cache-control',
        shortLived ? 'public, max-age=300' : 'public, max-age=31536000, immutable',
      );
    },
  });
}
