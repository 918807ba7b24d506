import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../src/db/migrations-folder.ts';

// Migration 0006 moves the contexts of events stored before it into analytics_contexts: a
// database at 0005 with events is migrated, and every event still finds its context.
describe('migration 0006 (analytics contexts)', () => {
  let folderAt0005: string;
  beforeAll(async () => {
    folderAt0005 = await mkdtemp(join(tmpdir(), 'lender-migrations-'));
    await cp(migrationsFolder, folderAt0005, { recursive: true });
    const journalPath = join(folderAt0005, 'meta', '_journal.json');
    const journal = JSON.parse(await readFile(journalPath, 'utf8')) as {
      entries: { idx: number }[];
    };
    journal.entries = journal.entries.filter((entry) => entry.idx <= 5);
    await writeFile(journalPath, JSON.stringify(journal));
  });
  afterAll(async () => {
    await rm(folderAt0005, { recursive: true, force: true });
  });

  it('keeps the context of every event stored before it', async () => {
    const client = await PGlite.create({ extensions: { pg_trgm } });
    try {
      const db = drizzle(client);
      await migrate(db, { migrationsFolder: folderAt0005 });
      await client.exec(`
        create table analytics_events_p20261120 partition of analytics_events
          for values from ('2026-11-20') to ('2026-11-21');
        create table analytics_events_p20261121 partition of analytics_events
          for values from ('2026-11-21') to ('2026-11-22');
        insert into analytics_events (message_id, received_day, received_at, type, event_name, context)
        values
          ('a', '2026-11-20', '2026-11-20T10:00:00Z', 'track', 'clicked_button', '{"locale": "en-US"}'),
          ('b', '2026-11-20', '2026-11-20T10:00:01Z', 'track', 'clicked_button', '{"locale": "en-US"}'),
          ('c', '2026-11-21', '2026-11-21T10:00:00Z', 'track', 'clicked_button', '{"locale": "en-US"}'),
          ('d', '2026-11-21', '2026-11-21T10:00:01Z', 'page', 'loaded_page', '{"locale": "es-US"}'),
          ('e', '2026-11-21', '2026-11-21T10:00:02Z', 'track', 'clicked_button', null);`);

      await migrate(db, { migrationsFolder });

      const joined = await client.query<{ message_id: string; context: unknown }>(`
        select message_id, context from analytics_events
        left join analytics_contexts using (context_id, received_day) order by message_id`);
      expect(joined.rows).toEqual([
        { message_id: 'a', context: { locale: 'en-US' } },
        { message_id: 'b', context: { locale: 'en-US' } },
        { message_id: 'c', context: { locale: 'en-US' } },
        { message_id: 'd', context: { locale: 'es-US' } },
        { message_id: 'e', context: null },
      ]);
      // One row per distinct context and day, each in its day's partition.
      const contexts = await client.query<{ day: string; partition: string }>(`
        select received_day::text as day, tableoid::regclass::text as partition
        from analytics_contexts order by 1, 2`);
      expect(contexts.rows).toEqual([
        { day: '2026-11-20', partition: 'analytics_contexts_p20261120' },
        { day: '2026-11-21', partition: 'analytics_contexts_p20261121' },
        { day: '2026-11-21', partition: 'analytics_contexts_p20261121' },
      ]);
    } finally {
      await client.close();
    }
  });
});
