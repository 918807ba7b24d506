// The load of the opt-out fault tests, and their check of what was stored. Clients post opt-outs,
// each with its own Idempotency-Key, and retry every one whose outcome is unknown (no answer, a
// 5xx) with the same key until it is acknowledged; then the database must hold every acknowledged
// opt-out exactly once, and nothing else. Used by opt-out-kill.ts (the server SIGKILLed) and
// test/postgres-restart.test.ts (PostgreSQL stopped under the server).
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseLocation } from '../../src/db/client.ts';

/** The i-th opt-out: an e-mail, and every fourth one a mobile number too (two records). */
export function optOutBody(seed: number, index: number): Record<string, string> {
  const body: Record<string, string> = { email: `fault-${seed}-${index}@example.com` };
  if (index % 4 === 0) body.cellPhone = `3135${String(index).padStart(6, '0')}`;
  return body;
}

/** The i-th opt-out's Idempotency-Key. */
const optOutKey = (seed: number, index: number) => `fault-${seed}-${index}`;

/** One attempt to post an opt-out, and what came of it. */
export interface Attempt {
  index: number;
  /** performance.now() when it was sent and when it ended. */
  sentAt: number;
  endedAt: number;
  /** The answer's status, when there was one. */
  status?: number;
  /** Its Retry-After header. */
  retryAfter?: string | null;
  /** Why there was no answer: the error's code (ECONNREFUSED…) or name (TimeoutError…). */
  failure?: string;
}

export interface OptOutLoadOptions {
  /** Where the server is; awaited before each attempt (a restarting server's comes later). */
  serverUrl: () => Promise<string>;
  seed: number;
  concurrency: number;
  /** How many opt-outs to post; unlimited until stop() when not given. */
  posts?: number;
  /** Told of every attempt as it ends. */
  onAttempt?: (attempt: Attempt) => void;
}

/** A load under way. */
export interface OptOutLoad {
  /** The acknowledged opt-outs: index → the event ids of the 201. */
  readonly acks: ReadonlyMap<number, string[]>;
  /** Date.now() of the latest acknowledgement. */
  readonly lastAckAt: number;
  /** Attempts whose outcome was unknown (no answer, a 5xx): retried with the same key. */
  readonly indeterminate: number;
  /** Retries answered from the stored answer: the first attempt had been committed. */
  readonly replayed: number;
  /** What the unknown outcomes were: a status, or the failure; and how many of each. */
  readonly unknownOutcomes: ReadonlyMap<string, number>;
  /** Resolves when every opt-out begun is acknowledged; rejects on a 4xx (a refused opt-out). */
  readonly done: Promise<void>;
  /** Begins no more opt-outs; those begun go on until acknowledged. */
  stop(): void;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Retries of an unknown outcome back off from 10 ms to this, so they do not swamp a starting server. */
const MAX_RETRY_DELAY_MS = 500;

/** Starts `concurrency` clients posting opt-outs until `posts` are acknowledged or stop(). */
export function startOptOutLoad(options: OptOutLoadOptions): OptOutLoad {
  const { seed, concurrency, posts = Infinity, onAttempt } = options;
  const acks = new Map<number, string[]>();
  const unknownOutcomes = new Map<string, number>();
  let lastAckAt = Date.now();
  let indeterminate = 0;
  let replayed = 0;
  let stopped = false;
  const noteUnknown = (what: string) =>
    unknownOutcomes.set(what, (unknownOutcomes.get(what) ?? 0) + 1);

  async function acknowledge(index: number): Promise<void> {
    const body = JSON.stringify(optOutBody(seed, index));
    const key = optOutKey(seed, index);
    let retryDelay = 10;
    for (;;) {
      const url = await options.serverUrl();
      const sentAt = performance.now();
      const attempt: Attempt = { index, sentAt, endedAt: sentAt };
      try {
        const response = await fetch(`${url}/rmscbff/opt-out`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': key },
          body,
          signal: AbortSignal.timeout(15_000),
        });
        const text = await response.text();
        Object.assign(attempt, {
          endedAt: performance.now(),
          status: response.status,
          retryAfter: response.headers.get('retry-after'),
        });
        onAttempt?.(attempt);
        if (response.status === 201) {
          const answer = JSON.parse(text) as { eventIds: string[] };
          if (response.headers.get('idempotent-replayed') === 'true') replayed += 1;
          acks.set(index, answer.eventIds);
          lastAckAt = Date.now();
          return;
        }
        if (response.status < 500) {
          throw new RefusedError(`opt-out ${index} refused: ${response.status} ${text}`);
        }
        noteUnknown(String(response.status));
      } catch (error) {
        if (error instanceof RefusedError) throw error;
        const failure = failureOf(error);
        if (attempt.status === undefined) {
          onAttempt?.({ ...attempt, endedAt: performance.now(), failure });
        }
        noteUnknown(failure);
      }
      indeterminate += 1; // unknown outcome: try again with the same key
      await sleep(retryDelay);
      retryDelay = Math.min(retryDelay * 2, MAX_RETRY_DELAY_MS);
    }
  }

