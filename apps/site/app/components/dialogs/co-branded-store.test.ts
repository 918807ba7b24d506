import { memoryCookieJar } from '@lender/analytics';
import { describe, expect, it } from 'vitest';
import { createCoBrandedStore } from './co-branded-store.ts';

const partners = { COO_A: { name: 'A Credit Union' } };

describe('createCoBrandedStore', () => {
  it('waits until started, then opens once for a COO_ marker, setting CoopShown for 365 days', () => {
    const store = createCoBrandedStore(partners);
    const cookies = memoryCookieJar({ ReferringDomain: 'COO_A' });
    expect(store.getSnapshot()).toEqual({ status: 'waiting' });

    store.start({ cookies, prefersReducedMotion: false });

    expect(store.getSnapshot()).toEqual({
      status: 'open',
      partner: { name: 'A Credit Union' },
      autoPlay: true,
    });
    expect(cookies.cookies.get('CoopShown')).toEqual({ value: 'true', days: 365 });
  });

  it('decides only once, and a closed dialog stays closed', () => {
    const store = createCoBrandedStore(partners);
    const cookies = memoryCookieJar({ ReferringDomain: 'COO_A' });
    store.start({ cookies, prefersReducedMotion: true });
    store.close();
    store.start({
      cookies: memoryCookieJar({ ReferringDomain: 'COO_A' }),
      prefersReducedMotion: false,
    });
    expect(store.getSnapshot()).toMatchObject({ status: 'closed', autoPlay: false });
  });

  it('does not open when it opened before in this browser, nor for another source', () => {
    const cases: Record<string, string>[] = [
      { ReferringDomain: 'COO_A', CoopShown: 'true' },
      { ReferringDomain: 'social' },
      {},
    ];
    for (const initial of cases) {
      const store = createCoBrandedStore(partners);
      store.start({ cookies: memoryCookieJar(initial), prefersReducedMotion: false });
      expect(store.getSnapshot()).toEqual({ status: 'not-shown' });
    }
  });

  it('tells subscribers about each change', () => {
    const store = createCoBrandedStore(partners);
    let calls = 0;
    const unsubscribe = store.subscribe(() => calls++);
    store.start({
      cookies: memoryCookieJar({ ReferringDomain: 'COO_A' }),
      prefersReducedMotion: false,
    });
    store.close();
    unsubscribe();
    store.close();
    expect(calls).toBe(2);
  });
});
