import { describe, expect, it } from 'vitest';
import { llpaLtvPercent, llpaPoints } from './llpa.ts';

const conventional30 = { termMonths: 360, purpose: 'purchase', program: 'conventional' } as const;

describe('llpaLtvPercent (Selling Guide B2-1.2-01)', () => {
  it.each([
    [304_000_00, 320_000_00, 95],
    [240_000_00, 300_000_00, 80],
    [240_030_00, 300_000_00, 81], // 80.01 % → 81
    [240_003_00, 300_000_00, 80], // 80.001 % truncates to 80.00 → 80
    [282_030_00, 300_000_00, 95], // 94.01 % → 95
  ])('%i on a value of %i is %i %%', (loan, value, ltv) => {
    expect(llpaLtvPercent(loan, value)).toBe(ltv);
  });
});

describe('llpaPoints', () => {
  it('reproduces the research worked example: 745 FICO at 95 % LTV pays 0.625 points', () => {
    expect(llpaPoints({ ...conventional30, creditScore: 745, ltvPercent: 95 })).toBe(0.625);
  });

  it.each([
    // [score, LTV, points]: both sides of row and column boundaries of Table 1.
    [780, 80, 0.375],
    [779, 80, 0.625],
    [760, 75, 0.25],
    [759, 75, 0.375],
    [700, 30, 0],
    [639, 31, 0.125],
    [640, 31, 0],
    [720, 96, 0.75],
    [620, 85, 2.875],
  ])('score %i at %i %% LTV → %f points', (score, ltv, points) => {
    expect(llpaPoints({ ...conventional30, creditScore: score, ltvPercent: ltv })).toBe(points);
  });

  it('prices a missing score as the lowest row', () => {
    expect(llpaPoints({ ...conventional30, creditScore: undefined, ltvPercent: 80 })).toBe(2.75);
  });

  it('charges nothing on loans of 15 years or less, and on FHA and VA loans', () => {
    expect(
      llpaPoints({ ...conventional30, termMonths: 180, creditScore: 650, ltvPercent: 90 }),
    ).toBe(0);
    expect(
      llpaPoints({ ...conventional30, program: 'fha', creditScore: 600, ltvPercent: 96 }),
    ).toBe(0);
  });

  it('uses the steeper cash-out grid and refuses cash-out above 80 % LTV', () => {
    const cashOut = { ...conventional30, purpose: 'cashOutRefinance' } as const;
    expect(llpaPoints({ ...cashOut, creditScore: 745, ltvPercent: 30 })).toBe(0.375);
    expect(llpaPoints({ ...cashOut, creditScore: 745, ltvPercent: 80 })).toBe(2.375);
    expect(llpaPoints({ ...cashOut, creditScore: 745, ltvPercent: 81 })).toBeUndefined();
  });
});
