import { describe, expect, it } from 'vitest';
import { memoryRateLimitCounter } from '../plugins/rate-limit-counter.ts';
import { createSignInLimiter, networkKey } from './sign-in-limiter.ts';

describe('networkKey', () => {
  it.each([
    ['203.0.113.9', '203.0.113.9'],
    ['::ffff:203.0.113.9', '203.0.113.9'],
    ['2001:db8:1:2::9', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:ffff:0:0:1', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['not an address', 'not an address'],
  ])('%s → %s', (ip, key) => {
    expect(networkKey(ip)).toBe(key);
  });
});

describe('the sign-in limiter', () => {
  function limiter(options: { perNetwork?: number; overall?: number } = {}) {
    let at = 1_000_000;
    const counter = memoryRateLimitCounter(() => at);
    return {
      limiter: createSignInLimiter({ counter, now: () => at, windowMs: 60_000, ...options }),
      advance: (ms: number) => (at += ms),
    };
  }

  it('locks a network at its limit, until its window ends', async () => {
    const { limiter: one, advance } = limiter({ perNetwork: 3 });
    expect(await one.wrongToken('198.51.100.1')).toEqual({ failures: 1 });
    advance(10_000);
    expect(await one.wrongToken('198.51.100.1')).toEqual({ failures: 2 });
    expect(one.lockFor('198.51.100.1')).toBeUndefined();
    expect(await one.wrongToken('198.51.100.1')).toEqual({
      failures: 3,
      lock: { scope: 'network', retryAfterSeconds: 50 },
    });
    expect(one.lockFor('198.51.100.1')).toEqual({ scope: 'network', retryAfterSeconds: 50 });
    expect(one.lockFor('198.51.100.2')).toBeUndefined();
    advance(50_000);
    expect(one.lockFor('198.51.100.1')).toBeUndefined();
  });

  it('locks everyone at the overall limit', async () => {
    const { limiter: one } = limiter({ perNetwork: 100, overall: 5 });
    for (let index = 1; index < 5; index += 1) {
      expect((await one.wrongToken(`198.51.100.${index}`)).lock).toBeUndefined();
    }
    expect((await one.wrongToken('198.51.100.5')).lock).toEqual({
      scope: 'everyone',
      retryAfterSeconds: 60,
    });
    expect(one.lockFor('192.0.2.1')).toEqual({ scope: 'everyone', retryAfterSeconds: 60 });
  });

  it('keeps at most maxLocks locks in memory, and learns a dropped one again from the counter', async () => {
    const at = 1_000_000;
    const counter = memoryRateLimitCounter(() => at);
    const one = createSignInLimiter({ counter, now: () => at, perNetwork: 1, maxLocks: 2 });
    for (const ip of ['192.0.2.1', '192.0.2.2', '192.0.2.3']) await one.wrongToken(ip);
    expect(one.lockFor('192.0.2.1')).toBeUndefined();
    expect(one.lockFor('192.0.2.3')).toBeDefined();
    expect((await one.wrongToken('192.0.2.1')).lock).toBeDefined();
  });
});