  let next = 0;
  const clients = Array.from({ length: concurrency }, async () => {
    while (!stopped && next < posts) await acknowledge(next++);
  });
  const done = Promise.all(clients).then(() => undefined);
  return {
    acks,
    get lastAckAt() {
      return lastAckAt;
    },
    get indeterminate() {
      return indeterminate;
    },
    get replayed() {
      return replayed;
    },
    unknownOutcomes,
    done,
    stop() {
      stopped = true;
    },
  };
}

/** What a failed fetch met: the socket error's code (ECONNREFUSED…) or the error's name. */
export function failureOf(error: unknown): string {
  const cause = error instanceof Error ? (error.cause as { code?: string } | undefined) : undefined;
  return cause?.code ?? (error instanceof Error ? error.name : 'error');
}

/** A 4xx: the opt-out was refused, which no fault may cause. */
class RefusedError extends Error {}

/** What the database holds of a load's opt-outs, against what was acknowledged. */
export interface StoredOptOuts {
  storedRecords: number;
  storedKeys: number;
  /** Acknowledged event ids missing from the database. */
  lost: number;
  /** Keys stored with more records than acknowledged. */
  duplicated: number;
  /** Records whose key was never acknowledged. */
  unexpected: number;
}

/** Reads the load's opt-outs from the database at `location` and compares them with `acks`. */
export async function checkStoredOptOuts(
  location: DatabaseLocation,
  seed: number,
  acks: ReadonlyMap<number, string[]>,
): Promise<StoredOptOuts> {
  const database = await openDatabase(location);
  let rows: { idempotency_key: string; event_id: string }[];
  try {
    const result = (await database.db.execute(
      sql`select idempotency_key, event_id from consent_records where idempotency_key like ${`fault-${seed}-%`}`,
    )) as unknown as { rows: { idempotency_key: string; event_id: string }[] };
    rows = result.rows;
  } finally {
    await database.close();
  }
  const storedByKey = new Map<string, string[]>();
  for (const row of rows) {
    storedByKey.set(row.idempotency_key, [
      ...(storedByKey.get(row.idempotency_key) ?? []),
      row.event_id,
    ]);
  }
  const storedEvents = new Set(rows.map((row) => row.event_id));
  let lost = 0;
  let duplicated = 0;
  for (const [index, eventIds] of acks) {
    lost += eventIds.filter((id) => !storedEvents.has(id)).length;
    const stored = storedByKey.get(optOutKey(seed, index)) ?? [];
    if (stored.length > eventIds.length) duplicated += 1;
  }
  const acknowledgedKeys = new Set([...acks.keys()].map((index) => optOutKey(seed, index)));
  const unexpected = rows.filter((row) => !acknowledgedKeys.has(row.idempotency_key)).length;
  return { storedRecords: rows.length, storedKeys: storedByKey.size, lost, duplicated, unexpected };
}
