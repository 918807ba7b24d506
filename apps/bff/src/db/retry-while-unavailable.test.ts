import { describe, expect, it } from 'vitest';
import {
  retryDelayMs,
  retryWhileUnavailable,
  type UnavailableRetry,
} from './retry-while-unavailable.ts';

/** A failure as node-postgres reports a refused connection. */
function refused(): Error {
  return Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
}

describe('retryWhileUnavailable', () => {
  it('tries again while the database is not answering, telling each attempt, then gives the result', async () => {
    const retries: UnavailableRetry[] = [];
    let calls = 0;
    const result = await retryWhileUnavailable(
      async () => {
        calls += 1;
        if (calls === 1) throw refused();
        if (calls === 2) throw new Error('Connection terminated due to connection timeout');
        return 'ready';
      },
      { onRetry: (retry) => retries.push(retry), firstDelayMs: 1 },
    );
    expect(result).toBe('ready');
    expect(retries).toEqual([
      { code: 'ECONNREFUSED', attempt: 1, retryInMs: 1 },
      { code: 'connection-lost', attempt: 2, retryInMs: 2 },
    ]);
  });

  it('throws any other failure at once', async () => {
    const bug = new Error('relation "leads" does not exist');
    let calls = 0;
    await expect(
      retryWhileUnavailable(
        async () => {
          calls += 1;
          throw bug;
        },
        { onRetry: () => undefined, firstDelayMs: 1 },
      ),
    ).rejects.toBe(bug);
    expect(calls).toBe(1);
  });

  it('stops waiting when its signal aborts, with the failure it was waiting out', async () => {
    const stop = new AbortController();
    const failure = refused();
    const waiting = retryWhileUnavailable(
      async () => {
        throw failure;
      },
      { onRetry: () => stop.abort(), signal: stop.signal, firstDelayMs: 60_000 },
    );
    await expect(waiting).rejects.toBe(failure);
  });

  it('doubles its wait from the first, up to the most', () => {
    expect([1, 2, 3, 4, 5, 6, 100].map((attempt) => retryDelayMs(attempt, 500, 10_000))).toEqual([
      500, 1_000, 2_000, 4_000, 8_000, 10_000, 10_000,
    ]);
  });
});
