// The only module that writes the collector's tables: one flush of the writer becomes at most
// three statements (events, violation counts, metric counts), each one multi-row unnest insert.
import { bulkInsert } from '../db/bulk-insert.ts';
import type { AppDb } from '../db/client.ts';
import type { FlushBatch } from './event-writer.ts';
import { ensurePartition } from './partitions.ts';

/** Stores flushes, creating a day's partition the first time it sees the day. */
export function createEventStore(db: AppDb): (batch: FlushBatch) => Promise<void> {
  const known = new Set<string>();
  return async ({ events, violations, metrics }) => {
    for (const day of new Set(events.map((row) => row.receivedDay))) {
      if (known.has(day)) continue;
      await ensurePartition(db, day);
      known.add(day);
    }
    if (events.length > 0) {
      const column = <Key extends keyof (typeof events)[number]>(key: Key) =>
        events.map((row) => row[key]);
      await bulkInsert(
        db,
        'analytics_events',
        [
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
          { name: 'context', type: 'text', castTo: 'jsonb', values: column('context') },
        ],
        // A retry of a stored message (same id, same day) is dropped silently.
        'on conflict do nothing',
      );
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
