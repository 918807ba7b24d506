/**
 * The session recorder, loaded with import() only once the page is idle and only for a visitor
 * who has not opted out (session-replay.ts): reads the replay configuration (5 s at most), decides
 * whether this session is sampled in, then loads rrweb and records with every input and every
 * element marked private masked, sending chunks under 60 KB to the site's own server.
 */
import { anonymousId } from './anonymous-id.ts';
import { hasOptedOut, type PrivacyChoices } from './consent.ts';
import { documentCookieJar } from './document-cookies.ts';
import {
  clearReplayState,
  readReplayState,
  replayForSession,
  touchAnalyticsSession,
  writeReplayState,
  type ReplayState,
} from './replay-state.ts';
import { uploadChunk, type UploaderEnvironment } from './replay-uploader.ts';
import { carriesAttributes, scrubRecordedUrls } from './replay-url-scrub.ts';
import {
  chunkEnvelopeBytes,
  isSampledIn,
  packEvents,
  recordedHref,
  REPLAY_BLOCK_SELECTOR,
  REPLAY_CHUNK_MAX_BYTES,
  REPLAY_CHUNKS_PATH,
  REPLAY_CONFIG_PATH,
  REPLAY_CONFIG_TIMEOUT_MS,
  REPLAY_FLUSH_INTERVAL_MS,
  REPLAY_MASK_TEXT_CLASS,
  REPLAY_MASK_TEXT_SELECTOR,
  type ReplayChunk,
  type ReplayConfig,
  type ReplayEvent,
} from './session-replay-settings.ts';

/** rrweb's `record`, as far as the recorder uses it. */
export type RecordFunction = ((options: Record<string, unknown>) => (() => void) | undefined) & {
  takeFullSnapshot?: (isCheckout?: boolean) => void;
};

/** What the recorder needs from the page. */
export interface ReplayRuntimeOptions {
  readonly writeKey: string;
  /** Anything but `prod` is debug mode (SPEC §9): each step is written to the console. */
  readonly environment: string;
  readonly origin: string;
  /** The visitor's privacy choices, read again before every chunk (they can change). */
  readonly privacy: () => PrivacyChoices;
  /** rrweb's record function (import('rrweb') by default, a fake in tests). */
  readonly loadRecord?: () => Promise<RecordFunction>;
  /** Waits before rrweb is loaded (the page's idle time); at once by default. */
  readonly beforeRecording?: () => Promise<void>;
}

/**
 * The replay id this tab records under, for the `session_replay_id` of analytics events (SPEC
 * §7); none after an opt-out or when nothing is recorded (no stored replay).
 */
export function currentReplayId(win: Window, privacy: PrivacyChoices): string | undefined {
  if (hasOptedOut(privacy)) return undefined;
  return readReplayState(sessionStore(win))?.replayId;
}

/** rrweb event types used here (rrweb's EventType). */
const FULL_SNAPSHOT = 2;
const META = 4;

/** Reads the replay configuration, giving up after SPEC §7's 5 s; undefined when there is none. */
export async function fetchReplayConfig(
  win: Window,
  origin: string,
  timeoutMs: number = REPLAY_CONFIG_TIMEOUT_MS,
): Promise<ReplayConfig | undefined> {
  const controller = new AbortController();
  const timer = win.setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await win.fetch(origin + REPLAY_CONFIG_PATH, {
      signal: controller.signal,
      credentials: 'same-origin',
    });
    if (!response.ok) return undefined;
    const config = (await response.json()) as Partial<ReplayConfig>;
    return typeof config.enabled === 'boolean' && typeof config.sampleRate === 'number'
      ? (config as ReplayConfig)
      : undefined;
  } catch {
    return undefined; // timed out, offline, or not JSON: no recording this time
  } finally {
    win.clearTimeout(timer);
  }
}

/** A running recording; `stop` ends it and sends what is left. */
export interface ReplayRecording {
  readonly replayId: () => string;
  /** Sends what is buffered now (the page calls it when hidden; tests too). */
  flush(hiding: boolean): Promise<void>;
  stop(): void;
}

/**
 * Starts session replay on this page if the configuration and the sample allow; resolves to the
 * recording, or undefined when nothing is recorded.
 */
