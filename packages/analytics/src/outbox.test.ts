import { describe, expect, it } from 'vitest';
import {
  BATCH_SIZE,
  BATCH_TIMEOUT_MS,
  MAX_KEEPALIVE_BYTES,
  MAX_STORED_EVENTS,
  OUTBOX_KEY_PREFIX,
  Outbox,
  backoffDelay,
  chunkBySize,
  outcomeOf,
  utf8Bytes,
  type OutboxEnvironment,
  type SendResult,
} from './outbox.ts';
import {
  FLUSH_INTERVAL_MS,
  FLUSH_QUEUE_SIZE,
  MAX_RETRIES,
  transportStatus,
} from './delivery-settings.ts';
import { MAX_EVENT_BYTES } from './collector-contract.ts';

/** A browser double: a virtual clock with timers, a Map as localStorage and a scripted collector. */
function fakeBrowser(answers: (body: string) => SendResult = () => ({ status: 200 })) {
  let now = Date.parse('2026-11-21T12:00:00.000Z');
  const timers = new Map<number, { at: number; run: () => void }>();
  let nextTimer = 1;
  const items = new Map<string, string>();
  const sent: { url: string; body: string; keepalive: boolean }[] = [];
  let online = true;
  const storage = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    key: (index: number) => [...items.keys()][index] ?? null,
    get length() {
      return items.size;
    },
  };
  const env: OutboxEnvironment = {
    storage,
    send: async (url, body, keepalive) => {
      sent.push({ url, body, keepalive });
      return answers(body);
    },
    isOnline: () => online,
    now: () => new Date(now),
    random: () => 0.5,
    setTimer: (run, ms) => {
      const id = nextTimer++;
      timers.set(id, { at: now + ms, run });
      return id;
    },
    clearTimer: (id) => void timers.delete(id as number),
  };
  return {
    env,
    items,
    sent,
    setOnline: (value: boolean) => {
      online = value;
    },
    /** Moves the clock on, running due timers (and the promises they start) in order. */
    async advance(ms: number) {
      const end = now + ms;
      for (;;) {
        const due = [...timers.entries()]
          .filter(([, timer]) => timer.at <= end)
          .sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        timers.delete(due[0]);
        now = Math.max(now, due[1].at);
        due[1].run();
        for (let tick = 0; tick < 20; tick += 1) await Promise.resolve();
      }
      now = end;
    },
    batchIds: (index: number) =>
      (JSON.parse(sent[index]!.body) as { batch: { messageId: string }[] }).batch.map(
        (event) => event.messageId,
      ),
  };
}

function event(id: number, extra: Record<string, unknown> = {}) {
  return {
    messageId: `ajs-next-${id}`,
    type: 'track',
    event: 'clicked_button',
    timestamp: new Date(Date.UTC(2026, 10, 21, 12, 0, id)).toISOString(),
    ...extra,
  };
}

const options = { writeKey: 'wk_test', batchUrl: '/v1/b' };

describe('transportStatus (SPEC §8 mapping)', () => {
  it.each([
    [200, 'success'],
    [202, 'success'],
    [299, 'success'],
    [429, 'rate limit'],
    [413, 'too large'],
    [408, 'timeout'],
    [400, 'invalid'],
    [401, 'invalid'],
    [404, 'invalid'],
    [410, 'invalid'],
    [499, 'invalid'],
    [500, 'failed'],
    [501, 'failed'],
    [503, 'failed'],
    [599, 'failed'],
    [0, 'unknown'],
    [302, 'unknown'],
  ])('status %i → %s', (status, category) => {
    expect(transportStatus(status)).toBe(category);
  });
});

