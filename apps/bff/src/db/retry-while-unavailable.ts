// A server that starts while its PostgreSQL is down, restarting or too slow to accept a connection
// (a busy machine: the pool's 5 s connect timeout) waits for it: it keeps answering /healthz, and
// /readyz says 503 until the database answers. Exiting instead would take every server process
// down with it (the cluster's primary ends all when one fails to start) and leave an
// orchestrator restarting them in a loop. Any other failure still ends the start.
import { setTimeout as sleep } from 'node:timers/promises';
import { databaseUnavailableCode } from './unavailable.ts';

/** One failed attempt, told before the wait for the next. */
export interface UnavailableRetry {
  /** What the failure was (databaseUnavailableCode). */
  code: string;
  /** The attempt that failed, from 1. */
  attempt: number;
  /** How long until the next attempt. */
  retryInMs: number;
}

export interface RetryWhileUnavailableOptions {
  /** Told of each attempt that failed because the database was not answering. */
  onRetry(retry: UnavailableRetry): void;
  /** Ends the waiting (a stop signal): the last failure is thrown. */
  signal?: AbortSignal | undefined;
  /** The first wait; each next one doubles, up to `maxDelayMs`. */
  firstDelayMs?: number;
  maxDelayMs?: number;
}

/** The wait after attempt `attempt` (from 1): doubling from `firstDelayMs`, at most `maxDelayMs`. */
export function retryDelayMs(attempt: number, firstDelayMs: number, maxDelayMs: number): number {
  return Math.min(firstDelayMs * 2 ** Math.min(attempt - 1, 30), maxDelayMs);
}

/**
 * Runs `task` until it succeeds, waiting between attempts while it fails because the database is
 * not answering. `task` must be safe to repeat (a transaction, or steps that each are).
 */
export async function retryWhileUnavailable<T>(
  task: () => Promise<T>,
  { onRetry, signal, firstDelayMs = 500, maxDelayMs = 10_000 }: RetryWhileUnavailableOptions,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await task();
    } catch (error) {
      const code = databaseUnavailableCode(error);
      if (code === undefined || signal?.aborted) throw error;
      const retryInMs = retryDelayMs(attempt, firstDelayMs, maxDelayMs);
      onRetry({ code, attempt, retryInMs });
      try {
        await sleep(retryInMs, undefined, { signal });
      } catch {
        throw error; // stopped while waiting: the failure it was waiting out
      }
    }
  }
}
