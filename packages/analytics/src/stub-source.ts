/**
 * The inline stub: a few hundred bytes of JavaScript put in the page's `<head>`, so analytics
 * calls made from the first byte are queued before the library (loaded only once the page is
 * idle) exists. Each call is written to localStorage at once: a visitor who leaves before the
 * library loads still has the call sent, by the next page they open.
 *
 * A call records what analytics-next would have read at that moment: a messageId (kept through
 * retries, so the collector de-duplicates), the time and the page it was made on.
 *
 * It keeps at most PRE_RECEIVER_QUEUE_SIZE (SPEC §9: 512) calls; later ones, until the runtime
 * takes over, are not kept (`call` returns '').
 */
import { PRE_RECEIVER_QUEUE_SIZE } from './delivery-settings.ts';

/** The global the stub defines and the runtime takes over. */
export const STUB_GLOBAL = 'lenderAnalytics';

/** Prefix of the localStorage key of each queued call; the rest of the key is its messageId. */
export const PENDING_CALL_KEY_PREFIX = 'lender.analytics.call:';

/** The analytics methods a page may call before the library has loaded. */
export type StubMethod = 'track' | 'page' | 'identify' | 'group' | 'alias' | 'screen';

/** The page a call was made on, as analytics-next puts it in `context.page`. */
export interface CallPage {
  readonly path: string;
  readonly url: string;
  readonly search: string;
  readonly title: string;
  readonly referrer: string;
}

/** One call as the stub queued it. */
export interface PendingCall {
  readonly method: StubMethod;
  readonly args: readonly unknown[];
  readonly messageId: string;
  readonly timestamp: string;
  readonly page: CallPage;
}

/** `window.lenderAnalytics`: the queue, and `call`, which the runtime replaces once loaded. */
export interface AnalyticsStub {
  readonly queue: PendingCall[];
  call: (method: StubMethod, args: readonly unknown[]) => string;
  /** Set by the runtime once the library has loaded and the queue has been handed over. */
  loaded?: boolean;
}

/** A call as the stub records it (the TypeScript twin of the inline stub's): analytics-next's messageId shape, the time and the page. */
export function newPendingCall(
  method: StubMethod,
  args: readonly unknown[],
  win: Window,
): PendingCall {
  return {
    method,
    args,
    messageId: `ajs-next-${Date.now()}-${win.crypto.randomUUID()}`,
    timestamp: new Date().toISOString(),
    page: {
      path: win.location.pathname,
      url: win.location.href,
      search: win.location.search,
      title: win.document.title,
      referrer: win.document.referrer,
    },
  };
}

// Written as plain ES5 by hand: it runs before any bundle, in every browser that opens the page.
// The messageId has analytics-next's own shape, ajs-next-{epoch ms}-{uuid}.
export const ANALYTICS_STUB_SOURCE = `(function(w){if(w.${STUB_GLOBAL})return;var q=[],l=w.location,d=w.document;function u(){var c=w.crypto;if(c&&c.randomUUID)return c.randomUUID();return'xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx'.replace(/[xy]/g,function(x){var r=Math.random()*16|0;return(x=='x'?r:r&3|8).toString(16)})}w.${STUB_GLOBAL}={queue:q,call:function(m,a){if(q.length>=${PRE_RECEIVER_QUEUE_SIZE})return'';var e={method:m,args:a,messageId:'ajs-next-'+Date.now()+'-'+u(),timestamp:new Date().toISOString(),page:{path:l.pathname,url:l.href,search:l.search,title:d.title,referrer:d.referrer}};q.push(e);try{w.localStorage.setItem('${PENDING_CALL_KEY_PREFIX}'+e.messageId,JSON.stringify(e))}catch(x){}return e.messageId}}})(window);`;
