import { describe, expect, it } from 'vitest';
import { downPaymentProgram } from './down-payment-programs.ts';
import type { CountyLoanLimit } from './loan-limits.ts';

const dollars = (value: number) => Math.round(value * 100);

describe('downPaymentProgram', () => {
  it.each([
    // price, down, score → program (2026 national baseline $832,750; FHA floor $541,287)
    { price: 400_000, down: 12_000, score: 720, want: 'conventional' },
    { price: 400_000, down: 11_000, score: 720, want: 'none' }, // 2.75 %: under the card's 3 % and FHA's 3.5 %
    { price: 400_000, down: 11_999.99, score: 720, want: 'conventional' }, // the card reads 97.0000025 % LTV as 97 %
    { price: 400_000, down: 14_000, score: 719, want: 'conventional' },
    { price: 400_000, down: 80_000, score: 580, want: 'conventional' },
    { price: 400_000, down: 80_000, score: 579, want: 'fha' }, // below the card: FHA at 10 %+ down
    { price: 400_000, down: 39_999, score: 560, want: 'none' }, // 500–579 needs 10 %
    { price: 400_000, down: 40_000, score: 500, want: 'fha' },
    { price: 400_000, down: 200_000, score: 499, want: 'none' },
    { price: 858_500, down: 25_755, score: 740, want: 'conventional' }, // loan $832,745: within
    { price: 858_500, down: 25_749, score: 740, want: 'jumbo' }, // loan $832,751: over by $1
    { price: 650_000, down: 65_000, score: 560, want: 'none' }, // FHA $585,000 > floor
  ])('$price with $down down at $score → $want', ({ price, down, score, want }) => {
    const result = downPaymentProgram({
      homePriceCents: dollars(price),
      downPaymentCents: dollars(down),
      creditScore: score,
      year: 2026,
    });
    expect(result.program).toBe(want);
  });

  it('says why nothing fits', () => {
    const at = (down: number, score: number, price = 400_000) =>
      downPaymentProgram({
        homePriceCents: dollars(price),
        downPaymentCents: dollars(down),
        creditScore: score,
        year: 2026,
      });
    expect(at(100_000, 450)).toEqual({ program: 'none', reason: 'creditScore' });
    expect(at(20_000, 550)).toEqual({ program: 'none', reason: 'downPayment' });
    const overFha = at(65_000, 560, 650_000);
    expect(overFha).toMatchObject({ program: 'none', reason: 'fhaLimit' });
    expect(overFha.program === 'none' && overFha.limit?.limitCents).toBe(dollars(541_287));
  });

  it('names the limit that applied: the county’s when given, else the national baseline', () => {
    const county: CountyLoanLimit = {
      program: 'conforming',
      year: 2026,
      stateCode: 'CA',
      countyName: 'Los Angeles',
      limitsCents: [dollars(1_249_125), dollars(1_599_375), dollars(1_933_200), dollars(2_402_625)],
    };
    const input = {
      homePriceCents: dollars(1_100_000),
      downPaymentCents: dollars(110_000),
      creditScore: 760,
      year: 2026,
    };
    const national = downPaymentProgram(input);
    expect(national.program).toBe('jumbo');
    const local = downPaymentProgram({ ...input, stateCode: 'CA', countyLimits: [county] });
    expect(local.program).toBe('conventional');
    expect(local.program === 'conventional' && local.limit.basis).toBe('county');
    expect(local.program === 'conventional' && local.limit.highBalance).toBe(true);
  });

  it('refuses what is not a question', () => {
    const base = { homePriceCents: 100_00, downPaymentCents: 0, creditScore: 700, year: 2026 };
    expect(() => downPaymentProgram({ ...base, downPaymentCents: 200_00 })).toThrow(RangeError);
    expect(() => downPaymentProgram({ ...base, creditScore: 900 })).toThrow(RangeError);
    expect(() => downPaymentProgram({ ...base, homePriceCents: 0 })).toThrow(RangeError);
  });
});
