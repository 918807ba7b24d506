/**
 * The part of the browser analytics loaded only once the page is idle (see browser.ts): it loads
 * @segment/analytics-next with its settings from our own server, adds the common fields, applies
 * the visitor's privacy choice and the schema check, hands each event to the durable
 * {@link Outbox}, and replays the calls the inline stub queued. Nothing here contacts a host
 * other than the page's own.
 */
import { AnalyticsBrowser, type Context, type Plugin } from '@segment/analytics-next';
import { deviceInfo } from './device-info.ts';
import type { CommonFields } from './event-fields.ts';
import { LIBRARY_PAGE_PROPERTIES } from './collector-contract.ts';
import { Outbox, type OutboxEnvironment, type OutboxEvent } from './outbox.ts';
import {
  newPendingCall,
  PENDING_CALL_KEY_PREFIX,
  type AnalyticsStub,
  type PendingCall,
} from './stub-source.ts';
import type { SchemaCheck } from './schema-check.ts';
import { hasOptedOut, maySendEvent, type PrivacyChoices } from './consent.ts';
import { DIAGNOSTIC_SAMPLE_RATE, isSampled } from './delivery-settings.ts';
import type { EventName } from './event-catalogue.ts';

/** What the runtime needs from the page. */
export interface RuntimeOptions {
  readonly writeKey: string;
  /** `prod` only logs schema violations; anything else refuses the event and throws. */
  readonly environment: string;
  readonly appVersion: string;
  /** The page's origin: settings come from `{origin}/v1/projects/{writeKey}/settings`, events go to `{origin}/v1/b`. */
  readonly origin: string;
  /** The visitor's privacy choices, read when each event is sent (they can change). */
  readonly privacy: () => PrivacyChoices;
  /** The visitor ids known to the page (rvid, client id…), read when each event is sent. */
  readonly visitorIds: () => Partial<CommonFields>;
  /** The event catalogue check, loaded only outside production (it brings zod along). */
  readonly loadSchemaCheck?: () => Promise<SchemaCheck>;
  /**
   * Starts first-party session replay (session-replay-runtime.ts) unless the visitor has opted
   * out; the replay id is decided before the first event goes, so every event carries it.
   */
  readonly sessionReplay?: boolean;
  /**
   * Where a refused event's error goes outside production. By default it is thrown from a
   * timer, outside analytics-next (which would swallow it), so it reaches the console and
   * window.onerror and a developer sees the broken call.
   */
  readonly throwError?: (error: Error) => void;
  /** The share of events the schema check sees (SPEC §9 diagnostic sample rate, 1 by default). */
  readonly diagnosticSampleRate?: number;
  /** The sample's draw (Math.random by default). */
  readonly random?: () => number;
}

/** The catalogue event a call reports: a track call's name; a page call is `loaded_page`. */
export function catalogueEventOf(event: Context['event']): string | undefined {
  if (event.type === 'track') return event.event;
  if (event.type === 'page') return 'loaded_page';
  return undefined;
}

/** The properties the catalogue describes: a page call's without those analytics-next adds. */
export function catalogueProperties(event: Context['event']): Record<string, unknown> {
  const properties = { ...(event.properties ?? {}) } as Record<string, unknown>;
  if (event.type === 'page') for (const key of LIBRARY_PAGE_PROPERTIES) delete properties[key];
  return properties;
}

