import { describe, expect, it } from 'vitest';
import { cdnSettings, collectorHost } from '../src/collector/cdn-settings.ts';
import { pagePath, urlWithoutQuery, utmSearch } from '../src/collector/event-record.ts';
import { storedTime } from '../src/collector/event-record.ts';
import { pageEventName, violationEventName } from '../src/collector/event-validator.ts';
import {
  CollectorClosedError,
  CollectorOverloadedError,
  createEventWriter,
  type FlushBatch,
} from '../src/collector/event-writer.ts';
import {
  daysAhead,
  nextDay,
  partitionDay,
  partitionName,
  retentionStart,
} from '../src/collector/partition-repository.ts';
import { storableJson, storableText } from '../src/collector/event-record.ts';
import { parseUserAgent } from '../src/collector/user-agent.ts';
import { siteWriteKeyCheck, writeKeyOf } from '../src/collector/write-key.ts';

describe('collector rules', () => {
  it.each([
    ['2026-11-21T14:37:00.000Z', '2026-11-21T14:37:00.000Z'],
    ['2024-02-29T00:00:00Z', '2024-02-29T00:00:00Z'],
    ['2026-02-29T00:00:00Z', '2026-03-01T00:00:00.000Z'],
    ['2026-02-30T10:00:00.000Z', '2026-03-02T10:00:00.000Z'],
    ['2026-11-21T16:37:00+02:00', '2026-11-21T14:37:00.000Z'],
    ['1969-12-31T23:59:59Z', null],
    [undefined, null],
  ])('stores the time %s as %s', (given, stored) => {
    expect(storedTime(given)).toBe(stored);
  });

  it.each([
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
      {
        browser: 'Safari',
        browser_version: '17',
        os: 'iOS',
        os_version: '17',
        device_type: 'mobile',
      },
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      {
        browser: 'Edge',
        browser_version: '131',
        os: 'Windows',
        os_version: '10',
        device_type: 'desktop',
      },
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
      {
        browser: 'Chrome',
        browser_version: '130',
        os: 'Android',
        os_version: '14',
        device_type: 'tablet',
      },
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0',
      { browser: 'Firefox', browser_version: '132', os: 'Linux', device_type: 'desktop' },
    ],
    [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      { browser: 'other', os: 'other', device_type: 'bot' },
    ],
  ])('keeps only browser, OS and device of %s', (userAgent, parsed) => {
    expect(parseUserAgent(userAgent)).toEqual(parsed);
  });

  it('keeps origin and path of URLs, utm_* of queries, and paths without queries', () => {
    expect(urlWithoutQuery('HTTPS://WWW.Lender.example/opt-out?email=a%40b.c#x')).toBe(
      'https://www.lender.example/opt-out',
    );
    expect(urlWithoutQuery('https://search.example')).toBe('https://search.example/');
    expect(urlWithoutQuery('javascript:alert(1)')).toBeUndefined();
    expect(urlWithoutQuery('')).toBeUndefined();
    expect(utmSearch('?show=email&email=a%40b.c&utm_source=news&utm_medium=mail')).toBe(
      '?utm_source=news&utm_medium=mail',
    );
    expect(utmSearch('?email=a%40b.c')).toBeUndefined();
    expect(pagePath('/opt-out?email=a%40b.c')).toBe('/opt-out');
    expect(pagePath('opt-out')).toBeUndefined();
  });

  it('stores strings PostgreSQL accepts, keeping their length', () => {
    expect(storableText('a\u0000b\ud800c')).toBe('a\ufffdb\ufffdc');
    expect(storableText('\ud83d\ude00')).toBe('\ud83d\ude00');
    expect(storableText('x'.repeat(600))).toHaveLength(512);
    expect(storableText('')).toBeNull();
    expect(storableJson({ a: 'x\u0000', b: ['\udfff'] })).toBe('{"a":"x\ufffd","b":["\ufffd"]}');
    expect(storableJson({ a: '\\u0000 typed by hand' })).toBe('{"a":"\\\\u0000 typed by hand"}');
  });

  it('reads the write key from Basic auth, else the body', () => {
    const basic = `Basic ${Buffer.from('key_1:').toString('base64')}`;
    expect(writeKeyOf(basic, 'key_2')).toBe('key_1');
    expect(writeKeyOf(undefined, 'key_2')).toBe('key_2');
    expect(writeKeyOf('Bearer key_1', undefined)).toBeUndefined();
    expect(writeKeyOf(undefined, 42)).toBeUndefined();
  });

  it("accepts the site's key in the usual header, in other spellings of it and in the body", () => {
    const isSiteKey = siteWriteKeyCheck('key_1');
    const basic = (user: string) => `Basic ${Buffer.from(`${user}:`).toString('base64')}`;
    expect(isSiteKey(basic('key_1'), undefined)).toBe(true);
    expect(isSiteKey(`basic  ${basic('key_1').slice(6)} `, undefined)).toBe(true);
    expect(isSiteKey(undefined, 'key_1')).toBe(true);
    expect(isSiteKey(basic('key_2'), 'key_1')).toBe(false);
    expect(isSiteKey(basic('key_1x'), undefined)).toBe(false);
    expect(isSiteKey(undefined, undefined)).toBe(false);
    expect(siteWriteKeyCheck(undefined)(basic('key_1'), 'key_1')).toBe(false);
  });

  it('names page calls by their page event, and keeps violation names readable', () => {
    expect(pageEventName({ name: 'loaded_page', category: null })).toBe('loaded_page');
    expect(pageEventName({ name: 'lender:home', category: 'loaded_initial_page' })).toBe(
      'loaded_initial_page',
    );
    expect(pageEventName({ name: 'lender:home' })).toBe('loaded_page');
    expect(violationEventName('clicked_buton')).toBe('clicked_buton');
    expect(violationEventName('<script>')).toBe('(unreadable name)');
    expect(violationEventName(7)).toBe('(unreadable name)');
  });

  it('points the settings at the site, over http only when the site is', () => {
    expect(collectorHost('https://www.lender.example')).toEqual({
      apiHost: 'www.lender.example/v1',
      protocol: 'https',
    });
    expect(collectorHost('http://localhost:3000/')).toEqual({
      apiHost: 'localhost:3000/v1',
      protocol: 'http',
    });
    expect(cdnSettings('k', 'https://a.example').integrations['Segment.io'].apiKey).toBe('k');
  });

  it('names and dates day partitions', () => {
    expect(partitionName('2026-11-21')).toBe('analytics_events_p20261121');
    expect(partitionDay('analytics_events_p20261121')).toBe('2026-11-21');
    expect(partitionDay('analytics_events')).toBeUndefined();
    expect(nextDay('2028-02-28')).toBe('2028-02-29');
    expect(daysAhead(new Date('2026-12-30T23:00:00Z'), 3)).toEqual([
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ]);
    expect(retentionStart(new Date('2026-11-21T10:00:00Z'), 400)).toBe('2025-10-18');
  });
});

