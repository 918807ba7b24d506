import { describe, expect, it } from 'vitest';
import {
  isCoBrandedMarker,
  rememberVisitorSource,
  SEARCH_ENGINE_DOMAINS,
  SOCIAL_DOMAINS,
  visitorSource,
} from './referring-domain.ts';
import { memoryCookieJar } from './stored-values.ts';

const SITE = 'www.lender.example';

describe('visitorSource', () => {
  it.each([
    ['https://www.google.com/', 'search'],
    ['https://www.google.co.uk/search?q=mortgage', 'search'],
    ['https://www.bing.com/search?q=rates', 'search'],
    ['https://search.yahoo.com/', 'search'],
    ['https://duckduckgo.com/', 'search'],
    ['https://search.brave.com/search?q=x', 'search'],
    ['https://m.facebook.com/', 'social'],
    ['https://l.instagram.com/', 'social'],
    ['https://t.co/abc', 'social'],
    ['https://www.linkedin.com/feed/', 'social'],
    ['https://www.reddit.com/r/personalfinance', 'social'],
    ['https://www.youtube.com/watch?v=1', 'social'],
    ['https://news.example.com/article', 'other'],
    ['http://partner.example/', 'other'],
    ['https://notgoogle.com/', 'other'],
    ['android-app://com.google.android.gm/', 'other'],
    ['', 'none'],
    ['   ', 'none'],
    ['not a url', 'none'],
    // The site itself is not "another domain".
    ['https://www.lender.example/mortgage-rates', 'none'],
    ['https://lender.example/', 'none'],
    ['https://calculators.lender.example/', 'none'],
    ['https://notlender.example/', 'other'],
  ])('SPEC §6: a referrer of %j gives "%s"', (referrer, source) => {
    expect(visitorSource(referrer, SITE)).toBe(source);
  });

  it('SPEC §6: the search and social lists do not overlap', () => {
    expect(SEARCH_ENGINE_DOMAINS.filter((d) => SOCIAL_DOMAINS.includes(d))).toEqual([]);
  });
});

describe('rememberVisitorSource', () => {
  it('SPEC §6: stores the source of a first visit for a year (§9)', () => {
    const cookies = memoryCookieJar();
    expect(
      rememberVisitorSource(cookies, { referrer: 'https://www.google.com/', siteHost: SITE }),
    ).toBe('search');
    expect(cookies.cookies.get('ReferringDomain')).toEqual({ value: 'search', days: 365 });
  });

  it.each(['social', 'none', 'COO_ACME'])(
    'SPEC §6: keeps the existing non-empty marker %j',
    (marker) => {
      const cookies = memoryCookieJar({ ReferringDomain: marker });
      const visit = { referrer: 'https://www.google.com/', siteHost: SITE };
      expect(rememberVisitorSource(cookies, visit)).toBe(marker);
      expect(cookies.cookies.get('ReferringDomain')).toEqual({ value: marker, days: undefined });
    },
  );

  it.each(['', '  '])('SPEC §6: replaces the empty marker %j', (marker) => {
    const cookies = memoryCookieJar({ ReferringDomain: marker });
    expect(rememberVisitorSource(cookies, { referrer: '', siteHost: SITE })).toBe('none');
    expect(cookies.get('ReferringDomain')).toBe('none');
  });
});

describe('isCoBrandedMarker', () => {
  it.each([
    ['COO_ACME', true],
    ['COO_', true],
    ['coo_acme', false],
    ['XCOO_ACME', false],
    ['search', false],
    ['', false],
    [undefined, false],
  ])('SPEC §6: %j opens the co-branded dialog: %s', (marker, expected) => {
    expect(isCoBrandedMarker(marker)).toBe(expected);
  });
});