export async function startReplayRuntime(
  options: ReplayRuntimeOptions,
  win: Window = window,
): Promise<ReplayRecording | undefined> {
  const debug = options.environment !== 'prod';
  const log = (...args: unknown[]) => {
    if (debug) console.debug('[session replay]', ...args);
  };
  if (hasOptedOut(options.privacy())) return undefined;
  const store = sessionStore(win);
  const config = await fetchReplayConfig(win, options.origin);
  if (!config?.enabled) {
    log(config ? 'off in the configuration' : 'no configuration: not recording');
    clearReplayState(store);
    return undefined;
  }
  const cookies = documentCookieJar(win.document);
  const sessionId = touchAnalyticsSession(cookies, Date.now());
  if (!isSampledIn(sessionId, config.sampleRate)) {
    log(`session ${sessionId} not sampled (rate ${config.sampleRate})`);
    clearReplayState(store);
    return undefined;
  }
  const uuid = () => win.crypto.randomUUID();
  let state = replayForSession(store, sessionId, uuid);
  const visitor = anonymousId(cookies, uuid);
  await options.beforeRecording?.();
  if (hasOptedOut(options.privacy())) {
    clearReplayState(store);
    return undefined;
  }
  const record = await (options.loadRecord ?? loadRrwebRecord)();
  const maxBytes = Math.min(config.maxChunkBytes || REPLAY_CHUNK_MAX_BYTES, REPLAY_CHUNK_MAX_BYTES);
  const uploader = uploaderEnvironment(win, options.origin + REPLAY_CHUNKS_PATH);

  let buffer: ReplayEvent[] = [];
  let sending: Promise<void> = Promise.resolve();
  let stopped = false;

  const envelope = (sequence: number) => ({
    writeKey: options.writeKey,
    replayId: state.replayId,
    sessionId: state.sessionId,
    anonymousId: visitor,
    sequence,
    pagePath: win.location.pathname,
  });
  const takeSequence = (): number => {
    const current = readReplayState(store);
    // Another page of this tab may have moved on (bfcache): never reuse a number.
    const next = Math.max(
      state.nextSequence,
      current?.replayId === state.replayId ? current.nextSequence : 0,
    );
    state = { ...state, nextSequence: next + 1 };
    writeReplayState(store, state);
    return next;
  };
  const report =
    (chunk: Pick<ReplayChunk, 'sequence'>, count: number, bytes: number) => (status: string) =>
      log(`chunk ${chunk.sequence}: ${count} events, ${bytes} bytes, ${status}`);

  /** Sends events as plain JSON, in as many chunks as needed, at once (a page closing cannot wait). */
  const sendPlain = (events: ReplayEvent[], keepalive: boolean): ReplayEvent[] => {
    const { groups, oversized } = packEvents(
      events,
      chunkEnvelopeBytes(envelope(Number.MAX_SAFE_INTEGER)),
      maxBytes,
    );
    for (const group of groups) {
      const chunk: ReplayChunk = { ...envelope(takeSequence()), events: group };
      const body = JSON.stringify(chunk);
      void uploadChunk(uploader, body, 'application/json', keepalive).then(
        report(chunk, group.length, body.length),
      );
    }
    return oversized;
  };

  /** Sends events gzipped (a page's first snapshot is 60–100 KB of JSON, 10–15 KB gzipped). */
  const sendCompressed = async (events: ReplayEvent[], keepalive: boolean): Promise<void> => {
    if (events.length === 0) return;
    for (;;) {
      const sequence = readReplayState(store)?.nextSequence ?? state.nextSequence;
      const chunk: ReplayChunk = { ...envelope(Math.max(sequence, state.nextSequence)), events };
      const body = await gzip(JSON.stringify(chunk));
      if (body.byteLength > maxBytes) {
        if (events.length === 1) {
          log(`an event of ${body.byteLength} bytes gzipped is over the chunk limit: left out`);
          return;
        }
        const half = Math.ceil(events.length / 2);
        await sendCompressed(events.slice(0, half), keepalive);
        await sendCompressed(events.slice(half), keepalive);
        return;
      }
      // A chunk sent meanwhile (the page was hidden) took that number: build it again.
      if (takeSequence() !== chunk.sequence) continue;
      void uploadChunk(uploader, body, 'application/octet-stream', keepalive).then(
        report(chunk, events.length, body.byteLength),
      );
      return;
    }
  };

  const optedOutNow = () => {
    if (!hasOptedOut(options.privacy())) return false;
    log('the visitor opted out: recording stopped and dropped');
    recording.stop();
    buffer = [];
    clearReplayState(store);
    return true;
  };

  const recording: ReplayRecording = {
    replayId: () => state.replayId,
    flush(hiding) {
      if (optedOutNow()) return sending;
      const events = buffer;
      buffer = [];
      if (events.length === 0) return sending;
      if (hiding || !canGzip(win)) {
        // A hidden page may be closed any moment: plain JSON, sent now; a rare event too large
        // for that is still compressed and sent, if the page lives long enough.
        const oversized = sendPlain(events, hiding);
        if (oversized.length > 0 && canGzip(win)) {
          sending = sending.then(() => sendCompressed(oversized, hiding)).catch(() => undefined);
        }
        return sending;
      }
      sending = sending
        .then(() => sendCompressed(events, false))
        .catch((error: unknown) => {
          log('chunk not sent', error);
        });
      return sending.then(() => renewSession());
    },
    stop() {
      if (stopped) return;
      stopped = true;
      stopRecording?.();
      win.clearInterval(interval);
    },
  };

  /** A new analytics session (30 idle minutes) starts a new replay, from a full snapshot. */
  const renewSession = () => {
    if (stopped) return;
    const current = touchAnalyticsSession(cookies, Date.now());
    if (current === state.sessionId) return;
    state = replayForSession(store, current, uuid) as ReplayState;
    log(`new session ${current}: replay ${state.replayId}`);
    record.takeFullSnapshot?.(true);
  };

  const stopRecording = record({
    emit(event: ReplayEvent) {
      if (stopped) return;
      buffer.push(recordedEvent(event));
      // The first snapshot is sent at once: a visitor who leaves quickly is still replayable.
      if (event.type === FULL_SNAPSHOT) win.setTimeout(() => void recording.flush(false), 0);
    },
    // SPEC §9 "masking medium": every input (its value and what is typed), and the text of
    // elements marked private; blocked elements are not recorded at all.
    maskAllInputs: true,
    maskInputOptions: {
      password: true,
      email: true,
      tel: true,
      text: true,
      textarea: true,
      select: true,
    },
    maskTextSelector: REPLAY_MASK_TEXT_SELECTOR,
    maskTextClass: REPLAY_MASK_TEXT_CLASS,
    blockSelector: REPLAY_BLOCK_SELECTOR,
    // No canvas, fonts or images as data: only the page's structure and styles.
    recordCanvas: false,
    collectFonts: false,
    inlineImages: false,
    slimDOMOptions: 'all',
    sampling: { mousemove: 50, scroll: 150, input: 'last' },
    errorHandler: (error: unknown) => {
      log('recorder error', error);
      return true;
    },
  });
  const interval = win.setInterval(() => void recording.flush(false), REPLAY_FLUSH_INTERVAL_MS);
  // pagehide alone misses a tab sent to the background and then closed on a phone.
  win.document.addEventListener('visibilitychange', () => {
    if (win.document.visibilityState === 'hidden') void recording.flush(true);
  });
  win.addEventListener('pagehide', () => void recording.flush(true));
  log(`recording replay ${state.replayId} (session ${state.sessionId}, visitor ${visitor})`);
  return recording;
}

