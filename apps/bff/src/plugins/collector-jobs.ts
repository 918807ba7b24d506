// The background work of the analytics collector, tied to the app's life like consent-jobs.ts:
// day partitions kept ahead and expired ones dropped (at start, then hourly), the daily quotas'
// counts of dropped and refused requests added to the database every few seconds, and the
// writer's waiting events and those counts stored before the database closes.
import fp from 'fastify-plugin';
import {
  PARTITION_JOB_INTERVAL_MS,
  USAGE_FLUSH_INTERVAL_MS,
} from '../collector/collector-limits.ts';
import type { DailyQuota } from '../collector/daily-quota.ts';
import type { EventWriter } from '../collector/event-writer.ts';
import { maintainPartitions } from '../collector/partition-repository.ts';
import type { AppDb } from '../db/client.ts';
import { failureLogFields } from '../db/unavailable.ts';
import { startPeriodic } from '../lib/periodic.ts';

export interface CollectorJobsOptions {
  db: AppDb;
  /** The collector's group-commit writer (services.ts). */
  writer: EventWriter;
  /** The daily quotas (events, replay), whose counts are flushed. */
  quotas: readonly DailyQuota[];
  /** ANALYTICS_RETENTION_DAYS. */
  retentionDays: number;
  now: () => Date;
}

/** The partition job, and the writer's flush of what waits when the app closes. */
export const collectorJobs = fp<CollectorJobsOptions>(
  async (app, { db, writer, quotas, retentionDays, now }) => {
    let job: { stop: () => Promise<void> } | undefined;
    let usageJob: { stop: () => Promise<void> } | undefined;
    const flushUsage = () => Promise.all(quotas.map((quota) => quota.flush()));
    const logUsageFailure = (error: unknown) =>
      app.log.warn(failureLogFields(error), 'collector usage counts not stored yet');
    const maintain = () => maintainPartitions(db, now(), retentionDays);
    const logFailure = (error: unknown) =>
      app.log.warn(failureLogFields(error), 'analytics partition job failed');
    let firstRun: Promise<unknown> = Promise.resolve();
    app.addHook('onReady', async () => {
      // Not awaited: the server listens while the database is still opening. A database that is
      // down at start must not stop the server either (/readyz reports it); the hourly run and the
      // writer's on-demand partitions catch up when it is back.
      firstRun = maintain().catch(logFailure);
      job = startPeriodic(maintain, PARTITION_JOB_INTERVAL_MS, logFailure);
      usageJob = startPeriodic(flushUsage, USAGE_FLUSH_INTERVAL_MS, logUsageFailure);
    });
    // Before the database closes: what is waiting is stored, so no acknowledged event is lost.
    app.addHook('preClose', async () => {
      await Promise.all([firstRun, job?.stop(), usageJob?.stop()]);
      await writer.close();
      await flushUsage().catch(logUsageFailure);
    });
  },
  { name: 'collector-jobs' },
);
