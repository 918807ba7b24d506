import { describe, expect, it } from 'vitest';
import {
  ANALYTICS_SESSION_COOKIE,
  ANALYTICS_SESSION_IDLE_MS,
  clearReplayState,
  readReplayState,
  REPLAY_STATE_KEY,
  replayForSession,
  touchAnalyticsSession,
  writeReplayState,
} from './replay-state.ts';
import { memoryCookieJar, memoryStore } from './stored-values.ts';

describe('touchAnalyticsSession', () => {
  const start = Date.UTC(2026, 10, 24, 10, 0);

  it('starts a session named by its start time, as a browser-session cookie', () => {
    const cookies = memoryCookieJar();
    expect(touchAnalyticsSession(cookies, start)).toBe(String(start));
    expect(cookies.cookies.get(ANALYTICS_SESSION_COOKIE)).toEqual({
      value: `${start}.${start}`,
      days: undefined,
    });
  });

  it('keeps the session while the visitor is active, each call counting as activity', () => {
    const cookies = memoryCookieJar();
    touchAnalyticsSession(cookies, start);
    const later = start + ANALYTICS_SESSION_IDLE_MS - 1;
    expect(touchAnalyticsSession(cookies, later)).toBe(String(start));
    expect(touchAnalyticsSession(cookies, later + ANALYTICS_SESSION_IDLE_MS - 1)).toBe(
      String(start),
    );
  });

  it('starts a new session after 30 idle minutes', () => {
    const cookies = memoryCookieJar();
    touchAnalyticsSession(cookies, start);
    const later = start + ANALYTICS_SESSION_IDLE_MS;
    expect(touchAnalyticsSession(cookies, later)).toBe(String(later));
  });

  it('starts a new session when the cookie is damaged', () => {
    const cookies = memoryCookieJar({ [ANALYTICS_SESSION_COOKIE]: 'x.y' });
    expect(touchAnalyticsSession(cookies, start)).toBe(String(start));
  });
});

describe('replay state', () => {
  it('continues the stored replay of the same session (a reload, the next page)', () => {
    const store = memoryStore();
    const first = replayForSession(store, 's1', () => 'r1');
    expect(first).toEqual({ replayId: 'r1', sessionId: 's1', nextSequence: 0 });
    writeReplayState(store, { ...first, nextSequence: 4 });
    expect(replayForSession(store, 's1', () => 'r2')).toEqual({
      replayId: 'r1',
      sessionId: 's1',
      nextSequence: 4,
    });
  });

  it('starts a new replay for a new session', () => {
    const store = memoryStore();
    replayForSession(store, 's1', () => 'r1');
    expect(replayForSession(store, 's2', () => 'r2')).toEqual({
      replayId: 'r2',
      sessionId: 's2',
      nextSequence: 0,
    });
    expect(readReplayState(store)?.replayId).toBe('r2');
  });

  it.each([['not json'], ['{"replayId":"r","sessionId":"s","nextSequence":-1}'], ['null']])(
    'ignores a damaged state %s',
    (value) => {
      expect(readReplayState(memoryStore({ [REPLAY_STATE_KEY]: value }))).toBeUndefined();
    },
  );

  it('forgets the replay', () => {
    const values = new Map<string, string>();
    const store = {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
      removeItem: (key: string) => void values.delete(key),
    };
    replayForSession(store, 's1', () => 'r1');
    clearReplayState(store);
    expect(readReplayState(store)).toBeUndefined();
  });
});
