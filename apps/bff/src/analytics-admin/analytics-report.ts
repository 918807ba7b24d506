// The figures of /admin/analytics and /admin/analytics.json, read from the collector's tables over
// the last REPORT_DAYS UTC days (today included). Every query names the day range, so PostgreSQL
// reads only those days' partitions.
import { sql } from 'drizzle-orm';
import type { AppDb } from '../db/client.ts';
import { utcDay } from '../collector/event-record.ts';
import { DROPPED_EVENT } from '../collector/event-validator.ts';

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
}

type Row = Record<string, unknown>;

async function rows(db: AppDb, query: ReturnType<typeof sql>): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

const number = (value: unknown): number => Number(value ?? 0);

/** The report of the REPORT_DAYS days up to `now`'s day. */
export async function analyticsReport(db: AppDb, now: Date): Promise<AnalyticsReport> {
  const to = utcDay(now);
  const from = utcDay(new Date(Date.parse(`${to}T00:00:00Z`) - (REPORT_DAYS - 1) * 86_400_000));
  const inRange = sql`received_day between ${from}::date and ${to}::date`;

  const [stored, dropped, pages, funnel, droppedByEvent, violations, metrics] = await Promise.all([
    rows(
      db,
      sql`select received_day::text as day, count(*) as count from analytics_events
          where ${inRange} group by received_day`,
    ),
    rows(
      db,
      sql`select day::text as day, sum(count) as count from analytics_violations
          where day between ${from}::date and ${to}::date and keyword = ${DROPPED_EVENT} group by day`,
    ),
    rows(
      db,
      sql`select page_path as path, count(*) as views from analytics_events
          where ${inRange} and event_name = 'loaded_page' and page_path is not null
          group by page_path order by views desc, page_path limit ${TOP_PAGES}`,
    ),
    rows(
      db,
      sql`with loaded as (
            select coalesce(anonymous_id, user_id) as visitor,
                   min(coalesce("timestamp", received_at)) as first_at, count(*) as events
            from analytics_events where ${inRange} and event_name = 'loaded_page' group by 1
          ), engaged as (
            select coalesce(anonymous_id, user_id) as visitor,
                   max(coalesce("timestamp", received_at)) as last_at, count(*) as events
            from analytics_events where ${inRange} and event_name = 'engagement_started' group by 1
          )
          select (select count(*) from loaded) as loaded_visitors,
                 (select coalesce(sum(events), 0) from loaded) as loaded_events,
                 (select coalesce(sum(events), 0) from engaged) as engaged_events,
                 (select count(*) from loaded join engaged using (visitor)
                  where engaged.last_at >= loaded.first_at) as engaged_visitors`,
    ),
    rows(
      db,
      sql`select event_name, sum(count) as dropped from analytics_violations
          where day between ${from}::date and ${to}::date and keyword = ${DROPPED_EVENT}
          group by event_name order by dropped desc, event_name limit ${TOP_VIOLATIONS}`,
    ),
    rows(
      db,
      sql`select event_name, field, keyword, sum(count) as count from analytics_violations
          where day between ${from}::date and ${to}::date and keyword <> ${DROPPED_EVENT}
          group by event_name, field, keyword
          order by count desc, event_name, field, keyword limit ${TOP_VIOLATIONS}`,
    ),
    rows(
      db,
      sql`select metric, sum(count) as count from analytics_client_metrics
          where day between ${from}::date and ${to}::date group by metric order by metric`,
    ),
  ]);

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
  };
}
