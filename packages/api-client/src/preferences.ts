// The marketing-preference calls of SPEC §7. A visitor's opt-out must not be lost to a moment's
// outage, so a submission that may not have arrived is sent again, with the same
// Idempotency-Key (the server stores it once), after a growing pause.
import {
  ConsentReceivedSchema,
  IDEMPOTENCY_KEY_HEADER,
  type ConsentReceived,
  type MarketingCloudOptOutSchema,
  type OptInRequestSchema,
  type OptOutRequestSchema,
  type SubscribeRequestSchema,
} from '@lender/validation';
import type { KyInstance } from 'ky';
import type { z } from 'zod';
import { requestJson, type ApiResult } from './result.ts';

/** SPEC §7: POST JSON {reason, homePhone, cellPhone, email}. */
export const OPT_OUT_PATH = '/rmscbff/opt-out';
/** SPEC §7: POST JSON {subscriberKey, jobId, batchId}; fire-and-forget. */
export const MARKETING_CLOUD_OPT_OUT_PATH = '/rmscbff/mc/opt-out';
/** SPEC §7: POST JSON {phoneOptIn: {inputValue, subscriptions}}. */
export const OPT_IN_PATH = '/rmscbff/opt-in';
/** The subscribe request (SPEC §7 leaves method, path and payload open). */
export const SUBSCRIBE_PATH = '/rmscbff/subscribe';

/** Header carrying the key that makes a retried submission count once (@lender/validation's). */
export { IDEMPOTENCY_KEY_HEADER };

/**
 * Pauses before each retry: SPEC §9's back-off (from 500 ms, factor 2). Three retries cover a
 * database fail-over or a server restart of a few seconds while the visitor still waits.
 */
export const SUBMIT_RETRY_DELAYS_MS: readonly number[] = [500, 1_000, 2_000];
/** The longest server-asked pause (Retry-After) honoured before a retry. */
export const MAX_RETRY_AFTER_MS = 5_000;

/** How to send one submission. */
export interface SubmitOptions {
  /** A UUID for this submission: the same for every retry, and for the visitor's own retry. */
  idempotencyKey: string;
  /** Extra request headers (a server sending on a visitor's behalf: User-Agent, Sec-GPC…). */
  headers?: Record<string, string>;
  /** Pauses before each retry; `[]` sends once. Default {@link SUBMIT_RETRY_DELAYS_MS}. */
  retryDelaysMs?: readonly number[];
  /** Let the request outlive the page (fire-and-forget calls). */
  keepalive?: boolean;
  /** The pause itself (tests pass an instant one). */
  sleep?: (ms: number) => Promise<void>;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Whether a failed submission is worth sending again: it may not have arrived (network failure,
 * timeout) or the server was briefly unable to store it (502, 503, 504). A 4xx or a 500 will not
 * change by itself.
 */
export function isWorthRetrying(result: ApiResult<unknown>): boolean {
  if (result.ok || result.kind !== 'failed') return false;
  const { status } = result;
  return status === undefined || status === 502 || status === 503 || status === 504;
}

/** POSTs a submission, retrying what is worth retrying (see {@link isWorthRetrying}). */
export async function submit(
  http: KyInstance,
  path: string,
  body: unknown,
  {
    idempotencyKey,
    headers,
    retryDelaysMs = SUBMIT_RETRY_DELAYS_MS,
    keepalive,
    sleep = pause,
  }: SubmitOptions,
): Promise<ApiResult<ConsentReceived>> {
  const options = {
    json: body,
    headers: { ...headers, [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    ...(keepalive ? { keepalive } : {}),
  };
  for (let attempt = 0; ; attempt += 1) {
    const result = await requestJson(http, 'post', path, options, ConsentReceivedSchema);
    const delay = retryDelaysMs[attempt];
    if (delay === undefined || !isWorthRetrying(result)) return result;
    const asked = result.ok || result.kind !== 'failed' ? 0 : (result.retryAfterMs ?? 0);
    await sleep(Math.max(delay, Math.min(asked, MAX_RETRY_AFTER_MS)));
  }
}

/** The opt-out body (SPEC §7). */
export type OptOutInput = z.input<typeof OptOutRequestSchema>;
/** The opt-in body (SPEC §7). */
export type OptInInput = z.input<typeof OptInRequestSchema>;
/** The subscribe body. */
export type SubscribeInput = z.input<typeof SubscribeRequestSchema>;
/** The marketing-cloud opt-out body (SPEC §7). */
export type MarketingCloudOptOutInput = z.input<typeof MarketingCloudOptOutSchema>;
