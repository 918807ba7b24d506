import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isCanonicalTime } from './iso-time.ts';

// The rule written as a pattern, as it was before the character-by-character reading, and the
// calendar as Date keeps it: the reference the fast reading is held to.
const CANONICAL_TIME =
  /^(19[7-9]\d|[2-9]\d{3})-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d{1,6})?Z$/;
function reference(value: string): boolean {
  const match = CANONICAL_TIME.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** toISOString's text with one character replaced, dropped or repeated. */
const mutated = fc
  .tuple(
    fc.date({ min: new Date('1960-01-01'), max: new Date('9999-12-31'), noInvalidDate: true }),
    fc.nat(),
    fc.constantFrom('0', '1', '8', '9', '-', 'T', ':', '.', 'Z', 'z', ' ', '/', '', '00'),
  )
  .map(([date, at, insert]) => {
    const text = date.toISOString();
    const index = at % text.length;
    return text.slice(0, index) + insert + text.slice(index + 1);
  });

/** Fractions of 0 to 8 digits on a real time. */
const withFraction = fc
  .tuple(
    fc.date({ min: new Date('1969-01-01'), max: new Date('9999-12-31'), noInvalidDate: true }),
    fc.stringMatching(/^\d{0,8}$/),
  )
  .map(([date, digits]) => `${date.toISOString().slice(0, 19)}${digits ? `.${digits}` : ''}Z`);

describe('isCanonicalTime', () => {
  it.each([
    ['2026-11-21T14:37:00.000Z', true],
    ['2026-11-21T14:37:00Z', true],
    ['2026-11-21T14:37:00.1Z', true],
    ['2026-11-21T14:37:00.123456Z', true],
    ['1970-01-01T00:00:00.000Z', true],
    ['9999-12-31T23:59:59.999Z', true],
    ['2028-02-29T00:00:00.000Z', true],
    ['2000-02-29T00:00:00.000Z', true],
    ['2026-02-29T00:00:00.000Z', false],
    ['1900-02-29T00:00:00.000Z', false],
    ['2026-04-31T00:00:00.000Z', false],
    ['1969-12-31T23:59:59.999Z', false],
    ['1875-06-01T00:00:00.000Z', false],
    ['0999-06-01T00:00:00.000Z', false],
    ['2026-11-21T14:37:00.1234567Z', false],
    ['2026-11-21T14:37:00.Z', false],
    ['2026-11-21T24:00:00Z', false],
    ['2026-11-21T14:60:00Z', false],
    ['2026-11-21T14:37:60Z', false],
    ['2026-00-21T14:37:00Z', false],
    ['2026-11-00T14:37:00Z', false],
    ['2026-11-21 14:37:00Z', false],
    ['2026-11-21T14:37:00+00:00', false],
    ['2026-11-21T14:37:00z', false],
    ['+02026-11-21T14:37:00Z', false],
    ['', false],
  ])('%s → %s', (value, expected) => {
    expect(isCanonicalTime(value)).toBe(expected);
    expect(reference(value)).toBe(expected);
  });

  it('agrees with the pattern and the calendar on real, altered and arbitrary texts', () => {
    fc.assert(
      fc.property(fc.oneof(mutated, withFraction, fc.string({ maxLength: 30 })), (value) => {
        expect(isCanonicalTime(value)).toBe(reference(value));
      }),
      { numRuns: 20_000 },
    );
  });
});
