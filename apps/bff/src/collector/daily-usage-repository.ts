// The SQL of collector_daily_usage (migration 0012): the daily quota's leases, the counts of what
// was dropped and refused, and the operators' report of them. Only this file touches the table
// (the partition job deletes expired days with the collector's other counters).
import { sql } from 'drizzle-orm';
import type { AppDb } from '../db/client.ts';

/** The two streams the quota and the counts are kept for. */
export type UsageStream = 'events' | 'replay';

/** One row's key: a UTC day (`2026-11-21`), a stream, a write key's hash. */
export interface UsageKey {
  day: string;
  stream: UsageStream;
  writeKeyHash: string;
}

/** Counts to add to one row. */
export interface UsageCounts {
  key: UsageKey;
  droppedCount: number;
  droppedBytes: number;
  refusedRequests: number;
}

/** One day and stream of the report, every write key summed. */
export interface UsageDay {
  day: string;
  stream: UsageStream;
  reservedBytes: number;
  droppedCount: number;
  droppedBytes: number;
  refusedRequests: number;
}

type Row = Record<string, unknown>;

async function rows(db: AppDb, query: ReturnType<typeof sql>): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

/** The daily usage repository over one database. */
export function createDailyUsageRepository(db: AppDb) {
  return {
    /**
     * Adds `bytes` to the day's reserved bytes if the total stays within `limit`, in one
     * statement (the row is locked while it is checked, so servers never pass the limit between
     * them); answers whether it did. `bytes` must not be more than `limit`.
     */
    async reserve(key: UsageKey, bytes: number, limit: number): Promise<boolean> {
      const found = await rows(
        db,
        sql`insert into collector_daily_usage (day, stream, write_key_hash, reserved_bytes)
            values (${key.day}::date, ${key.stream}, ${key.writeKeyHash}, ${bytes})
            on conflict (day, stream, write_key_hash) do update
              set reserved_bytes = collector_daily_usage.reserved_bytes + excluded.reserved_bytes
              where collector_daily_usage.reserved_bytes + excluded.reserved_bytes <= ${limit}::bigint
            returning reserved_bytes`,
      );
      return found.length > 0;
    },

    /** Adds counts, one statement per row (a flush holds a few rows: a day or two, two streams). */
    async addCounts(counts: readonly UsageCounts[]): Promise<void> {
      for (const { key, droppedCount, droppedBytes, refusedRequests } of counts) {
        await db.execute(
          sql`insert into collector_daily_usage
                (day, stream, write_key_hash, dropped_count, dropped_bytes, refused_requests)
              values (${key.day}::date, ${key.stream}, ${key.writeKeyHash}, ${droppedCount},
                ${droppedBytes}, ${refusedRequests})
              on conflict (day, stream, write_key_hash) do update set
                dropped_count = collector_daily_usage.dropped_count + excluded.dropped_count,
                dropped_bytes = collector_daily_usage.dropped_bytes + excluded.dropped_bytes,
                refused_requests = collector_daily_usage.refused_requests + excluded.refused_requests`,
        );
      }
    },

    /** The UTC days `from` to `to` (both included) that have a row, per stream, oldest first. */
    async usageBetween(from: string, to: string): Promise<UsageDay[]> {
      const found = await rows(
        db,
        sql`select day::text as day, stream, sum(reserved_bytes) as reserved_bytes,
              sum(dropped_count) as dropped_count, sum(dropped_bytes) as dropped_bytes,
              sum(refused_requests) as refused_requests
            from collector_daily_usage where day between ${from}::date and ${to}::date
            group by day, stream order by day, stream`,
      );
      return found.map((row) => ({
        day: String(row.day),
        stream: row.stream as UsageStream,
        reservedBytes: Number(row.reserved_bytes ?? 0),
        droppedCount: Number(row.dropped_count ?? 0),
        droppedBytes: Number(row.dropped_bytes ?? 0),
        refusedRequests: Number(row.refused_requests ?? 0),
      }));
    },
  };
}

/** The daily usage repository. */
export type DailyUsageRepository = ReturnType<typeof createDailyUsageRepository>;
