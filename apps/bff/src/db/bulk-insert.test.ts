import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { memoryDatabase } from '../../test/helpers.ts';
import { arrayLiteral } from './bulk-insert.ts';

describe('arrayLiteral', () => {
  it('writes NULL, numbers, booleans and quoted text', () => {
    expect(arrayLiteral([1, null, 'two "quoted"', true, false, 'back\\slash'])).toBe(
      '{1,NULL,"two \\"quoted\\"",t,f,"back\\\\slash"}',
    );
    expect(arrayLiteral([])).toBe('{}');
    expect(() => arrayLiteral([Number.NaN])).toThrow('not a finite number');
  });

  it('round-trips awkward text through PostgreSQL unchanged', async () => {
    const database = await memoryDatabase();
    try {
      const values = [
        '',
        'NULL',
        'a,b',
        '{x}',
        '"',
        '\\',
        '\\"',
        ' spaced ',
        'ünï',
        '{"a": "b\\"c"}',
      ];
      const result = await database.db.execute(
        sql`select unnest(${arrayLiteral(values)}::text[]) as value`,
      );
      const rows = (result as unknown as { rows: { value: string }[] }).rows;
      expect(rows.map((row) => row.value)).toEqual(values);
    } finally {
      await database.close();
    }
  });
});
