import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { createCollectorService } from '../../analytics/collector-service.ts';
import {
  COLLECTOR_FLUSHES_IN_FLIGHT,
  PARTITION_JOB_INTERVAL_MS,
} from '../../analytics/collector-limits.ts';
import { createEventStore } from '../../analytics/event-store.ts';
import { createEventValidator } from '../../analytics/event-validator.ts';
import { createEventWriter, type EventWriter } from '../../analytics/event-writer.ts';
import { maintainPartitions } from '../../analytics/partitions.ts';
import { startPeriodic } from '../../consent/periodic.ts';
import type { CopyFrom } from '../../db/bulk-copy.ts';
import type { AppDb } from '../../db/client.ts';
import { bodyBytes, eventRoutes } from './events.ts';
import { settingsRoute } from './settings.ts';
import { failureLogFields } from '../../db/unavailable.ts';

/** What the collector needs. */
export interface CollectorOptions {
  db: AppDb;
  /** The database's COPY (Database.copyFrom): the cheapest way in for the events. */
  copyFrom: CopyFrom;
  /** SEGMENT_KEY: the only write key accepted. */
  writeKey: string | undefined;
  /** SITE_URL: the settings point the library here. */
  siteUrl: string;
  /** ANALYTICS_QUEUE_LIMIT: events waiting for the database before 429. */
  queueLimit: number;
  /** ANALYTICS_RETENTION_DAYS. */
  retentionDays: number;
  now?: () => Date;
  /** The writer (tests pass one over a store they control). */
  writer?: EventWriter;
}

/**
 * The Segment-compatible collector, mounted at /v1 on the site's own origin (README "Collector"):
 * settings, calls, batches and metrics; day partitions kept ahead and expired ones dropped.
 */
export const collectorApi: FastifyPluginAsync<CollectorOptions> = async (app, options) => {
  const now = options.now ?? (() => new Date());
  const writer =
    options.writer ??
    createEventWriter({
      store: createEventStore(options.db, options.copyFrom),
      limit: options.queueLimit,
      // Flushes in flight at once. On PostgreSQL each is an insert on its own connection:
      // measured with bench/collector.ts, 2 did 13,900 events/s, 4 did 15,300 and 8 did
      // 16,500–17,400 (the pool has 16 connections, so 8 stay for everything else). PGlite has
      // one connection: the flushes wait in its thread, which stores those that arrived during
      // its last COPY together (src/db/copy-queue.ts) instead of idling until this thread has
      // time to send the next one.
      concurrency: COLLECTOR_FLUSHES_IN_FLIGHT,
    });
  const collector = createCollectorService({
    writeKey: options.writeKey,
    validator: createEventValidator(),
    writer,
    now,
    newMessageId: () => `collector-${randomUUID()}`,
  });

  // analytics-next posts JSON as text/plain so the browser sends no CORS preflight; both types
  // are read the same way, with Fastify's own JSON parser (it refuses __proto__ keys).
  app.removeAllContentTypeParsers();
  const parseJson = app.getDefaultJsonParser('error', 'ignore');
  app.addContentTypeParser(
    ['application/json', 'text/plain'],
    { parseAs: 'buffer' },
    (request, body, done) => {
      const bytes = body as Buffer;
      bodyBytes.set(request, bytes.length);
      parseJson(request, bytes.toString('utf8'), done);
    },
  );

  await app.register(settingsRoute, { writeKey: options.writeKey, siteUrl: options.siteUrl });
  await app.register(eventRoutes, { collector });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: 'Not Found' }));

  let job: { stop: () => Promise<void> } | undefined;
  const maintain = () => maintainPartitions(options.db, now(), options.retentionDays);
  const logFailure = (error: unknown) =>
    app.log.warn(failureLogFields(error), 'analytics partition job failed');
  let firstRun: Promise<unknown> = Promise.resolve();
  app.addHook('onReady', async () => {
    // Not awaited: the server listens while the database is still opening. A database that is
    // down at start must not stop the server either (/readyz reports it); the hourly run and the
    // writer's on-demand partitions catch up when it is back.
    firstRun = maintain().catch(logFailure);
    job = startPeriodic(maintain, PARTITION_JOB_INTERVAL_MS, logFailure);
  });
  // Before the database closes: what is waiting is stored, so no acknowledged event is lost.
  app.addHook('preClose', async () => {
    await Promise.all([firstRun, job?.stop()]);
    await writer.close();
  });
};
