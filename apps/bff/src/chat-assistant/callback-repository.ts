// The callback requests' table. Only this module speaks SQL to it.
import type { CallbackTime } from '@lender/validation';
import { desc } from 'drizzle-orm';
import type { AppDb } from '../db/client.ts';
import { callbackRequests } from '../db/schema.ts';

/** One request to be called back, as stored. */
export interface CallbackRecord {
  requestKey: string;
  name: string;
  phone: string;
  bestTime: CallbackTime;
  consentText: string;
  sourcePage?: string;
  requestId?: string;
  userAgent?: string;
  ipTruncated?: string;
  gpc: boolean;
}

/** Stores a request unless one with its key is stored already; true when this one was stored. */
export async function storeCallbackRequest(db: AppDb, record: CallbackRecord): Promise<boolean> {
  const stored = await db
    .insert(callbackRequests)
    .values(record)
    .onConflictDoNothing({ target: callbackRequests.requestKey })
    .returning({ id: callbackRequests.id });
  return stored.length > 0;
}

/** The latest requests, newest first (for the operators, and tests). */
export async function latestCallbackRequests(db: AppDb, limit: number) {
  return db.select().from(callbackRequests).orderBy(desc(callbackRequests.id)).limit(limit);
}
