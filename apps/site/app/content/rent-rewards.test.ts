import { describe, expect, it } from 'vitest';
import { exampleRewardsCents, RENT_REWARDS_EXAMPLE } from './rent-rewards.ts';

describe('the Rent Rewards example', () => {
  it.each([
    [1_800, 24, 1, 43_200],
    [1_800, 12, 1, 21_600],
    [1_234.56, 12, 1, 14_815], // 148.1472 → $148.15
    [2_000, 10, 0.5, 10_000],
    [950, 1, 1.25, 1_188], // 11.875 → $11.88
  ])('$%d a month for %d months at %d % earns %d cents', (rent, months, rate, cents) => {
    expect(exampleRewardsCents(rent, months, rate)).toBe(cents);
  });

  it('works the page example out to $432', () => {
    const { monthlyRentDollars, onTimeMonths, rewardPercent } = RENT_REWARDS_EXAMPLE;
    expect(exampleRewardsCents(monthlyRentDollars, onTimeMonths, rewardPercent)).toBe(43_200);
  });
});
