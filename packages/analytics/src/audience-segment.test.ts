import { describe, expect, it } from 'vitest';
import { audienceSegmentChange } from './audience-segment.ts';
import { memoryCookieJar, memoryStore } from './stored-values.ts';

type Values = Record<string, string>;

describe('audienceSegmentChange', () => {
  it.each<{ name: string; cookies: Values; cache: Values; change: Values | undefined }>([
    {
      name: 'a first segment',
      cookies: { personalization_segment: 'modern affluent' },
      cache: {},
      change: { personalization_segment: 'modern affluent' },
    },
    {
      name: 'a new segment',
      cookies: { personalization_segment: 'debt resistant', personalization_hold_group: 'false' },
      cache: {
        personalization_segment_cache: 'modern affluent',
        personalization_hold_group_cache: 'false',
      },
      change: { personalization_segment: 'debt resistant', personalization_hold_group: 'false' },
    },
    {
      name: 'a new hold group only',
      cookies: { personalization_segment: 'modern affluent', personalization_hold_group: 'true' },
      cache: {
        personalization_segment_cache: 'modern affluent',
        personalization_hold_group_cache: 'false',
      },
      change: { personalization_segment: 'modern affluent', personalization_hold_group: 'true' },
    },
    {
      name: 'a hold group that went away',
      cookies: { personalization_segment: 'modern affluent' },
      cache: {
        personalization_segment_cache: 'modern affluent',
        personalization_hold_group_cache: 'true',
      },
      change: { personalization_segment: 'modern affluent' },
    },
    {
      name: 'the same segment and hold group',
      cookies: { personalization_segment: 'modern affluent', personalization_hold_group: 'false' },
      cache: {
        personalization_segment_cache: 'modern affluent',
        personalization_hold_group_cache: 'false',
      },
      change: undefined,
    },
    {
      name: 'no personalization cookie',
      cookies: {},
      cache: { personalization_segment_cache: 'modern affluent' },
      change: undefined,
    },
    {
      name: 'empty personalization cookies',
      cookies: { personalization_segment: '', personalization_hold_group: '' },
      cache: {},
      change: undefined,
    },
  ])('SPEC §4: $name gives $change', ({ cookies, cache, change }) => {
    expect(audienceSegmentChange(memoryCookieJar(cookies), memoryStore(cache))).toEqual(change);
  });

  it('SPEC §4: updates the _cache copies on a change, so the next page sends nothing', () => {
    const cookies = memoryCookieJar({
      personalization_segment: 'growing household',
      personalization_hold_group: 'false',
    });
    const cache = memoryStore();
    expect(audienceSegmentChange(cookies, cache)).toBeDefined();
    expect(cache.items.get('personalization_segment_cache')).toBe('growing household');
    expect(cache.items.get('personalization_hold_group_cache')).toBe('false');
    expect(audienceSegmentChange(cookies, cache)).toBeUndefined();
  });

  it('SPEC §4: records a missing hold group as empty, and sees it come back as a change', () => {
    const cookies = memoryCookieJar({ personalization_segment: 'modern affluent' });
    const cache = memoryStore();
    audienceSegmentChange(cookies, cache);
    expect(cache.items.get('personalization_hold_group_cache')).toBe('');
    cookies.set('personalization_hold_group', 'true');
    expect(audienceSegmentChange(cookies, cache)).toEqual({
      personalization_segment: 'modern affluent',
      personalization_hold_group: 'true',
    });
  });

  it('SPEC §4: leaves the cache alone when nothing changed', () => {
    const cache = memoryStore({
      personalization_segment_cache: 'x',
      personalization_hold_group_cache: 'y',
    });
    audienceSegmentChange(
      memoryCookieJar({ personalization_segment: 'x', personalization_hold_group: 'y' }),
      cache,
    );
    audienceSegmentChange(memoryCookieJar(), cache);
    expect(Object.fromEntries(cache.items)).toEqual({
      personalization_segment_cache: 'x',
      personalization_hold_group_cache: 'y',
    });
  });
});
