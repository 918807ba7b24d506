// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import {
  ANALYTICS_STUB_SOURCE,
  PENDING_CALL_KEY_PREFIX,
  STUB_GLOBAL,
  type AnalyticsStub,
} from './stub-source.ts';
import { PRE_RECEIVER_QUEUE_SIZE } from './delivery-settings.ts';
import { analyticsStub } from './browser.ts';

type StubWindow = Window & { [STUB_GLOBAL]?: AnalyticsStub };

function runStub() {
  // The stub is the literal text a page runs; running it here tests exactly that text.
  new Function(ANALYTICS_STUB_SOURCE)();
  return (window as StubWindow)[STUB_GLOBAL]!;
}

afterEach(() => {
  delete (window as StubWindow)[STUB_GLOBAL];
  localStorage.clear();
});

describe('the inline analytics stub (SPEC §4: events queue until the library is ready)', () => {
  it('queues a call with a messageId, the time and the page, and returns the messageId', () => {
    document.title = 'Home loans';
    const stub = runStub();
    const id = stub.call('track', ['clicked_button', { button_name: 'Apply' }]);
    expect(id).toMatch(
      /^ajs-next-\d{13}-[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(stub.queue).toEqual([
      {
        method: 'track',
        args: ['clicked_button', { button_name: 'Apply' }],
        messageId: id,
        timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        page: {
          path: location.pathname,
          url: location.href,
          search: location.search,
          title: 'Home loans',
          referrer: document.referrer,
        },
      },
    ]);
  });

  it('writes each call to localStorage as it is made', () => {
    const stub = runStub();
    const id = stub.call('page', ['harborlight:home', { page_name: 'harborlight:home' }]);
    expect(JSON.parse(localStorage.getItem(PENDING_CALL_KEY_PREFIX + id)!)).toEqual(stub.queue[0]);
  });

  it('keeps queueing when storage is unavailable', () => {
    const stub = runStub();
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    try {
      stub.call('track', ['clicked_link', {}]);
    } finally {
      Storage.prototype.setItem = setItem;
    }
    expect(stub.queue).toHaveLength(1);
  });

  it('keeps the first PRE_RECEIVER_QUEUE_SIZE (512) calls before the runtime takes over, and no more', () => {
    const stub = runStub();
    const ids = Array.from({ length: PRE_RECEIVER_QUEUE_SIZE + 3 }, (_, index) =>
      stub.call('track', ['clicked_button', { button_name: `b${index}` }]),
    );
    expect(stub.queue).toHaveLength(PRE_RECEIVER_QUEUE_SIZE);
    expect(ids.slice(0, PRE_RECEIVER_QUEUE_SIZE).every((id) => id.startsWith('ajs-next-'))).toBe(
      true,
    );
    expect(ids.slice(PRE_RECEIVER_QUEUE_SIZE)).toEqual(['', '', '']);
    expect(stub.queue.at(-1)!.args[1]).toEqual({ button_name: `b${PRE_RECEIVER_QUEUE_SIZE - 1}` });
    const stored = Object.keys(localStorage).filter((key) =>
      key.startsWith(PENDING_CALL_KEY_PREFIX),
    );
    expect(stored).toHaveLength(PRE_RECEIVER_QUEUE_SIZE);
  });

  it('the in-memory stub of a page without the inline one keeps the same limit', () => {
    const stub = analyticsStub(window);
    for (let index = 0; index < PRE_RECEIVER_QUEUE_SIZE + 3; index += 1) {
      stub.call('track', ['clicked_button', { button_name: `b${index}` }]);
    }
    expect(stub.queue).toHaveLength(PRE_RECEIVER_QUEUE_SIZE);
  });

  it('leaves an existing stub or runtime alone when included twice', () => {
    const first = runStub();
    first.call('track', ['a', {}]);
    const second = runStub();
    expect(second).toBe(first);
    expect(second.queue).toHaveLength(1);
  });

  it('makes distinct ids without crypto.randomUUID (older browsers, plain http)', () => {
    const original = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const stub = runStub();
      const ids = new Set(Array.from({ length: 50 }, () => stub.call('track', ['e', {}])));
      expect(ids.size).toBe(50);
      for (const id of ids) expect(id).toMatch(/-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-/);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });

  it('stays small enough to inline in every page', () => {
    expect(ANALYTICS_STUB_SOURCE.length).toBeLessThan(1024);
  });
});
