// The figures of /admin/analytics and /admin/analytics.json, over the last REPORT_DAYS UTC days
// (today included), from the rows analytics-admin-repository.ts reads.
import type { AppDb } from '../db/client.ts';
import type { DailyUsageRepository, UsageStream } from '../collector/daily-usage-repository.ts';
import { utcDay } from '../collector/event-record.ts';
import { DROPPED_EVENT } from '../collector/event-validator.ts';
import { experimentRows, reportRows } from './analytics-admin-repository.ts';

/** Days the report covers. */
export const REPORT_DAYS = 30;
/** Pages and violation rows listed at most. */
export const TOP_PAGES = 10;
export const TOP_VIOLATIONS = 50;

/** The figures. */
export interface AnalyticsReport {
  from: string;
  to: string;
  /** One entry per day, oldest first, days without events included. */
  eventsPerDay: { day: string; stored: number; dropped: number }[];
  topPages: { path: string; views: number }[];
  /** loaded_page → engagement_started, counted in visitors (anonymous id, else user id). */
  funnel: {
    loadedPageVisitors: number;
    engagedVisitors: number;
    /** engagedVisitors ÷ loadedPageVisitors in percent, one decimal; null without visitors. */
    conversionPercent: number | null;
    loadedPageEvents: number;
    engagementStartedEvents: number;
  };
  /** Dropped events per event name. */
  droppedByEvent: { eventName: string; dropped: number }[];
  /** Violations per event, field and rule; one dropped event may have several. */
  violations: { eventName: string; field: string; keyword: string; count: number }[];
  clientMetrics: { metric: string; count: number }[];
  /** Exposures and engagement per experiment variant (issue 26 part 6). */
  experiments: ExperimentReport[];
  /** What the collector and session replay stored, dropped and refused per day (issue 33 §4). */
  storage: StorageReport;
}

/** The daily storage quota of each stream, in bytes. */
export type StorageQuotas = Record<UsageStream, number>;

/** The days with stored, dropped or refused requests, newest first, and the quotas. */
export interface StorageReport {
  quotas: StorageQuotas;
  days: {
    day: string;
    stream: UsageStream;
    /** Bytes of the day's quota taken so far (leased by the servers: at most a lease each unused). */
    storedBytes: number;
    /** Events or replay chunks accepted and dropped over the quota, and their bytes. */
    droppedOverQuota: number;
    droppedBytes: number;
    /** Requests refused: a client over its minute's budget (429), a recording over its cap (413). */
    refusedRequests: number;
  }[];
}

/** One experiment's variants, as participated_in_experiment and the engagement after it count them. */
export interface ExperimentReport {
  experimentId: string;
  experimentName: string;
  variants: {
    variantId: string;
    variantName: string;
    /** Visitors (anonymous id, else user id) who saw the variant. */
    exposedVisitors: number;
    /** participated_in_experiment events (one per visitor per session). */
    exposures: number;
    /** Exposed visitors who clicked a button or link, or started an engagement, at or after it. */
    engagedVisitors: number;
    /** engagedVisitors ÷ exposedVisitors in percent, one decimal. */
    engagementPercent: number | null;
  }[];
}

const number = (value: unknown): number => Number(value ?? 0);

/** The report of the REPORT_DAYS days up to `now`'s day. */
export async function analyticsReport(
  db: AppDb,
  now: Date,
  storage: { usage: Pick<DailyUsageRepository, 'usageBetween'>; quotas: StorageQuotas },
): Promise<AnalyticsReport> {
  const to = utcDay(now);
  const from = utcDay(new Date(Date.parse(`${to}T00:00:00Z`) - (REPORT_DAYS - 1) * 86_400_000));
  const { stored, dropped, pages, funnel, droppedByEvent, violations, metrics } = await reportRows(
    db,
    { from, to, topPages: TOP_PAGES, topViolations: TOP_VIOLATIONS, droppedKeyword: DROPPED_EVENT },
  );

  const experiments = experimentReports(await experimentRows(db, { from, to }));
  const usage = await storage.usage.usageBetween(from, to);

  const storedByDay = new Map(stored.map((row) => [String(row.day), number(row.count)]));
  const droppedByDay = new Map(dropped.map((row) => [String(row.day), number(row.count)]));
  const days = Array.from({ length: REPORT_DAYS }, (_item, index) =>
    utcDay(new Date(Date.parse(`${from}T00:00:00Z`) + index * 86_400_000)),
  );
  const figures = funnel[0] ?? {};
  const loadedPageVisitors = number(figures.loaded_visitors);
  const engagedVisitors = number(figures.engaged_visitors);
  return {
    from,
    to,
    eventsPerDay: days.map((day) => ({
      day,
      stored: storedByDay.get(day) ?? 0,
      dropped: droppedByDay.get(day) ?? 0,
    })),
    topPages: pages.map((row) => ({ path: String(row.path), views: number(row.views) })),
    funnel: {
      loadedPageVisitors,
      engagedVisitors,
      conversionPercent:
        loadedPageVisitors > 0
          ? Math.round((engagedVisitors / loadedPageVisitors) * 1000) / 10
          : null,
      loadedPageEvents: number(figures.loaded_events),
      engagementStartedEvents: number(figures.engaged_events),
    },
    droppedByEvent: droppedByEvent.map((row) => ({
      eventName: String(row.event_name),
      dropped: number(row.dropped),
    })),
    violations: violations.map((row) => ({
      eventName: String(row.event_name),
      field: String(row.field),
      keyword: String(row.keyword),
      count: number(row.count),
    })),
    clientMetrics: metrics.map((row) => ({ metric: String(row.metric), count: number(row.count) })),
    experiments,
    storage: {
      quotas: storage.quotas,
      days: usage.reverse().map((row) => ({
        day: row.day,
        stream: row.stream,
        storedBytes: row.reservedBytes,
        droppedOverQuota: row.droppedCount,
        droppedBytes: row.droppedBytes,
        refusedRequests: row.refusedRequests,
      })),
    },
  };
}

/** The rows of experimentRows grouped by experiment, variants in key order. */
function experimentReports(rows: readonly Record<string, unknown>[]): ExperimentReport[] {
  const byExperiment = new Map<string, ExperimentReport>();
  for (const row of rows) {
    const experimentId = String(row.experiment_id);
    let report = byExperiment.get(experimentId);
    if (!report) {
      report = { experimentId, experimentName: String(row.experiment_name ?? ''), variants: [] };
      byExperiment.set(experimentId, report);
    }
    const exposedVisitors = number(row.visitors);
    const engagedVisitors = number(row.engaged_visitors);
    report.variants.push({
      variantId: String(row.variant_id ?? ''),
      variantName: String(row.variant_name ?? ''),
      exposedVisitors,
      exposures: number(row.exposures),
      engagedVisitors,
      engagementPercent:
        exposedVisitors > 0 ? Math.round((engagedVisitors / exposedVisitors) * 1000) / 10 : null,
    });
  }
  return [...byExperiment.values()];
}