describe('outcomeOf (what the outbox does with each category)', () => {
  it.each([
    [200, 'delivered'],
    [204, 'delivered'],
    [400, 'dropped'],
    [401, 'dropped'],
    [410, 'dropped'],
    [413, 'split'],
    [0, 'retry'],
    [302, 'retry'],
    [408, 'retry'],
    [429, 'retry'],
    [500, 'retry'],
    [501, 'retry'],
    [503, 'retry'],
  ])('status %i → %s', (status, kind) => {
    expect(outcomeOf({ status }).kind).toBe(kind);
  });

  it('waits a 429’s Retry-After seconds, at most 300 s, and ignores an HTTP date', () => {
    expect(outcomeOf({ status: 429, retryAfter: '7' })).toEqual({ kind: 'retry', afterMs: 7000 });
    expect(outcomeOf({ status: 429, retryAfter: '9999' })).toEqual({
      kind: 'retry',
      afterMs: 300_000,
    });
    expect(outcomeOf({ status: 429, retryAfter: 'Sat, 21 Nov 2026 12:00:00 GMT' })).toEqual({
      kind: 'retry',
    });
  });
});

describe('backoffDelay (SPEC §9: min 500 ms, factor 2, jitter)', () => {
  it('doubles from 500 ms and stops at a minute', () => {
    const middle = () => 0.5;
    expect([1, 2, 3, 4].map((attempt) => backoffDelay(attempt, middle))).toEqual([
      500, 1000, 2000, 4000,
    ]);
    expect(backoffDelay(20, middle)).toBe(60_000);
  });

  it('varies by at most 10 % either way', () => {
    expect(backoffDelay(1, () => 0)).toBe(450);
    expect(backoffDelay(1, () => 0.999_999)).toBe(550);
  });
});

describe('utf8Bytes', () => {
  it.each(['', 'plain', 'café', '€100', 'emoji 🏠 house', '\u{10ffff}'])(
    'agrees with TextEncoder for %j',
    (text) => {
      expect(utf8Bytes(text)).toBe(new TextEncoder().encode(text).length);
    },
  );
});

describe('chunkBySize', () => {
  it('keeps order and cuts before the byte or count limit is passed', () => {
    const items = ['a', 'b', 'c', 'd', 'e'];
    expect(chunkBySize(items, [100, 100, 100, 100, 100], 200 + 250)).toEqual([
      ['a', 'b'],
      ['c', 'd'],
      ['e'],
    ]);
    expect(chunkBySize(items, [1, 1, 1, 1, 1], 10_000, 2)).toEqual([['a', 'b'], ['c', 'd'], ['e']]);
  });

  it('puts an item bigger than the limit in a batch of its own rather than losing it', () => {
    expect(chunkBySize(['big', 'small'], [5000, 10], 1000)).toEqual([['big'], ['small']]);
  });
});

