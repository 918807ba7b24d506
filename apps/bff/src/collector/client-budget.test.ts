import { describe, expect, it } from 'vitest';
import { memoryRateLimitCounter } from '../plugins/rate-limit-counter.ts';
import { clientAddressKey, createClientBudget } from './client-budget.ts';

describe('clientAddressKey', () => {
  it.each([
    ['192.0.2.7', '192.0.2.7'],
    ['::ffff:192.0.2.7', '192.0.2.7'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::9', '2001:db8:1:2::/64'],
    ['2001:DB8:0001:0002:ffff::1', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['64:ff9b::192.0.2.1', '64:ff9b:0:0::/64'],
  ])('counts %s as %s', (ip, key) => {
    expect(clientAddressKey(ip)).toBe(key);
  });

  it('counts every address of one /64 together', () => {
    expect(clientAddressKey('2001:db8:aa:bb:1::1')).toBe(
      clientAddressKey('2001:db8:aa:bb:ffff::2'),
    );
  });
});

describe('createClientBudget', () => {
  const budget = (now: () => number) =>
    createClientBudget({
      name: 'replay',
      counter: memoryRateLimitCounter(now),
      bytesPerMinute: 1_000,
      anonymousIdShare: 0.5,
    });

  it('lets an address send its budget in a minute, then refuses it until the minute is over', async () => {
    let now = 0;
    const replay = budget(() => now);
    expect(await replay.charge('192.0.2.7', 600)).toEqual({ allowed: true });
    expect(await replay.charge('192.0.2.7', 400)).toEqual({ allowed: true });
    expect(await replay.spent('192.0.2.7')).toEqual({ allowed: false, retryAfterSeconds: 60 });
    now += 15_000;
    expect(await replay.charge('192.0.2.7', 1)).toEqual({ allowed: false, retryAfterSeconds: 45 });
    // Another address has its own budget.
    expect(await replay.charge('192.0.2.8', 1_000)).toEqual({ allowed: true });
    now += 45_000;
    expect(await replay.spent('192.0.2.7')).toEqual({ allowed: true });
    expect(await replay.charge('192.0.2.7', 900)).toEqual({ allowed: true });
  });

  it('gives an anonymous id its share of an address budget', async () => {
    const replay = budget(() => 0);
    expect(await replay.chargeVisitors(new Map([['visitor-1', 500]]))).toEqual({ allowed: true });
    expect(await replay.chargeVisitors(new Map([['visitor-1', 10]]))).toMatchObject({
      allowed: false,
    });
    // Another visitor has a budget of their own; one over it refuses the request it is in.
    expect(await replay.chargeVisitors(new Map([['visitor-2', 400]]))).toEqual({ allowed: true });
    expect(
      await replay.chargeVisitors(
        new Map([
          ['visitor-3', 10],
          ['visitor-2', 200],
        ]),
      ),
    ).toMatchObject({ allowed: false });
  });

  it('lets one request larger than the budget through when it is alone in its minute', async () => {
    let now = 0;
    const replay = budget(() => now);
    expect(await replay.charge('192.0.2.7', 5_000)).toEqual({ allowed: true });
    expect(await replay.charge('192.0.2.7', 5_000)).toMatchObject({ allowed: false });
    now += 60_000;
    expect(await replay.charge('192.0.2.7', 5_000)).toEqual({ allowed: true });
  });

  it('lets requests through when the counter fails, and says so', async () => {
    const errors: unknown[] = [];
    const replay = createClientBudget({
      name: 'replay',
      counter: { hit: () => Promise.reject(new Error('counter down')) },
      bytesPerMinute: 1,
      anonymousIdShare: 1,
      onCounterError: (error) => errors.push(error),
    });
    expect(await replay.charge('192.0.2.7', 1_000)).toEqual({ allowed: true });
    expect(errors).toHaveLength(1);
  });
});
