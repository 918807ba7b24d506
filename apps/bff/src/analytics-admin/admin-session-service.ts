// The operators' browser sessions: started by a sign-in with ADMIN_TOKEN, looked up in the
// database on every request (no cache, so ending one takes effect on every server at once), ended
// by sign-out, from the sessions page, 8 hours after sign-in, after an hour unused, or by a new
// ADMIN_TOKEN.
import { truncateIp } from '../personal-data.ts';
import type {
  AdminSessionRepository,
  AdminSessionRow,
  LiveAt,
} from './admin-session-repository.ts';
import {
  ADMIN_SESSION_IDLE_SECONDS,
  ADMIN_SESSION_SECONDS,
  isSessionIdShape,
  newSessionId,
  sessionIdHash,
  tokenTag,
} from './admin-session.ts';
import { userAgentFamily } from './user-agent-family.ts';

/** Live sessions kept per token: a sign-in beyond them ends the least recently used. */
export const ADMIN_SESSIONS_KEPT = 50;

/** A session's last use is written at most once a minute (one write, not one per page). */
const LAST_SEEN_STEP_MS = 60_000;

/** Who is signing in. */
export interface SessionClient {
  ip?: string;
  userAgent?: string;
}

/** A live session, as the operator sees it. */
export interface AdminSession {
  /** Names the session in the page's forms: the hash of its id, which opens nothing. */
  handle: string;
  createdAt: Date;
  lastSeenAt: Date;
  /** When it ends if it goes unused: an hour after its last use, 8 hours after sign-in at most. */
  endsAt: Date;
  /** The network it signed in from (IPv4 /24, IPv6 /48). */
  network: string | undefined;
  /** "Firefox on Windows". */
  browser: string;
}

/** What the service needs. */
export interface AdminSessionServiceOptions {
  repository: AdminSessionRepository;
  /** ADMIN_TOKEN: sessions are kept per token. */
  token: string;
  now?: () => Date;
}

function asSession(row: AdminSessionRow): AdminSession {
  const idleEnd = row.lastSeenAt.getTime() + ADMIN_SESSION_IDLE_SECONDS * 1000;
  return {
    handle: row.idHash,
    createdAt: row.createdAt,
    lastSeenAt: row.lastSeenAt,
    endsAt: new Date(Math.min(idleEnd, row.expiresAt.getTime())),
    network: row.ipTruncated ?? undefined,
    browser: row.userAgent,
  };
}

/** The session service over its repository. */
export function createAdminSessionService({
  repository,
  token,
  now = () => new Date(),
}: AdminSessionServiceOptions) {
  const tag = tokenTag(token);
  const liveAt = (): LiveAt => {
    const at = now();
    return { now: at, idleSince: new Date(at.getTime() - ADMIN_SESSION_IDLE_SECONDS * 1000) };
  };

  return {
    /** Starts a session; answers the id for the cookie (never stored) and the session. */
    async start(client: SessionClient): Promise<{ id: string; session: AdminSession }> {
      const id = newSessionId();
      const at = now();
      const row: AdminSessionRow = {
        idHash: sessionIdHash(id),
        tokenTag: tag,
        createdAt: at,
        lastSeenAt: at,
        expiresAt: new Date(at.getTime() + ADMIN_SESSION_SECONDS * 1000),
        ipTruncated: truncateIp(client.ip) ?? null,
        userAgent: userAgentFamily(client.userAgent),
      };
      await repository.insert(row);
      // Sessions are only made here, so clearing ended ones here keeps the table to the live ones.
      await repository.purge(tag, liveAt(), ADMIN_SESSIONS_KEPT);
      return { id, session: asSession(row) };
    },

    /** The live session a cookie's id names, its use recorded; undefined for any other value. */
    async find(id: string | undefined): Promise<AdminSession | undefined> {
      if (!isSessionIdShape(id)) return undefined;
      const at = liveAt();
      const row = await repository.findLive(sessionIdHash(id), tag, at);
      if (!row) return undefined;
      if (at.now.getTime() - row.lastSeenAt.getTime() >= LAST_SEEN_STEP_MS) {
        await repository.touch(row.idHash, at.now);
        row.lastSeenAt = at.now;
      }
      return asSession(row);
    },

    /** Every live session, the most recently used first. */
    async list(): Promise<AdminSession[]> {
      const at = liveAt();
      await repository.purge(tag, at, ADMIN_SESSIONS_KEPT);
      return (await repository.listLive(tag, at, ADMIN_SESSIONS_KEPT)).map(asSession);
    },

    /** Ends the session a page's handle names; answers whether there was one. */
    end: (handle: string): Promise<boolean> => repository.delete(handle, tag),

    /** Ends the session a cookie's id names (sign-out). */
    async endById(id: string | undefined): Promise<void> {
      if (isSessionIdShape(id)) await repository.delete(sessionIdHash(id), tag);
    },

    /** Ends every session ("sign out everywhere"); answers how many. */
    endAll: (): Promise<number> => repository.deleteAll(tag),
  };
}

/** The session service's interface. */
export type AdminSessionService = ReturnType<typeof createAdminSessionService>;
