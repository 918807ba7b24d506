// The Redis counter against a real redis-server (test/redis-server.ts).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestRedis, SKIP_WITHOUT_REDIS, type TestRedis } from '../../test/redis-server.ts';
import { redisKey, redisRateLimitCounter, REDIS_KEY_PREFIX } from './redis-rate-limit-counter.ts';

async function until(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.skipIf(SKIP_WITHOUT_REDIS)('redisRateLimitCounter on a real Redis', () => {
  let redis: TestRedis;
  beforeAll(async () => {
    redis = await startTestRedis();
  });
  afterAll(() => redis?.stop());

  it('counts one window for every server: two counters on one Redis add to the same count', async () => {
    const first = redisRateLimitCounter(redis.url);
    const second = redisRateLimitCounter(redis.url);
    await until(() => first.isAvailable() && second.isAvailable());
    const key = `shared-${Math.random()}`;
    expect((await first.hit(key, 60_000)).count).toBe(1);
    expect((await second.hit(key, 60_000)).count).toBe(2);
    const third = await first.hit(key, 60_000, 5);
    expect(third.count).toBe(7);
    expect(third.resetInMs).toBeGreaterThan(59_000);
    expect(third.resetInMs).toBeLessThanOrEqual(60_000);
    // 0 reads the count without adding.
    expect((await second.hit(key, 60_000, 0)).count).toBe(7);
    await Promise.all([first.close(), second.close()]);
  });

  it('starts a new window once the last one has ended, and counts concurrent hits exactly', async () => {
    const counter = redisRateLimitCounter(redis.url);
    await until(() => counter.isAvailable());
    const key = `window-${Math.random()}`;
    const hits = await Promise.all(Array.from({ length: 50 }, () => counter.hit(key, 300)));
    expect(hits.map((hit) => hit.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 50 }, (_, index) => index + 1),
    );
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect((await counter.hit(key, 300)).count).toBe(1);
    await counter.close();
  });

  it('fails a hit at once while Redis is down, says so once, and counts again once it is back', async () => {
    const changes = vi.fn();
    const counter = redisRateLimitCounter(redis.url, { onAvailabilityChange: changes });
    await until(() => counter.isAvailable());
    await redis.stop();
    await until(() => !counter.isAvailable());
    const started = Date.now();
    await expect(counter.hit('down', 60_000)).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(1_000);
    await redis.start();
    await until(() => counter.isAvailable());
    expect((await counter.hit(`back-${Math.random()}`, 60_000)).count).toBe(1);
    expect(changes.mock.calls).toEqual([[true], [false], [true]]);
    await counter.close();
  });
});

describe('redisKey', () => {
  it('prefixes every key, and hashes a long one to a short fixed length', () => {
    expect(redisKey('opt-out:127.0.0.1')).toBe(`${REDIS_KEY_PREFIX}opt-out:127.0.0.1`);
    const long = redisKey('x'.repeat(10_000));
    expect(long.startsWith(REDIS_KEY_PREFIX)).toBe(true);
    expect(long.length).toBe(REDIS_KEY_PREFIX.length + 43);
    expect(redisKey('x'.repeat(10_000))).toBe(long);
    expect(redisKey('y'.repeat(10_000))).not.toBe(long);
  });
});

describe.skipIf(SKIP_WITHOUT_REDIS)('a Redis that is down when the server starts', () => {
  it('is reported once as not answering, and a hit fails at once', async () => {
    const redis = await startTestRedis();
    await redis.stop();
    const changes = vi.fn();
    const counter = redisRateLimitCounter(redis.url, { onAvailabilityChange: changes });
    await until(() => changes.mock.calls.length > 0);
    await expect(counter.hit('down-at-start', 60_000)).rejects.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 500)); // a few reconnect attempts
    expect(changes.mock.calls).toEqual([[false]]);
    expect(counter.isAvailable()).toBe(false);
    await counter.close();
  });
});
