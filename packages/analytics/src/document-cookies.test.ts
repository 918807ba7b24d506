// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { documentCookieJar, parseCookies, serializeCookie } from './document-cookies.ts';

afterEach(() => {
  vi.useRealTimers();
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
});

describe('documentCookieJar', () => {
  it('reads back a JSON value with commas, quotes and semicolons', () => {
    const cookies = documentCookieJar(document);
    const utm = JSON.stringify({ utm_source: 'news; letter', utm_campaign: 'spring, "sale"' });
    cookies.set('UTMInfo', utm, { days: 365 });
    expect(cookies.get('UTMInfo')).toBe(utm);
  });

  it('tells a missing cookie from an empty one and matches whole names only', () => {
    document.cookie = 'rvid_old=abc; path=/';
    document.cookie = 'empty=; path=/';
    const cookies = documentCookieJar(document);
    expect(cookies.get('rvid')).toBeUndefined();
    expect(cookies.get('empty')).toBe('');
  });

  it('gives a value another script wrote unencoded as it is', () => {
    document.cookie = 'legacy=%E0%A4%A; path=/';
    expect(documentCookieJar(document).get('legacy')).toBe('%E0%A4%A');
  });

  it('writes Max-Age in seconds and Expires, path and SameSite, and Secure on https', () => {
    vi.useFakeTimers({ now: new Date('2026-11-21T12:00:00Z') });
    const written: string[] = [];
    const fake = {
      get cookie() {
        return '';
      },
      set cookie(value: string) {
        written.push(value);
      },
      location: { protocol: 'https:' } as Location,
    };
    documentCookieJar(fake).set('useSierra', 'true', { days: 365 });
    documentCookieJar(fake).set('initSessionVisit', 'true');
    expect(written).toEqual([
      'useSierra=true; Path=/; SameSite=Lax; Max-Age=31536000; Expires=Sun, 21 Nov 2027 12:00:00 GMT; Secure',
      'initSessionVisit=true; Path=/; SameSite=Lax; Secure',
    ]);
  });
});

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

  it('without days, ends with the browser session', () => {
    expect(serializeCookie('isPromoClosed', 'true', { now, secure: false })).toBe(
      'isPromoClosed=true; Path=/; SameSite=Lax',
    );
  });

  it('encodes a value that would break the cookie string', () => {
    expect(serializeCookie('x', 'a;b c', { now, secure: false })).toMatch(/^x=a%3Bb%20c;/);
  });
});
