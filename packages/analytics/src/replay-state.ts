// The ids that link a session replay to analytics (issue 26 part 4, SPEC §7): the analytics
// session id, and the replay id this tab is recording under, which every analytics event carries
// as `session_replay_id`. Pure rules over an injected cookie jar and store.
import type { CookieJar, KeyValueStore } from './stored-values.ts';

/** The analytics session cookie: `{id}.{last activity, ms}`, ending with the browser session. */
export const ANALYTICS_SESSION_COOKIE = 'lender_session';

/** A session ends after 30 minutes without activity, as analytics tools count sessions. */
export const ANALYTICS_SESSION_IDLE_MS = 30 * 60_000;

/** The sessionStorage key of this tab's replay ({@link ReplayState}). */
export const REPLAY_STATE_KEY = 'lender.replay';

/**
 * The analytics session id, kept while the visitor is active: a new one (the time it started, in
 * ms, as Amplitude numbers sessions) after 30 idle minutes or a closed browser. Each call counts
 * as activity.
 */
export function touchAnalyticsSession(cookies: CookieJar, nowMs: number): string {
  const match = /^(\d{1,16})\.(\d{1,16})$/.exec(cookies.get(ANALYTICS_SESSION_COOKIE) ?? '');
  const active = match && nowMs - Number(match[2]) < ANALYTICS_SESSION_IDLE_MS;
  const id = active ? match[1]! : String(nowMs);
  cookies.set(ANALYTICS_SESSION_COOKIE, `${id}.${nowMs}`);
  return id;
}

/** This tab's replay: its id, the session it belongs to, and the next chunk's sequence number. */
export interface ReplayState {
  readonly replayId: string;
  readonly sessionId: string;
  readonly nextSequence: number;
}

/** The stored replay state, or undefined when there is none or it is damaged. */
export function readReplayState(store: KeyValueStore | undefined): ReplayState | undefined {
  try {
    const value: unknown = JSON.parse(store?.getItem(REPLAY_STATE_KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return undefined;
    const state = value as Record<string, unknown>;
    return typeof state.replayId === 'string' &&
      typeof state.sessionId === 'string' &&
      Number.isInteger(state.nextSequence) &&
      (state.nextSequence as number) >= 0
      ? (state as unknown as ReplayState)
      : undefined;
  } catch {
    return undefined;
  }
}

/** Stores the replay state (no storage: the replay lasts as long as the page). */
export function writeReplayState(store: KeyValueStore | undefined, state: ReplayState): void {
  try {
    store?.setItem(REPLAY_STATE_KEY, JSON.stringify(state));
  } catch {
    // Storage full or blocked: the recording goes on, a reload starts a new replay.
  }
}

/** Forgets the replay: after an opt-out, events carry no replay id. */
export function clearReplayState(
  store: (KeyValueStore & { removeItem?(key: string): void }) | undefined,
): void {
  try {
    store?.removeItem?.(REPLAY_STATE_KEY);
  } catch {
    // Nothing stored.
  }
}

/**
 * The replay this tab records into for `sessionId`: the stored one when it belongs to that
 * session (a reload or the next page continues it), else a new one from `newId`, stored.
 */
export function replayForSession(
  store: KeyValueStore | undefined,
  sessionId: string,
  newId: () => string,
): ReplayState {
  const stored = readReplayState(store);
  if (stored && stored.sessionId === sessionId) return stored;
  const state = { replayId: newId(), sessionId, nextSequence: 0 };
  writeReplayState(store, state);
  return state;
}
