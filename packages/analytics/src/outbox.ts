/**
 * The durable delivery queue of the browser: every event is written to localStorage before it is
 * sent and removed only after the collector accepted it, so an event survives a dropped
 * connection, an offline spell and a closed tab (it goes out on the next visit). analytics-next's
 * own batching keeps events in memory only (it persists its queue on `pagehide`, and not at all
 * in batching mode), which would lose them; so analytics-next builds the events and this queue
 * delivers them, in analytics-next's wire format (`POST {apiHost}/b` with writeKey, batch, sentAt).
 *
 * Delivery is at least once: a batch whose answer was lost (the tab closed mid-request) is sent
 * again later, and the collector de-duplicates on `messageId`.
 */
import { MAX_BATCH_BYTES, MAX_EVENT_BYTES } from './collector-contract.ts';
import {
  FLUSH_INTERVAL_MS,
  FLUSH_QUEUE_SIZE,
  TransportStatus,
  transportStatus,
} from './delivery-settings.ts';
import { OUTBOX_KEY_PREFIX } from './outbox-key.ts';

export { OUTBOX_KEY_PREFIX };

/** SPEC §9 batching: a batch goes when it has 10 events… */
export const BATCH_SIZE = 10;
/** …or 5000 ms after its first event, whichever comes first. */
export const BATCH_TIMEOUT_MS = 5000;
/** SPEC §9: 64 KB for a request sent with keepalive, the browser's quota for all such requests. */
export const MAX_KEEPALIVE_BYTES = 64 * 1024;
/** SPEC §9 backoff: the first retry waits about 500 ms… */
export const BACKOFF_MIN_MS = 500;
/** …and each further one twice as long… */
export const BACKOFF_FACTOR = 2;
/** …up to a minute (analytics-next's maxBackoffInterval), with up to this share of jitter. */
export const BACKOFF_MAX_MS = 60_000;
export const BACKOFF_JITTER = 0.1;
/** The most events kept waiting; beyond it the oldest go, so a long-offline visitor's storage stays small. */
export const MAX_STORED_EVENTS = 1000;

/** An event as analytics-next built it; only `messageId` matters to the queue. */
export interface OutboxEvent {
  readonly messageId: string;
  readonly [field: string]: unknown;
}

/** What a send answered: its HTTP status (0 when the request failed) and its Retry-After header. */
export interface SendResult {
  readonly status: number;
  readonly retryAfter?: string | null;
}

/** The browser around the queue, injected so the rules can be tested without one. */
export interface OutboxEnvironment {
  /** localStorage, or undefined where it is unavailable (private modes, disabled storage). */
  readonly storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;
  /** POSTs a text/plain body; resolves with status 0 on a network error instead of rejecting. */
  readonly send: (url: string, body: string, keepalive: boolean) => Promise<SendResult>;
  readonly isOnline: () => boolean;
  readonly now: () => Date;
  readonly random: () => number;
  readonly setTimer: (run: () => void, ms: number) => unknown;
  readonly clearTimer: (timer: unknown) => void;
}

export interface OutboxOptions {
  readonly writeKey: string;
  /** The batch endpoint, e.g. `/v1/b` on the site's own origin. */
  readonly batchUrl: string;
}

/** How a batch's answer is handled (see {@link outcomeOf}). */
export type SendOutcome =
  | { readonly kind: 'delivered' }
  | { readonly kind: 'dropped' }
  | { readonly kind: 'split' }
  | { readonly kind: 'retry'; readonly afterMs?: number };

/**
 * What to do after a send, by SPEC §8's transport status category: success delivered; rate
 * limit retried after its Retry-After seconds (at most 300), else with backoff; too large split
 * in halves and each sent again (one event alone is dropped: it can never go); timeout, failed
 * and unknown (no answer) retried with backoff, without limit (the events are stored); invalid
 * (any other 4xx) dropped, since sending the same body again cannot succeed.
 */
export function outcomeOf({ status, retryAfter }: SendResult): SendOutcome {
  switch (transportStatus(status)) {
    case TransportStatus.Success:
      return { kind: 'delivered' };
    case TransportStatus.RateLimit: {
      const seconds = Number.parseInt(retryAfter ?? '', 10);
      return Number.isFinite(seconds) && seconds >= 0
        ? { kind: 'retry', afterMs: Math.min(seconds, 300) * 1000 }
        : { kind: 'retry' };
    }
    case TransportStatus.TooLarge:
      return { kind: 'split' };
    case TransportStatus.Invalid:
      return { kind: 'dropped' };
    case TransportStatus.Timeout:
    case TransportStatus.Failed:
    case TransportStatus.Unknown:
      return { kind: 'retry' };
  }
}

