/**
 * The browser side of analytics, the part every page loads: the typed `track` and `trackPage`
 * calls (queued by the inline stub) and `startAnalytics`, which loads the rest — analytics-next
 * and the delivery queue, in analytics-runtime.ts — only once the page is idle, so analytics
 * costs the first paint and the main thread nothing.
 */
import { hasOptedOut, maySendEvent, type PrivacyChoices } from './consent.ts';
import { PRE_RECEIVER_QUEUE_SIZE } from './delivery-settings.ts';
import { documentCookieJar } from './document-cookies.ts';
import { GLOBAL_ACCOUNT_ID, pageIds } from './page-ids.ts';
import type { EventName, EventPayload, LoadedPage } from './event-catalogue.ts';
import type { CommonFields } from './event-fields.ts';
import {
  newPendingCall,
  PENDING_CALL_KEY_PREFIX,
  STUB_GLOBAL,
  type AnalyticsStub,
  type PendingCall,
  type StubMethod,
} from './stub-source.ts';

export { ANALYTICS_STUB_SOURCE, PENDING_CALL_KEY_PREFIX } from './stub-source.ts';
export { OUTBOX_KEY_PREFIX } from './outbox-key.ts';

/** The cookie of the site-wide "Do not sell or share my personal information" choice ("true" when made). */
export const DO_NOT_SELL_OR_SHARE_COOKIE = 'doNotSellOrShare';

/** The analytics part of the SPEC §3 client configuration. */
export interface AnalyticsConfig {
  /** Without a key analytics is off: nothing is queued, stored or sent. */
  readonly segmentKey?: string;
  readonly environment: string;
  readonly appVersion: string;
}

type StubWindow = Window & { [STUB_GLOBAL]?: AnalyticsStub };

/** The visitor's privacy choices: Global Privacy Control and the site's own opt-out cookie. */
export function privacyChoices(win: Window = window): PrivacyChoices {
  const navigatorWithGpc = win.navigator as Navigator & { globalPrivacyControl?: boolean };
  return {
    globalPrivacyControl: navigatorWithGpc.globalPrivacyControl === true,
    doNotSellOrShare: documentCookieJar(win.document).get(DO_NOT_SELL_OR_SHARE_COOKIE) === 'true',
  };
}

/** Whether the visitor has opted out by either signal (the privacy page shows it). */
export function visitorHasOptedOut(win: Window = window): boolean {
  return hasOptedOut(privacyChoices(win));
}

/**
 * `window.lenderAnalytics`: the inline stub's, or, on a page rendered without it, an in-memory
 * one with the same shape (the inline stub cannot be run from here: the CSP forbids eval).
 */
export function analyticsStub(win: Window = window): AnalyticsStub {
  const stubWindow = win as StubWindow;
  if (!stubWindow[STUB_GLOBAL]) {
    const queue: PendingCall[] = [];
    stubWindow[STUB_GLOBAL] = {
      queue,
      call: (method: StubMethod, args: readonly unknown[]) => {
        if (queue.length >= PRE_RECEIVER_QUEUE_SIZE) return '';
        const call = newPendingCall(method, args, win);
        queue.push(call);
        return call.messageId;
      },
    };
  }
  return stubWindow[STUB_GLOBAL];
}

/**
 * Sends a SPEC §3 event (a track call), unless the visitor has opted out and the event is not
 * strictly necessary: then it is not even queued. Returns the messageId, or undefined.
 */
export function track<Name extends EventName>(
  name: Name,
  payload: EventPayload<Name>,
  win: Window = window,
): string | undefined {
  if (!maySendEvent(name, privacyChoices(win))) return undefined;
  return analyticsStub(win).call('track', [name, payload]);
}

/** Sends `loaded_page` as a page call named after the page (SPEC §7: page loads use a page call). */
export function trackPage(payload: LoadedPage, win: Window = window): string | undefined {
  if (!maySendEvent('loaded_page', privacyChoices(win))) return undefined;
  return analyticsStub(win).call('page', [payload.page_name, payload]);
}

