import type { AppDb } from '../db/client.ts';
import { storedEvents, type StoredEventsFilter } from './analytics-admin-repository.ts';
import { analyticsReport, type AnalyticsReport } from './analytics-report.ts';

/** What the operators' analytics pages read: the report, and the latest stored events. */
export function createAnalyticsAdminService(db: AppDb, now: () => Date) {
  return {
    /** The report of the last REPORT_DAYS UTC days up to today. */
    report: (): Promise<AnalyticsReport> => analyticsReport(db, now()),
    /** The latest stored events, newest first, as the collector kept them. */
    storedEvents: (filter: StoredEventsFilter) => storedEvents(db, filter),
  };
}

/** The analytics admin service's interface. */
export type AnalyticsAdminService = ReturnType<typeof createAnalyticsAdminService>;
