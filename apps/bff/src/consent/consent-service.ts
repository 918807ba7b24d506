// Acknowledges marketing-preference requests: each is stored durably, once, before its answer is
// given, and the same request sent again gets the same answer (idempotency keys).
import { randomUUID } from 'node:crypto';
import type { ConsentReceived } from '@lender/validation';
import type { AppDb } from '../db/client.ts';
import {
  normaliseConsentValue,
  type ConsentAction,
  type ConsentChannel,
  type ConsentDraft,
} from './consent-drafts.ts';
import { consentCsvLines } from './consent-export.ts';
import {
  findAnswer,
  latestRecord,
  pruneExpiredAnswers,
  storeConsent,
  type ConsentFilter,
  type ConsentRecord,
  type RequestFacts,
} from './consent-repository.ts';
import { derivedIdempotencyKey, requestHash } from './request-hash.ts';

/** How long the answer to an Idempotency-Key is kept (Stripe keeps them at least 24 hours). */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;
/** How long a request without a key counts as a repeat of the same request from the same client. */
export const DERIVED_KEY_TTL_MS = 10 * 60 * 1000;

/** The answer to give, and whether it is a replay of an earlier one. */
export type ConsentAnswer =
  | { statusCode: 201; body: ConsentReceived; replayed: boolean }
  | { statusCode: 422; body: { message: string }; replayed: false };

/** One request to acknowledge. */
export interface ConsentSubmission {
  /** The route's path: a key used on another route is a different request. */
  route: string;
  /** The validated request, as hashed for idempotency. */
  request: unknown;
  drafts: ConsentDraft[];
  /** The Idempotency-Key header, already checked for form. */
  idempotencyKey?: string;
  /** Who sent it: the full address and browser, used only to derive a key when none was sent. */
  client: { ip?: string; userAgent?: string };
  facts: RequestFacts;
}

/** Whether an address may be contacted on a channel, and since when. */
export interface SuppressionStatus {
  channel: ConsentChannel;
  value: string;
  suppressed: boolean;
  lastAction?: ConsentAction;
  lastReceivedAt?: string;
}

/** The message of a key reused for a different request (IETF idempotency-key draft: 422). */
export const KEY_REUSED_MESSAGE =
  'This Idempotency-Key was already used for a different request. Send a new key';

/** The JSON sent downstream for a stored record. */
export function deliveryPayload(record: ConsentRecord) {
  return {
    eventId: record.eventId,
    type: 'consent',
    channel: record.channel,
    value: record.value,
    action: record.action,
    subscriptions: record.subscriptions,
    reason: record.reason,
    source: record.source,
    sourcePage: record.sourcePage,
    receivedAt: record.receivedAt.toISOString(),
    gpc: record.gpc,
    marketingCloud: record.mcSubscriberKey
      ? {
          subscriberKey: record.mcSubscriberKey,
          jobId: record.mcJobId,
          batchId: record.mcBatchId,
        }
      : null,
  };
}

function replay(
  stored: { route: string; requestHash: string; statusCode: number; responseBody: unknown },
  hash: string,
): ConsentAnswer {
  if (stored.requestHash !== hash) {
    return { statusCode: 422, body: { message: KEY_REUSED_MESSAGE }, replayed: false };
  }
  return { statusCode: 201, body: stored.responseBody as ConsentReceived, replayed: true };
}

/** The consent service over a database. */
export function createConsentService(db: AppDb) {
  return {
    /**
     * Stores the request's records and answers 201 with their event ids, after the commit. A
     * repeat (same key, same request) answers what the first did and stores nothing; the same
     * key with another request answers 422.
     */
    async submit(submission: ConsentSubmission): Promise<ConsentAnswer> {
      const hash = requestHash(submission.route, submission.request);
      const key = submission.idempotencyKey ?? derivedIdempotencyKey(hash, submission.client);
      const earlier = await findAnswer(db, key);
      if (earlier) return replay(earlier, hash);

      const records = submission.drafts.map((draft) => ({ ...draft, eventId: randomUUID() }));
      const body: ConsentReceived = {
        status: 'received',
        eventIds: records.map((record) => record.eventId),
      };
      const outcome = await storeConsent(db, {
        key,
        keyTtlMs: submission.idempotencyKey ? IDEMPOTENCY_KEY_TTL_MS : DERIVED_KEY_TTL_MS,
        answer: {
          route: submission.route,
          requestHash: hash,
          statusCode: 201,
          responseBody: body,
        },
        records,
        facts: submission.facts,
        payload: deliveryPayload,
      });
      if (outcome === 'stored') return { statusCode: 201, body, replayed: false };
      // A concurrent request with the same key committed first: answer what it answered.
      const winner = await findAnswer(db, key);
      if (!winner) throw new Error('an idempotency key was taken but has no answer');
      return replay(winner, hash);
    },

    /**
     * Whether the address must not be contacted on the channel: its latest record is an
     * opt-out. Effective from the moment an opt-out is acknowledged (it is committed first).
     */
    async suppression(channel: ConsentChannel, raw: string): Promise<SuppressionStatus> {
      const value = normaliseConsentValue(channel, raw) ?? raw.trim();
      const latest = await latestRecord(db, channel, value);
      return {
        channel,
        value,
        suppressed: latest?.action === 'opt-out',
        lastAction: latest?.action,
        lastReceivedAt: latest?.receivedAt.toISOString(),
      };
    },

    /** True when the latest record for the channel and address is an opt-out. */
    async isSuppressed(channel: ConsentChannel, raw: string): Promise<boolean> {
      return (await this.suppression(channel, raw)).suppressed;
    },

    /** Forgets expired idempotency answers (records are kept). */
    pruneExpiredAnswers: () => pruneExpiredAnswers(db),

    /** The records in the filter's range as CSV lines, header first (GET /admin/consents.csv). */
    exportCsv: (filter: ConsentFilter) => consentCsvLines(db, filter),
  };
}

/** The consent service's interface. */
export type ConsentService = ReturnType<typeof createConsentService>;