/** The wait before retry number `attempt` (1, 2, …): 500 ms × 2^(attempt-1), at most a minute, ±10 %. */
export function backoffDelay(attempt: number, random: () => number): number {
  const base = Math.min(BACKOFF_MIN_MS * BACKOFF_FACTOR ** (attempt - 1), BACKOFF_MAX_MS);
  return Math.round(base * (1 + BACKOFF_JITTER * (2 * random() - 1)));
}

/** UTF-8 length of a string, without allocating an encoder per call. */
export function utf8Bytes(text: string): number {
  let bytes = 0;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff) {
      bytes += 4; // a surrogate pair is one 4-byte character
      index += 1;
    } else bytes += 3;
  }
  return bytes;
}

/** Room in a batch body for everything but the events: `{"writeKey":…,"batch":[],"sentAt":…}`. */
const ENVELOPE_BYTES = 200;

/**
 * Splits events, in order, into batches whose events together stay under `maxBytes`, each with
 * at most `maxCount` events. `sizes[i]` is the UTF-8 size of event i's JSON.
 */
export function chunkBySize<T>(
  items: readonly T[],
  sizes: readonly number[],
  maxBytes: number,
  maxCount = Number.POSITIVE_INFINITY,
): T[][] {
  const chunks: T[][] = [];
  let current: T[] = [];
  let currentBytes = ENVELOPE_BYTES;
  items.forEach((item, index) => {
    const size = (sizes[index] ?? 0) + 1; // the comma
    if (current.length > 0 && (currentBytes + size > maxBytes || current.length >= maxCount)) {
      chunks.push(current);
      current = [];
      currentBytes = ENVELOPE_BYTES;
    }
    current.push(item);
    currentBytes += size;
  });
  if (current.length > 0) chunks.push(current);
  return chunks;
}

interface Waiting {
  readonly event: OutboxEvent;
  readonly json: string;
  readonly bytes: number;
}

/** The queue itself. One per page; see the module comment. */
export class Outbox {
  readonly #options: OutboxOptions;
  readonly #env: OutboxEnvironment;
  /** Events waiting, oldest first, keyed by messageId. */
  readonly #waiting = new Map<string, Waiting>();
  /** Events in a request right now; not sent again until it answers. */
  readonly #inFlight = new Set<string>();
  #timer: unknown;
  #timerDue = Number.POSITIVE_INFINITY;
  #attempt = 0;
  #retryAt = 0;
  #sending = false;

  constructor(options: OutboxOptions, env: OutboxEnvironment) {
    this.#options = options;
    this.#env = env;
  }

  /** Messages waiting to be delivered (for tests and the page's own diagnostics). */
  get size(): number {
    return this.#waiting.size;
  }

  /**
   * Takes up the events a previous page left in storage (closed before they were delivered, or
   * offline) and schedules them. Call once at start.
   */
  restore(): void {
    const storage = this.#env.storage;
    if (!storage) return;
    const found: Waiting[] = [];
    const damaged: string[] = [];
    try {
      for (let index = 0; index < storage.length; index += 1) {
        const key = storage.key(index);
        if (!key?.startsWith(OUTBOX_KEY_PREFIX)) continue;
        const json = storage.getItem(key);
        const event = json ? parseEvent(json) : undefined;
        if (event && json) found.push({ event, json, bytes: utf8Bytes(json) });
        else damaged.push(key);
      }
      for (const key of damaged) storage.removeItem(key);
    } catch {
      return; // storage unreadable: nothing to take up
    }
    found.sort((a, b) => String(a.event['timestamp']).localeCompare(String(b.event['timestamp'])));
    for (const waiting of found) this.#waiting.set(waiting.event.messageId, waiting);
    if (found.length > 0) this.#schedule(0);
  }

  /** Adds an event: stored first, then sent with its batch. Events above 32 KB are refused (false). */
  enqueue(event: OutboxEvent): boolean {
    const json = JSON.stringify(event);
    const bytes = utf8Bytes(json);
    if (bytes > MAX_EVENT_BYTES) return false;
    this.#waiting.set(event.messageId, { event, json, bytes });
    this.#store(event.messageId, json);
    this.#trimToLimit();
    this.#schedule(this.#waiting.size - this.#inFlight.size >= BATCH_SIZE ? 0 : BATCH_TIMEOUT_MS);
    return true;
  }

