// The operators' sessions table (admin_sessions). Only this module speaks SQL to it.
import { and, desc, eq, gt, lte, or, sql } from 'drizzle-orm';
import type { AppDb } from '../db/client.ts';
import { adminSessions } from '../db/schema.ts';

/** One session as stored. */
export type AdminSessionRow = typeof adminSessions.$inferSelect;

/** When a session still counts: before its end, and used since `idleSince`. */
export interface LiveAt {
  now: Date;
  idleSince: Date;
}

function live(tag: string, { now, idleSince }: LiveAt) {
  return and(
    eq(adminSessions.tokenTag, tag),
    gt(adminSessions.expiresAt, now),
    gt(adminSessions.lastSeenAt, idleSince),
  );
}

/** The session repository over one database. */
export function createAdminSessionRepository(db: AppDb) {
  return {
    /** Stores a new session. */
    async insert(row: AdminSessionRow): Promise<void> {
      await db.insert(adminSessions).values(row);
    },

    /** The live session with this id hash, signed in with this token; undefined if none. */
    async findLive(idHash: string, tag: string, at: LiveAt): Promise<AdminSessionRow | undefined> {
      const [row] = await db
        .select()
        .from(adminSessions)
        .where(and(eq(adminSessions.idHash, idHash), live(tag, at)))
        .limit(1);
      return row;
    },

    /** Records a request of the session. */
    async touch(idHash: string, at: Date): Promise<void> {
      await db
        .update(adminSessions)
        .set({ lastSeenAt: at })
        .where(eq(adminSessions.idHash, idHash));
    },

    /** The token's live sessions, the most recently used first. */
    async listLive(tag: string, at: LiveAt, limit: number): Promise<AdminSessionRow[]> {
      return db
        .select()
        .from(adminSessions)
        .where(live(tag, at))
        .orderBy(desc(adminSessions.lastSeenAt))
        .limit(limit);
    },

    /** Deletes one session of the token; answers whether there was one. */
    async delete(idHash: string, tag: string): Promise<boolean> {
      const deleted = await db
        .delete(adminSessions)
        .where(and(eq(adminSessions.idHash, idHash), eq(adminSessions.tokenTag, tag)))
        .returning({ idHash: adminSessions.idHash });
      return deleted.length > 0;
    },

    /** Deletes every session of the token; answers how many went. */
    async deleteAll(tag: string): Promise<number> {
      const deleted = await db
        .delete(adminSessions)
        .where(eq(adminSessions.tokenTag, tag))
        .returning({ idHash: adminSessions.idHash });
      return deleted.length;
    },

    /**
     * Deletes every session that has ended by time (any token's: one signed in with an old
     * token ends by time too), and the token's sessions beyond its `keep` most recently used.
     */
    async purge(tag: string, { now, idleSince }: LiveAt, keep: number): Promise<number> {
      const ended = await db
        .delete(adminSessions)
        .where(or(lte(adminSessions.expiresAt, now), lte(adminSessions.lastSeenAt, idleSince)))
        .returning({ idHash: adminSessions.idHash });
      const beyond = await db
        .delete(adminSessions)
        .where(
          and(
            eq(adminSessions.tokenTag, tag),
            sql`${adminSessions.idHash} not in (
              select ${adminSessions.idHash} from ${adminSessions}
              where ${adminSessions.tokenTag} = ${tag}
              order by ${adminSessions.lastSeenAt} desc limit ${keep})`,
          ),
        )
        .returning({ idHash: adminSessions.idHash });
      return ended.length + beyond.length;
    },
  };
}

/** The repository's interface. */
export type AdminSessionRepository = ReturnType<typeof createAdminSessionRepository>;
