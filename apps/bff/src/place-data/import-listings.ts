import { bulkInsert, arrayLiteral } from '../db/bulk-insert.ts';
import type { AppDb } from '../db/client.ts';
import type { ImportedListings } from './listings-file.ts';

/** Replaces each imported location's listings summary (demo or earlier import) in one transaction. */
export async function storeImportedListings(
  db: AppDb,
  listings: ImportedListings[],
  fileName: string,
  asOf: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await bulkInsert(
      tx as unknown as AppDb,
      'listings_summary',
      [
        { name: 'location_id', type: 'text', values: listings.map((row) => row.locationId) },
        { name: 'source', type: 'text', values: listings.map(() => fileName) },
        { name: 'is_demo', type: 'boolean', values: listings.map(() => false) },
        { name: 'as_of', type: 'date', values: listings.map(() => asOf) },
        {
          name: 'bucket_mins',
          type: 'text',
          castTo: 'integer[]',
          values: listings.map((row) => arrayLiteral(row.buckets.map((bucket) => bucket.min))),
        },
        {
          name: 'bucket_counts',
          type: 'text',
          castTo: 'integer[]',
          values: listings.map((row) => arrayLiteral(row.buckets.map((bucket) => bucket.count))),
        },
        { name: 'total_count', type: 'integer', values: listings.map((row) => row.total) },
      ],
      `on conflict (location_id) do update set source = excluded.source, is_demo = false,
        as_of = excluded.as_of, bucket_mins = excluded.bucket_mins,
        bucket_counts = excluded.bucket_counts, total_count = excluded.total_count,
        imported_at = now()`,
    );
  });
}
