import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DATABASE_KINDS, queryRows, testDatabase } from '../../test/helpers.ts';
import {
  bulkCopy,
  copyTuples,
  isUniqueViolation,
  postgresDate,
  postgresTimestamp,
} from './bulk-copy.ts';
import type { BulkColumn } from './bulk-column.ts';

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

// Days from 2000-01-01 to 2026-01-01: 26 years, 7 of them leap (2000, 2004 … 2024); then
// January–October 2026 (304 days) and 20 more to the 21st. Worked out by hand, not by Date.
const DAYS_TO_2026_11_21 = 26 * 365 + 7 + 304 + 20;

describe('postgresDate (binary date: days since 2000-01-01)', () => {
  it('counts days from 2000-01-01, before it too', () => {
    expect(postgresDate('2000-01-01')).toBe(0);
    expect(postgresDate('2000-01-02')).toBe(1);
    expect(postgresDate('1999-12-31')).toBe(-1);
    expect(postgresDate('2026-11-21')).toBe(DAYS_TO_2026_11_21);
    expect(postgresDate('2024-02-29')).toBe(postgresDate('2024-03-01') - 1);
  });

  it.each([
    '2026-02-30',
    '2023-02-29',
    '2026-13-01',
    '2026-1-01',
    '1969-12-31',
    '2026-11-21T00:00:00Z',
    '',
  ])('refuses %j', (text) => {
    expect(() => postgresDate(text)).toThrow('not a date');
  });
});

describe('postgresTimestamp (binary timestamptz: microseconds since 2000-01-01T00:00:00Z)', () => {
  it('counts microseconds, with 0 to 6 fraction digits', () => {
    expect(postgresTimestamp('2000-01-01T00:00:00Z')).toBe(0n);
    expect(postgresTimestamp('2000-01-01T00:00:00.000001Z')).toBe(1n);
    expect(postgresTimestamp('1999-12-31T23:59:59.5Z')).toBe(-500_000n);
    const noon = BigInt(DAYS_TO_2026_11_21 * 86_400 + 12 * 3600 + 34 * 60 + 56) * 1_000_000n;
    expect(postgresTimestamp('2026-11-21T12:34:56Z')).toBe(noon);
    expect(postgresTimestamp('2026-11-21T12:34:56.7Z')).toBe(noon + 700_000n);
    expect(postgresTimestamp('2026-11-21T12:34:56.789Z')).toBe(noon + 789_000n);
    expect(postgresTimestamp('2026-11-21T12:34:56.789012Z')).toBe(noon + 789_012n);
  });

  it.each([
    '2026-11-21T12:34:56.1234567Z',
    '2026-11-21T12:34:56.Z',
    '2026-11-21 12:34:56Z',
    '2026-11-21T24:00:00Z',
    '2026-11-21T12:60:00Z',
    '2026-11-21T12:34:56+01:00',
    '2026-11-21T12:34:56',
    '2026-02-30T00:00:00Z',
    '1969-12-31T23:59:59Z',
  ])('refuses %j', (text) => {
    expect(() => postgresTimestamp(text)).toThrow('not a UTC time');
  });
});

describe('copyTuples (binary COPY)', () => {
  const hex = (chunks: readonly Uint8Array[]) => Buffer.concat(chunks).toString('hex');

  it('writes each row as a field count, then each value as its length and bytes', () => {
    const chunks = copyTuples([
      { name: 'id', type: 'integer', values: [1] },
      { name: 'label', type: 'text', values: ['é'] },
      { name: 'doc', type: 'text', castTo: 'jsonb', values: ['{}'] },
      { name: 'note', type: 'text', values: [null] },
      { name: 'day', type: 'date', values: ['2000-01-02'] },
      { name: 'flag', type: 'boolean', values: [true] },
    ]);
    expect(hex(chunks)).toBe(
      [
        '0006',
        '00000004' + '00000001',
        '00000002' + 'c3a9',
        // jsonb: its version (1), then the text.
        '00000003' + '01' + '7b7d',
        'ffffffff',
        '00000004' + '00000001',
        '00000001' + '01',
      ].join(''),
    );
  });

  const rows = (count: number): BulkColumn[] => [
    { name: 'id', type: 'integer', values: Array.from({ length: count }, (_item, index) => index) },
    {
      name: 'label',
      type: 'text',
      values: Array.from({ length: count }, (_item, index) => `row ${index}`),
    },
  ];

  it('cuts at row boundaries into chunks no larger than asked', () => {
    const whole = copyTuples(rows(1_000), 1_000_000);
    expect(whole).toHaveLength(1);
    const chunks = copyTuples(rows(1_000), 1_000);
    expect(chunks.length).toBeGreaterThan(10);
    for (const chunk of chunks) expect(chunk.length).toBeLessThanOrEqual(1_000);
    expect(hex(chunks)).toBe(hex(whole));
    for (const chunk of chunks) expect(Buffer.from(chunk).readInt16BE(0)).toBe(2);
  });

  it('grows its buffer for long text, and gives a row larger than a chunk one of its own', () => {
    const long = 'ü'.repeat(20_000);
    const chunks = copyTuples([{ name: 'label', type: 'text', values: ['a', long, 'b'] }], 10);
    expect(chunks.map((chunk) => chunk.length)).toEqual([2 + 4 + 1, 2 + 4 + 40_000, 2 + 4 + 1]);
    expect(Buffer.from(chunks[1]!).subarray(6).toString('utf8')).toBe(long);
  });

  it('refuses values its column type cannot carry, and types it does not write', () => {
    const one =
      (type: BulkColumn['type'], value: string | number | boolean, castTo?: string) => () =>
        copyTuples([{ name: 'x', type, values: [value], ...(castTo ? { castTo } : {}) }]);
    expect(one('integer', 1.5)).toThrow('not an integer');
    expect(one('integer', 2 ** 31)).toThrow('not an integer');
    expect(one('integer', 1, 'bigint')).not.toThrow();
    expect(one('integer', 2 ** 53, 'bigint')).toThrow('not a safe integer');
    expect(one('double precision', Number.NaN)).toThrow('not a finite number');
    expect(one('boolean', 'yes')).toThrow('not a boolean');
    expect(one('text', true)).toThrow('not text');
    expect(one('text', '2026-11-21 noon', 'timestamptz')).toThrow('not a UTC time');
    expect(one('numeric', 1)).toThrow('binary COPY of numeric is not supported');
  });

  it('writes nothing for no rows and refuses columns of different lengths', () => {
    expect(copyTuples(rows(0))).toEqual([]);
    expect(() =>
      copyTuples([
        { name: 'a', type: 'text', values: ['x'] },
        { name: 'b', type: 'text', values: [] },
      ]),
    ).toThrow('different lengths');
  });
});

