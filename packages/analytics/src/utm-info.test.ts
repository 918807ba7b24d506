import { describe, expect, it } from 'vitest';
import { UtmInfoSchema } from './event-fields.ts';
import { memoryCookieJar } from './stored-values.ts';
import {
  MAX_UTM_VALUE_LENGTH,
  parseUtmInfo,
  rememberUtmInfo,
  UTM_KEYS,
  utmInfoFromQuery,
} from './utm-info.ts';

describe('UTMInfo', () => {
  it('SPEC §3: has the seven utm keys, and its schema exactly those', () => {
    expect(UTM_KEYS).toEqual([
      'utm_source',
      'utm_medium',
      'utm_campaign',
      'utm_term',
      'utm_content',
      'utm_cta',
      'utm_channel',
    ]);
    expect(Object.keys(UtmInfoSchema.shape)).toEqual([...UTM_KEYS]);
  });
});

describe('utmInfoFromQuery', () => {
  it('SPEC §3: reads all seven utm parameters', () => {
    const search =
      '?utm_source=news&utm_medium=email&utm_campaign=spring&utm_term=refi&utm_content=hero&utm_cta=apply&utm_channel=owned';
    expect(utmInfoFromQuery(search)).toEqual({
      utm_source: 'news',
      utm_medium: 'email',
      utm_campaign: 'spring',
      utm_term: 'refi',
      utm_content: 'hero',
      utm_cta: 'apply',
      utm_channel: 'owned',
    });
  });

  it.each([
    ['without the leading "?"', 'utm_source=news', { utm_source: 'news' }],
    [
      'with other parameters around',
      '?zip=48226&utm_source=news&show=email',
      { utm_source: 'news' },
    ],
    [
      'decoding + and %20 as spaces',
      '?utm_campaign=spring+sale%20now',
      { utm_campaign: 'spring sale now' },
    ],
    ['taking the first of repeated values', '?utm_source=a&utm_source=b', { utm_source: 'a' }],
    ['leaving out empty values', '?utm_source=&utm_medium=%20&utm_term=x', { utm_term: 'x' }],
    [
      'ignoring utm names in other letter cases',
      '?UTM_SOURCE=news&utm_medium=cpc',
      { utm_medium: 'cpc' },
    ],
  ])('SPEC §3: builds UTMInfo %s', (_, search, info) => {
    expect(utmInfoFromQuery(search)).toEqual(info);
  });

  it.each(['', '?', '?zip=48226', '?utm_source=', '?utm_other=1'])(
    'SPEC §3: gives nothing for %j, which has no utm value',
    (search) => {
      expect(utmInfoFromQuery(search)).toBeUndefined();
    },
  );

  it('cuts a value to the longest kept', () => {
    const info = utmInfoFromQuery(`?utm_content=${'x'.repeat(MAX_UTM_VALUE_LENGTH + 50)}`);
    expect(info?.utm_content).toHaveLength(MAX_UTM_VALUE_LENGTH);
  });
});

describe('parseUtmInfo', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['not json', undefined],
    ['"news"', undefined],
    ['[]', undefined],
    ['{}', undefined],
    ['{"utm_source":42}', undefined],
    ['{"utm_source":null}', undefined],
    ['{"utm_source":""}', undefined],
    ['{"utm_source":"","utm_term":"refi"}', { utm_term: 'refi' }],
    ['{"utm_source":"news"}', { utm_source: 'news' }],
    ['{"utm_source":"news","legacy":"x"}', { utm_source: 'news' }],
  ])('reads the cookie %j as %j', (json, info) => {
    expect(parseUtmInfo(json)).toEqual(info);
  });
});

describe('rememberUtmInfo', () => {
  it('SPEC §3: stores the UTMInfo of a campaign link as JSON in a session cookie', () => {
    const cookies = memoryCookieJar();
    const info = rememberUtmInfo(cookies, '?utm_source=news&utm_cta=apply');
    expect(info).toEqual({ utm_source: 'news', utm_cta: 'apply' });
    const stored = cookies.cookies.get('UTMInfo');
    expect(stored?.days).toBeUndefined();
    expect(JSON.parse(stored?.value ?? '')).toEqual(info);
    expect(UtmInfoSchema.safeParse(JSON.parse(stored?.value ?? '')).success).toBe(true);
  });

  it('SPEC §3: keeps the stored UTMInfo on a later page without utm parameters', () => {
    const cookies = memoryCookieJar({ UTMInfo: '{"utm_source":"news"}' });
    expect(rememberUtmInfo(cookies, '?zip=48226')).toEqual({ utm_source: 'news' });
    expect(cookies.get('UTMInfo')).toBe('{"utm_source":"news"}');
  });

  it('SPEC §3: replaces the stored UTMInfo whole when a new campaign link arrives', () => {
    const cookies = memoryCookieJar({ UTMInfo: '{"utm_source":"news","utm_campaign":"spring"}' });
    expect(rememberUtmInfo(cookies, '?utm_source=social')).toEqual({ utm_source: 'social' });
    expect(JSON.parse(cookies.get('UTMInfo') ?? '')).toEqual({ utm_source: 'social' });
  });

  it('gives nothing when neither the query nor the cookie has UTMInfo', () => {
    expect(rememberUtmInfo(memoryCookieJar({ UTMInfo: 'broken' }), '')).toBeUndefined();
  });
});
