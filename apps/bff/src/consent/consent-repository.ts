// Storage of consent records, the answers given to idempotency keys and the outbox rows that
// carry records downstream. Consent records are only ever inserted (never updated or deleted).
import { and, asc, desc, eq, gt, gte, lt, lte, sql } from 'drizzle-orm';
import type { AppDb } from '../db/client.ts';
import { consentOutbox, consentRecords, idempotencyKeys } from '../db/schema.ts';
import type { ConsentAction, ConsentChannel, ConsentDraft } from './consent-drafts.ts';

/** A consent record as stored. */
export type ConsentRecord = typeof consentRecords.$inferSelect;

/** What the request was, for the consent records' audit columns. */
export interface RequestFacts {
  requestId?: string;
  userAgent?: string;
  ipTruncated?: string;
  gpc: boolean;
}

/** The answer stored for an idempotency key. */
export interface StoredAnswer {
  route: string;
  requestHash: string;
  statusCode: number;
  responseBody: unknown;
}

/** Everything one acknowledged request stores, in one transaction. */
export interface ConsentWrite {
  key: string;
  keyTtlMs: number;
  answer: StoredAnswer;
  records: (ConsentDraft & { eventId: string })[];
  facts: RequestFacts;
  /** The body delivered downstream for a stored record. */
  payload: (record: ConsentRecord) => unknown;
}

function expiresIn(ms: number) {
  return sql`now() + ${`${Math.round(ms)} milliseconds`}::interval`;
}

/** The unexpired answer stored for `key`, if any. */
export async function findAnswer(db: AppDb, key: string): Promise<StoredAnswer | undefined> {
  const [row] = await db
    .select({
      route: idempotencyKeys.route,
      requestHash: idempotencyKeys.requestHash,
      statusCode: idempotencyKeys.statusCode,
      responseBody: idempotencyKeys.responseBody,
    })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.key, key), gt(idempotencyKeys.expiresAt, sql`now()`)));
  return row;
}

/**
 * Stores the key's answer, the records and their outbox rows in one transaction, committed
 * with `synchronous_commit = on` (flushed to disk before the caller acknowledges anything).
 * Answers 'key-taken', storing nothing, when an unexpired answer for the key already exists,
 * including one committed a moment ago by a concurrent request with the same key.
 */
export async function storeConsent(
  db: AppDb,
  write: ConsentWrite,
): Promise<'stored' | 'key-taken'> {
  return db.transaction(async (tx) => {
    // The server's default, stated here so a session or role setting cannot weaken it.
    await tx.execute(sql`set local synchronous_commit = on`);
    // The key row comes first: a concurrent request with the same key waits on it here.
    const answer = {
      route: write.answer.route,
      requestHash: write.answer.requestHash,
      statusCode: write.answer.statusCode,
      responseBody: write.answer.responseBody,
      createdAt: sql`now()`,
      expiresAt: expiresIn(write.keyTtlMs),
    };
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({ key: write.key, ...answer })
      .onConflictDoUpdate({
        target: idempotencyKeys.key,
        set: answer,
        setWhere: sql`${idempotencyKeys.expiresAt} <= now()`,
      })
      .returning({ key: idempotencyKeys.key });
    if (claimed.length === 0) return 'key-taken';
    if (write.records.length === 0) return 'stored';
    const stored = await tx
      .insert(consentRecords)
      .values(
        write.records.map((record) => ({
          eventId: record.eventId,
          channel: record.channel,
          value: record.value,
          action: record.action,
          subscriptions: record.subscriptions,
          reason: record.reason ?? null,
          source: record.source,
          sourcePage: record.sourcePage ?? null,
          idempotencyKey: write.key,
          requestId: write.facts.requestId ?? null,
          userAgent: write.facts.userAgent ?? null,
          ipTruncated: write.facts.ipTruncated ?? null,
          gpc: write.facts.gpc,
          mcSubscriberKey: record.marketingCloud?.subscriberKey ?? null,
          mcJobId: record.marketingCloud?.jobId ?? null,
          mcBatchId: record.marketingCloud?.batchId ?? null,
        })),
      )
      .returning();
    await tx
      .insert(consentOutbox)
      .values(
        stored.map((record) => ({ eventId: record.eventId, payload: write.payload(record) })),
      );
    return 'stored';
  });
}

/** The latest record for a channel and (normalised) address: the one that is in force. */
export async function latestRecord(
  db: AppDb,
  channel: ConsentChannel,
  value: string,
): Promise<{ action: ConsentAction; receivedAt: Date; eventId: string } | undefined> {
  const [row] = await db
    .select({
      action: consentRecords.action,
      receivedAt: consentRecords.receivedAt,
      eventId: consentRecords.eventId,
    })
    .from(consentRecords)
    .where(and(eq(consentRecords.channel, channel), eq(consentRecords.value, value)))
    .orderBy(desc(consentRecords.id))
    .limit(1);
  return row;
}

/** Which records an export covers: received in [from, before), optionally one channel. */
export interface ConsentFilter {
  from?: Date;
  before?: Date;
  channel?: ConsentChannel;
}

/** One page of records in the order they were stored, after the record with id `afterId`. */
export async function consentPage(
  db: AppDb,
  filter: ConsentFilter,
  afterId: number,
  limit: number,
): Promise<ConsentRecord[]> {
  return db
    .select()
    .from(consentRecords)
    .where(
      and(
        gt(consentRecords.id, afterId),
        filter.from ? gte(consentRecords.receivedAt, filter.from) : undefined,
        filter.before ? lt(consentRecords.receivedAt, filter.before) : undefined,
        filter.channel ? eq(consentRecords.channel, filter.channel) : undefined,
      ),
    )
    .orderBy(asc(consentRecords.id))
    .limit(limit);
}

/** Forgets the answers of expired idempotency keys; the consent records stay. */
export async function pruneExpiredAnswers(db: AppDb): Promise<number> {
  const deleted = await db
    .delete(idempotencyKeys)
    .where(lte(idempotencyKeys.expiresAt, sql`now()`))
    .returning({ key: idempotencyKeys.key });
  return deleted.length;
}
