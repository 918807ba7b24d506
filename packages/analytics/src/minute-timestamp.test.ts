import { describe, expect, it } from 'vitest';
import { MINUTE_TIMESTAMP_PATTERN, minuteTimestamp } from './minute-timestamp.ts';

describe('minuteTimestamp', () => {
  it.each([
    ['2026-11-21T14:37:00.000Z', '2026-11-21T14:37:00.000Z'],
    ['2026-11-21T14:37:00.001Z', '2026-11-21T14:37:00.000Z'],
    ['2026-11-21T14:37:59.999Z', '2026-11-21T14:37:00.000Z'],
    ['2026-12-31T23:59:59.999Z', '2026-12-31T23:59:00.000Z'],
    // Given with an offset, written in UTC.
    ['2026-11-21T09:37:45-05:00', '2026-11-21T14:37:00.000Z'],
    // Before 1970 the time is negative; it still rounds down, not towards zero.
    ['1969-12-31T23:59:30.500Z', '1969-12-31T23:59:00.000Z'],
  ])('SPEC §3: writes %s as %s, ISO truncated to the minute', (given, expected) => {
    expect(minuteTimestamp(new Date(given))).toBe(expected);
  });

  it('SPEC §3: always matches its own pattern', () => {
    for (let ms = 0; ms < 3 * 86_400_000; ms += 7_777_777) {
      expect(minuteTimestamp(new Date(Date.UTC(2026, 0, 1) + ms))).toMatch(
        MINUTE_TIMESTAMP_PATTERN,
      );
    }
  });

  it('throws a RangeError for an invalid date', () => {
    expect(() => minuteTimestamp(new Date('not a date'))).toThrow(RangeError);
  });

  it.each([
    '2026-11-21T14:37:01.000Z',
    '2026-11-21T14:37:00.100Z',
    '2026-11-21T14:37:00Z',
    '2026-11-21T14:37Z',
    '2026-11-21T14:37:00.000+00:00',
    '2026-13-21T14:37:00.000Z',
    '2026-11-21T24:00:00.000Z',
    ' 2026-11-21T14:37:00.000Z',
  ])('SPEC §3: the pattern refuses %j', (text) => {
    expect(MINUTE_TIMESTAMP_PATTERN.test(text)).toBe(false);
  });
});
