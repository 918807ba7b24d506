// Whether a request comes from a signed-in operator, the same way on every admin page: the
// ADMIN_TOKEN as a bearer token, or the session cookie the sign-in form sets. Every token given
// (bearer or typed into the form) goes through the sign-in limiter: a wrong one is counted and
// logged, and none is compared while its network (or everyone) is locked out.
import { tokensMatch } from '../plugins/bearer-token.ts';
import { truncateIp } from '../personal-data.ts';
import type { AdminSession, AdminSessionService } from './admin-session-service.ts';
import { ADMIN_SESSION_COOKIE, cookieValue } from './admin-session.ts';
import type { SignInLimiter, SignInLock } from './sign-in-limiter.ts';

/** What the checks read of a request, and where they log. */
export interface OperatorRequest {
  readonly ip: string;
  readonly headers: { authorization?: string; cookie?: string; 'user-agent'?: string };
  readonly log: {
    warn: (fields: object, message: string) => void;
    info: (fields: object, message: string) => void;
  };
}

/** Who a request is. */
export type OperatorCheck =
  | { status: 'operator'; session?: AdminSession }
  /** No token and no live session. */
  | { status: 'signed-out' }
  /** A wrong bearer token (counted). */
  | { status: 'wrong-token' }
  | { status: 'locked'; lock: SignInLock };

/** The outcome of the sign-in form. */
export type SignInOutcome =
  | { status: 'signed-in'; id: string }
  | { status: 'wrong-token' }
  | { status: 'locked'; lock: SignInLock };

/** What the checks need. */
export interface OperatorAccessOptions {
  /** ADMIN_TOKEN. */
  token: string;
  sessions: AdminSessionService;
  limiter: SignInLimiter;
}

function bearerOf(request: OperatorRequest): string | undefined {
  return /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
}

/** The operators' way in, for every admin route. */
export function createOperatorAccess({ token, sessions, limiter }: OperatorAccessOptions) {
  /** Compares a token given by this client, unless it is locked out; counts and logs a wrong one. */
  async function tryToken(
    request: OperatorRequest,
    given: string,
    via: 'bearer token' | 'sign-in form',
  ): Promise<
    { status: 'right' } | { status: 'wrong-token' } | { status: 'locked'; lock: SignInLock }
  > {
    const lock = limiter.lockFor(request.ip);
    if (lock) return { status: 'locked', lock };
    if (tokensMatch(given, token)) return { status: 'right' };
    const counted = await limiter.wrongToken(request.ip);
    const network = truncateIp(request.ip);
    // The network and the count, never the token given (it may be the real one, mistyped).
    request.log.warn({ network, via, failures: counted.failures }, 'operator sign-in failed');
    if (!counted.lock) return { status: 'wrong-token' };
    request.log.warn({ network, ...counted.lock }, 'operator sign-in locked');
    return { status: 'locked', lock: counted.lock };
  }

  async function bearer(request: OperatorRequest): Promise<OperatorCheck> {
    const given = bearerOf(request);
    if (!given) return { status: 'signed-out' };
    const result = await tryToken(request, given, 'bearer token');
    return result.status === 'right' ? { status: 'operator' } : result;
  }

  return {
    /** The bearer token alone (the operators' API): absent, right, wrong or locked out. */
    bearer,

    /** A bearer token if one is sent, else the session cookie. */
    async check(request: OperatorRequest): Promise<OperatorCheck> {
      if (bearerOf(request)) return bearer(request);
      const session = await sessions.find(
        cookieValue(request.headers.cookie, ADMIN_SESSION_COOKIE),
      );
      return session ? { status: 'operator', session } : { status: 'signed-out' };
    },

    /** The sign-in form's token: a new session when it is right. */
    async signIn(request: OperatorRequest, given: string): Promise<SignInOutcome> {
      const result = await tryToken(request, given, 'sign-in form');
      if (result.status !== 'right') return result;
      const { id, session } = await sessions.start({
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      request.log.info(
        { network: session.network, browser: session.browser, session: session.handle.slice(0, 8) },
        'operator signed in',
      );
      return { status: 'signed-in', id };
    },

    /** Ends the session the request's cookie names, if any. */
    signOut: (request: OperatorRequest): Promise<void> =>
      sessions.endById(cookieValue(request.headers.cookie, ADMIN_SESSION_COOKIE)),

    sessions,
  };
}

/** The operators' way in. */
export type OperatorAccess = ReturnType<typeof createOperatorAccess>;