/** Starts analytics on this page; resolves once the stub's queue has been handed over. */
export async function startRuntime(
  options: RuntimeOptions,
  stub: AnalyticsStub,
  win: Window = window,
): Promise<void> {
  const outbox = new Outbox(
    { writeKey: options.writeKey, batchUrl: `${options.origin}/v1/b` },
    browserOutboxEnvironment(win),
  );
  outbox.restore();
  win.addEventListener('online', () => outbox.online());
  // pagehide alone misses a tab sent to the background and then killed on a phone.
  win.document.addEventListener('visibilitychange', () => {
    if (win.document.visibilityState === 'hidden') outbox.flushOnHide();
  });
  win.addEventListener('pagehide', () => outbox.flushOnHide());

  const schemaCheck =
    options.environment !== 'prod' && options.loadSchemaCheck
      ? await options.loadSchemaCheck()
      : undefined;

  const [analytics] = await AnalyticsBrowser.load(
    {
      writeKey: options.writeKey,
      // Settings from our own server (GET /v1/projects/{writeKey}/settings), not Segment's CDN.
      cdnURL: options.origin,
      plugins: [
        commonFieldsPlugin(options, win),
        collectorDestination(outbox, options, schemaCheck, win),
      ],
    },
    {
      // analytics-next's own delivery keeps batched events in memory only; ours stores them.
      integrations: { 'Segment.io': false },
      initialPageview: false,
    },
  );

  if (options.sessionReplay) await sessionReplayDecided(options, win);

  const dispatch = (call: PendingCall) => dispatchCall(analytics, call);
  stub.call = (method, args) => {
    const call = newPendingCall(method, args, win);
    void dispatch(call);
    return call.messageId;
  };
  for (const call of pendingCalls(stub, win.localStorage)) {
    await dispatch(call);
    try {
      win.localStorage.removeItem(PENDING_CALL_KEY_PREFIX + call.messageId);
    } catch {
      // Storage gone: the call was sent, so at worst a copy goes next time and is de-duplicated.
    }
  }
  stub.queue.length = 0;
  stub.loaded = true;
}

/** The calls to replay: this page's and those earlier pages left stored, each once, oldest first. */
export function pendingCalls(stub: AnalyticsStub, storage: Storage | undefined): PendingCall[] {
  const calls = new Map<string, PendingCall>();
  try {
    for (let index = 0; storage && index < storage.length; index += 1) {
      const key = storage.key(index);
      if (!key?.startsWith(PENDING_CALL_KEY_PREFIX)) continue;
      const call = parseCall(storage.getItem(key));
      if (call) calls.set(call.messageId, call);
    }
  } catch {
    // Unreadable storage: this page's own queue still goes.
  }
  for (const call of stub.queue) calls.set(call.messageId, call);
  return [...calls.values()].sort((a, b) => a.timestamp.localeCompare(b.timestamp));
}

