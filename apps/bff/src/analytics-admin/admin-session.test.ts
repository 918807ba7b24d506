import { describe, expect, it } from 'vitest';
import {
  cookieValue,
  isSessionIdShape,
  newSessionId,
  sessionCookieHeader,
  sessionIdHash,
  tokenTag,
} from './admin-session.ts';

describe('admin session ids and cookies', () => {
  it('makes random 256-bit ids, and keeps only their hash', () => {
    const ids = new Set(Array.from({ length: 100 }, newSessionId));
    expect(ids.size).toBe(100);
    for (const id of ids) expect(isSessionIdShape(id)).toBe(true);
    const [id] = ids;
    expect(sessionIdHash(id!)).toMatch(/^[\w-]{43}$/);
    expect(sessionIdHash(id!)).not.toBe(id);
    expect(sessionIdHash(id!)).toBe(sessionIdHash(id!));
  });

  it.each([
    undefined,
    '',
    'x',
    'a'.repeat(42),
    'a'.repeat(44),
    `${'a'.repeat(42)}=`,
    `v1.1.${'a'.repeat(43)}`,
  ])('does not take %j as a session id', (value) => {
    expect(isSessionIdShape(value)).toBe(false);
  });

  it('tags sessions by token without the token', () => {
    expect(tokenTag('token-a')).toBe(tokenTag('token-a'));
    expect(tokenTag('token-a')).not.toBe(tokenTag('token-b'));
    expect(tokenTag('token-a')).not.toContain('token-a');
  });

  it('reads one cookie of a Cookie header', () => {
    expect(cookieValue('a=1; lender_admin_session=abc; b=2', 'lender_admin_session')).toBe('abc');
    expect(cookieValue('a=1', 'lender_admin_session')).toBeUndefined();
    expect(cookieValue(undefined, 'lender_admin_session')).toBeUndefined();
  });

  it('sets the cookie for /admin only, HttpOnly and SameSite=Strict, Secure over https', () => {
    expect(sessionCookieHeader('abc', true)).toBe(
      'lender_admin_session=abc; Path=/admin; Max-Age=28800; HttpOnly; SameSite=Strict; Secure',
    );
    expect(sessionCookieHeader(undefined, false)).toBe(
      'lender_admin_session=; Path=/admin; Max-Age=0; HttpOnly; SameSite=Strict',
    );
  });
});
