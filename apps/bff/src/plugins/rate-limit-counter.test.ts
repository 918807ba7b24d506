import { describe, expect, it } from 'vitest';
import { memoryRateLimitCounter } from './rate-limit-counter.ts';

describe('memoryRateLimitCounter', () => {
  it('counts hits per key within a window, then starts again', async () => {
    let now = 1_000;
    const counter = memoryRateLimitCounter(() => now);
    expect(await counter.hit('a', 60_000)).toEqual({ count: 1, resetInMs: 60_000 });
    now += 10_000;
    expect(await counter.hit('a', 60_000)).toEqual({ count: 2, resetInMs: 50_000 });
    expect(await counter.hit('b', 60_000)).toEqual({ count: 1, resetInMs: 60_000 });
    now += 50_000;
    expect(await counter.hit('a', 60_000)).toEqual({ count: 1, resetInMs: 60_000 });
  });

  it('adds an amount (bytes), and reads without adding for 0', async () => {
    let now = 0;
    const counter = memoryRateLimitCounter(() => now);
    expect(await counter.hit('a', 60_000, 40_000)).toEqual({ count: 40_000, resetInMs: 60_000 });
    now += 1_000;
    expect(await counter.hit('a', 60_000, 0)).toEqual({ count: 40_000, resetInMs: 59_000 });
    expect(await counter.hit('a', 60_000, 2_500)).toEqual({ count: 42_500, resetInMs: 59_000 });
  });

  it('holds at most maxKeys windows, forgetting the one hit least recently', async () => {
    const now = 0;
    const counter = memoryRateLimitCounter(() => now, 3);
    for (const key of ['a', 'b', 'c', 'd']) await counter.hit(key, 60_000);
    // "a" was dropped to make room: it counts from one again.
    expect((await counter.hit('a', 60_000)).count).toBe(1);
    expect((await counter.hit('d', 60_000)).count).toBe(2);
  });

  it('keeps a key that keeps being hit, however many new keys come after it', async () => {
    const counter = memoryRateLimitCounter(() => 0, 100);
    for (let index = 0; index < 1_000; index += 1) {
      await counter.hit('client', 60_000);
      await counter.hit(`anonymous-${index}`, 60_000);
    }
    expect((await counter.hit('client', 60_000, 0)).count).toBe(1_000);
  });
});
