/** Retry timing of outbox deliveries: exponential growth, capped, with full jitter. */
export interface BackoffPolicy {
  /** The first retry's upper bound. */
  baseMs: number;
  /** No wait is longer than this. */
  capMs: number;
}

/** Production timing: from up to 5 s after the first failure, doubling, never more than an hour. */
export const DEFAULT_BACKOFF: BackoffPolicy = { baseMs: 5_000, capMs: 60 * 60 * 1000 };

/**
 * How long to wait after the `attempt`-th failed attempt (1 for the first): a uniform draw from
 * zero to min(cap, base × 2^(attempt−1)), "full jitter", so many failing rows and many servers
 * do not retry in step.
 */
export function backoffDelayMs(
  attempt: number,
  policy: BackoffPolicy,
  random: () => number = Math.random,
): number {
  const exponent = Math.min(Math.max(attempt - 1, 0), 40);
  const ceiling = Math.min(policy.capMs, policy.baseMs * 2 ** exponent);
  return Math.floor(random() * ceiling);
}
