// How many wrong operator tokens the server takes: per client network, and from everyone, in a
// window of 15 minutes. Wrong tokens are counted in the shared RateLimitCounter, so every server
// of the site counts them together; a right token is never counted (scripts sending the bearer
// token all day are not held up). Once a count reaches its limit, the lock is kept in this
// process until the window ends, and while it lasts no token is even compared, right or wrong:
// otherwise a guesser would still learn from a right guess. A server that has not seen the lock
// learns it from its next wrong token, so each server may take one guess more than the limit per
// window.
import { memoryRateLimitCounter, type RateLimitCounter } from '../plugins/rate-limit-counter.ts';

/** The window wrong tokens are counted in. */
export const SIGN_IN_WINDOW_MS = 15 * 60_000;
/** Wrong tokens from one network (an IPv4 address, an IPv6 /64) before it is locked out. */
export const WRONG_TOKENS_PER_NETWORK = 10;
/** Wrong tokens from everyone before every token sign-in is paused: slows a spread-out guesser. */
export const WRONG_TOKENS_OVERALL = 1000;

/** A lock: for the network, or for everyone. */
export interface SignInLock {
  scope: 'network' | 'everyone';
  retryAfterSeconds: number;
}

/** What the limiter needs. */
export interface SignInLimiterOptions {
  /** Shared by every server of the site (Redis), or this process's. */
  counter: RateLimitCounter;
  now?: () => number;
  /** Told when the shared counter fails (wrong tokens are then counted in this process). */
  onCounterError?: (error: unknown) => void;
  windowMs?: number;
  perNetwork?: number;
  overall?: number;
  /** Locks kept at most (oldest dropped first: a dropped lock is learnt again from the counter). */
  maxLocks?: number;
}

/**
 * The key a client's wrong tokens are counted under: an IPv4 address, or an IPv6 address's /64
 * (one subscriber's network: anyone given one has 2^64 addresses to rotate through).
 */
export function networkKey(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!ip.includes(':') || ip.length > 45) return ip.slice(0, 45);
  const [head = '', tail] = ip.toLowerCase().split('::', 2);
  const front = head === '' ? [] : head.split(':');
  const back = tail === undefined || tail === '' ? [] : tail.split(':');
  const missing = tail === undefined ? 0 : 8 - front.length - back.length;
  const groups = [...front, ...Array<string>(Math.max(missing, 0)).fill('0'), ...back];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** The limiter of one process. */
export function createSignInLimiter({
  counter,
  now = Date.now,
  onCounterError,
  windowMs = SIGN_IN_WINDOW_MS,
  perNetwork = WRONG_TOKENS_PER_NETWORK,
  overall = WRONG_TOKENS_OVERALL,
  maxLocks = 10_000,
}: SignInLimiterOptions) {
  // A shared counter that is down must not turn the limit off: this process counts alone.
  const fallback = memoryRateLimitCounter(now);
  const hit = (key: string) =>
    counter.hit(key, windowMs).catch((error: unknown) => {
      onCounterError?.(error);
      return fallback.hit(key, windowMs);
    });
  const networkLocks = new Map<string, number>();
  let everyoneLockedUntil = 0;

  function lockNetwork(key: string, until: number): void {
    networkLocks.delete(key);
    if (networkLocks.size >= maxLocks) {
      const at = now();
      for (const [stale, end] of networkLocks) if (end <= at) networkLocks.delete(stale);
      if (networkLocks.size >= maxLocks) networkLocks.delete(networkLocks.keys().next().value!);
    }
    networkLocks.set(key, until);
  }

  const seconds = (until: number) => Math.max(1, Math.ceil((until - now()) / 1000));

  return {
    /** The lock in force for this client, if any: then no token of theirs is to be compared. */
    lockFor(ip: string): SignInLock | undefined {
      const at = now();
      if (everyoneLockedUntil > at) {
        return { scope: 'everyone', retryAfterSeconds: seconds(everyoneLockedUntil) };
      }
      const until = networkLocks.get(networkKey(ip));
      if (until === undefined) return undefined;
      if (until > at) return { scope: 'network', retryAfterSeconds: seconds(until) };
      networkLocks.delete(networkKey(ip));
      return undefined;
    },

    /**
     * Counts one wrong token from this client; answers the network's count in the window, and
     * the lock it has brought about (this wrong token was the last one taken).
     */
    async wrongToken(ip: string): Promise<{ failures: number; lock?: SignInLock }> {
      const key = networkKey(ip);
      const [mine, everyone] = await Promise.all([
        hit(`admin-sign-in:wrong:${key}`),
        hit('admin-sign-in:wrong:*'),
      ]);
      const at = now();
      if (everyone.count >= overall) {
        everyoneLockedUntil = at + everyone.resetInMs;
        return {
          failures: mine.count,
          lock: { scope: 'everyone', retryAfterSeconds: seconds(everyoneLockedUntil) },
        };
      }
      if (mine.count >= perNetwork) {
        lockNetwork(key, at + mine.resetInMs);
        return {
          failures: mine.count,
          lock: { scope: 'network', retryAfterSeconds: seconds(at + mine.resetInMs) },
        };
      }
      return { failures: mine.count };
    },
  };
}

/** The limiter's interface. */
export type SignInLimiter = ReturnType<typeof createSignInLimiter>;
