// Session replay on the server (issue 26 part 4): the configuration the recorder reads, the
// chunks it sends (stored by replay and sequence), the operators' list and playback, and the
// retention delete. Routes call this; the SQL is in replay-repository.ts.
import { REPLAY_CHUNK_MAX_BYTES, REPLAY_MASKING_LEVEL, type ReplayConfig } from '@lender/analytics';
import type { BudgetOutcome, ClientBudget } from '../collector/client-budget.ts';
import { REPLAY_MAX_BYTES, REPLAY_SESSION_MAX_BYTES } from '../collector/collector-limits.ts';
import type { DailyQuota } from '../collector/daily-quota.ts';
import { isSiteWriteKey } from '../collector/write-key.ts';
import type { ReplayChunkBody } from './replay-chunk-schema.ts';
import { scrubbedReplayEvents } from './replay-scrub.ts';
import type {
  LinkedEvent,
  ReplayRepository,
  ReplaySummary,
  StoredChunk,
} from './replay-repository.ts';

/** How many replays the operators' list shows. */
export const REPLAY_LIST_LIMIT = 100;

/** One replay, as the viewer plays it. */
export interface ReplayDetail {
  summary: ReplaySummary;
  /** The analytics events carrying this replay's id. */
  linkedEvents: LinkedEvent[];
}

export interface ReplayServiceOptions {
  repository: ReplayRepository;
  /** The site's write key: without one analytics, and so replay, is off. */
  /** The site's write key now (services.writeKey.current): undefined while unknown or off. */
  writeKey: () => string | undefined;
  /** SESSION_REPLAY_SAMPLE_RATE. */
  sampleRate: number;
  now: () => Date;
  /** SESSION_REPLAY_CLIENT_KB_PER_MINUTE per client address, and as much per anonymous id. */
  budget: ClientBudget;
  /** SESSION_REPLAY_DAILY_QUOTA_MB for the site's write key. */
  quota: DailyQuota;
}

/** A chunk as received: from which client address, and its size as JSON. */
export interface ReceivedChunk {
  address: string;
  bytes: number;
}

/** What became of a chunk. */
export type IngestOutcome =
  | { status: 'stored' | 'already stored' | 'unknown write key' | 'dropped over the quota' }
  | { status: 'too many'; retryAfterSeconds: number }
  | { status: 'recording full'; message: string };

const REPLAY_FULL = `This recording has reached its limit of ${REPLAY_MAX_BYTES / 1024 / 1024} MB: send no more chunks of it`;
const SESSION_FULL = `This session's recordings have reached their limit of ${REPLAY_SESSION_MAX_BYTES / 1024 / 1024} MB: send no more chunks of them`;

