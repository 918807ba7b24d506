// Delivers stored consent records to the lender's systems (CONSENT_WEBHOOK_URL): each record is
// POSTed as JSON, signed, with its stable event id, until the receiver answers 2xx. State lives in
// the database, so deliveries survive restarts; delivery is at least once, and receivers
// de-duplicate by the event id.
import type { AppDb } from '../db/client.ts';
import { backoffDelayMs, DEFAULT_BACKOFF, type BackoffPolicy } from '../lib/backoff.ts';
import {
  claimDueDeliveries,
  markDelivered,
  markFailed,
  type ClaimedDelivery,
} from './outbox-repository.ts';
import { EVENT_ID_HEADER, SIGNATURE_HEADER, signPayload } from './webhook-signature.ts';
import { failureLogFields } from '../db/unavailable.ts';
import { firstCodedError } from '../lib/error-chain.ts';

/** The logger methods the worker uses (pino's). */
interface WorkerLogger {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}

/** Where and how the worker delivers. Timings have production defaults; tests shorten them. */
export interface OutboxWorkerOptions {
  db: AppDb;
  url: string;
  secret: string;
  logger: WorkerLogger;
  /** Wait between polls when nothing is due. */
  pollMs?: number;
  /** Rows claimed per poll (and sent at once). */
  batchSize?: number;
  /** How long one delivery may take before it counts as failed. */
  timeoutMs?: number;
  backoff?: BackoffPolicy;
  random?: () => number;
  fetch?: typeof fetch;
  /** Unix milliseconds, for the signature's timestamp. */
  now?: () => number;
}

/** The production timings. */
export const OUTBOX_DEFAULTS = { pollMs: 1_000, batchSize: 10, timeoutMs: 5_000 } as const;

function describeFailure(error: unknown): string {
  const code = firstCodedError(error)?.code;
  if (typeof code === 'string') return code;
  return error instanceof Error ? error.name : 'unknown error';
}

/** A polling worker: start() begins, stop() ends after the deliveries in flight finish. */
export function createOutboxWorker(options: OutboxWorkerOptions) {
  const pollMs = options.pollMs ?? OUTBOX_DEFAULTS.pollMs;
  const batchSize = options.batchSize ?? OUTBOX_DEFAULTS.batchSize;
  const timeoutMs = options.timeoutMs ?? OUTBOX_DEFAULTS.timeoutMs;
  const backoff = options.backoff ?? DEFAULT_BACKOFF;
  const send = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  // A claimed row is not claimed again for this long: well past one delivery's timeout.
  const leaseMs = timeoutMs * 4;

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = true;

  async function deliver(row: ClaimedDelivery): Promise<boolean> {
    const body = JSON.stringify(row.payload);
    let failure: string;
    try {
      const response = await send(options.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [EVENT_ID_HEADER]: row.eventId,
          [SIGNATURE_HEADER]: signPayload(options.secret, body, Math.floor(now() / 1000)),
        },
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
      await response.body?.cancel();
      if (response.ok) {
        await markDelivered(options.db, row.eventId);
        return true;
      }
      failure = `HTTP ${response.status}`;
    } catch (error) {
      failure = describeFailure(error);
    }
    const retryInMs = backoffDelayMs(row.attempts, backoff, options.random);
    await markFailed(options.db, row.eventId, failure, retryInMs);
    options.logger.warn(
      { eventId: row.eventId, attempts: row.attempts, failure, retryInMs },
      'consent delivery failed',
    );
    return false;
  }

  /** Claims the due rows once and delivers them; answers how many were claimed. */
  async function runOnce(): Promise<number> {
    const rows = await claimDueDeliveries(options.db, batchSize, leaseMs);
    await Promise.all(rows.map((row) => deliver(row)));
    return rows.length;
  }

  async function tick(): Promise<void> {
    let claimed = 0;
    try {
      claimed = await runOnce();
    } catch (error) {
      options.logger.warn(failureLogFields(error), 'consent outbox poll failed');
    }
    if (!stopped) timer = setTimeout(loop, claimed >= batchSize ? 0 : pollMs);
  }

  function loop(): void {
    running = tick();
  }

  return {
    runOnce,
    start(): void {
      if (!stopped) return;
      stopped = false;
      loop();
    },
    /** Stops polling and waits for the deliveries in flight to be recorded. */
    async stop(): Promise<void> {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

/** The outbox worker's interface. */
export type OutboxWorker = ReturnType<typeof createOutboxWorker>;
