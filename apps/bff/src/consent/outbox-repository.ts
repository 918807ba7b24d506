// The outbox of consent records waiting to be delivered downstream. Several servers may share
// one PostgreSQL: a row is claimed with FOR UPDATE SKIP LOCKED and leased for a while, so no two
// servers send it at once, and a server that dies mid-delivery only delays it until the lease ends.
import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { AppDb } from '../db/client.ts';
import { consentOutbox } from '../db/schema.ts';

/** A row claimed for delivery. */
export interface ClaimedDelivery {
  eventId: string;
  payload: unknown;
  /** Attempts so far, this one included. */
  attempts: number;
}

function inMs(ms: number) {
  return sql`now() + ${`${Math.round(ms)} milliseconds`}::interval`;
}

/**
 * Claims up to `limit` undelivered rows that are due: counts the attempt and moves the row's
 * next attempt `leaseMs` ahead, so it is not claimed again while this delivery runs.
 */
export async function claimDueDeliveries(
  db: AppDb,
  limit: number,
  leaseMs: number,
): Promise<ClaimedDelivery[]> {
  const due = db
    .select({ eventId: consentOutbox.eventId })
    .from(consentOutbox)
    .where(and(isNull(consentOutbox.deliveredAt), lte(consentOutbox.nextAttemptAt, sql`now()`)))
    .orderBy(asc(consentOutbox.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(consentOutbox)
    .set({ attempts: sql`${consentOutbox.attempts} + 1`, nextAttemptAt: inMs(leaseMs) })
    .where(inArray(consentOutbox.eventId, due))
    .returning({
      eventId: consentOutbox.eventId,
      payload: consentOutbox.payload,
      attempts: consentOutbox.attempts,
    });
}

/** Marks a row delivered: it is never sent again. */
export async function markDelivered(db: AppDb, eventId: string): Promise<void> {
  await db
    .update(consentOutbox)
    .set({ deliveredAt: sql`now()`, lastError: null })
    .where(eq(consentOutbox.eventId, eventId));
}

/** Records a failed attempt and when to try again. */
export async function markFailed(
  db: AppDb,
  eventId: string,
  error: string,
  retryInMs: number,
): Promise<void> {
  await db
    .update(consentOutbox)
    .set({ lastError: error.slice(0, 500), nextAttemptAt: inMs(retryInMs) })
    .where(and(eq(consentOutbox.eventId, eventId), isNull(consentOutbox.deliveredAt)));
}

/** How many rows wait for delivery (for tests and readiness reports). */
export async function pendingDeliveries(db: AppDb): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(consentOutbox)
    .where(isNull(consentOutbox.deliveredAt));
  return row?.count ?? 0;
}
