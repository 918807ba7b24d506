// Per-client request counting for @fastify/rate-limit behind a small interface, so the counts
// can live in memory (one server) or in a shared store such as Redis (several servers).
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';

/**
 * A fixed-window counter shared by every server of the site. A Redis version is a few lines:
 * `MULTI; INCRBY key amount; PEXPIRE key windowMs NX; PTTL key; EXEC` → { count, resetInMs: pttl }.
 */
export interface RateLimitCounter {
  /**
   * Adds `amount` (1 when not given: one request; a number of bytes for the collector's byte
   * budgets; 0 reads the count without adding) to `key` in its current window; answers the
   * count so far and the time left.
   */
  hit(
    key: string,
    windowMs: number,
    amount?: number,
  ): Promise<{ count: number; resetInMs: number }>;
}

/**
 * A counter in this process's memory: right for one server, each server counts alone. At most
 * `maxKeys` windows are held; past that the one hit least recently goes (its count starts again),
 * so a client that keeps sending, and so keeps its key recent, is never the one forgotten, however
 * many new keys others make (the collector counts per anonymous id, which a client chooses).
 */
export function memoryRateLimitCounter(
  now: () => number = Date.now,
  maxKeys = 10_000,
): RateLimitCounter {
  // In the order last hit: a Map iterates in insertion order, and each hit re-inserts its key.
  const windows = new Map<string, { count: number; endsAt: number }>();
  return {
    async hit(key, windowMs, amount = 1) {
      const at = now();
      let window = windows.get(key);
      windows.delete(key);
      if (!window || window.endsAt <= at) {
        while (windows.size >= maxKeys) windows.delete(windows.keys().next().value as string);
        window = { count: 0, endsAt: at + windowMs };
      }
      windows.set(key, window);
      window.count += amount;
      return { count: window.count, resetInMs: window.endsAt - at };
    },
  };
}

/**
 * The counter as a @fastify/rate-limit store. Every route shares it; the plugin adds each
 * route group's id to the key, so a group's routes share one budget.
 */
export function rateLimitStore(counter: RateLimitCounter): FastifyRateLimitStoreCtor {
  class CounterStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      counter.hit(key, timeWindow).then(
        ({ count, resetInMs }) => callback(null, { current: count, ttl: resetInMs }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }
    child(): CounterStore {
      return this;
    }
  }
  return CounterStore;
}
