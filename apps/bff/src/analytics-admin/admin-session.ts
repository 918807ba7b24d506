// A browser's way into /admin: the operator posts ADMIN_TOKEN once to the sign-in form and gets a
// session cookie (HttpOnly, SameSite=Strict, Secure over https, Path=/admin). The cookie holds a
// random id, never the token; the database keeps the id's hash (admin-session-service.ts), so a
// session can be listed and ended, on every server sharing the database at once.
import { createHash, createHmac, randomBytes } from 'node:crypto';

/** The cookie's name. */
export const ADMIN_SESSION_COOKIE = 'lender_admin_session';

/** How long a sign-in lasts at most, however it is used. */
export const ADMIN_SESSION_SECONDS = 8 * 60 * 60;

/** How long a session may go unused before it ends. */
export const ADMIN_SESSION_IDLE_SECONDS = 60 * 60;

/** A session id as the cookie carries it: 32 random bytes, base64url. */
const SESSION_ID = /^[\w-]{43}$/;

/** A new session id: 256 random bits, so guessing one is hopeless. */
export function newSessionId(): string {
  return randomBytes(32).toString('base64url');
}

/** Whether a cookie value has the shape of a session id (checked before any hashing or query). */
export function isSessionIdShape(value: string | undefined): value is string {
  return value !== undefined && SESSION_ID.test(value);
}

/** What the database keeps of a session id: its SHA-256, base64url (also the page's handle). */
export function sessionIdHash(id: string): string {
  return createHash('sha256').update(id).digest('base64url');
}

/**
 * Which ADMIN_TOKEN a session was signed in with: a keyed hash of the token, so a new token ends
 * every session without the token (or an unkeyed hash of it) being stored.
 */
export function tokenTag(token: string): string {
  return createHmac('sha256', token).update('admin-session:token-tag:v1').digest('base64url');
}

/** The value of one cookie in a Cookie header. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return undefined;
}

/** The Set-Cookie header of a session (`id` undefined: the cookie is removed). */
export function sessionCookieHeader(id: string | undefined, secure: boolean): string {
  return [
    `${ADMIN_SESSION_COOKIE}=${id ?? ''}`,
    'Path=/admin',
    `Max-Age=${id ? ADMIN_SESSION_SECONDS : 0}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}
