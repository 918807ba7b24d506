/**
 * A column of a bulk write (bulkInsert, bulkCopy): its name, PostgreSQL element type and one value
 * per row.
 */
export interface BulkColumn {
  name: string;
  type: 'text' | 'integer' | 'numeric' | 'double precision' | 'date' | 'boolean';
  values: readonly (string | number | boolean | null)[];
  /** A cast applied to each value on the way in, e.g. `integer[]` for array literals sent as text. */
  castTo?: string;
}
