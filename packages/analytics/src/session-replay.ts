/**
 * First-party session replay, the part every page loads (a few hundred bytes): decides whether a
 * recording may start at all, and gives analytics events this tab's replay id. The recorder
 * (session-replay-runtime.ts) and rrweb load with import() only after the page is idle, only when
 * analytics is on and the visitor has not opted out (Global Privacy Control or "Do not sell or
 * share"): for them no request is made at all.
 */
import { hasOptedOut } from './consent.ts';
import { privacyChoices, whenLoadedAndIdle } from './browser.ts';
import { readReplayState } from './replay-state.ts';

export {
  REPLAY_MASK_TEXT_CLASS,
  REPLAY_MASK_TEXT_SELECTOR,
  REPLAY_BLOCK_SELECTOR,
} from './session-replay-settings.ts';

/** The part of the SPEC §3 client configuration replay reads. */
export interface SessionReplayConfig {
  /** Without a key analytics is off, and so is replay. */
  readonly segmentKey?: string;
  /** Anything but `prod` is debug mode. */
  readonly environment: string;
}

/**
 * How long after the load event the recorder loads: with analytics (browser.ts), past the
 * page's loading phase, so recording costs the visitor's first taps nothing.
 */
export const REPLAY_START_DELAY_MS = 5000;

let started = false;

/**
 * Starts session replay once per page: nothing at all without an analytics key or after an
 * opt-out; otherwise, once the page is loaded and idle, the configuration is read (which says
 * whether this session is sampled) and, past {@link REPLAY_START_DELAY_MS}, rrweb records.
 */
export function startSessionReplay(config: SessionReplayConfig, win: Window = window): void {
  if (started || !config.segmentKey || hasOptedOut(privacyChoices(win))) return;
  started = true;
  const writeKey = config.segmentKey;
  const loadedAt = Date.now();
  whenLoadedAndIdle(win, () => {
    import('./session-replay-runtime.ts')
      .then(({ startReplayRuntime }) =>
        startReplayRuntime(
          {
            writeKey,
            environment: config.environment,
            origin: win.location.origin,
            privacy: () => privacyChoices(win),
            beforeRecording: () =>
              new Promise<void>((resolve) =>
                whenLoadedAndIdle(
                  win,
                  resolve,
                  Math.max(0, REPLAY_START_DELAY_MS - (Date.now() - loadedAt)),
                ),
              ),
          },
          win,
        ),
      )
      .catch((error: unknown) => {
        // SPEC §8: analytics failures reach the console only, never the visitor.
        console.error('Session replay did not start', error);
      });
  });
}

/**
 * This tab's replay id, for the `session_replay_id` of every analytics event (SPEC §7), or
 * undefined when nothing is recorded (not sampled, opted out, analytics off).
 */
export function sessionReplayId(win: Window = window): string | undefined {
  if (hasOptedOut(privacyChoices(win))) return undefined;
  try {
    return readReplayState(win.sessionStorage)?.replayId;
  } catch {
    return undefined;
  }
}

/** For tests: lets startSessionReplay run again. */
export function resetSessionReplayForTests(): void {
  started = false;
}