describe('the event writer', () => {
  const row = (id: string) => ({
    messageId: id,
    receivedDay: '2026-11-21',
    receivedAt: '2026-11-21T00:00:00.000Z',
    type: 'track',
    eventName: 'clicked_button',
    anonymousId: 'a',
    userId: null,
    sentAt: null,
    timestamp: null,
    pagePath: null,
    pageName: null,
    properties: null,
    context: null,
    contextId: null,
  });

  it('writes what arrives together in one flush, with counters summed', async () => {
    const flushes: FlushBatch[] = [];
    const writer = createEventWriter({
      store: async (batch) => void flushes.push(batch),
      limit: 100,
    });
    const key = { day: '2026-11-21', eventName: 'x', field: '', keyword: 'dropped' };
    await Promise.all([
      writer.write({ events: [row('1'), row('2')], violations: [{ key, count: 1 }] }),
      writer.write({ events: [row('3')], violations: [{ key, count: 2 }] }),
    ]);
    expect(flushes).toHaveLength(1);
    expect(flushes[0]!.events.map((event) => event.messageId)).toEqual(['1', '2', '3']);
    expect(flushes[0]!.violations).toEqual([{ key, count: 3 }]);
    expect(writer.pending()).toBe(0);
  });

  it('refuses past its limit, fails the waiting writes with the store, and refuses after close', async () => {
    let fail = true;
    const writer = createEventWriter({
      store: async () => {
        if (fail) throw new Error('database down');
      },
      limit: 3,
    });
    const first = writer.write({ events: [row('1'), row('2'), row('3')] });
    await expect(writer.write({ events: [row('4')] })).rejects.toBeInstanceOf(
      CollectorOverloadedError,
    );
    await expect(first).rejects.toThrow('database down');
    fail = false;
    await expect(writer.write({ events: [row('5')] })).resolves.toBeUndefined();
    await writer.close();
    await expect(writer.write({ events: [row('6')] })).rejects.toBeInstanceOf(CollectorClosedError);
  });
});