/** The replay service. */
export function createReplayService({
  repository,
  writeKey,
  sampleRate,
  now,
  budget,
  quota,
}: ReplayServiceOptions) {
  /** A refusal by a budget, counted for the operators' report. */
  const refusedByBudget = (outcome: BudgetOutcome & { allowed: false }): IngestOutcome => {
    quota.refused();
    return { status: 'too many', retryAfterSeconds: outcome.retryAfterSeconds };
  };

  return {
    /** The configuration the recorder reads (GET /v1/replay/config). */
    config(): ReplayConfig {
      return {
        enabled: writeKey() !== undefined && sampleRate > 0,
        sampleRate,
        maskingLevel: REPLAY_MASKING_LEVEL,
        maxChunkBytes: REPLAY_CHUNK_MAX_BYTES,
      };
    },

    /**
     * Whether a client address has spent its budget already: then its chunk is refused before
     * it is read (429).
     */
    async budgetSpent(address: string): Promise<IngestOutcome | undefined> {
      const outcome = await budget.spent(address);
      return outcome.allowed ? undefined : refusedByBudget(outcome);
    },

    /**
     * Stores a checked chunk (issue 33 §4, in this order): refused over its address's or
     * anonymous id's budget (429), over its replay's or session's cap (413); dropped and counted
     * over the day's quota; a retried chunk (same replay and sequence) is stored once.
     */
    async ingest(chunk: ReplayChunkBody, received: ReceivedChunk): Promise<IngestOutcome> {
      if (!isSiteWriteKey(chunk.writeKey, writeKey())) return { status: 'unknown write key' };
      const byAddress = await budget.charge(received.address, received.bytes);
      if (!byAddress.allowed) return refusedByBudget(byAddress);
      const byVisitor = await budget.chargeVisitors(new Map([[chunk.anonymousId, received.bytes]]));
      if (!byVisitor.allowed) return refusedByBudget(byVisitor);
      const recorded = await repository.recordingBytes(
        chunk.replayId,
        chunk.sessionId,
        chunk.anonymousId,
      );
      if (recorded.replay + received.bytes > REPLAY_MAX_BYTES) {
        quota.refused();
        return { status: 'recording full', message: REPLAY_FULL };
      }
      if (recorded.session + received.bytes > REPLAY_SESSION_MAX_BYTES) {
        quota.refused();
        return { status: 'recording full', message: SESSION_FULL };
      }
      if (!(await quota.admit(received.bytes))) {
        quota.dropped(1, received.bytes);
        return { status: 'dropped over the quota' };
      }
      // No query or fragment of any address is stored, whatever the recorder sent.
      const events = scrubbedReplayEvents(chunk.events);
      const times = events.map((event) => event.timestamp);
      const stored: StoredChunk = {
        replayId: chunk.replayId,
        sequence: chunk.sequence,
        sessionId: chunk.sessionId,
        anonymousId: chunk.anonymousId,
        pagePath: chunk.pagePath,
        eventCount: events.length,
        firstEventAt: new Date(Math.min(...times)),
        lastEventAt: new Date(Math.max(...times)),
        events,
        bytes: received.bytes,
      };
      return { status: (await repository.insertChunk(stored)) ? 'stored' : 'already stored' };
    },

    /** The latest replays. */
    list(): Promise<ReplaySummary[]> {
      return repository.listReplays(REPLAY_LIST_LIMIT);
    },

    /** A replay's summary and linked events; undefined for an unknown replay. */
    async detail(replayId: string): Promise<ReplayDetail | undefined> {
      const chunks = await repository.chunksOf(replayId);
      const first = chunks[0];
      if (!first) return undefined;
      const startedAt = new Date(Math.min(...chunks.map((chunk) => chunk.firstEventAt.getTime())));
      const endedAt = new Date(Math.max(...chunks.map((chunk) => chunk.lastEventAt.getTime())));
      const summary: ReplaySummary = {
        replayId,
        sessionId: first.sessionId,
        anonymousId: first.anonymousId,
        startedAt: startedAt.toISOString(),
        endedAt: endedAt.toISOString(),
        chunks: chunks.length,
        events: chunks.reduce((sum, chunk) => sum + chunk.eventCount, 0),
        pages: [...new Set(chunks.map((chunk) => chunk.pagePath))],
      };
      // Events are stored by the day they arrived; a day either side covers clocks and midnight.
      const day = (date: Date, offset: number) =>
        new Date(date.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
      const linkedEvents = await repository.linkedEvents(
        replayId,
        day(startedAt, -1),
        day(endedAt, 1),
      );
      return { summary, linkedEvents };
    },

    /**
     * A replay's rrweb events in time order, ready for the player: chunks sent as a page was
     * hidden can arrive out of sequence, the events' own times cannot.
     */
    async events(replayId: string): Promise<unknown[] | undefined> {
      const chunks = await repository.chunksOf(replayId);
      if (chunks.length === 0) return undefined;
      return chunks
        .flatMap((chunk) => chunk.events as { timestamp: number }[])
        .sort((a, b) => a.timestamp - b.timestamp);
    },

    /** Deletes recordings received more than `retentionDays` ago; answers how many chunks went. */
    deleteExpired(retentionDays: number): Promise<number> {
      return repository.deleteReceivedBefore(
        new Date(now().getTime() - retentionDays * 86_400_000),
      );
    },
  };
}

/** The replay service. */
export type ReplayService = ReturnType<typeof createReplayService>;
