import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryDatabase, pgliteTemplateTar, queryRows } from '../../test/helpers.ts';
import type { Database } from './client.ts';
import { openPgliteThread, type PgliteThread } from './pglite-thread.ts';

describe('PGlite in its own thread', () => {
  let thread: PgliteThread;
  beforeAll(async () => {
    // The build's template when there is one: the thread works the same, without initdb's seconds.
    const loadDataDir = await pgliteTemplateTar();
    thread = await openPgliteThread(loadDataDir ? { memory: true, loadDataDir } : { memory: true });
    await thread.exec('create table items (id integer primary key, label text not null)');
  });
  afterAll(() => thread.close());

  it('answers queries with parameters, in object and array row modes', async () => {
    await thread.query('insert into items values ($1, $2), ($3, $4)', [1, 'one', 2, 'two']);
    const objects = await thread.query<{ id: number; label: string }>(
      'select id, label from items where id <= $1 order by id',
      [2],
    );
    expect(objects.rows).toEqual([
      { id: 1, label: 'one' },
      { id: 2, label: 'two' },
    ]);
    const arrays = await thread.query('select id, label from items order by id', [], {
      rowMode: 'array',
    });
    expect(arrays.rows).toEqual([
      [1, 'one'],
      [2, 'two'],
    ]);
    await thread.query('delete from items');
  });

  it('creates WAL segments without zero-filling them (no stall in the middle of a commit)', async () => {
    const setting = await thread.query<{ wal_init_zero: string }>('show wal_init_zero');
    expect(setting.rows).toEqual([{ wal_init_zero: 'off' }]);
  });

  it('keeps the types drizzle asks for as PostgreSQL wrote them', async () => {
    const keepText = (value: string) => value;
    const parsed = await thread.query<{ at: unknown }>(
      `select timestamptz '2026-11-21 12:00:00+00' as at`,
    );
    expect(parsed.rows[0]!.at).toBeInstanceOf(Date);
    const kept = await thread.query<{ at: unknown }>(
      `select timestamptz '2026-11-21 12:00:00+00' as at`,
      [],
      { parsers: { 1184: keepText } },
    );
    expect(kept.rows[0]!.at).toBe('2026-11-21 12:00:00+00');
  });

  it('commits a transaction that resolves and rolls back one that throws', async () => {
    await thread.transaction(async (tx) => {
      await tx.query('insert into items values (10, $1)', ['kept']);
    });
    const failure = new Error('changed my mind');
    await expect(
      thread.transaction(async (tx) => {
        await tx.query('insert into items values (11, $1)', ['dropped']);
        throw failure;
      }),
    ).rejects.toBe(failure);
    const rows = await thread.query<{ id: number }>('select id from items order by id');
    expect(rows.rows).toEqual([{ id: 10 }]);
    await thread.query('delete from items');
  });

  it('makes other queries wait while a transaction holds the database', async () => {
    const order: string[] = [];
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let markWritten: () => void = () => undefined;
    const written = new Promise<void>((resolve) => (markWritten = resolve));
    const transaction = thread.transaction(async (tx) => {
      await tx.query('insert into items values (20, $1)', ['inside']);
      order.push('transaction wrote');
      markWritten();
      await held;
    });
    try {
      // Once the transaction has written (not after a fixed sleep: CI's load can delay it past
      // one), ask from outside it, and give that query time to run if it wrongly could.
      await written;
      const outside = thread
        .query<{ count: number }>('select count(*)::int as count from items')
        .then((result) => {
          order.push('outside read');
          return result.rows[0]!.count;
        });
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(order).toEqual(['transaction wrote']);
      release();
      await transaction;
      // The outside query ran after the commit, so it sees the row.
      expect(await outside).toBe(1);
      expect(order).toEqual(['transaction wrote', 'outside read']);
    } finally {
      // A failed check must not leave the database held: the later tests would wait for it.
      release();
      await transaction.catch(() => undefined);
      await thread.query('delete from items');
    }
  });

  it('stores COPYs sent at once, each committed or refused on its own', async () => {
    await thread.exec('create table copied (id integer primary key, label text)');
    // The thread passes each chunk to COPY as it is; COPY text here, binary in the collector.
    const text = (...chunks: string[]) => chunks.map((chunk) => Buffer.from(chunk));
    const sql = "copy copied from '/dev/blob'";
    await thread.copyFrom(sql, text('1\tstored before\n'));
    const outcomes = await Promise.allSettled([
      thread.copyFrom(sql, text('2\ttwo\n', '3\tthree\n')),
      thread.copyFrom(sql, text('4\tfour\n1\trepeats a stored key\n')),
      thread.copyFrom(sql, text('5\tfive\n')),
      thread.copyFrom(sql, text('6\tsix\n6\trepeats itself\n')),
      thread.copyFrom(sql, text('7\tseven\n')),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    expect((outcomes[1] as PromiseRejectedResult).reason).toMatchObject({ code: '23505' });
    const rows = await thread.query<{ id: number }>('select id from copied order by id');
    expect(rows.rows.map((row) => row.id)).toEqual([1, 2, 3, 5, 7]);
  });

  it("passes PostgreSQL's error fields across, and rolls back a transaction whose commit fails", async () => {
    await thread.query('insert into items values (30, $1)', ['first']);
    const duplicate = await thread
      .query('insert into items values (30, $1)', ['again'])
      .catch((error: unknown) => error);
    expect(duplicate).toBeInstanceOf(Error);
    expect(duplicate).toMatchObject({ code: '23505', constraint: 'items_pkey' });
    // A failed statement caught inside the transaction leaves it aborted: the commit fails.
    await expect(
      thread.transaction(async (tx) => {
        await tx.query('insert into items values (31, $1)', ['lost']);
        await tx.query('insert into items values (30, $1)', ['again']).catch(() => undefined);
      }),
    ).rejects.toThrow();
    const rows = await thread.query<{ id: number }>('select id from items order by id');
    expect(rows.rows).toEqual([{ id: 30 }]);
    await thread.query('delete from items');
  });
});

describe('the database opened on the thread', () => {
  let database: Database;
  beforeAll(async () => {
    database = await memoryDatabase();
  });
  afterAll(() => database.close());

  it('runs drizzle transactions with nested savepoints', async () => {
    await database.db.execute(sql`create table notes (id integer primary key)`);
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into notes values (1)`);
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`insert into notes values (2)`);
          throw new Error('undo the inner one');
        })
        .catch(() => undefined);
      await tx.execute(sql`insert into notes values (3)`);
    });
    const rows = await queryRows<{ id: number }>(database, sql`select id from notes order by id`);
    expect(rows.map((row) => row.id)).toEqual([1, 3]);
  });

  it('refuses queries once closed, with a clear error', async () => {
    const closing = await memoryDatabase();
    await closing.close();
    const error = await closing.db.execute(sql`select 1`).catch((caught: unknown) => caught);
    // drizzle wraps the driver's error; the thread's reason is its cause.
    expect((error as Error).cause).toMatchObject({ message: 'The database is closed' });
  });
});

describe('a script that leaves the database open', () => {
  it('still exits when its work is done, and waits for an answer it needs', () => {
    const client = fileURLToPath(new URL('./client.ts', import.meta.url));
    // Resolved here: the script lives in a temporary directory, outside this package.
    const drizzle = import.meta.resolve('drizzle-orm');
    const script = `
      const { openDatabase } = await import(${JSON.stringify(client)});
      const { sql } = await import(${JSON.stringify(drizzle)});
      const database = await openDatabase({ memory: true });
      const result = await database.db.execute(sql\`select 41 + 1 as answer\`);
      console.log(result.rows[0].answer);
    `;
    const file = join(mkdtempSync(join(tmpdir(), 'lender-open-db-')), 'script.mjs');
    writeFileSync(file, script);
    const run = spawnSync(process.execPath, ['--conditions=@lender/source', file], {
      cwd: fileURLToPath(new URL('../..', import.meta.url)),
      encoding: 'utf8',
      timeout: 180_000,
    });
    expect(run.stderr).toBe('');
    expect(run.stdout.trim()).toBe('42');
    expect(run.status).toBe(0);
  });
});
