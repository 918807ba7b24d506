// The rate-limit counter shared by every server of the site (issue 36 §1): with REDIS_URL set,
// each window's count lives in Redis (or Valkey), so N servers allow the configured limit and
// not N times it. A Redis that does not answer fails the hit at once, without queueing: each
// caller then does what it documents (opt-outs go through uncounted, opt-ins and subscriptions
// answer 503, the collector's budgets let the event through, the operators' sign-in counts in
// this process), and /readyz names Redis as the missing part.
import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';
import type { RateLimitCounter } from './rate-limit-counter.ts';

/** Every key this site writes starts so: one Redis can serve other programs too. */
export const REDIS_KEY_PREFIX = 'lender:rate:';
/** A longer key is stored as its SHA-256: a client-chosen id never makes a long Redis key. */
const KEY_MAX_CHARS = 200;
/** How long one hit may wait for Redis before it counts as failed. */
export const REDIS_COMMAND_TIMEOUT_MS = 500;

// Adds to the count and starts the window on the key's first hit, in one step on the server: two
// servers hitting the same key at once still count both, and the window is set exactly once.
const HIT_SCRIPT = `
local count = redis.call('INCRBY', KEYS[1], ARGV[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  ttl = tonumber(ARGV[2])
end
return {count, ttl}
`;

interface HitCommand {
  rateLimitHit(key: string, amount: number, windowMs: number): Promise<[number, number]>;
}

/** A counter in Redis, and what the server needs besides counting. */
export interface RedisRateLimitCounter extends RateLimitCounter {
  /** Whether Redis is connected now (for /readyz). */
  isAvailable(): boolean;
  /** Closes the connection (the server's shutdown). */
  close(): Promise<void>;
}

export interface RedisCounterOptions {
  /** Told once when Redis stops answering and once when it answers again. */
  onAvailabilityChange?: (available: boolean) => void;
}

/** The stored key for a counter key: prefixed, and hashed when long. */
export function redisKey(key: string): string {
  const short =
    key.length <= KEY_MAX_CHARS ? key : createHash('sha256').update(key).digest('base64url');
  return REDIS_KEY_PREFIX + short;
}

/**
 * Counts in the Redis at `url` (redis:// or rediss://). It connects in the background and keeps
 * reconnecting (every 0.1–2 s); while it is not connected a hit fails at once.
 */
export function redisRateLimitCounter(
  url: string,
  { onAvailabilityChange }: RedisCounterOptions = {},
): RedisRateLimitCounter {
  const client = new Redis(url, {
    // Fail now rather than wait: a request must not hang on a Redis that is down.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: 2_000,
    retryStrategy: (attempt) => Math.min(100 * 2 ** Math.min(attempt, 5), 2_000),
    // Connected by the server's own start, not by the first request.
    lazyConnect: false,
  });
  client.defineCommand('rateLimitHit', { numberOfKeys: 1, lua: HIT_SCRIPT });
  // Unknown until the first connection succeeds or fails: a Redis that is down at start is
  // reported too.
  let available: boolean | undefined;
  let closing = false;
  const setAvailable = (now: boolean) => {
    if (now === available) return;
    available = now;
    if (!closing) onAvailabilityChange?.(now);
  };
  client.on('ready', () => setAvailable(true));
  client.on('close', () => setAvailable(false));
  // Without a listener ioredis prints every failed reconnect; the change is the one line.
  client.on('error', () => setAvailable(false));

  return {
    async hit(key, windowMs, amount = 1) {
      const [count, resetInMs] = await (client as unknown as HitCommand).rateLimitHit(
        redisKey(key),
        amount,
        windowMs,
      );
      return { count: Number(count), resetInMs: Number(resetInMs) };
    },
    isAvailable: () => available === true,
    async close() {
      closing = true;
      await client.quit().catch(() => client.disconnect());
    },
  };
}
