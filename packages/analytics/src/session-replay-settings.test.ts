import { describe, expect, it } from 'vitest';
import {
  chunkEnvelopeBytes,
  isSampledIn,
  packEvents,
  recordedHref,
  REPLAY_CHUNK_MAX_BYTES,
  REPLAY_CONFIG_TIMEOUT_MS,
  REPLAY_MAX_RETRIES,
  REPLAY_SAMPLE_RATE_DEFAULT,
  utf8Bytes,
  type ReplayEvent,
} from './session-replay-settings.ts';

describe('SPEC §7 and §9 replay settings', () => {
  it.each([
    ['replay sample rate', REPLAY_SAMPLE_RATE_DEFAULT, 1],
    ['max retries for replay', REPLAY_MAX_RETRIES, 2],
    ['config GET timeout (ms)', REPLAY_CONFIG_TIMEOUT_MS, 5000],
  ])('%s is %s', (_name, value, expected) => {
    expect(value).toBe(expected);
  });

  it('keeps chunks under 60 KB, inside the 64 KB a closing page may send', () => {
    expect(REPLAY_CHUNK_MAX_BYTES).toBeLessThan(60 * 1024);
  });
});

describe('isSampledIn', () => {
  it('records every session at rate 1 and none at 0', () => {
    expect(isSampledIn('1763971200000', 1)).toBe(true);
    expect(isSampledIn('1763971200000', 0)).toBe(false);
    expect(isSampledIn('1763971200000', Number.NaN)).toBe(false);
  });

  it('gives the same answer for the same session every time', () => {
    const ids = Array.from({ length: 50 }, (_, index) => String(1763971200000 + index * 7919));
    const first = ids.map((id) => isSampledIn(id, 0.5));
    expect(ids.map((id) => isSampledIn(id, 0.5))).toEqual(first);
  });

  it('records close to the rate over many sessions', () => {
    let sampled = 0;
    for (let index = 0; index < 20_000; index += 1) {
      if (isSampledIn(String(1763971200000 + index * 104_729), 0.25)) sampled += 1;
    }
    expect(sampled / 20_000).toBeGreaterThan(0.23);
    expect(sampled / 20_000).toBeLessThan(0.27);
  });
});

describe('utf8Bytes', () => {
  it.each([
    ['ascii', 'abc'],
    ['two-byte', 'café'],
    ['three-byte', '€100'],
    ['four-byte', 'house 🏠'],
  ])('counts %s text as TextEncoder does', (_name, text) => {
    expect(utf8Bytes(text)).toBe(new TextEncoder().encode(text).length);
  });
});

describe('packEvents', () => {
  const event = (size: number, timestamp = 1): ReplayEvent => ({
    type: 3,
    timestamp,
    data: { text: 'x'.repeat(size) },
  });
  const envelope = {
    writeKey: 'wk',
    replayId: '7d6f3f0e-7c55-4a8f-9b52-0d8a1b2c3d4e',
    sessionId: '1763971200000',
    anonymousId: 'a1',
    sequence: 12,
    pagePath: '/rates',
  };

  it('keeps every chunk body within the limit, the events in order', () => {
    const events = Array.from({ length: 40 }, (_, index) => event(3000, index));
    const { groups, oversized } = packEvents(events, chunkEnvelopeBytes(envelope), 20_000);
    expect(oversized).toEqual([]);
    expect(groups.flat()).toEqual(events);
    for (const group of groups) {
      const body = JSON.stringify({ ...envelope, events: group });
      expect(new TextEncoder().encode(body).length).toBeLessThanOrEqual(20_000);
    }
    // Full chunks, not one event each.
    expect(groups.length).toBeLessThanOrEqual(7);
  });

  it('sets apart an event too large for any chunk', () => {
    const big = event(30_000, 2);
    const { groups, oversized } = packEvents([event(10, 1), big, event(10, 3)], 100, 20_000);
    expect(oversized).toEqual([big]);
    expect(groups.flat().map((e) => e.timestamp)).toEqual([1, 3]);
  });

  it('measures the envelope as the chunk JSON is written', () => {
    const body = JSON.stringify({ ...envelope, events: [event(5)] });
    expect(chunkEnvelopeBytes(envelope) + 2 + JSON.stringify(event(5)).length).toBe(body.length);
  });
});

describe('recordedHref', () => {
  it.each([
    [
      'https://www.lender.example/opt-out?email=jo%40example.com#x',
      'https://www.lender.example/opt-out',
    ],
    ['https://www.lender.example/', 'https://www.lender.example/'],
    ['not a url', ''],
  ])('keeps only the path of %s', (href, expected) => {
    expect(recordedHref(href)).toBe(expected);
  });
});