describe('Outbox', () => {
  it('stores each event before sending it', () => {
    const browser = fakeBrowser();
    const outbox = new Outbox(options, browser.env);
    outbox.enqueue(event(1));
    expect(browser.items.has(`${OUTBOX_KEY_PREFIX}ajs-next-1`)).toBe(true);
    expect(browser.sent).toHaveLength(0);
  });

  it('sends a batch 5000 ms after the first event (SPEC §9)', async () => {
    const browser = fakeBrowser();
    const outbox = new Outbox(options, browser.env);
    outbox.enqueue(event(1));
    outbox.enqueue(event(2));
    await browser.advance(BATCH_TIMEOUT_MS - 1);
    expect(browser.sent).toHaveLength(0);
    await browser.advance(1);
    expect(browser.sent).toHaveLength(1);
    expect(browser.sent[0]!.url).toBe('/v1/b');
    expect(JSON.parse(browser.sent[0]!.body)).toMatchObject({
      writeKey: 'wk_test',
      sentAt: '2026-11-21T12:00:05.000Z',
    });
    expect(browser.batchIds(0)).toEqual(['ajs-next-1', 'ajs-next-2']);
    expect(browser.items.size).toBe(0);
    expect(outbox.size).toBe(0);
  });

  it('sends at once when 10 events are waiting (SPEC §9)', async () => {
    const browser = fakeBrowser();
    const outbox = new Outbox(options, browser.env);
    for (let id = 1; id <= BATCH_SIZE; id += 1) outbox.enqueue(event(id));
    await browser.advance(0);
    expect(browser.sent).toHaveLength(1);
    expect(browser.batchIds(0)).toHaveLength(BATCH_SIZE);
  });

  it('keeps a failed batch stored and retries it with backoff, same messageIds', async () => {
    let failures = 2;
    const browser = fakeBrowser(() => (failures-- > 0 ? { status: 503 } : { status: 200 }));
    const outbox = new Outbox(options, browser.env);
    outbox.enqueue(event(1));
    await browser.advance(BATCH_TIMEOUT_MS);
    expect(browser.sent).toHaveLength(1);
    expect(browser.items.size).toBe(1);
    await browser.advance(499);
    expect(browser.sent).toHaveLength(1);
    await browser.advance(1); // first retry after 500 ms
    expect(browser.sent).toHaveLength(2);
    await browser.advance(1000); // second after 1000 ms
    expect(browser.sent).toHaveLength(3);
    expect(browser.batchIds(2)).toEqual(['ajs-next-1']);
    expect(browser.items.size).toBe(0);
  });

  it('honours a 429’s Retry-After', async () => {
    let limited = true;
    const browser = fakeBrowser(() => {
      if (!limited) return { status: 200 };
      limited = false;
      return { status: 429, retryAfter: '3' };
    });
    const outbox = new Outbox(options, browser.env);
    outbox.enqueue(event(1));
    await browser.advance(BATCH_TIMEOUT_MS);
    await browser.advance(2999);
    expect(browser.sent).toHaveLength(1);
    await browser.advance(1);
    expect(browser.sent).toHaveLength(2);
    expect(outbox.size).toBe(0);
  });

  it('drops a batch the collector refuses for good (400)', async () => {
    const browser = fakeBrowser(() => ({ status: 400 }));
    const outbox = new Outbox(options, browser.env);
    outbox.enqueue(event(1));
    await browser.advance(BATCH_TIMEOUT_MS);
    expect(outbox.size).toBe(0);
    expect(browser.items.size).toBe(0);
    await browser.advance(120_000);
    expect(browser.sent).toHaveLength(1);
  });

  it('sends nothing while offline and everything as soon as the connection is back (SPEC §4)', async () => {
    const browser = fakeBrowser();
    const outbox = new Outbox(options, browser.env);
    browser.setOnline(false);
    outbox.enqueue(event(1));
    outbox.enqueue(event(2));
    await browser.advance(60_000);
    expect(browser.sent).toHaveLength(0);
    expect(browser.items.size).toBe(2);
    browser.setOnline(true);
    outbox.online();
    await browser.advance(0);
    expect(browser.batchIds(0)).toEqual(['ajs-next-1', 'ajs-next-2']);
    expect(browser.items.size).toBe(0);
  });

  it('takes up, in time order, the events a previous page left stored', async () => {
    const browser = fakeBrowser();
    browser.items.set(`${OUTBOX_KEY_PREFIX}ajs-next-9`, JSON.stringify(event(9)));
    browser.items.set(`${OUTBOX_KEY_PREFIX}ajs-next-3`, JSON.stringify(event(3)));
    browser.items.set(`${OUTBOX_KEY_PREFIX}broken`, '{not json');
    browser.items.set('unrelated', 'kept');
    const outbox = new Outbox(options, browser.env);
    outbox.restore();
    await browser.advance(0);
    expect(browser.batchIds(0)).toEqual(['ajs-next-3', 'ajs-next-9']);
    expect([...browser.items.keys()]).toEqual(['unrelated']);
  });

  it('flushes with keepalive when the page hides, at most 64 KB, the rest kept for later (SPEC §9)', async () => {
    const browser = fakeBrowser();
    const outbox = new Outbox(options, browser.env);
    const padding = 'x'.repeat(20 * 1024);
    for (let id = 1; id <= 5; id += 1) outbox.enqueue(event(id, { padding }));
    outbox.flushOnHide();
    await browser.advance(0);
    expect(browser.sent[0]!.keepalive).toBe(true);
    expect(utf8Bytes(browser.sent[0]!.body)).toBeLessThanOrEqual(MAX_KEEPALIVE_BYTES);
    expect(browser.batchIds(0)).toEqual(['ajs-next-1', 'ajs-next-2', 'ajs-next-3']);
    expect(outbox.size).toBe(2);
  });

  it('refuses an event above 32 KB, which the collector could never accept', () => {
    const browser = fakeBrowser();
    const outbox = new Outbox(options, browser.env);
    expect(outbox.enqueue(event(1, { padding: 'x'.repeat(MAX_EVENT_BYTES) }))).toBe(false);
    expect(outbox.size).toBe(0);
    expect(browser.items.size).toBe(0);
  });

  it('keeps at most 1000 events, dropping the oldest', () => {
    const browser = fakeBrowser();
    browser.setOnline(false);
    const outbox = new Outbox(options, browser.env);
    for (let id = 1; id <= MAX_STORED_EVENTS + 5; id += 1) outbox.enqueue(event(id));
    expect(outbox.size).toBe(MAX_STORED_EVENTS);
    expect(browser.items.has(`${OUTBOX_KEY_PREFIX}ajs-next-5`)).toBe(false);
    expect(browser.items.has(`${OUTBOX_KEY_PREFIX}ajs-next-6`)).toBe(true);
  });

  it('retries a failing collector without limit: past MAX_RETRIES the events are still kept and sent', async () => {
    let failures = MAX_RETRIES + 5;
    const browser = fakeBrowser(() => (failures-- > 0 ? { status: 503 } : { status: 200 }));
    const outbox = new Outbox(options, browser.env);
    outbox.enqueue(event(1));
    await browser.advance(BATCH_TIMEOUT_MS);
    // Backoff grows to a minute: 18 attempts fit well within half an hour.
    await browser.advance(30 * 60_000);
    expect(browser.sent).toHaveLength(MAX_RETRIES + 6);
    expect(new Set(browser.sent.map((_, index) => browser.batchIds(index).join()))).toEqual(
      new Set(['ajs-next-1']),
    );
    expect(outbox.size).toBe(0);
  });

  it('sends a backlog FLUSH_QUEUE_SIZE (200) events a request, FLUSH_INTERVAL_MS (10 s) apart', async () => {
    const browser = fakeBrowser();
    for (let id = 1; id <= 450; id += 1) {
      browser.items.set(`${OUTBOX_KEY_PREFIX}ajs-next-${id}`, JSON.stringify(event(id)));
    }
    const outbox = new Outbox(options, browser.env);
    outbox.restore();
    await browser.advance(0);
    expect(browser.sent.map((_, index) => browser.batchIds(index).length)).toEqual([
      FLUSH_QUEUE_SIZE,
    ]);
    await browser.advance(FLUSH_INTERVAL_MS - 1);
    expect(browser.sent).toHaveLength(1);
    await browser.advance(1);
    expect(browser.sent).toHaveLength(2);
    await browser.advance(FLUSH_INTERVAL_MS);
    expect(browser.sent.map((_, index) => browser.batchIds(index).length)).toEqual([200, 200, 50]);
    expect(outbox.size).toBe(0);
  });

  it('splits a batch the collector finds too large (413) into halves, and drops a lone event it refuses', async () => {
    // This collector takes at most 3 events a request, and never event 5.
    const browser = fakeBrowser((body) => {
      const ids = (JSON.parse(body) as { batch: { messageId: string }[] }).batch;
      return ids.length > 3 || ids.some((e) => e.messageId === 'ajs-next-5')
        ? { status: 413 }
        : { status: 200 };
    });
    const outbox = new Outbox(options, browser.env);
    for (let id = 1; id <= 10; id += 1) outbox.enqueue(event(id));
    await browser.advance(0);
    const accepted = browser.sent
      .map((_, index) => browser.batchIds(index))
      .filter((ids) => ids.length <= 3 && !ids.includes('ajs-next-5'));
    expect(accepted.flat().sort()).toEqual(
      [1, 2, 3, 4, 6, 7, 8, 9, 10].map((id) => `ajs-next-${id}`).sort(),
    );
    expect(outbox.size).toBe(0);
    expect(browser.items.size).toBe(0);
  });

  it('still delivers from memory when storage refuses to write', async () => {
    const browser = fakeBrowser();
    const outbox = new Outbox(options, {
      ...browser.env,
      storage: {
        ...browser.env.storage!,
        length: 0,
        setItem: () => {
          throw new DOMException('full', 'QuotaExceededError');
        },
      },
    });
    outbox.enqueue(event(1));
    await browser.advance(BATCH_TIMEOUT_MS);
    expect(browser.batchIds(0)).toEqual(['ajs-next-1']);
  });
});
