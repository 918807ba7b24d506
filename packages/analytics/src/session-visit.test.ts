import { describe, expect, it } from 'vitest';
import { claimInitialPageVisit } from './session-visit.ts';
import { memoryCookieJar } from './stored-values.ts';

describe('claimInitialPageVisit', () => {
  it('SPEC §4: answers true once per session, then false', () => {
    const cookies = memoryCookieJar();
    expect([
      claimInitialPageVisit(cookies),
      claimInitialPageVisit(cookies),
      claimInitialPageVisit(cookies),
    ]).toEqual([true, false, false]);
  });

  it('SPEC §4: keeps the initSessionVisit flag in a session cookie', () => {
    const cookies = memoryCookieJar();
    claimInitialPageVisit(cookies);
    expect(cookies.cookies.get('initSessionVisit')).toEqual({ value: 'true', days: undefined });
  });

  it('SPEC §4: answers false when the session already has the flag, whatever its value', () => {
    expect(claimInitialPageVisit(memoryCookieJar({ initSessionVisit: 'true' }))).toBe(false);
    expect(claimInitialPageVisit(memoryCookieJar({ initSessionVisit: '' }))).toBe(false);
  });
});
