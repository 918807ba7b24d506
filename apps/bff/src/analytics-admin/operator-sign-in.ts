// Whether a request comes from a signed-in operator, the same way on every admin page: the
// ADMIN_TOKEN as a bearer token, or the session cookie the analytics sign-in form sets.
import { tokensMatch } from '../plugins/bearer-token.ts';
import { ADMIN_SESSION_COOKIE, cookieValue, isValidSession } from './admin-session.ts';

/** The request headers the check reads. */
export interface OperatorRequest {
  readonly headers: { authorization?: string; cookie?: string };
}

/** True for `Authorization: Bearer <ADMIN_TOKEN>` or a valid, unexpired session cookie. */
export function isOperator(request: OperatorRequest, token: string, now: Date): boolean {
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
  if (bearer) return tokensMatch(bearer, token);
  return isValidSession(cookieValue(request.headers.cookie, ADMIN_SESSION_COOKIE), token, now);
}
