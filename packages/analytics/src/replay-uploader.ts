// Sends session-replay chunks to the site's own server (POST /v1/replay/chunks) with SPEC §9's
// retry budget for replay: at most 2 retries, after 500 ms × 2ⁿ with ±10 % jitter. The network,
// the timers and the randomness are injected, so the rules are tested without a browser.
import { REPLAY_MAX_RETRIES } from './session-replay-settings.ts';

/** SPEC §9 transport status categories, as a chunk's answer is read. */
export type ReplayStatus =
  'success' | 'rate limit' | 'too large' | 'timeout' | 'invalid' | 'failed';

/** SPEC §9: 2xx success, 429 rate limit, 413 too large, 408 timeout, other 4xx invalid, 5xx (and no answer) failed. */
export function replayStatus(status: number): ReplayStatus {
  if (status >= 200 && status < 300) return 'success';
  if (status === 429) return 'rate limit';
  if (status === 413) return 'too large';
  if (status === 408) return 'timeout';
  if (status >= 400 && status < 500) return 'invalid';
  return 'failed';
}

/** Whether a chunk is sent again after this answer: not when the server refused it as it is. */
export function isRetryable(status: ReplayStatus): boolean {
  return status === 'rate limit' || status === 'timeout' || status === 'failed';
}

/** First retry after 500 ms, doubling (SPEC §9 backoff: min 500 ms, factor 2, with jitter). */
export const REPLAY_BACKOFF_MS = 500;

/** What the uploader needs from the browser. */
export interface UploaderEnvironment {
  /** POSTs the body; resolves to the HTTP status, 0 when there was no answer. */
  send(body: BodyInit, contentType: string, keepalive: boolean): Promise<number>;
  setTimer(run: () => void, ms: number): unknown;
  random(): number;
}

/** The delay before retry `attempt` (1, 2…): 500 ms × 2^(attempt − 1), ±10 %. */
export function retryDelayMs(attempt: number, random: () => number): number {
  const base = REPLAY_BACKOFF_MS * 2 ** (attempt - 1);
  return Math.round(base * (0.9 + 0.2 * random()));
}

/**
 * Sends one chunk, retrying as SPEC §9 allows; resolves to how it ended (after the last try).
 * A page being hidden sends with keepalive, so the request outlives the page.
 */
export async function uploadChunk(
  env: UploaderEnvironment,
  body: BodyInit,
  contentType: string,
  keepalive: boolean,
): Promise<ReplayStatus> {
  for (let attempt = 0; ; attempt += 1) {
    const status = replayStatus(await env.send(body, contentType, keepalive));
    if (!isRetryable(status) || attempt >= REPLAY_MAX_RETRIES) return status;
    await new Promise<void>((resolve) =>
      env.setTimer(resolve, retryDelayMs(attempt + 1, env.random)),
    );
  }
}
