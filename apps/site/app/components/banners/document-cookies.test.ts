import { describe, expect, it } from 'vitest';
import { CO_BRANDED_DIALOG_COOKIE_DAYS, SALES_BANNER_COOKIE_DAYS } from './banner-constants.ts';
import { parseCookies, serializeCookie } from './document-cookies.ts';

describe('parseCookies', () => {
  it('reads names and decoded values, the first of a name winning', () => {
    const cookies = parseCookies('a=1; ReferringDomain=COO_PARTNER; b=x%3By; a=2; broken; =v');
    expect([...cookies]).toEqual([
      ['a', '1'],
      ['ReferringDomain', 'COO_PARTNER'],
      ['b', 'x;y'],
    ]);
  });

  it('keeps a value that is not valid percent-encoding as it is', () => {
    expect(parseCookies('a=100%').get('a')).toBe('100%');
  });
});

describe('serializeCookie', () => {
  const now = new Date('2026-11-21T12:00:00Z');

  it('lasts the sales banner 999 days (SPEC §9)', () => {
    expect(
      serializeCookie('hideAlertBanner', 'true', {
        days: SALES_BANNER_COOKIE_DAYS,
        now,
        secure: true,
      }),
    ).toBe(
      'hideAlertBanner=true; Path=/; SameSite=Lax; Max-Age=86313600; Expires=Thu, 16 Aug 2029 12:00:00 GMT; Secure',
    );
  });

  it('lasts the co-branded dialog 365 days (SPEC §9)', () => {
    expect(
      serializeCookie('CoopShown', 'true', {
        days: CO_BRANDED_DIALOG_COOKIE_DAYS,
        now,
        secure: false,
      }),
    ).toBe(
      'CoopShown=true; Path=/; SameSite=Lax; Max-Age=31536000; Expires=Sun, 21 Nov 2027 12:00:00 GMT',
    );
  });

  it('without days, ends with the browser session', () => {
    expect(serializeCookie('isPromoClosed', 'true', { now, secure: false })).toBe(
      'isPromoClosed=true; Path=/; SameSite=Lax',
    );
  });

  it('encodes a value that would break the cookie string', () => {
    expect(serializeCookie('x', 'a;b c', { now, secure: false })).toMatch(/^x=a%3Bb%20c;/);
  });
});
