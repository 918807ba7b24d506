import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DATABASE_KINDS, queryRows, testDatabase } from '../../test/helpers.ts';
import { bulkCopy, copyChunks, copyValue, isUniqueViolation } from './bulk-copy.ts';
import type { BulkColumn } from './bulk-insert.ts';

const AWKWARD = [
  '',
  'NULL',
  '\\N',
  'tab\there',
  'new\nline',
  'return\r',
  'back\\slash',
  '\\.',
  '{"a": "b\\"c\\n"}',
  ' spaced ',
  'ünï 🏠',
];

describe('copyValue', () => {
  it('writes NULL as \\N and escapes backslash, tab, newline and return', () => {
    expect(copyValue(null)).toBe('\\N');
    expect(copyValue(undefined)).toBe('\\N');
    expect(copyValue('\\N')).toBe('\\\\N');
    expect(copyValue('a\tb\nc\rd\\e')).toBe('a\\tb\\nc\\rd\\\\e');
    expect(copyValue('plain text')).toBe('plain text');
    expect(copyValue(12.5)).toBe('12.5');
    expect(copyValue(true)).toBe('t');
    expect(copyValue(false)).toBe('f');
    expect(() => copyValue(Number.POSITIVE_INFINITY)).toThrow('not a finite number');
  });
});

describe('copyChunks', () => {
  const columns = (count: number): BulkColumn[] => [
    { name: 'id', type: 'integer', values: Array.from({ length: count }, (_item, index) => index) },
    {
      name: 'label',
      type: 'text',
      values: Array.from({ length: count }, (_item, index) => `row ${index}`),
    },
  ];

  it('writes one line per row, tab-separated, cut at row boundaries', () => {
    const chunks = copyChunks(columns(1_000), 1_000);
    expect(chunks.length).toBeGreaterThan(10);
    for (const chunk of chunks) {
      expect(chunk.endsWith('\n')).toBe(true);
      expect(chunk.length).toBeLessThan(1_000);
    }
    const lines = chunks.join('').split('\n').slice(0, -1);
    expect(lines).toHaveLength(1_000);
    expect(lines[0]).toBe('0\trow 0');
    expect(lines[999]).toBe('999\trow 999');
  });

  it('keeps a row longer than a chunk whole, in a chunk of its own', () => {
    const long = 'x'.repeat(50);
    const chunks = copyChunks([{ name: 'label', type: 'text', values: ['a', long, 'b'] }], 20);
    expect(chunks).toEqual(['a\n', `${long}\n`, 'b\n']);
  });

  it('writes nothing for no rows and refuses columns of different lengths', () => {
    expect(copyChunks(columns(0))).toEqual([]);
    expect(() =>
      copyChunks([
        { name: 'a', type: 'text', values: ['x'] },
        { name: 'b', type: 'text', values: [] },
      ]),
    ).toThrow('different lengths');
  });
});

describe.each(DATABASE_KINDS)('bulkCopy into %s', (kind) => {
  it('round-trips awkward text, NULLs and jsonb unchanged, across several chunks', async () => {
    const { database, dispose } = await testDatabase(kind);
    try {
      await database.db.execute(
        sql`create table copied (id integer primary key, label text, doc jsonb, day date)`,
      );
      const count = 3_000;
      const labels = Array.from({ length: count }, (_item, index) =>
        index % 7 === 0 ? null : `${AWKWARD[index % AWKWARD.length]} ${index}`,
      );
      const docs = labels.map((label) => (label === null ? null : JSON.stringify({ label })));
      const columns: BulkColumn[] = [
        { name: 'id', type: 'integer', values: labels.map((_label, index) => index) },
        { name: 'label', type: 'text', values: labels },
        { name: 'doc', type: 'text', values: docs },
        { name: 'day', type: 'date', values: labels.map(() => '2026-11-21') },
      ];
      expect(copyChunks(columns).length).toBeGreaterThan(2);
      await bulkCopy(database.copyFrom, 'copied', columns);
      const rows = await queryRows<{ id: number; label: string | null; doc: unknown; day: string }>(
        database,
        sql`select id, label, doc, day::text as day from copied order by id`,
      );
      expect(rows.map((row) => row.label)).toEqual(labels);
      expect(rows.map((row) => row.doc)).toEqual(
        labels.map((label) => (label === null ? null : { label })),
      );
      expect(new Set(rows.map((row) => row.day))).toEqual(new Set(['2026-11-21']));
    } finally {
      await dispose();
    }
  });

  it('stores nothing of a copy that hits a duplicate key, and says it is one', async () => {
    const { database, dispose } = await testDatabase(kind);
    try {
      await database.db.execute(sql`create table keyed (id integer primary key)`);
      await database.db.execute(sql`insert into keyed values (2500)`);
      const ids = Array.from({ length: 3_000 }, (_item, index) => index);
      const error = await bulkCopy(database.copyFrom, 'keyed', [
        { name: 'id', type: 'integer', values: ids },
      ]).catch((caught: unknown) => caught);
      expect(isUniqueViolation(error)).toBe(true);
      const rows = await queryRows<{ count: number }>(
        database,
        sql`select count(*)::int as count from keyed`,
      );
      // The chunks before the one with the duplicate were rolled back with it.
      expect(rows[0]!.count).toBe(1);
    } finally {
      await dispose();
    }
  });
});

describe('isUniqueViolation', () => {
  it('finds code 23505 on the error or a cause, and nothing else', () => {
    const unique = Object.assign(new Error('duplicate key'), { code: '23505' });
    expect(isUniqueViolation(unique)).toBe(true);
    expect(isUniqueViolation(new Error('query failed', { cause: unique }))).toBe(true);
    expect(isUniqueViolation(Object.assign(new Error('check'), { code: '23514' }))).toBe(false);
    expect(isUniqueViolation('23505')).toBe(false);
    expect(isUniqueViolation(undefined)).toBe(false);
  });
});
