// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { documentCookieJar } from './document-cookies.ts';

afterEach(() => {
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

  it('writes max-age in seconds, path and SameSite, and Secure on https', () => {
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
      'useSierra=true; path=/; SameSite=Lax; max-age=31536000; Secure',
      'initSessionVisit=true; path=/; SameSite=Lax; Secure',
    ]);
  });
});