describe.each(DATABASE_KINDS)('bulkCopy into %s', (kind) => {
  it('round-trips awkward text, NULLs, jsonb, dates, times and numbers, across several chunks', async () => {
    const { database, dispose } = await testDatabase(kind);
    try {
      await database.db.execute(
        sql`create table copied (id integer primary key, label text, doc jsonb, day date,
          at timestamptz, at_text text, big bigint, ratio double precision, flag boolean)`,
      );
      const count = 3_000;
      const labels = Array.from({ length: count }, (_item, index) =>
        index % 7 === 0 ? null : `${AWKWARD[index % AWKWARD.length]} ${index}`,
      );
      const docs = labels.map((label) => (label === null ? null : JSON.stringify({ label })));
      // Days and times spread over 1970–2100, with 0 to 6 fraction digits.
      const times = labels.map((_label, index) => {
        const iso = new Date(Date.UTC(1970, 0, 1) + index * 1_367_111_117).toISOString();
        const digits = index % 7;
        return `${iso.slice(0, 19)}${
          digits
            ? `.${String(index * 7919)
                .padStart(6, '0')
                .slice(0, digits)}`
            : ''
        }Z`;
      });
      const columns: BulkColumn[] = [
        { name: 'id', type: 'integer', values: labels.map((_label, index) => index) },
        { name: 'label', type: 'text', values: labels },
        { name: 'doc', type: 'text', castTo: 'jsonb', values: docs },
        { name: 'day', type: 'date', values: times.map((time) => time.slice(0, 10)) },
        { name: 'at', type: 'text', castTo: 'timestamptz', values: times },
        { name: 'at_text', type: 'text', values: times },
        {
          name: 'big',
          type: 'integer',
          castTo: 'bigint',
          values: labels.map((_label, index) => (index - 1_500) * 6_004_799_503_160),
        },
        {
          name: 'ratio',
          type: 'double precision',
          values: labels.map((_label, index) => index / 7),
        },
        { name: 'flag', type: 'boolean', values: labels.map((_label, index) => index % 2 === 0) },
      ];
      expect(copyTuples(columns).length).toBeGreaterThan(2);
      await bulkCopy(database.copyFrom, 'copied', columns);
      const rows = await queryRows<{
        id: number;
        label: string | null;
        doc: unknown;
        day: string;
        big: string;
        ratio: number;
        flag: boolean;
      }>(
        database,
        sql`select id, label, doc, day::text as day, big::text as big, ratio, flag
          from copied order by id`,
      );
      expect(rows.map((row) => row.label)).toEqual(labels);
      expect(rows.map((row) => row.doc)).toEqual(
        labels.map((label) => (label === null ? null : { label })),
      );
      expect(rows.map((row) => row.day)).toEqual(times.map((time) => time.slice(0, 10)));
      expect(rows.map((row) => row.big)).toEqual(columns[6]!.values.map((value) => String(value)));
      expect(rows.map((row) => row.ratio)).toEqual(columns[7]!.values);
      expect(rows.map((row) => row.flag)).toEqual(columns[8]!.values);
      // PostgreSQL's own reading of each time's text is the reference for the binary one.
      const differing = await queryRows<{ count: number }>(
        database,
        sql`select count(*)::int as count from copied where at is distinct from at_text::timestamptz`,
      );
      expect(differing[0]!.count).toBe(0);
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
