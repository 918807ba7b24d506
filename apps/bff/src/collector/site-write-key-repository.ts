import { eq } from 'drizzle-orm';
import type { AppDb } from '../db/client.ts';
import { appMeta } from '../db/schema.ts';

/** app_meta key of the write key a first start created (when SEGMENT_KEY is not set). */
export const GENERATED_WRITE_KEY_META_KEY = 'analytics_write_key';

/**
 * The write key this installation keeps in its database: the one stored, or `candidate` stored
 * now. Insert-if-absent then read, so server processes starting together all get the same key.
 */
export async function storedOrNewWriteKey(db: AppDb, candidate: string): Promise<string> {
  await db
    .insert(appMeta)
    .values({ key: GENERATED_WRITE_KEY_META_KEY, value: candidate })
    .onConflictDoNothing({ target: appMeta.key });
  const [row] = await db
    .select({ value: appMeta.value })
    .from(appMeta)
    .where(eq(appMeta.key, GENERATED_WRITE_KEY_META_KEY));
  if (!row) throw new Error('the analytics write key was not stored');
  return row.value;
}
