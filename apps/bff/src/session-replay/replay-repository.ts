// The SQL of session replay (src/session-replay): chunks stored by replay and sequence, the
// operators' list and playback, and the retention delete. Only this file touches the table.
import { asc, eq, lt, sql } from 'drizzle-orm';
import type { AppDb } from '../db/client.ts';
import { sessionReplayChunks } from '../db/schema.ts';

/** A chunk as it is stored. */
export interface StoredChunk {
  replayId: string;
  sequence: number;
  sessionId: string;
  anonymousId: string;
  pagePath: string;
  eventCount: number;
  firstEventAt: Date;
  lastEventAt: Date;
  events: unknown[];
  /** The chunk's JSON as received, in bytes (0 for chunks stored before migration 0012). */
  bytes: number;
}

/** Bytes stored so far for a chunk's replay and for its analytics session (every tab's replays). */
export interface RecordingBytes {
  replay: number;
  session: number;
}

/** One replay in the operators' list. */
export interface ReplaySummary {
  replayId: string;
  sessionId: string;
  anonymousId: string;
  startedAt: string;
  endedAt: string;
  chunks: number;
  events: number;
  /** The pages recorded, in the order first seen. */
  pages: string[];
}

/** One analytics event that carries the replay's id. */
export interface LinkedEvent {
  type: string;
  name: string;
  pagePath: string | null;
  timestamp: string | null;
}

type Row = Record<string, unknown>;

async function rows(db: AppDb, query: ReturnType<typeof sql>): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

const iso = (value: unknown) => new Date(value as string | Date).toISOString();

/** The replay repository over one database. */
export function createReplayRepository(db: AppDb) {
  return {
    /** Stores a chunk; a chunk already stored (a retry) is left as it is. Answers whether it was new. */
    async insertChunk(chunk: StoredChunk): Promise<boolean> {
      const inserted = await db
        .insert(sessionReplayChunks)
        .values(chunk)
        .onConflictDoNothing()
        .returning({ sequence: sessionReplayChunks.sequence });
      return inserted.length > 0;
    },

    /**
     * The bytes stored for a replay, and for a visitor's analytics session (the session id is a
     * time in ms, so it is read with the anonymous id): by the primary key and the session index.
     */
    async recordingBytes(
      replayId: string,
      sessionId: string,
      anonymousId: string,
    ): Promise<RecordingBytes> {
      const [found] = await rows(
        db,
        sql`select
              (select coalesce(sum(bytes), 0) from session_replay_chunks
                where replay_id = ${replayId}::uuid) as replay,
              (select coalesce(sum(bytes), 0) from session_replay_chunks
                where session_id = ${sessionId} and anonymous_id = ${anonymousId}) as session`,
      );
      return { replay: Number(found?.replay ?? 0), session: Number(found?.session ?? 0) };
    },

    /** Deletes every chunk received before `cutoff`; answers how many went. */
    async deleteReceivedBefore(cutoff: Date): Promise<number> {
      const deleted = await db
        .delete(sessionReplayChunks)
        .where(lt(sessionReplayChunks.receivedAt, cutoff))
        .returning({ sequence: sessionReplayChunks.sequence });
      return deleted.length;
    },

    /** The latest replays, newest first, with their pages. */
    async listReplays(limit: number): Promise<ReplaySummary[]> {
      const found = await rows(
        db,
        sql`select replay_id::text as replay_id, min(session_id) as session_id,
              min(anonymous_id) as anonymous_id, min(first_event_at) as started_at,
              max(last_event_at) as ended_at, count(*)::int as chunks,
              sum(event_count)::int as events,
              array_agg(page_path order by sequence) as pages
            from session_replay_chunks group by replay_id
            order by max(last_event_at) desc limit ${limit}`,
      );
      return found.map((row) => ({
        replayId: row.replay_id as string,
        sessionId: row.session_id as string,
        anonymousId: row.anonymous_id as string,
        startedAt: iso(row.started_at),
        endedAt: iso(row.ended_at),
        chunks: Number(row.chunks),
        events: Number(row.events),
        pages: [...new Set(pagesOf(row.pages))],
      }));
    },

    /** A replay's chunks in sequence order (none: an unknown replay). */
    async chunksOf(replayId: string): Promise<StoredChunk[]> {
      const found = await db
        .select()
        .from(sessionReplayChunks)
        .where(eq(sessionReplayChunks.replayId, replayId))
        .orderBy(asc(sessionReplayChunks.sequence));
      return found.map((row) => ({ ...row, events: row.events as unknown[] }));
    },

    /**
     * The analytics events with this replay's id, received on the UTC days `from` to `to` (only
     * those days' partitions are read), oldest first.
     */
    async linkedEvents(replayId: string, from: string, to: string): Promise<LinkedEvent[]> {
      const found = await rows(
        db,
        sql`select type, coalesce(event_name, page_name, type) as name, page_path,
              "timestamp" from analytics_events
            where received_day between ${from}::date and ${to}::date
              and properties->>'session_replay_id' = ${replayId}
            order by "timestamp" nulls last limit 1000`,
      );
      return found.map((row) => ({
        type: row.type as string,
        name: row.name as string,
        pagePath: (row.page_path as string | null) ?? null,
        timestamp: row.timestamp ? iso(row.timestamp) : null,
      }));
    },
  };
}

/** A text[] as either driver answers it: an array, or PostgreSQL's `{a,b}` text. */
function pagesOf(value: unknown): string[] {
  if (Array.isArray(value)) return value as string[];
  if (typeof value !== 'string') return [];
  return value
    .replace(/^\{|\}$/g, '')
    .split(',')
    .map((page) => page.replace(/^"|"$/g, ''))
    .filter((page) => page !== '');
}

/** The replay repository. */
export type ReplayRepository = ReturnType<typeof createReplayRepository>;