  /**
   * Sends one request of what is waiting now: at most FLUSH_QUEUE_SIZE (200) events and 500 KB.
   * What is left (a backlog from an earlier page or an offline spell) follows FLUSH_INTERVAL_MS
   * later, so a collector coming back from an outage is not met by every visitor's whole backlog
   * at once. A 413 splits the request in halves, sent one after the other. Stops at a batch to be
   * retried, so order is kept and a failing collector is not hammered.
   */
  async flush(): Promise<void> {
    if (this.#sending || !this.#env.isOnline()) return;
    if (this.#env.now().getTime() < this.#retryAt) return;
    this.#sending = true;
    try {
      const ready = this.#ready();
      const [first = []] = chunkBySize(
        ready,
        ready.map((waiting) => waiting.bytes),
        MAX_BATCH_BYTES,
        FLUSH_QUEUE_SIZE,
      );
      const batches = [first];
      for (let batch = batches.shift(); batch && batch.length > 0; batch = batches.shift()) {
        const outcome = await this.#send(batch, false);
        if (outcome.kind === 'split') {
          // Too large for the collector: halves, then quarters… down to one event, then dropped.
          if (batch.length === 1) this.#remove(batch[0]!.event.messageId);
          else {
            const half = Math.ceil(batch.length / 2);
            batches.unshift(batch.slice(0, half), batch.slice(half));
          }
          continue;
        }
        if (outcome.kind === 'retry') {
          this.#attempt += 1;
          const delay = outcome.afterMs ?? backoffDelay(this.#attempt, this.#env.random);
          this.#retryAt = this.#env.now().getTime() + delay;
          this.#schedule(delay);
          return;
        }
        this.#attempt = 0;
      }
      if (this.#ready().length > 0) this.#schedule(FLUSH_INTERVAL_MS);
    } finally {
      this.#sending = false;
    }
  }

  /**
   * The page is being hidden or closed: send what is waiting with keepalive, so the request
   * outlives the page. keepalive bodies share a 64 KB quota, so only the first 64 KB go now;
   * the rest stay stored for the next page. Whatever is not answered stays stored too.
   */
  flushOnHide(): void {
    if (!this.#env.isOnline()) return;
    const ready = this.#ready();
    if (ready.length === 0) return;
    const [batch = []] = chunkBySize(
      ready,
      ready.map((waiting) => waiting.bytes),
      MAX_KEEPALIVE_BYTES,
    );
    void this.#send(batch, true);
  }

  /** The connection came back: retry at once rather than at the end of the backoff. */
  online(): void {
    this.#retryAt = 0;
    this.#schedule(0);
  }

  #ready(): Waiting[] {
    return [...this.#waiting.values()].filter(
      (waiting) => !this.#inFlight.has(waiting.event.messageId),
    );
  }

  async #send(batch: readonly Waiting[], keepalive: boolean): Promise<SendOutcome> {
    const ids = batch.map((waiting) => waiting.event.messageId);
    for (const id of ids) this.#inFlight.add(id);
    const body = `{"writeKey":${JSON.stringify(this.#options.writeKey)},"batch":[${batch
      .map((waiting) => waiting.json)
      .join(',')}],"sentAt":${JSON.stringify(this.#env.now().toISOString())}}`;
    let result: SendResult;
    try {
      result = await this.#env.send(this.#options.batchUrl, body, keepalive);
    } catch {
      result = { status: 0 };
    }
    for (const id of ids) this.#inFlight.delete(id);
    const outcome = outcomeOf(result);
    if (outcome.kind === 'delivered' || outcome.kind === 'dropped') {
      for (const id of ids) this.#remove(id);
    }
    return outcome;
  }

  #schedule(ms: number): void {
    const due = this.#env.now().getTime() + ms;
    if (this.#timer !== undefined && this.#timerDue <= due) return;
    if (this.#timer !== undefined) this.#env.clearTimer(this.#timer);
    this.#timerDue = due;
    this.#timer = this.#env.setTimer(() => {
      this.#timer = undefined;
      this.#timerDue = Number.POSITIVE_INFINITY;
      void this.flush().then(() => {
        // More arrived while sending: they go at the next flush.
        if (this.#ready().length > 0 && this.#timer === undefined) {
          this.#schedule(FLUSH_INTERVAL_MS);
        }
      });
    }, ms);
  }

  #trimToLimit(): void {
    while (this.#waiting.size > MAX_STORED_EVENTS) {
      const oldest = this.#waiting.keys().next().value;
      if (oldest === undefined || this.#inFlight.has(oldest)) return;
      this.#remove(oldest);
    }
  }

  #store(id: string, json: string): void {
    try {
      this.#env.storage?.setItem(OUTBOX_KEY_PREFIX + id, json);
    } catch {
      // Quota or disabled storage: the event is still sent from memory.
    }
  }

  #remove(id: string): void {
    this.#waiting.delete(id);
    try {
      this.#env.storage?.removeItem(OUTBOX_KEY_PREFIX + id);
    } catch {
      // Nothing to do: a stale copy is de-duplicated by the collector.
    }
  }
}

function parseEvent(json: string): OutboxEvent | undefined {
  try {
    const value: unknown = JSON.parse(json);
    if (
      typeof value === 'object' &&
      value !== null &&
      typeof (value as { messageId?: unknown }).messageId === 'string'
    ) {
      return value as OutboxEvent;
    }
  } catch {
    // A damaged entry: restore() removes it.
  }
  return undefined;
}
