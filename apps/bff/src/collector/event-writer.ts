// Group commit: requests hand their rows to one writer, which inserts everything that arrived
// within FLUSH_INTERVAL_MS (or FLUSH_MAX_ROWS at once) in one statement per table, and resolves
// each request's promise when its rows are committed. The collector answers 200 only then: an
// acknowledged event is in the database, and a failed insert is answered 503 so the client keeps
// the events and retries (analytics-next retries 5xx with the same messageId; de-duplication makes
// the retry harmless). Waiting a few milliseconds for company is what buys the throughput: one
// insert of hundreds of rows instead of hundreds of inserts. The queue is bounded: past
// `limit` waiting events the writer refuses (the route answers 429 with Retry-After).
import { FLUSH_INTERVAL_MS, FLUSH_MAX_ROWS } from './collector-limits.ts';
import type { EventRow } from './event-record.ts';

/** A count to add to one key of a counter table. */
export interface Counted<Key> {
  key: Key;
  count: number;
}

/** A violation counter key: day, event and field (analytics_violations). */
export interface ViolationKey {
  day: string;
  eventName: string;
  field: string;
  keyword: string;
}

/** A client metric counter key (analytics_client_metrics). */
export interface MetricKey {
  day: string;
  metric: string;
}

/** What one request hands to the writer. */
export interface WriteBatch {
  events?: readonly EventRow[];
  violations?: readonly Counted<ViolationKey>[];
  metrics?: readonly Counted<MetricKey>[];
}

/** What one flush stores: the rows, and the counters summed per key. */
export interface FlushBatch {
  events: EventRow[];
  violations: Counted<ViolationKey>[];
  metrics: Counted<MetricKey>[];
}

/** The writer is full: the client should come back later. */
export class CollectorOverloadedError extends Error {
  override name = 'CollectorOverloadedError';
}

/** The writer has been closed (the server is shutting down). */
export class CollectorClosedError extends Error {
  override name = 'CollectorClosedError';
}

export interface EventWriterOptions {
  /** Stores one flush; the counters are to be added to what is stored. */
  store: (batch: FlushBatch) => Promise<void>;
  /** Most events waiting (buffered or being inserted) before writes are refused. */
  limit: number;
  flushIntervalMs?: number;
  maxRows?: number;
  /** Inserts in flight at once (1 on PGlite, which has one connection). */
  concurrency?: number;
}

/** The writer. */
export interface EventWriter {
  /** Resolves when the batch is stored; rejects with CollectorOverloadedError when full. */
  write(batch: WriteBatch): Promise<void>;
  /** Events waiting, buffered or in flight. */
  pending(): number;
  /** Stores what is waiting, then refuses further writes. */
  close(): Promise<void>;
}

interface Buffer {
  events: EventRow[];
  violations: Map<string, Counted<ViolationKey>>;
  metrics: Map<string, Counted<MetricKey>>;
  /** Requests (violation or metric counts only) that count as one waiting item each. */
  items: number;
  waiters: { resolve: () => void; reject: (error: unknown) => void }[];
}

function emptyBuffer(): Buffer {
  return { events: [], violations: new Map(), metrics: new Map(), items: 0, waiters: [] };
}

function addCounts<Key extends object>(
  into: Map<string, Counted<Key>>,
  counts: readonly Counted<Key>[] | undefined,
): void {
  for (const { key, count } of counts ?? []) {
    const id = Object.values(key).join('\u0000');
    const existing = into.get(id);
    if (existing) existing.count += count;
    else into.set(id, { key, count });
  }
}

/** A group-commit writer over `store`. */
export function createEventWriter({
  store,
  limit,
  flushIntervalMs = FLUSH_INTERVAL_MS,
  maxRows = FLUSH_MAX_ROWS,
  concurrency = 1,
}: EventWriterOptions): EventWriter {
  let buffer = emptyBuffer();
  let waiting = 0;
  let inFlight = 0;
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  const flushes = new Set<Promise<void>>();

  function flush(): void {
    if (timer) {
      clearTimeout(timer);
      timer = undefined;
    }
    if (inFlight >= concurrency || buffer.waiters.length === 0) return;
    const taken = buffer;
    buffer = emptyBuffer();
    const weight = taken.events.length + taken.items;
    inFlight += 1;
    const settle = (outcome: (waiter: Buffer['waiters'][number]) => void) => {
      inFlight -= 1;
      waiting -= weight;
      flushes.delete(done);
      // What arrived meanwhile goes at once: it has already waited for this insert. It goes
      // before the answers below, so the database works on it while they are sent.
      if (buffer.waiters.length > 0) flush();
      taken.waiters.forEach(outcome);
    };
    const done: Promise<void> = store({
      events: taken.events,
      violations: [...taken.violations.values()],
      metrics: [...taken.metrics.values()],
    }).then(
      () => settle((waiter) => waiter.resolve()),
      (error: unknown) => settle((waiter) => waiter.reject(error)),
    );
    flushes.add(done);
  }

  function schedule(): void {
    if (buffer.events.length >= maxRows) flush();
    else timer ??= setTimeout(flush, flushIntervalMs);
  }

  return {
    write(batch) {
      if (closed) return Promise.reject(new CollectorClosedError('The collector is closing'));
      const events = batch.events ?? [];
      const weight = events.length > 0 ? events.length : 1;
      if (waiting + weight > limit) {
        return Promise.reject(new CollectorOverloadedError('Too many events are waiting'));
      }
      waiting += weight;
      for (const row of events) buffer.events.push(row);
      if (events.length === 0) buffer.items += 1;
      addCounts(buffer.violations, batch.violations);
      addCounts(buffer.metrics, batch.metrics);
      const stored = new Promise<void>((resolve, reject) => {
        buffer.waiters.push({ resolve, reject });
      });
      schedule();
      return stored;
    },
    pending: () => waiting,
    async close() {
      closed = true;
      while (buffer.waiters.length > 0 || flushes.size > 0) {
        flush();
        await Promise.allSettled([...flushes]);
      }
    },
  };
}
