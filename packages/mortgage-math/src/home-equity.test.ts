import { describe, expect, it } from 'vitest';
import {
  CASH_OUT_REFINANCE_MAX_LTV_PERCENT,
  DEFAULT_MAX_COMBINED_LTV_PERCENT,
  availableHomeEquity,
  miniHomeEquity,
} from './home-equity.ts';

describe('availableHomeEquity', () => {
  it('defaults to a 90 % combined-LTV cap', () => {
    expect(DEFAULT_MAX_COMBINED_LTV_PERCENT).toBe(90);
    expect(CASH_OUT_REFINANCE_MAX_LTV_PERCENT).toBe(80);
  });

  it.each([
    // $400,000 home, $250,000 owed: 90 % = $360,000, $110,000 available, CLTV 62.5 %.
    {
      value: 400_000_00,
      balance: 250_000_00,
      liens: 0,
      cap: 90,
      max: 360_000_00,
      available: 110_000_00,
      cltv: 62.5,
    },
    // A $30,000 HELOC already on it.
    {
      value: 400_000_00,
      balance: 250_000_00,
      liens: 30_000_00,
      cap: 90,
      max: 360_000_00,
      available: 80_000_00,
      cltv: 70,
    },
    // Cash-out refinance cap.
    {
      value: 400_000_00,
      balance: 250_000_00,
      liens: 0,
      cap: 80,
      max: 320_000_00,
      available: 70_000_00,
      cltv: 62.5,
    },
    // Experian's example: $500,000 home, $350,000 owed, 80 % cap leaves $50,000.
    {
      value: 500_000_00,
      balance: 350_000_00,
      liens: 0,
      cap: 80,
      max: 400_000_00,
      available: 50_000_00,
      cltv: 70,
    },
    // Both sides of the cap: one cent under, exactly at, one cent over, far over (never negative).
    {
      value: 400_000_00,
      balance: 359_999_99,
      liens: 0,
      cap: 90,
      max: 360_000_00,
      available: 1,
      cltv: 89.9999975,
    },
    {
      value: 400_000_00,
      balance: 360_000_00,
      liens: 0,
      cap: 90,
      max: 360_000_00,
      available: 0,
      cltv: 90,
    },
    {
      value: 400_000_00,
      balance: 360_000_01,
      liens: 0,
      cap: 90,
      max: 360_000_00,
      available: 0,
      cltv: 90.0000025,
    },
    {
      value: 300_000_00,
      balance: 320_000_00,
      liens: 10_000_00,
      cap: 90,
      max: 270_000_00,
      available: 0,
      cltv: 110,
    },
    // Nothing owed.
    {
      value: 400_000_00,
      balance: 0,
      liens: 0,
      cap: 90,
      max: 360_000_00,
      available: 360_000_00,
      cltv: 0,
    },
  ])(
    '$value value, $balance + $liens owed, $cap % cap → $available available',
    ({ value, balance, liens, cap, max, available, cltv }) => {
      const result = availableHomeEquity({
        homeValueCents: value,
        mortgageBalanceCents: balance,
        otherLiensCents: liens,
        maxCombinedLtvPercent: cap,
      });
      expect(result.maxTotalDebtCents).toBe(max);
      expect(result.availableCents).toBe(available);
      expect(result.currentCombinedLtvPercent).toBeCloseTo(cltv, 9);
    },
  );

  it.each([
    // 90 % of 100,001 cents is 90,000.9: the cap rounds down, never up to 90,001.
    { value: 100_001, cap: 90, max: 90_000 },
    // 80.1 % of 3,000 cents is exactly 2,403, though binary gives 2,402.9999999999995.
    { value: 3_000, cap: 80.1, max: 2_403 },
    { value: 23_000, cap: 80.1, max: 18_423 },
    { value: 400_000_00, cap: 85.5, max: 342_000_00 },
    { value: 400_000_00, cap: 0, max: 0 },
  ])('caps $value cents at $cap % → $max cents', ({ value, cap, max }) => {
    expect(
      availableHomeEquity({
        homeValueCents: value,
        mortgageBalanceCents: 0,
        maxCombinedLtvPercent: cap,
      }).maxTotalDebtCents,
    ).toBe(max);
  });

  it.each([
    { homeValueCents: 0, mortgageBalanceCents: 0 },
    { homeValueCents: 100_00.5, mortgageBalanceCents: 0 },
    { homeValueCents: 100_00, mortgageBalanceCents: -1 },
    { homeValueCents: 100_00, mortgageBalanceCents: 0, otherLiensCents: -1 },
    { homeValueCents: 100_00, mortgageBalanceCents: 0, maxCombinedLtvPercent: -1 },
    { homeValueCents: 100_00, mortgageBalanceCents: 0, maxCombinedLtvPercent: Number.NaN },
  ])('rejects %o', (input) => {
    expect(() => availableHomeEquity(input)).toThrow(RangeError);
  });
});

describe('miniHomeEquity', () => {
  it.each([
    {
      value: 400_000_00,
      balance: 250_000_00,
      equity: 150_000_00,
      percent: 37.5,
      available: 110_000_00,
    },
    { value: 400_000_00, balance: 0, equity: 400_000_00, percent: 100, available: 360_000_00 },
    // Underwater: negative equity, nothing to borrow.
    { value: 300_000_00, balance: 330_000_00, equity: -30_000_00, percent: -10, available: 0 },
  ])('$value value, $balance owed', ({ value, balance, equity, percent, available }) => {
    const result = miniHomeEquity({ homeValueCents: value, mortgageBalanceCents: balance });
    expect(result.equityCents).toBe(equity);
    expect(result.equityPercent).toBeCloseTo(percent, 9);
    expect(result.availableCents).toBe(available);
  });
});
