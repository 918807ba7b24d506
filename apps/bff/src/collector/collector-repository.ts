// The only module that writes the collector's tables: one flush of the writer becomes at most
// four statements (new contexts, events, violation counts, metric counts), each one multi-row
// unnest insert, or a COPY for the events. A context this process has stored today is
// not sent again: the ten events of a batch, and a page's later batches, carry only its id.
import { bulkCopy, isUniqueViolation, type CopyFrom } from '../db/bulk-copy.ts';
import type { BulkColumn } from '../db/bulk-column.ts';
import { bulkInsert } from '../db/bulk-insert.ts';
import type { AppDb } from '../db/client.ts';
import type { FlushBatch } from './event-writer.ts';
import { ensurePartition } from './partition-repository.ts';

/** Contexts remembered as stored; past this the memory starts again (a few duplicates at worst). */
const KNOWN_CONTEXTS_MAX = 100_000;

/**
 * Events into analytics_events. With COPY the rows go in at half the cost; a retried
 * message that is already stored makes the COPY fail whole on the primary key, and the flush is
 * then inserted again with ON CONFLICT DO NOTHING, which skips exactly the stored ones.
 */
async function insertEvents(
  db: AppDb,
  copyFrom: CopyFrom,
  columns: readonly BulkColumn[],
): Promise<void> {
  try {
    await bulkCopy(copyFrom, 'analytics_events', columns);
    return;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
  // A retry of a stored message (same id, same day) is dropped silently.
  await bulkInsert(db, 'analytics_events', columns, 'on conflict do nothing');
}

/**
 * Stores flushes, creating a day's partition the first time it sees the day. `copyFrom` is the
 * database's COPY (Database.copyFrom), which writes the events.
 */
export function createEventStore(
  db: AppDb,
  copyFrom: CopyFrom,
): (batch: FlushBatch) => Promise<void> {
  const known = new Set<string>();
  /** `day id` of contexts committed by this process (another process's are skipped by the key). */
  const storedContexts = new Set<string>();
  return async ({ events, violations, metrics }) => {
    for (const day of new Set(events.map((row) => row.receivedDay))) {
      if (known.has(day)) continue;
      await ensurePartition(db, day);
      known.add(day);
    }
    const newContexts = new Map<string, { day: string; id: string; json: string }>();
    for (const row of events) {
      if (row.contextId === null || row.context === null) continue;
      const key = `${row.receivedDay} ${row.contextId}`;
      if (!storedContexts.has(key) && !newContexts.has(key)) {
        newContexts.set(key, { day: row.receivedDay, id: row.contextId, json: row.context });
      }
    }
    if (newContexts.size > 0) {
      const contexts = [...newContexts.values()];
      await bulkInsert(
        db,
        'analytics_contexts',
        [
          { name: 'context_id', type: 'text', values: contexts.map((item) => item.id) },
          { name: 'received_day', type: 'date', values: contexts.map((item) => item.day) },
          {
            name: 'context',
            type: 'text',
            castTo: 'jsonb',
            values: contexts.map((item) => item.json),
          },
        ],
        'on conflict do nothing',
      );
      // Remembered once committed: a failed flush stores them again with its retry.
      if (storedContexts.size + newContexts.size > KNOWN_CONTEXTS_MAX) storedContexts.clear();
      for (const key of newContexts.keys()) storedContexts.add(key);
    }
    if (events.length > 0) {
      const column = <Key extends keyof (typeof events)[number]>(key: Key) =>
        events.map((row) => row[key]);
      await insertEvents(db, copyFrom, [
        { name: 'message_id', type: 'text', values: column('messageId') },
        { name: 'received_day', type: 'date', values: column('receivedDay') },
        {
          name: 'received_at',
          type: 'text',
          castTo: 'timestamptz',
          values: column('receivedAt'),
        },
        { name: 'type', type: 'text', values: column('type') },
        { name: 'event_name', type: 'text', values: column('eventName') },
        { name: 'anonymous_id', type: 'text', values: column('anonymousId') },
        { name: 'user_id', type: 'text', values: column('userId') },
        { name: 'sent_at', type: 'text', castTo: 'timestamptz', values: column('sentAt') },
        { name: 'timestamp', type: 'text', castTo: 'timestamptz', values: column('timestamp') },
        { name: 'page_path', type: 'text', values: column('pagePath') },
        { name: 'page_name', type: 'text', values: column('pageName') },
        { name: 'properties', type: 'text', castTo: 'jsonb', values: column('properties') },
        { name: 'context_id', type: 'text', values: column('contextId') },
      ]);
    }
    if (violations.length > 0) {
      await bulkInsert(
        db,
        'analytics_violations',
        [
          { name: 'day', type: 'date', values: violations.map((item) => item.key.day) },
          {
            name: 'event_name',
            type: 'text',
            values: violations.map((item) => item.key.eventName),
          },
          { name: 'field', type: 'text', values: violations.map((item) => item.key.field) },
          { name: 'keyword', type: 'text', values: violations.map((item) => item.key.keyword) },
          {
            name: 'count',
            type: 'integer',
            castTo: 'bigint',
            values: violations.map((item) => item.count),
          },
        ],
        'on conflict (day, event_name, field, keyword) do update set count = analytics_violations.count + excluded.count',
      );
    }
    if (metrics.length > 0) {
      await bulkInsert(
        db,
        'analytics_client_metrics',
        [
          { name: 'day', type: 'date', values: metrics.map((item) => item.key.day) },
          { name: 'metric', type: 'text', values: metrics.map((item) => item.key.metric) },
          {
            name: 'count',
            type: 'integer',
            castTo: 'bigint',
            values: metrics.map((item) => item.count),
          },
        ],
        'on conflict (day, metric) do update set count = analytics_client_metrics.count + excluded.count',
      );
    }
  };
}
