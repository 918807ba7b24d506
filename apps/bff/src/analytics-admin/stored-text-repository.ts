// Where a text is kept among what visitors' browsers sent (the analytics tables and the session
// recordings): for cli/find-in-analytics.ts. A whole-table scan: an operator's one-off question,
// never a request's.
import { sql } from 'drizzle-orm';
import type { AppDb } from '../db/client.ts';

/**
 * The tables looked in: every one that keeps what visitors' browsers sent. The consent records
 * are not among them: they keep the address a visitor typed, on purpose.
 */
export const ANALYTICS_TABLES = [
  'analytics_events',
  'analytics_contexts',
  'analytics_violations',
  'analytics_client_metrics',
  'session_replay_chunks',
] as const;

/** Per table of {@link ANALYTICS_TABLES}, how many rows hold the text in any letter case. */
export async function rowsHoldingText(
  db: AppDb,
  text: string,
): Promise<Record<(typeof ANALYTICS_TABLES)[number], number>> {
  const counts = {} as Record<(typeof ANALYTICS_TABLES)[number], number>;
  for (const table of ANALYTICS_TABLES) {
    // A row's whole text (every column, JSON included); table names come from the list above.
    const result = (await db.execute(
      sql`select count(*)::int as count from ${sql.identifier(table)} as row_
          where strpos(lower(row_::text), lower(${text})) > 0`,
    )) as unknown as { rows: { count: number }[] };
    counts[table] = Number(result.rows[0]?.count ?? 0);
  }
  return counts;
}
