// The collector's tables as the operators' pages read them (GET /admin/analytics, /admin/
// analytics.json and /admin/analytics/events). Every report query names the day range, so
// PostgreSQL reads only those days' partitions.
import { and, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { AppDb } from '../db/client.ts';
import { analyticsContexts, analyticsEvents } from '../db/schema.ts';

/** A row as the database answers it: counts may come as strings (bigint), days as text. */
export type Row = Record<string, unknown>;

async function rows(db: AppDb, query: ReturnType<typeof sql>): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

/** The report's figures as rows, for the UTC days `from` to `to` (both `YYYY-MM-DD`, included). */
export interface ReportRows {
  stored: Row[];
  dropped: Row[];
  pages: Row[];
  funnel: Row[];
  droppedByEvent: Row[];
  violations: Row[];
  metrics: Row[];
}

/**
 * Reads the report's figures: events stored and dropped per day, the most viewed pages, the
 * loaded_page → engagement_started funnel, drops per event, violations and the library's metrics.
 * `droppedKeyword` is the violation keyword that counts a dropped event.
 */
export async function reportRows(
  db: AppDb,
  {
    from,
    to,
    topPages,
    topViolations,
    droppedKeyword,
  }: {
    from: string;
    to: string;
    topPages: number;
    topViolations: number;
    droppedKeyword: string;
  },
): Promise<ReportRows> {
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
          where day between ${from}::date and ${to}::date and keyword = ${droppedKeyword} group by day`,
    ),
    rows(
      db,
      sql`select page_path as path, count(*) as views from analytics_events
          where ${inRange} and event_name = 'loaded_page' and page_path is not null
          group by page_path order by views desc, page_path limit ${topPages}`,
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
          where day between ${from}::date and ${to}::date and keyword = ${droppedKeyword}
          group by event_name order by dropped desc, event_name limit ${topViolations}`,
    ),
    rows(
      db,
      sql`select event_name, field, keyword, sum(count) as count from analytics_violations
          where day between ${from}::date and ${to}::date and keyword <> ${droppedKeyword}
          group by event_name, field, keyword
          order by count desc, event_name, field, keyword limit ${topViolations}`,
    ),
    rows(
      db,
      sql`select metric, sum(count) as count from analytics_client_metrics
          where day between ${from}::date and ${to}::date group by metric order by metric`,
    ),
  ]);
  return { stored, dropped, pages, funnel, droppedByEvent, violations, metrics };
}

/** GET /admin/analytics/events' filter: one visitor's or one event's latest events. */
export interface StoredEventsFilter {
  anonymousId?: string;
  event?: string;
  limit: number;
}

/** The latest stored events, newest first, each with its context joined back (migration 0006). */
export async function storedEvents(db: AppDb, { anonymousId, event, limit }: StoredEventsFilter) {
  const conditions: SQL[] = [];
  if (anonymousId) conditions.push(eq(analyticsEvents.anonymousId, anonymousId));
  if (event) conditions.push(eq(analyticsEvents.eventName, event));
  const { contextId: _contextId, ...eventColumns } = getTableColumns(analyticsEvents);
  return db
    .select({ ...eventColumns, context: analyticsContexts.context })
    .from(analyticsEvents)
    .leftJoin(
      analyticsContexts,
      and(
        eq(analyticsContexts.contextId, analyticsEvents.contextId),
        eq(analyticsContexts.receivedDay, analyticsEvents.receivedDay),
      ),
    )
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(desc(analyticsEvents.receivedAt))
    .limit(limit);
}

/** The events counted as engagement after an exposure: a click on a button or a link, or a start. */
export const EXPERIMENT_ENGAGEMENT_EVENTS = [
  'clicked_button',
  'clicked_link',
  'engagement_started',
];

/**
 * Per experiment and variant (participated_in_experiment's experiment_id and variant_id): the
 * visitors exposed (anonymous id, else user id), their exposure events, and how many of them sent
 * an engagement event at or after their first exposure, in the UTC days `from` to `to`.
 */
export async function experimentRows(
  db: AppDb,
  { from, to }: { from: string; to: string },
): Promise<Row[]> {
  const inRange = sql`received_day between ${from}::date and ${to}::date`;
  const engagementEvents = sql.join(
    EXPERIMENT_ENGAGEMENT_EVENTS.map((name) => sql`${name}`),
    sql`, `,
  );
  return rows(
    db,
    sql`with exposed as (
          select properties->>'experiment_id' as experiment_id,
                 properties->>'variant_id' as variant_id,
                 max(properties->>'experiment_name') as experiment_name,
                 max(properties->>'variant_name') as variant_name,
                 coalesce(anonymous_id, user_id) as visitor,
                 min(coalesce("timestamp", received_at)) as first_at, count(*) as events
          from analytics_events
          where ${inRange} and event_name = 'participated_in_experiment'
            and properties->>'experiment_id' is not null
          group by 1, 2, 5
        ), engaged as (
          select coalesce(anonymous_id, user_id) as visitor,
                 max(coalesce("timestamp", received_at)) as last_at
          from analytics_events
          where ${inRange} and event_name in (${engagementEvents}) group by 1
        )
        select experiment_id, coalesce(variant_id, '') as variant_id,
               max(experiment_name) as experiment_name, max(variant_name) as variant_name,
               count(*) as visitors, sum(events) as exposures,
               count(*) filter (where engaged.last_at >= exposed.first_at) as engaged_visitors
        from exposed left join engaged using (visitor)
        group by experiment_id, variant_id order by experiment_id, variant_id`,
  );
}
