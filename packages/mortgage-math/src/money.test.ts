import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  assertWholeCents,
  centsToDollars,
  dollarsToCents,
  formatUsd,
  roundHalfUpToCent,
} from './money.ts';

describe('roundHalfUpToCent', () => {
  it.each([
    { cents: 0, rounded: 0 },
    { cents: 0.4, rounded: 0 },
    { cents: 0.5, rounded: 1 },
    { cents: 1.5, rounded: 2 },
    { cents: 2.5, rounded: 3 },
    { cents: 189_620.4, rounded: 189_620 },
    { cents: 189_620.5, rounded: 189_621 },
    { cents: 162_499.99, rounded: 162_500 },
    // Binary noise just under a half is a half.
    { cents: 0.49999999999, rounded: 1 },
    { cents: 1234.4999999999, rounded: 1235 },
    { cents: 100.49999999999999, rounded: 101 },
    // …but a real amount under a half is not.
    { cents: 0.4999, rounded: 0 },
    { cents: 1234.49999, rounded: 1234 },
    // Halves go away from zero; −0 never comes back.
    { cents: -2.5, rounded: -3 },
    { cents: -2.4, rounded: -2 },
    { cents: -0.4, rounded: 0 },
  ])('rounds $cents to $rounded', ({ cents, rounded }) => {
    expect(Object.is(roundHalfUpToCent(cents), rounded)).toBe(true);
  });

  it('agrees with Math.round away from the noise band, for amounts up to $10 million', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000_000 }),
        fc.integer({ min: 0, max: 999 }),
        (whole, thousandths) => {
          const cents = whole + thousandths / 1000;
          expect(roundHalfUpToCent(cents)).toBe(Math.round(cents));
          expect(roundHalfUpToCent(-cents)).toBe(-Math.round(cents) || 0);
        },
      ),
      { seed: 20_261_121, numRuns: 2_000 },
    );
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])(
    'rejects %s',
    (value) => {
      expect(() => roundHalfUpToCent(value)).toThrow(RangeError);
    },
  );
});

describe('dollarsToCents and centsToDollars', () => {
  it.each([
    { dollars: 0, cents: 0 },
    { dollars: 1896.2, cents: 189_620 },
    { dollars: 300_000, cents: 30_000_000 },
    // 1.005 is stored as 1.00499999999999989…; a visitor typed a half cent.
    { dollars: 1.005, cents: 101 },
    { dollars: 0.1 + 0.2, cents: 30 },
    { dollars: 19.994, cents: 1999 },
    { dollars: -12.345, cents: -1235 },
  ])('$dollars dollars is $cents cents', ({ dollars, cents }) => {
    expect(dollarsToCents(dollars)).toBe(cents);
  });

  it('turns cents into dollars', () => {
    expect(centsToDollars(189_620)).toBe(1896.2);
    expect(centsToDollars(-5)).toBe(-0.05);
  });

  it('round-trips every whole-cent amount up to $100 million', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000_000, max: 10_000_000_000 }), (cents) => {
        expect(dollarsToCents(centsToDollars(cents))).toBe(cents);
      }),
      { seed: 7, numRuns: 2_000 },
    );
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY])('dollarsToCents rejects %s', (value) => {
    expect(() => dollarsToCents(value)).toThrow(RangeError);
  });

  it.each([0.5, Number.NaN, 2 ** 53])('centsToDollars rejects %s', (value) => {
    expect(() => centsToDollars(value)).toThrow(RangeError);
  });
});

describe('formatUsd', () => {
  it.each([
    { cents: 0, text: '$0.00' },
    { cents: 5, text: '$0.05' },
    { cents: 189_620, text: '$1,896.20' },
    { cents: 38_263_671, text: '$382,636.71' },
    { cents: 300_000_000_00, text: '$300,000,000.00' },
    { cents: -123_456, text: '-$1,234.56' },
  ])('formats $cents cents as $text', ({ cents, text }) => {
    expect(formatUsd(cents)).toBe(text);
  });

  it.each([
    { cents: 189_620, text: '$1,896' },
    { cents: 189_650, text: '$1,897' },
    { cents: 189_649, text: '$1,896' },
    { cents: 250, text: '$3' },
    { cents: 49, text: '$0' },
    { cents: -49, text: '$0' },
    { cents: -150, text: '-$2' },
  ])('formats $cents cents in whole dollars as $text', ({ cents, text }) => {
    expect(formatUsd(cents, { wholeDollars: true })).toBe(text);
  });

  it('keeps cents when wholeDollars is false', () => {
    expect(formatUsd(189_620, { wholeDollars: false })).toBe('$1,896.20');
  });

  it.each([12.5, Number.NaN, Number.POSITIVE_INFINITY])('rejects %s cents', (value) => {
    expect(() => formatUsd(value)).toThrow(RangeError);
  });
});

describe('assertWholeCents', () => {
  it('names the field in its message', () => {
    expect(() => assertWholeCents(-1, 'extraMonthlyCents', 0)).toThrow(
      /extraMonthlyCents must be 0 cents or more/,
    );
    expect(() => assertWholeCents(1.5, 'extraMonthlyCents')).toThrow(
      /extraMonthlyCents must be a whole number of cents/,
    );
    expect(() => assertWholeCents(0, 'extraMonthlyCents', 0)).not.toThrow();
  });
});
