import { describe, expect, it } from 'vitest';
import {
  centsOf,
  cumipmtCents,
  driftBoundCents,
  halfUp,
  ipmtCents,
  nper,
  pmtCents,
  pmtExactCents,
} from './index.ts';

describe('the Excel reference', () => {
  it('gives the payment a lender discloses ($300,000 at 6% over 30 years is $1,798.65)', () => {
    expect(pmtCents(30_000_000, 6, 360)).toBe(179_865);
    expect(pmtCents(20_000_000, 6.5, 360)).toBe(126_414);
    expect(pmtExactCents(30_000_000, 6, 360)).toBeCloseTo(179_865.157, 2);
  });

  it('spreads a loan evenly at 0%, and asks nothing of Excel for no loan', () => {
    expect(pmtCents(36_000, 0, 360)).toBe(100);
    expect(pmtCents(0, 6, 360)).toBe(0);
    expect(cumipmtCents(0, 6, 360)).toBe(0);
    expect(cumipmtCents(36_000, 0, 360)).toBe(0);
  });

  it("charges the first month a month's interest on the whole loan", () => {
    expect(ipmtCents(30_000_000, 6, 360, 1)).toBeCloseTo(150_000, 6);
  });

  it('totals interest as all payments less the loan, and for part of the term', () => {
    const exact = pmtExactCents(30_000_000, 6, 360);
    expect(cumipmtCents(30_000_000, 6, 360)).toBeCloseTo(exact * 360 - 30_000_000, 4);
    expect(cumipmtCents(30_000_000, 6, 360, 1, 1)).toBeCloseTo(150_000, 6);
    expect(cumipmtCents(30_000_000, 6, 360, 1, 12)).toBeLessThan(12 * 150_000);
  });

  it('counts the payments that repay a loan', () => {
    expect(nper(30_000_000, 6, pmtExactCents(30_000_000, 6, 360))).toBeCloseTo(360, 9);
    expect(nper(30_000_000, 6, 200_000)).toBeLessThan(360);
  });

  it.each([
    [0, 12, 18],
    [6, 1, 1.5],
    [6, 2, 1 + 2.005],
  ])('bounds the drift at %s%% after %i payments by %s¢', (rate, payments, bound) =>
    expect(driftBoundCents(rate, payments)).toBeCloseTo(bound, 9),
  );

  it.each([
    [1.5, 2],
    [1.4, 1],
    [1.49999999999, 2],
    [0, 0],
  ])('rounds %s¢ half-up to %i¢ (float noise counts as the half)', (cents, rounded) =>
    expect(halfUp(cents)).toBe(rounded),
  );
});

describe('centsOf', () => {
  it.each([
    ['$1,896.20', 189_620],
    ['Save $0.07 a month', 7],
    ['-$12,345.67 after closing', -1_234_567],
    ['$1,896.20 then $5.00', 189_620],
  ])('reads %j as %i¢', (text, cents) => expect(centsOf(text)).toBe(cents));

  it('fails loudly when there is no amount to the cent', () => {
    expect(() => centsOf('$1,896')).toThrow('no amount in $1,896');
  });
});