/**
 * An event as the recording keeps it: the page's address reduced to its path, and every URL
 * attribute (links, forms, images) without its query or fragment (replay-url-scrub.ts).
 */
function recordedEvent(event: ReplayEvent): ReplayEvent {
  if (event.type === META) return withRecordedHref(event);
  if (!carriesAttributes(event)) return event;
  // rrweb keeps the serialized nodes it emits (its mirror): scrub a copy, not them.
  const copy = structuredClone(event);
  scrubRecordedUrls(copy);
  return copy;
}

function withRecordedHref(event: ReplayEvent): ReplayEvent {
  const data = event.data as { href?: unknown } | null;
  if (!data || typeof data.href !== 'string') return event;
  return { ...event, data: { ...data, href: recordedHref(data.href) } };
}

async function loadRrwebRecord(): Promise<RecordFunction> {
  const { record } = await import('rrweb');
  return record as unknown as RecordFunction;
}

function sessionStore(win: Window): Storage | undefined {
  try {
    return win.sessionStorage;
  } catch {
    return undefined; // storage blocked: the replay lasts one page
  }
}

function canGzip(win: Window): boolean {
  return typeof (win as Window & { CompressionStream?: unknown }).CompressionStream === 'function';
}

async function gzip(text: string): Promise<Uint8Array<ArrayBuffer>> {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream('gzip'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** The browser under the uploader: fetch (keepalive when hiding), sendBeacon as the fallback. */
function uploaderEnvironment(win: Window, url: string): UploaderEnvironment {
  return {
    async send(body, contentType, keepalive) {
      try {
        const response = await win.fetch(url, {
          method: 'POST',
          headers: { 'content-type': contentType },
          body,
          keepalive,
          credentials: 'same-origin',
        });
        return response.status;
      } catch {
        // Over the keepalive budget fetch fails at once; a beacon may still go.
        if (
          keepalive &&
          win.navigator.sendBeacon?.(url, new Blob([body as BlobPart], { type: contentType }))
        ) {
          return 202;
        }
        return 0;
      }
    },
    setTimer: (run, ms) => win.setTimeout(run, ms),
    random: Math.random,
  };
}