/**
 * How long after the load event analytics-next is imported. Parsing and running it is one task of
 * about 200 ms on a slow phone (Lighthouse's 4× throttled CPU): any earlier and it lands in the
 * page's loading phase and blocks the visitor's first taps. Nothing waits on it: calls are stored
 * by the stub from the first byte and sent once it runs.
 */
export const ANALYTICS_START_DELAY_MS = 5000;

let started = false;
/** Whether startAnalytics was given a write key: the page collects, consent permitting. */
let keyed = false;

/**
 * Whether this page may count the visitor: analytics started with a write key, and no Global
 * Privacy Control or "Do not sell or share". What the page keeps only for analytics (the visitor
 * id, a campaign's lead-source code) is kept only then.
 */
export function analyticsCollecting(win: Window = window): boolean {
  return keyed && !visitorHasOptedOut(win);
}

/**
 * Starts analytics once per page: with a key, loads the runtime when the page is loaded and idle;
 * without one, switches the stub off and clears what it stored.
 */
export function startAnalytics(config: AnalyticsConfig, win: Window = window): void {
  if (started) return;
  started = true;
  const stub = analyticsStub(win);
  if (!config.segmentKey) {
    stub.queue.length = 0;
    stub.call = () => '';
    clearPendingCalls(win);
    return;
  }
  keyed = true;
  const writeKey = config.segmentKey;
  whenLoadedAndIdle(
    win,
    () => {
      import('./analytics-runtime.ts')
        .then(({ startRuntime }) =>
          startRuntime(
            {
              writeKey,
              environment: config.environment,
              appVersion: config.appVersion,
              origin: win.location.origin,
              privacy: () => privacyChoices(win),
              visitorIds: () => visitorIds(win),
              sessionReplay: true,
              loadSchemaCheck: () =>
                import('./schema-check.ts').then(({ createSchemaCheck }) => createSchemaCheck()),
            },
            stub,
            win,
          ),
        )
        .catch((error: unknown) => {
          // SPEC §8: analytics failures reach the console only, never the visitor.
          console.error('Analytics did not start', error);
        });
    },
    ANALYTICS_START_DELAY_MS,
  );
}

/** SPEC §3 system ids the page knows from its cookies and globals. */
function visitorIds(win: Window): Partial<CommonFields> {
  const cookies = documentCookieJar(win.document);
  const ids: { -readonly [Key in keyof CommonFields]?: CommonFields[Key] } = {
    ...pageIds({
      cookies,
      globalAccountId: (win as unknown as Record<string, unknown>)[GLOBAL_ACCOUNT_ID],
      optedOut: hasOptedOut(privacyChoices(win)),
    }),
  };
  const rvid = cookies.get('rvid');
  const clientId = cookies.get('client_cust_id');
  if (rvid) ids.visitor_id = rvid;
  if (clientId) ids.client_id = clientId;
  return ids;
}

/**
 * Runs `task` after the load event and `delayMs` more, when the main thread is next idle (at most
 * 5 s later).
 */
export function whenLoadedAndIdle(win: Window, task: () => void, delayMs = 0): void {
  const idle = () => {
    if (typeof win.requestIdleCallback === 'function') {
      win.requestIdleCallback(task, { timeout: 5000 });
    } else {
      win.setTimeout(task, 1);
    }
  };
  const afterLoad = () => {
    if (delayMs > 0) win.setTimeout(idle, delayMs);
    else idle();
  };
  if (win.document.readyState === 'complete') afterLoad();
  else win.addEventListener('load', afterLoad, { once: true });
}

function clearPendingCalls(win: Window): void {
  try {
    const storage = win.localStorage;
    const keys: string[] = [];
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key?.startsWith(PENDING_CALL_KEY_PREFIX)) keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
  } catch {
    // No storage, nothing stored.
  }
}

/** For tests: lets startAnalytics run again. */
export function resetAnalyticsForTests(): void {
  started = false;
  keyed = false;
}
