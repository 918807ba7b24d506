// The composition root's services: every service of the server is built here, once, from the
// configuration and the database, and handed to the route plugins and background jobs (app.ts).
// Nothing else builds a service or a repository's caller.
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { createAdminSessionRepository } from './analytics-admin/admin-session-repository.ts';
import { createAdminSessionService } from './analytics-admin/admin-session-service.ts';
import { createOperatorAccess, type OperatorAccess } from './analytics-admin/operator-sign-in.ts';
import { createSignInLimiter } from './analytics-admin/sign-in-limiter.ts';
import {
  createAnalyticsAdminService,
  type AnalyticsAdminService,
} from './analytics-admin/analytics-admin-service.ts';
import { createCallbackService, type CallbackService } from './chat-assistant/callback-service.ts';
import {
  createChatAssistantService,
  type ChatAssistantService,
} from './chat-assistant/chat-assistant-service.ts';
import { createClientBudget } from './collector/client-budget.ts';
import {
  ANALYTICS_ANONYMOUS_ID_SHARE,
  COLLECTOR_FLUSHES_IN_FLIGHT,
  SESSION_REPLAY_ANONYMOUS_ID_SHARE,
} from './collector/collector-limits.ts';
import { createDailyQuota, type DailyQuota } from './collector/daily-quota.ts';
import { createDailyUsageRepository } from './collector/daily-usage-repository.ts';
import { createEventStore } from './collector/collector-repository.ts';
import { createCollectorService, type CollectorService } from './collector/collector-service.ts';
import { createEventValidator } from './collector/event-validator.ts';
import { createEventWriter, type EventWriter } from './collector/event-writer.ts';
import { storedOrNewWriteKey } from './collector/site-write-key-repository.ts';
import {
  retryWhileUnavailable,
  type RetryWhileUnavailableOptions,
} from './db/retry-while-unavailable.ts';
import { siteWriteKey, type SiteWriteKey } from './collector/site-write-key.ts';
import type { Config } from './config.ts';
import { createConsentService, type ConsentService } from './consent/consent-service.ts';
import type { Database } from './db/client.ts';
import { createLoanLimitService, type LoanLimitService } from './loan-limits/loan-limit-service.ts';
import { createListingsService, type ListingsService } from './place-data/listings-service.ts';
import {
  createMarketReportService,
  type MarketReportService,
} from './place-data/market-report-service.ts';
import type { PlaceIndex } from './places/place-index.ts';
import type { RateLimitCounter } from './plugins/rate-limit-counter.ts';
import { createRateSheetService, type RateSheetService } from './rates/rate-sheet-service.ts';
import { unrefreshedSearchService, type SearchService } from './search/search-service.ts';
import { createDemoFigures } from './seed/demo-figures.ts';
import { createReplayRepository } from './session-replay/replay-repository.ts';
import { createReplayService, type ReplayService } from './session-replay/replay-service.ts';

/** Every service of the server. */
export interface Services {
  rates: RateSheetService;
  loanLimits: LoanLimitService;
  consent: ConsentService;
  /** Refreshed (the index brought up to date, suggestions loaded) once the database is open. */
  search: SearchService;
  places: PlaceIndex;
  listings: ListingsService;
  marketReports: MarketReportService;
  /** The site's analytics write key: SEGMENT_KEY, the generated one, or none (ANALYTICS=off). */
  writeKey: SiteWriteKey;
  collector: CollectorService;
  /** The collector's group-commit writer: its flush on close is plugins/collector-jobs.ts. */
  collectorWriter: EventWriter;
  /** The daily storage quotas of events and replay chunks (their counts flushed by collector-jobs.ts). */
  collectorQuotas: { events: DailyQuota; replay: DailyQuota };
  analyticsAdmin: AnalyticsAdminService;
  /** First-party session replay: its configuration, chunks, viewer and retention. */
  replay: ReplayService;
  /** The chat assistant: answers from the search index. */
  chatAssistant: ChatAssistantService;
  /** Callback requests from the chat assistant. */
  callbacks: CallbackService;
  /** The operators' way into /admin (ADMIN_TOKEN, sessions, the sign-in limit); none without a token. */
  operators: OperatorAccess | undefined;
}

export interface ServicesOptions {
  config: Config;
  /** The database, open or still opening: services use it only when asked. */
  database: Database;
  logger: Pick<Logger, 'info' | 'warn'>;
  now: () => Date;
  /** The places in memory (or the index they are put into once read). */
  places: PlaceIndex;
  /** apps/site/build/search-documents.json when serving the site (see AppOptions). */
  searchDocumentsPath?: string;
  /**
   * Where wrong operator tokens and the collector's per-client budgets are counted: shared by
   * every server (AppOptions.rateLimitCounter).
   */
  rateLimitCounter: RateLimitCounter;
  /** A server's start waits out a database that is not answering (AppOptions.whileUnavailable). */
  whileUnavailable?: RetryWhileUnavailableOptions | undefined;
}

