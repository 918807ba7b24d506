// Day partitions of analytics_events and analytics_contexts (migrations 0004 and 0006): created
// ahead (yesterday, today and the next PARTITION_DAYS_AHEAD days) at start and every hour, created
// on demand before an insert for a day that has none, and dropped whole once older than the
// retention. Both tables get a day's partition together and lose it together. Dropping a day's
// table is instant and leaves no dead rows, unlike DELETE on a big table.
import { sql } from 'drizzle-orm';
import type { AppDb } from '../db/client.ts';
import { PARTITION_DAYS_AHEAD } from './collector-limits.ts';
import { utcDay } from './event-record.ts';

const DAY_MS = 86_400_000;
const PARENT = 'analytics_events';
/** The partitioned tables, each with a partition per day. */
const PARENTS = ['analytics_events', 'analytics_contexts'] as const;
type Parent = (typeof PARENTS)[number];
const PARTITION_PATTERN = /^analytics_events_p(\d{4})(\d{2})(\d{2})$/;

/** `analytics_events_p20261121` for 2026-11-21 (`analytics_contexts_p20261121` for the contexts). */
export function partitionName(day: string, parent: Parent = PARENT): string {
  return `${parent}_p${day.replaceAll('-', '')}`;
}

/** The day a partition holds, or undefined for a table that is not one of ours. */
export function partitionDay(name: string): string | undefined {
  const match = PARTITION_PATTERN.exec(name);
  return match ? `${match[1]}-${match[2]}-${match[3]}` : undefined;
}

/** The day after a `YYYY-MM-DD` day. */
export function nextDay(day: string): string {
  return utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS));
}

/** The days to have partitions for: yesterday (clocks near midnight), today and the days ahead. */
export function daysAhead(now: Date, ahead = PARTITION_DAYS_AHEAD): string[] {
  const today = Date.parse(`${utcDay(now)}T00:00:00Z`);
  return Array.from({ length: ahead + 2 }, (_item, index) =>
    utcDay(new Date(today + (index - 1) * DAY_MS)),
  );
}

/** The first day kept: partitions of days before it are dropped. */
export function retentionStart(now: Date, retentionDays: number): string {
  return utcDay(new Date(Date.parse(`${utcDay(now)}T00:00:00Z`) - (retentionDays - 1) * DAY_MS));
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** The days that have a partition. */
export async function existingPartitionDays(db: AppDb): Promise<string[]> {
  const result = await db.execute(sql`
    select child.relname as name
    from pg_inherits
    join pg_class parent on parent.oid = pg_inherits.inhparent
    join pg_class child on child.oid = pg_inherits.inhrelid
    join pg_namespace on pg_namespace.oid = parent.relnamespace
    where parent.relname = ${PARENT} and pg_namespace.nspname = current_schema()`);
  return rowsOf<{ name: string }>(result)
    .map((row) => partitionDay(row.name))
    .filter((day): day is string => day !== undefined)
    .sort();
}

/**
 * Creates the day's partitions (events and contexts) unless they exist. Two servers may race to
 * create the same one; the loser's error is ignored once the table is there.
 */
export async function ensurePartition(db: AppDb, day: string): Promise<void> {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new Error(`not a day: ${day}`);
  for (const parent of PARENTS) {
    const name = partitionName(day, parent);
    try {
      await db.execute(
        sql.raw(
          `create table if not exists "${name}" partition of "${parent}" for values from ('${day}') to ('${nextDay(day)}')`,
        ),
      );
    } catch (error) {
      const exists = rowsOf<{ found: string | null }>(
        await db.execute(sql`select to_regclass(${name})::text as found`),
      );
      if (!exists[0]?.found) throw error;
    }
  }
}

/** Drops the partitions of days before the retention, and the counters of those days. */
export async function dropExpired(db: AppDb, now: Date, retentionDays: number): Promise<string[]> {
  const first = retentionStart(now, retentionDays);
  const expired = (await existingPartitionDays(db)).filter((day) => day < first);
  for (const day of expired) {
    for (const parent of PARENTS) {
      await db.execute(sql.raw(`drop table if exists "${partitionName(day, parent)}"`));
    }
  }
  await db.execute(sql`delete from analytics_violations where day < ${first}::date`);
  await db.execute(sql`delete from analytics_client_metrics where day < ${first}::date`);
  await db.execute(sql`delete from collector_daily_usage where day < ${first}::date`);
  return expired;
}

/** The hourly job: partitions for the days ahead, expired days dropped. */
export async function maintainPartitions(
  db: AppDb,
  now: Date,
  retentionDays: number,
): Promise<{ created: string[]; dropped: string[] }> {
  const existing = new Set(await existingPartitionDays(db));
  const created: string[] = [];
  for (const day of daysAhead(now)) {
    if (existing.has(day)) continue;
    await ensurePartition(db, day);
    created.push(day);
  }
  const dropped = await dropExpired(db, now, retentionDays);
  return { created, dropped };
}
