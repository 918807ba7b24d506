// Per-client request counting for @fastify/rate-limit behind a small interface, so the counts
// can live in memory (one server) or in a shared store such as Redis (several servers).
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';

/**
 * A fixed-window counter shared by every server of the site. A Redis version is a few lines:
 * `MULTI; INCR key; PEXPIRE key windowMs NX; PTTL key; EXEC` → { count, resetInMs: pttl }.
 */
export interface RateLimitCounter {
  /** Counts one request for `key` in its current window; answers the count so far and the time left. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }>;
}

/** A counter in this process's memory: right for one server, each server counts alone. */
export function memoryRateLimitCounter(
  now: () => number = Date.now,
  maxKeys = 10_000,
): RateLimitCounter {
  const windows = new Map<string, { count: number; endsAt: number }>();
  return {
    async hit(key, windowMs) {
      const at = now();
      let window = windows.get(key);
      if (!window || window.endsAt <= at) {
        if (windows.size >= maxKeys) {
          for (const [stale, entry] of windows) if (entry.endsAt <= at) windows.delete(stale);
          // Still full of live windows: drop the oldest rather than grow without bound.
          if (windows.size >= maxKeys) windows.delete(windows.keys().next().value as string);
        }
        window = { count: 0, endsAt: at + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
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
