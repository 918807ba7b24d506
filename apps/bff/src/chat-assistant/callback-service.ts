// Requests from the chat assistant to be called back: stored once, with the consent given, before
// the visitor is told it was received.
import { CALLBACK_CONSENT_TEXT, type CallbackRequest } from '@lender/validation';
import type { AppDb } from '../db/client.ts';
import type { RequestFacts } from '../consent/consent-repository.ts';
import { derivedIdempotencyKey, requestHash } from '../consent/request-hash.ts';
import { latestCallbackRequests, storeCallbackRequest } from './callback-repository.ts';

/**
 * A request sent again without an Idempotency-Key within this window (a double click, a retry)
 * is the same request; the same words a day later are a new one.
 */
export const CALLBACK_REPEAT_WINDOW_MS = 10 * 60 * 1000;

/** One callback request to store. */
export interface CallbackSubmission {
  /** The validated request, honeypot removed. */
  request: Omit<CallbackRequest, 'website'>;
  idempotencyKey?: string;
  /** Who sent it: used only to derive a key when none was sent, never stored whole. */
  client: { ip?: string; userAgent?: string };
  facts: RequestFacts;
}

/** The callback service over a database. */
export function createCallbackService(db: AppDb, now: () => Date = () => new Date()) {
  return {
    /** Stores the request once per key; true when it was new. */
    async submit({ request, idempotencyKey, client, facts }: CallbackSubmission) {
      const window = Math.floor(now().getTime() / CALLBACK_REPEAT_WINDOW_MS);
      const requestKey = idempotencyKey
        ? `key:${idempotencyKey}`
        : derivedIdempotencyKey(`${requestHash('/chat/callback', request)}:${window}`, client);
      return storeCallbackRequest(db, {
        requestKey,
        name: request.name,
        phone: request.phone,
        bestTime: request.bestTime,
        consentText: CALLBACK_CONSENT_TEXT,
        sourcePage: request.sourcePage?.split(/[?#]/, 1)[0] || undefined,
        requestId: facts.requestId,
        userAgent: facts.userAgent,
        ipTruncated: facts.ipTruncated,
        gpc: facts.gpc,
      });
    },
    /** The latest requests, newest first. */
    latest: (limit = 100) => latestCallbackRequests(db, limit),
  };
}

/** The callback service's interface. */
export type CallbackService = ReturnType<typeof createCallbackService>;
