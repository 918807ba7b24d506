import { describe, expect, it, vi } from 'vitest';
import { anonymousId } from './anonymous-id.ts';
import { memoryCookieJar } from './stored-values.ts';

const NEW_ID = '0b4f7c3e-5d0a-4c1e-9a54-2f6a1f0f9e11';

describe('anonymousId', () => {
  it('SPEC §3: generates a UUID when ajs_anonymous_id is missing and stores it for a year (§9)', () => {
    const cookies = memoryCookieJar();
    const uuid = vi.fn(() => NEW_ID);
    expect(anonymousId(cookies, uuid)).toBe(NEW_ID);
    expect(cookies.cookies.get('ajs_anonymous_id')).toEqual({ value: NEW_ID, days: 365 });
    expect(uuid).toHaveBeenCalledOnce();
  });

  it('SPEC §3: keeps an existing id, without generating or writing', () => {
    const cookies = memoryCookieJar({ ajs_anonymous_id: 'existing-id' });
    const uuid = vi.fn(() => NEW_ID);
    expect(anonymousId(cookies, uuid)).toBe('existing-id');
    expect(uuid).not.toHaveBeenCalled();
    expect(cookies.cookies.get('ajs_anonymous_id')?.days).toBeUndefined();
  });

  it('gives the same id on every later page', () => {
    const cookies = memoryCookieJar();
    let n = 0;
    const uuid = () => `id-${++n}`;
    expect([anonymousId(cookies, uuid), anonymousId(cookies, uuid)]).toEqual(['id-1', 'id-1']);
  });

  it.each(['', '   ', '""'])('SPEC §3: treats %j as missing', (stored) => {
    expect(anonymousId(memoryCookieJar({ ajs_anonymous_id: stored }), () => NEW_ID)).toBe(NEW_ID);
  });

  it('reads an id stored JSON-quoted by classic analytics.js', () => {
    const cookies = memoryCookieJar({ ajs_anonymous_id: '"classic-id"' });
    expect(anonymousId(cookies, () => NEW_ID)).toBe('classic-id');
  });
});
