import { describe, expect, test } from 'vitest';
import {
  MARKET_CONDITION_DESCRIPTIONS,
  marketCondition,
  monthsOfSupply,
  type MarketSignals,
} from './market-condition.ts';

const none: MarketSignals = {
  totalSold: null,
  totalActive: null,
  monthsOfSupply: null,
  averageSaleToList: null,
  overAskingPercent: null,
  underAskingPercent: null,
};

function signals(overrides: Partial<MarketSignals>): MarketSignals {
  return { ...none, ...overrides };
}

describe('months of supply', () => {
  test("the feed's own figure wins over active ÷ sold", () => {
    expect(monthsOfSupply(signals({ monthsOfSupply: 2.5, totalSold: 10, totalActive: 90 }))).toBe(
      2.5,
    );
  });
  test('else homes for sale ÷ homes sold in the month', () => {
    expect(monthsOfSupply(signals({ totalSold: 20, totalActive: 90 }))).toBe(4.5);
  });
  test('no sales, a missing count or a negative figure: cannot be had', () => {
    expect(monthsOfSupply(signals({ totalSold: 0, totalActive: 40 }))).toBeNull();
    expect(monthsOfSupply(signals({ totalSold: 12 }))).toBeNull();
    expect(monthsOfSupply(signals({ totalActive: 12 }))).toBeNull();
    expect(monthsOfSupply(signals({ monthsOfSupply: -1 }))).toBeNull();
    expect(monthsOfSupply(signals({ totalSold: 5, totalActive: -3 }))).toBeNull();
  });
});

describe('SPEC §3 market condition rule', () => {
  // [months of supply, sale-to-list, expected]: supply +1/0/−1 plus price +1/0/−1.
  const table: [number, number | null, string][] = [
    [2, 1.03, 'seller'], // scarce and over asking
    [2, 0.98, 'seller'], // scarce, price neutral
    [2, 0.95, 'neutral'], // scarce but selling well below asking: signals cancel
    [3.99, null, 'seller'], // boundary: under 4 months
    [4, null, 'neutral'], // 4 months is balanced
    [6, null, 'neutral'], // 6 months is balanced
    [6.01, null, 'buyer'],
    [5, 1, 'seller'], // balanced supply, at asking or above tips it to sellers
    [5, 0.97, 'neutral'], // 0.97 is not below 0.97
    [5, 0.969, 'buyer'],
    [8, 1.02, 'neutral'], // plenty of supply but over asking: cancel
    [8, 0.99, 'buyer'],
    [8, 0.9, 'buyer'],
  ];
  test.each(table)('%d months, sale-to-list %s → %s', (supply, saleToList, expected) => {
    expect(
      marketCondition(signals({ monthsOfSupply: supply, averageSaleToList: saleToList })),
    ).toBe(expected);
  });

  test('uses the over/under split when there is no sale-to-list ratio', () => {
    const balanced = { monthsOfSupply: 5 };
    expect(
      marketCondition(signals({ ...balanced, overAskingPercent: 40, underAskingPercent: 35 })),
    ).toBe('seller');
    expect(
      marketCondition(signals({ ...balanced, overAskingPercent: 20, underAskingPercent: 60 })),
    ).toBe('buyer');
    // More under than over, but not half of sales: no lean.
    expect(
      marketCondition(signals({ ...balanced, overAskingPercent: 20, underAskingPercent: 45 })),
    ).toBe('neutral');
  });

  test('computes supply from the counts when the feed sends none', () => {
    expect(marketCondition(signals({ totalSold: 50, totalActive: 100 }))).toBe('seller');
    expect(marketCondition(signals({ totalSold: 10, totalActive: 100 }))).toBe('buyer');
  });

  test('unknown without a supply figure, whatever the prices say', () => {
    expect(marketCondition(none)).toBe('unknown');
    expect(marketCondition(signals({ averageSaleToList: 1.1 }))).toBe('unknown');
    expect(
      marketCondition(signals({ totalSold: 0, totalActive: 10, averageSaleToList: 0.9 })),
    ).toBe('unknown');
  });

  test('every condition has a description; unknown has the SPEC §8 text', () => {
    expect(MARKET_CONDITION_DESCRIPTIONS.unknown).toBe(
      "We don't have enough info to determine this area's market type.",
    );
    for (const text of Object.values(MARKET_CONDITION_DESCRIPTIONS))
      expect(text.length).toBeGreaterThan(40);
  });
});
