// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  analyticsStub,
  resetAnalyticsForTests,
  startAnalytics,
  track,
  whenLoadedAndIdle,
} from './browser.ts';
import { PENDING_CALL_KEY_PREFIX, STUB_GLOBAL } from './stub-source.ts';

beforeEach(() => {
  delete (window as unknown as Record<string, unknown>)[STUB_GLOBAL];
  localStorage.clear();
  resetAnalyticsForTests();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('startAnalytics', () => {
  it('without a key switches analytics off and forgets what was queued and stored', () => {
    const stub = analyticsStub(window);
    const id = stub.call('track', ['clicked_link', { link_name: 'x' }]);
    localStorage.setItem(PENDING_CALL_KEY_PREFIX + id, '{}');
    localStorage.setItem('unrelated', 'kept');
    startAnalytics({ environment: 'prod', appVersion: '1.0.0' });
    expect(stub.queue).toEqual([]);
    expect(track('clicked_link', { link_name: 'y' })).toBe('');
    expect(Object.keys(localStorage)).toEqual(['unrelated']);
  });
});

describe('whenLoadedAndIdle', () => {
  it('waits the given delay after the load event before looking for an idle moment', () => {
    vi.useFakeTimers();
    const task = vi.fn();
    const idle: (() => void)[] = [];
    const fakeWindow = Object.assign(new EventTarget(), {
      document: { readyState: 'complete' },
      requestIdleCallback: (run: () => void) => idle.push(run),
      setTimeout: (run: () => void, ms: number) => setTimeout(run, ms),
    }) as unknown as Window;
    whenLoadedAndIdle(fakeWindow, task, 5000);
    vi.advanceTimersByTime(4999);
    expect(idle).toHaveLength(0);
    vi.advanceTimersByTime(1);
    idle[0]!();
    expect(task).toHaveBeenCalledOnce();
  });

  it('waits for the load event, then for an idle moment', () => {
    const task = vi.fn();
    const idle: (() => void)[] = [];
    const fakeWindow = Object.assign(new EventTarget(), {
      document: { readyState: 'loading' },
      requestIdleCallback: (run: () => void) => idle.push(run),
      setTimeout: window.setTimeout.bind(window),
    }) as unknown as Window;
    whenLoadedAndIdle(fakeWindow, task);
    expect(idle).toHaveLength(0);
    fakeWindow.dispatchEvent(new Event('load'));
    expect(task).not.toHaveBeenCalled();
    idle[0]!();
    expect(task).toHaveBeenCalledOnce();
  });
});
