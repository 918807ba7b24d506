// The daily storage quota of one stream (analytics events or replay chunks) for the site's write
// key (issue 33 §4): what is stored in a UTC day stops at the quota, and what comes past it is
// dropped and counted.
//
// Several servers on one database share the quota without asking the database per request: each
// takes a lease of it (QUOTA_LEASE_SHARE, 64 KB to 4 MB) by an update that never passes the quota
// (daily-usage-repository.ts `reserve`), admits requests against its lease in memory, and takes
// another when it runs out. So the servers together never store more than the quota, and the
// database sees one update per lease, not one per request. What a server holds unused when it
// stops, or when the day ends, is lost to that day: at most a lease per server. Once the
// database says the day is used up, a server asks again only every QUOTA_RECHECK_MS (a smaller
// request may still fit in what is left).
//
// The drops and the requests refused by the per-client budgets and per-recording caps are counted
// in memory and added to the same table every USAGE_FLUSH_INTERVAL_MS (plugins/collector-jobs.ts),
// and once more when the server stops; the operators' report shows them.
import { createHash } from 'node:crypto';
import {
  QUOTA_LEASE_MAX_BYTES,
  QUOTA_LEASE_MIN_BYTES,
  QUOTA_LEASE_SHARE,
  QUOTA_RECHECK_MS,
} from './collector-limits.ts';
import type { UsageCounts, UsageKey, UsageStream } from './daily-usage-repository.ts';

export interface DailyQuotaOptions {
  stream: UsageStream;
  /** ANALYTICS_DAILY_QUOTA_MB or SESSION_REPLAY_DAILY_QUOTA_MB, in bytes. */
  limitBytes: number;
  /** The site's write key now (services.writeKey.current). */
  writeKey: () => string | undefined;
  store: {
    reserve(key: UsageKey, bytes: number, limit: number): Promise<boolean>;
    addCounts(counts: readonly UsageCounts[]): Promise<void>;
  };
  now: () => Date;
}

/** One stream's daily quota. */
export interface DailyQuota {
  /** Takes `bytes` of today's quota; false when it is used up (the caller drops and counts). */
  admit(bytes: number): Promise<boolean>;
  /** Counts events or chunks dropped over the quota. */
  dropped(count: number, bytes: number): void;
  /** Counts a request refused by a per-client budget (429) or a per-recording cap (413). */
  refused(): void;
  /** Adds the counts so far to the database (the counts stay for the next flush if it fails). */
  flush(): Promise<void>;
}

/** The write key as kept in collector_daily_usage: its SHA-256, hex, first 16 characters. */
export function writeKeyHash(writeKey: string): string {
  return createHash('sha256').update(writeKey).digest('hex').slice(0, 16);
}

/** The lease a server takes at a time, for a quota of `limitBytes`. */
export function leaseBytes(limitBytes: number): number {
  const share = Math.round(limitBytes * QUOTA_LEASE_SHARE);
  return Math.min(
    limitBytes,
    Math.max(QUOTA_LEASE_MIN_BYTES, Math.min(QUOTA_LEASE_MAX_BYTES, share)),
  );
}

/** A stream's daily quota over the usage table. */
export function createDailyQuota({
  stream,
  limitBytes,
  writeKey,
  store,
  now,
}: DailyQuotaOptions): DailyQuota {
  const leaseSize = leaseBytes(limitBytes);
  let hashed = { key: '', hash: '' };
  /** What this server holds of the day's quota, and until when the day counts as used up. */
  let lease = { day: '', writeKeyHash: '', bytes: 0, exhaustedUntil: 0 };
  // One lease asked for at a time: requests that run out together wait for the same answer.
  let leasing: Promise<unknown> = Promise.resolve();
  let counts = new Map<string, UsageCounts>();

  /** Today's key, the lease started again on a new day (or a new write key). */
  function currentKey(): UsageKey | undefined {
    const key = writeKey();
    if (!key) return undefined;
    if (hashed.key !== key) hashed = { key, hash: writeKeyHash(key) };
    const day = now().toISOString().slice(0, 10);
    if (lease.day !== day || lease.writeKeyHash !== hashed.hash) {
      lease = { day, writeKeyHash: hashed.hash, bytes: 0, exhaustedUntil: 0 };
    }
    return { day, stream, writeKeyHash: hashed.hash };
  }

  function fromLease(bytes: number): boolean {
    if (lease.bytes < bytes) return false;
    lease.bytes -= bytes;
    return true;
  }

  async function takeLease(bytes: number): Promise<boolean> {
    const key = currentKey();
    if (!key) return false;
    if (fromLease(bytes)) return true; // another request's lease came meanwhile
    if (now().getTime() < lease.exhaustedUntil) return false;
    // A whole lease, else just this request (the end of the day's quota).
    for (const size of new Set([Math.max(leaseSize, bytes), bytes])) {
      if (await store.reserve(key, size, limitBytes)) {
        if (lease.day === key.day) lease.bytes += size - bytes;
        return true;
      }
    }
    if (lease.day === key.day) lease.exhaustedUntil = now().getTime() + QUOTA_RECHECK_MS;
    return false;
  }

  function add(change: UsageCounts): void {
    const id = `${change.key.day} ${change.key.writeKeyHash}`;
    const entry = counts.get(id) ?? {
      key: change.key,
      droppedCount: 0,
      droppedBytes: 0,
      refusedRequests: 0,
    };
    entry.droppedCount += change.droppedCount;
    entry.droppedBytes += change.droppedBytes;
    entry.refusedRequests += change.refusedRequests;
    counts.set(id, entry);
  }

  function count(change: Omit<UsageCounts, 'key'>): void {
    const key = currentKey();
    if (key) add({ key, ...change });
  }

  return {
    admit(bytes) {
      if (!currentKey() || bytes > limitBytes) return Promise.resolve(false);
      if (fromLease(bytes)) return Promise.resolve(true);
      const turn = leasing.then(() => takeLease(bytes));
      leasing = turn.catch(() => undefined);
      return turn;
    },
    dropped(droppedCount, droppedBytes) {
      count({ droppedCount, droppedBytes, refusedRequests: 0 });
    },
    refused() {
      count({ droppedCount: 0, droppedBytes: 0, refusedRequests: 1 });
    },
    async flush() {
      if (counts.size === 0) return;
      const taken = counts;
      counts = new Map();
      try {
        await store.addCounts([...taken.values()]);
      } catch (error) {
        // Kept for the next flush: counted late rather than not at all.
        for (const entry of taken.values()) add(entry);
        throw error;
      }
    },
  };
}
