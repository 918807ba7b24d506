import { sql } from 'drizzle-orm';
import type { BulkColumn } from './bulk-column.ts';
import type { AppDb } from './client.ts';

/** Rows per statement. */
const CHUNK_ROWS = 20_000;

/**
 * Inserts many rows fast on both drivers: each column travels as one array literal parameter and
 * `unnest` turns the arrays back into rows (far less to parse than one JSON object per row).
 * `onConflict` is appended as written, e.g. `on conflict (id) do nothing`.
 */
export async function bulkInsert(
  db: AppDb,
  table: string,
  columns: readonly BulkColumn[],
  onConflict = '',
): Promise<void> {
  const rowCount = columns[0]?.values.length ?? 0;
  if (columns.some((column) => column.values.length !== rowCount)) {
    throw new Error(`bulkInsert into ${table}: columns have different lengths`);
  }
  for (let start = 0; start < rowCount; start += CHUNK_ROWS) {
    const end = Math.min(rowCount, start + CHUNK_ROWS);
    const arrays = columns.map(
      (column) => sql`${arrayLiteral(column.values.slice(start, end))}::${sql.raw(column.type)}[]`,
    );
    const selected = columns.map((column, index) =>
      sql.raw(column.castTo ? `c${index}::${column.castTo}` : `c${index}`),
    );
    const aliases = sql.raw(columns.map((_column, index) => `c${index}`).join(', '));
    await db.execute(
      sql`insert into ${sql.identifier(table)} (${sql.join(
        columns.map((column) => sql.identifier(column.name)),
        sql`, `,
      )}) select ${sql.join(selected, sql`, `)} from unnest(${sql.join(arrays, sql`, `)}) as u(${aliases}) ${sql.raw(onConflict)}`,
    );
  }
}

const NEEDS_ESCAPE = /[\\"]/;
const ESCAPED = /[\\"]/g;

/**
 * A PostgreSQL array literal: `{1,NULL,"two \"quoted\""}`. Written in one pass with a string
 * replacement pattern, not a replacer function: the collector writes hundreds of thousands of
 * values a second through here.
 */
export function arrayLiteral(values: readonly (string | number | boolean | null)[]): string {
  let literal = '{';
  for (let index = 0; index < values.length; index += 1) {
    if (index > 0) literal += ',';
    const value = values[index];
    if (value === null || value === undefined) {
      literal += 'NULL';
    } else if (typeof value === 'number') {
      if (!Number.isFinite(value)) throw new Error(`not a finite number: ${value}`);
      literal += String(value);
    } else if (typeof value === 'boolean') {
      literal += value ? 't' : 'f';
    } else {
      literal += `"${NEEDS_ESCAPE.test(value) ? value.replace(ESCAPED, '\\$&') : value}"`;
    }
  }
  return `${literal}}`;
}
