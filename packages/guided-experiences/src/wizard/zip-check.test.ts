import { describe, expect, it, vi } from 'vitest';
import { createZipExistenceCheck, ZIP_CACHE_TTL_MS, type ZipLookupResult } from './zip-check.ts';

function setup(answer: (zip: string) => Promise<ZipLookupResult>) {
  let clock = 0;
  const lookup = vi.fn(answer);
  const check = createZipExistenceCheck({ lookup, now: () => clock });
  return { check, lookup, advance: (ms: number) => (clock += ms) };
}

describe('ZIP existence check (SPEC §5, §9)', () => {
  it('caches for 5 minutes', () => {
    expect(ZIP_CACHE_TTL_MS).toBe(300_000);
  });

  it.each([
    { answer: { ok: true }, exists: true, cached: true, what: 'found (2xx)' },
    { answer: { ok: false, status: 404 }, exists: false, cached: true, what: 'unknown (404)' },
    { answer: { ok: false }, exists: true, cached: false, what: 'a network failure' },
    { answer: { ok: false, status: 503 }, exists: true, cached: false, what: 'a server error' },
  ] as const)('$what: valid $exists, cached $cached', async ({ answer, exists, cached }) => {
    const { check, lookup } = setup(async () => answer);
    expect(await check('48226')).toBe(exists);
    expect(await check('48226')).toBe(exists);
    expect(lookup).toHaveBeenCalledTimes(cached ? 1 : 2);
  });

  it('a rejected lookup counts as valid', async () => {
    const { check } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await check('48226')).toBe(true);
  });

  it.each([
    { after: ZIP_CACHE_TTL_MS - 1, calls: 1 },
    { after: ZIP_CACHE_TTL_MS, calls: 2 },
  ])('asked again $after ms later: $calls lookups', async ({ after, calls }) => {
    const { check, lookup, advance } = setup(async () => ({ ok: false, status: 404 }));
    await check('00000');
    advance(after);
    await check('00000');
    expect(lookup).toHaveBeenCalledTimes(calls);
  });

  it('keeps each ZIP code apart and shares a request already on its way', async () => {
    const { check, lookup } = setup(async (zip) =>
      zip === '00000' ? { ok: false, status: 404 } : { ok: true },
    );
    const [first, second, other] = await Promise.all([
      check('48226'),
      check('48226'),
      check('00000'),
    ]);
    expect([first, second, other]).toEqual([true, true, false]);
    expect(lookup).toHaveBeenCalledTimes(2);
  });
});
