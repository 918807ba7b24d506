import type { DailyUsageRepository } from '../collector/daily-usage-repository.ts';
import type { AppDb } from '../db/client.ts';
import { storedEvents, type StoredEventsFilter } from './analytics-admin-repository.ts';
import { analyticsReport, type AnalyticsReport, type StorageQuotas } from './analytics-report.ts';

/** The daily storage figures the report adds (issue 33 §4). */
export interface StorageReportSource {
  usage: Pick<DailyUsageRepository, 'usageBetween'>;
  /** ANALYTICS_DAILY_QUOTA_MB and SESSION_REPLAY_DAILY_QUOTA_MB, in bytes. */
  quotas: StorageQuotas;
}

/** What the operators' analytics pages read: the report, and the latest stored events. */
export function createAnalyticsAdminService(
  db: AppDb,
  now: () => Date,
  storage: StorageReportSource,
) {
  return {
    /** The report of the last REPORT_DAYS UTC days up to today. */
    report: (): Promise<AnalyticsReport> => analyticsReport(db, now(), storage),
    /** The latest stored events, newest first, as the collector kept them. */
    storedEvents: (filter: StoredEventsFilter) => storedEvents(db, filter),
  };
}

/** The analytics admin service's interface. */
export type AnalyticsAdminService = ReturnType<typeof createAnalyticsAdminService>;
