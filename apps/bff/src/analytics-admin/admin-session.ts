// A browser's way into /admin/analytics: the operator posts ADMIN_TOKEN once to a sign-in form and
// gets a session cookie (HttpOnly, SameSite=Strict, Secure over https, Path=/admin, 8 hours). The
// cookie holds its expiry and an HMAC of it keyed by the token, never the token: it cannot be
// forged without the token, and changing ADMIN_TOKEN ends every session.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The cookie's name. */
export const ADMIN_SESSION_COOKIE = 'lender_admin_session';

/** How long a sign-in lasts. */
export const ADMIN_SESSION_SECONDS = 8 * 60 * 60;

function signature(token: string, expires: number): Buffer {
  return createHmac('sha256', token).update(`admin-session:v1:${expires}`).digest();
}

/** A new session cookie value, valid from `now` for ADMIN_SESSION_SECONDS. */
export function sessionValue(token: string, now: Date): string {
  const expires = Math.floor(now.getTime() / 1000) + ADMIN_SESSION_SECONDS;
  return `v1.${expires}.${signature(token, expires).toString('base64url')}`;
}

/** Whether a cookie value is a session signed with `token` that has not expired. */
export function isValidSession(value: string | undefined, token: string, now: Date): boolean {
  const match = /^v1\.(\d{1,12})\.([\w-]{43})$/.exec(value ?? '');
  if (!match) return false;
  const expires = Number(match[1]);
  if (expires * 1000 <= now.getTime()) return false;
  return timingSafeEqual(Buffer.from(match[2]!, 'base64url'), signature(token, expires));
}

/** The value of one cookie in a Cookie header. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return undefined;
}

/** The Set-Cookie header of a session (`value` undefined: the cookie is removed). */
export function sessionCookieHeader(value: string | undefined, secure: boolean): string {
  return [
    `${ADMIN_SESSION_COOKIE}=${value ?? ''}`,
    'Path=/admin',
    `Max-Age=${value ? ADMIN_SESSION_SECONDS : 0}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}
