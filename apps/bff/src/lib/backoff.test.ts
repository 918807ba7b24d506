import { describe, expect, it } from 'vitest';
import { backoffDelayMs, DEFAULT_BACKOFF } from './backoff.ts';

describe('backoffDelayMs (exponential, capped, full jitter)', () => {
  const policy = { baseMs: 1_000, capMs: 60_000 };

  it.each([
    [1, 1_000],
    [2, 2_000],
    [3, 4_000],
    [6, 32_000],
    [7, 60_000],
    [50, 60_000],
  ])('attempt %i waits less than %i ms', (attempt, ceiling) => {
    expect(backoffDelayMs(attempt, policy, () => 0.999_999)).toBe(Math.floor(0.999_999 * ceiling));
    expect(backoffDelayMs(attempt, policy, () => 0)).toBe(0);
  });

  it('spreads waits over the whole range', () => {
    const waits = Array.from({ length: 200 }, () => backoffDelayMs(4, policy));
    expect(Math.min(...waits)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...waits)).toBeLessThan(8_000);
    expect(new Set(waits).size).toBeGreaterThan(100);
  });

  it('never waits more than an hour by default', () => {
    expect(backoffDelayMs(1_000, DEFAULT_BACKOFF, () => 0.999_999)).toBeLessThan(3_600_000);
  });
});