/** Builds every service. Nothing here touches the database yet. */
export function buildServices({
  config,
  database,
  logger,
  now,
  places,
  searchDocumentsPath,
  rateLimitCounter,
  whileUnavailable,
}: ServicesOptions): Services {
  const { db } = database;
  // Shared by the listings and market report services: one cache of computed demo figures.
  const demo = createDemoFigures(db, now);
  const { listingsUrlTemplate, marketReportUrlTemplate: marketUrlTemplate } = config;
  const collectorWriter = createEventWriter({
    store: createEventStore(db, database.copyFrom),
    limit: config.analyticsQueueLimit,
    // Why 8: docs/benchmarks.md, "Why the code is as it is".
    concurrency: COLLECTOR_FLUSHES_IN_FLIGHT,
  });
  const writeKey = siteWriteKey({
    analytics: config.analytics,
    configuredKey: config.clientConfig.segmentKey,
    // A generated key waits for the database: a start while it is not answering waits with it,
    // rather than turning collection off for the life of the process.
    storedOrNew: (candidate) =>
      whileUnavailable
        ? retryWhileUnavailable(() => storedOrNewWriteKey(db, candidate), whileUnavailable)
        : storedOrNewWriteKey(db, candidate),
    // Not where the database never opened: that start fails, and says why.
    onUnavailable: () =>
      database.opened.then(
        () => logger.warn('analytics write key not read: collection is off'),
        () => undefined,
      ),
  });
  const search = unrefreshedSearchService({ db, documentsPath: searchDocumentsPath, logger });
  // Issue 33 §4: per-client byte budgets and per-day quotas of what the collector and replay store.
  const usage = createDailyUsageRepository(db);
  const { events: eventLimits, replay: replayLimits } = config.collectorLimits;
  const budgetOf = (name: 'events' | 'replay', bytesPerMinute: number, anonymousIdShare: number) =>
    createClientBudget({
      name,
      counter: rateLimitCounter,
      bytesPerMinute,
      anonymousIdShare,
      onCounterError: () =>
        logger.warn(`${name} budget not counted: the rate-limit counter failed`),
    });
  const quotaOf = (stream: 'events' | 'replay', limitBytes: number) =>
    createDailyQuota({ stream, limitBytes, writeKey: writeKey.current, store: usage, now });
  const collectorQuotas = {
    events: quotaOf('events', eventLimits.dailyQuotaBytes),
    replay: quotaOf('replay', replayLimits.dailyQuotaBytes),
  };
  return {
    rates: createRateSheetService(db, now),
    loanLimits: createLoanLimitService({
      db,
      places,
      now,
      warn: (message) => logger.warn(message),
    }),
    consent: createConsentService(db),
    search,
    places,
    listings: createListingsService({ db, places, demo, listingsUrlTemplate }),
    marketReports: createMarketReportService({
      db,
      places,
      demo,
      listingsUrlTemplate,
      marketUrlTemplate,
    }),
    writeKey,
    collector: createCollectorService({
      writeKey: writeKey.current,
      validator: createEventValidator(),
      writer: collectorWriter,
      now,
      newMessageId: () => `collector-${randomUUID()}`,
      budget: budgetOf('events', eventLimits.clientBytesPerMinute, ANALYTICS_ANONYMOUS_ID_SHARE),
      quota: collectorQuotas.events,
    }),
    collectorWriter,
    collectorQuotas,
    analyticsAdmin: createAnalyticsAdminService(db, now, {
      usage,
      quotas: {
        events: eventLimits.dailyQuotaBytes,
        replay: replayLimits.dailyQuotaBytes,
      },
    }),
    replay: createReplayService({
      repository: createReplayRepository(db),
      writeKey: writeKey.current,
      sampleRate: config.sessionReplay.sampleRate,
      now,
      budget: budgetOf(
        'replay',
        replayLimits.clientBytesPerMinute,
        SESSION_REPLAY_ANONYMOUS_ID_SHARE,
      ),
      quota: collectorQuotas.replay,
    }),
    chatAssistant: createChatAssistantService(search),
    callbacks: createCallbackService(db, now),
    operators: config.adminToken
      ? createOperatorAccess({
          token: config.adminToken,
          sessions: createAdminSessionService({
            repository: createAdminSessionRepository(db),
            token: config.adminToken,
            now,
          }),
          limiter: createSignInLimiter({
            counter: rateLimitCounter,
            now: () => now().getTime(),
            onCounterError: () =>
              logger.warn(
                'rate-limit counter failed: wrong operator tokens counted in this process',
              ),
          }),
        })
      : undefined,
  };
}
