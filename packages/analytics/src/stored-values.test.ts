import { describe, expect, it } from 'vitest';
import {
  ANALYTICS_COOKIE_DAYS,
  ANALYTICS_COOKIE_EXPIRY_MS,
  memoryCookieJar,
  memoryStore,
  StoredValueName,
} from './stored-values.ts';

describe('stored values', () => {
  it('SPEC §9: the analytics cookie expiry of 31536000000 ms is 365 days', () => {
    expect(ANALYTICS_COOKIE_EXPIRY_MS).toBe(31_536_000_000);
    expect(ANALYTICS_COOKIE_DAYS).toBe(365);
  });

  it('SPEC §3: keeps the names of the cookies and stored values as spelt', () => {
    expect(Object.values(StoredValueName)).toEqual(
      expect.arrayContaining([
        'ajs_anonymous_id',
        'UTMInfo',
        'ReferringDomain',
        'initSessionVisit',
        'SierraChatExperience',
        'useSierra',
        'personalization_segment',
        'personalization_hold_group',
        'personalization_segment_cache',
        'personalization_hold_group_cache',
        'qls',
        'PUD_qls',
        'rvid',
        'client_cust_id',
      ]),
    );
  });

  it('memoryCookieJar keeps each value with the lifetime it was set with', () => {
    const jar = memoryCookieJar({ rvid: 'rv-1' });
    expect(jar.get('rvid')).toBe('rv-1');
    expect(jar.get('qls')).toBeUndefined();
    jar.set('qls', 'Q1', { days: 30 });
    jar.set('UTMInfo', '{}');
    expect(jar.cookies.get('qls')).toEqual({ value: 'Q1', days: 30 });
    expect(jar.cookies.get('UTMInfo')).toEqual({ value: '{}', days: undefined });
  });

  it('memoryStore answers null for a missing key, as Web Storage does', () => {
    const store = memoryStore({ a: '1' });
    expect(store.getItem('a')).toBe('1');
    expect(store.getItem('b')).toBeNull();
    store.setItem('b', '2');
    expect(store.items.get('b')).toBe('2');
  });
});