function parseCall(json: string | null): PendingCall | undefined {
  if (!json) return undefined;
  try {
    const call = JSON.parse(json) as Partial<PendingCall>;
    return typeof call.messageId === 'string' &&
      typeof call.method === 'string' &&
      Array.isArray(call.args) &&
      typeof call.timestamp === 'string' &&
      typeof call.page === 'object'
      ? (call as PendingCall)
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Makes one analytics-next call from a queued one, keeping its messageId, time and page (it may
 * come from an earlier page). Only the calls the site makes are replayed: track and page.
 */
async function dispatchCall(
  analytics: AnalyticsBrowser | Awaited<ReturnType<typeof AnalyticsBrowser.load>>[0],
  call: PendingCall,
): Promise<void> {
  const callOptions = {
    messageId: call.messageId,
    timestamp: new Date(call.timestamp),
    context: { page: call.page },
  };
  const [first, second] = call.args;
  const properties = (second ?? {}) as Record<string, unknown>;
  try {
    if (call.method === 'track' && typeof first === 'string') {
      await analytics.track(first, properties, callOptions);
    } else if (call.method === 'page' && typeof first === 'string') {
      // page(category, name, properties, options): the page name is the call's name.
      await analytics.page(null, first, { ...call.page, ...properties }, callOptions);
    }
  } catch (error) {
    console.error('Analytics call failed', error);
  }
}

/** SPEC §3 common fields, added to every track and page call (an "enrichment" plugin). */
function commonFieldsPlugin(options: RuntimeOptions, win: Window): Plugin {
  const enrich = (ctx: Context) => {
    const fields: Partial<CommonFields> = {
      app_version: options.appVersion,
      ...deviceInfo(win.navigator.userAgent, win.innerWidth),
      ...options.visitorIds(),
      ...sessionReplayField(),
      event_id: ctx.event.messageId,
    };
    ctx.event.properties = { ...fields, ...ctx.event.properties };
    return ctx;
  };
  return {
    name: 'Lender common fields',
    type: 'enrichment',
    version: '1.0.0',
    isLoaded: () => true,
    load: async () => {},
    track: enrich,
    page: enrich,
  };
}

/**
 * Starts session replay (SPEC §7, issue 26 part 4) and resolves once it is decided whether this
 * session is recorded: its configuration read (5 s at most) and, if sampled, its id stored. rrweb
 * itself loads and records after that, without holding the events back. After an opt-out nothing
 * is loaded or asked for.
 */
function sessionReplayDecided(options: RuntimeOptions, win: Window): Promise<void> {
  if (hasOptedOut(options.privacy())) return Promise.resolve();
  return new Promise<void>((decided) => {
    import('./session-replay-runtime.ts')
      .then(({ currentReplayId, startReplayRuntime }) => {
        sessionReplayId = () => currentReplayId(win, options.privacy());
        return startReplayRuntime(
          {
            writeKey: options.writeKey,
            environment: options.environment,
            origin: options.origin,
            privacy: options.privacy,
            beforeRecording: async () => decided(),
          },
          win,
        );
      })
      .catch((error: unknown) => {
        // SPEC §8: analytics failures reach the console only, never the visitor.
        console.error('Session replay did not start', error);
      })
      .finally(() => decided());
  });
}

/**
 * SPEC §7: the id of the session replay this tab records, for every event; set once replay is
 * decided (session-replay-runtime.ts is loaded with import(), so it is not a static import here).
 */
let sessionReplayId: () => string | undefined = () => undefined;

function sessionReplayField(): Pick<CommonFields, 'session_replay_id'> {
  const replayId = sessionReplayId();
  return replayId ? { session_replay_id: replayId } : {};
}

/**
 * The destination: applies the privacy choice (after an opt-out only strictly necessary events
 * go), checks the event against the catalogue outside production, and queues it for delivery.
 */
function collectorDestination(
  outbox: Outbox,
  options: RuntimeOptions,
  schemaCheck: SchemaCheck | undefined,
  win: Window,
): Plugin {
  const deliver = (ctx: Context) => {
    const name = catalogueEventOf(ctx.event);
    if (name && !maySendEvent(name as EventName, options.privacy())) return ctx;
    const sampled = isSampled(
      options.diagnosticSampleRate ?? DIAGNOSTIC_SAMPLE_RATE,
      options.random ?? Math.random,
    );
    if (name && schemaCheck && sampled) {
      const problem = schemaCheck.problem(name, catalogueProperties(ctx.event));
      if (problem) {
        const error = new Error(`Error sending event ${name}: ${problem}`);
        if (options.environment !== 'prod') {
          const throwError =
            options.throwError ??
            ((thrown: Error) =>
              win.setTimeout(() => {
                throw thrown;
              }));
          throwError(error);
          return ctx; // not sent
        }
        console.error(error.message);
      }
    }
    outbox.enqueue(ctx.event as unknown as OutboxEvent);
    return ctx;
  };
  return {
    name: 'Lender collector',
    type: 'destination',
    version: '1.0.0',
    isLoaded: () => true,
    load: async () => {},
    track: deliver,
    page: deliver,
    identify: deliver,
    group: deliver,
    alias: deliver,
    screen: deliver,
  };
}

/** The real browser under the outbox. */
function browserOutboxEnvironment(win: Window): OutboxEnvironment {
  let storage: Storage | undefined;
  try {
    storage = win.localStorage;
  } catch {
    storage = undefined; // blocked by the browser's settings
  }
  return {
    storage,
    send: async (url, body, keepalive) => {
      try {
        const response = await win.fetch(url, {
          method: 'POST',
          // text/plain, as analytics-next sends it: a simple request, never a preflight.
          headers: { 'content-type': 'text/plain' },
          body,
          keepalive,
          credentials: 'same-origin',
        });
        return { status: response.status, retryAfter: response.headers.get('retry-after') };
      } catch {
        // fetch with keepalive fails at once above the browser's quota; the beacon may still go.
        if (
          keepalive &&
          win.navigator.sendBeacon?.(url, new Blob([body], { type: 'text/plain' }))
        ) {
          return { status: 202 };
        }
        return { status: 0 };
      }
    },
    isOnline: () => win.navigator.onLine !== false,
    now: () => new Date(),
    random: Math.random,
    setTimer: (run, ms) => win.setTimeout(run, ms),
    clearTimer: (timer) => win.clearTimeout(timer as number),
  };
}
