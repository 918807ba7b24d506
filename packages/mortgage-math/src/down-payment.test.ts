import { PMT } from '@formulajs/formulajs';
import { describe, expect, it } from 'vitest';
import { downPaymentOptions } from './down-payment.ts';
import { roundHalfUpToCent } from './money.ts';

/** Excel's PMT (formulajs) in cents, half-up: an oracle independent of payment.ts. */
function excelPaymentCents(loanAmountCents: number, annualRatePercent: number, months: number) {
  const dollars = PMT(annualRatePercent / 100 / 12, months, -loanAmountCents / 100);
  if (typeof dollars !== 'number') throw new Error(`PMT failed: ${String(dollars)}`);
  return roundHalfUpToCent(dollars * 100);
}

describe('downPaymentOptions', () => {
  // $400,000 home, 6.5 %, 30 years, score 740 (tier 720, the SPEC §9 row 0.87/0.66/0.46/0.23/0).
  // PMI is loan × rate ÷ 12, half-up: e.g. $388,000 × 0.87 % ÷ 12 = $281.30.
  it.each([
    { percent: 3, down: 12_000_00, loan: 388_000_00, rate: 0.87, pmi: 281_30 },
    { percent: 5, down: 20_000_00, loan: 380_000_00, rate: 0.66, pmi: 209_00 },
    { percent: 10, down: 40_000_00, loan: 360_000_00, rate: 0.46, pmi: 138_00 },
    { percent: 15, down: 60_000_00, loan: 340_000_00, rate: 0.23, pmi: 65_17 },
    { percent: 19.99, down: 79_960_00, loan: 320_040_00, rate: 0.23, pmi: 61_34 },
    { percent: 20, down: 80_000_00, loan: 320_000_00, rate: 0, pmi: 0 },
  ])('$percent % down → $rate % PMI, $pmi cents a month', ({ percent, down, loan, rate, pmi }) => {
    const [option] = downPaymentOptions({
      homePriceCents: 400_000_00,
      downPaymentPercents: [percent],
      annualRatePercent: 6.5,
      termMonths: 360,
      creditScore: 740,
    });
    const pi = excelPaymentCents(loan, 6.5, 360);
    expect(option).toEqual({
      downPaymentPercent: percent,
      downPaymentCents: down,
      loanAmountCents: loan,
      principalAndInterestCents: pi,
      pmi: { eligible: true, annualRatePercent: rate, monthlyCents: pmi },
      totalMonthlyCents: pi + pmi,
    });
  });

  it('returns one option per percent, in the order asked', () => {
    const options = downPaymentOptions({
      homePriceCents: 300_000_00,
      downPaymentPercents: [20, 3.5, 10],
      annualRatePercent: 7,
      termMonths: 360,
      creditScore: 700,
    });
    expect(options.map((o) => o.downPaymentPercent)).toEqual([20, 3.5, 10]);
    // 700 is tier 660: 3.5 % down → 1.54 %, 10 % → 0.90 %.
    expect(options.map((o) => (o.pmi.eligible ? o.pmi.annualRatePercent : undefined))).toEqual([
      0, 1.54, 0.9,
    ]);
  });

  it('uses the ≤ 20-year card for a 15-year loan', () => {
    const [option] = downPaymentOptions({
      homePriceCents: 400_000_00,
      downPaymentPercents: [5],
      annualRatePercent: 6,
      termMonths: 180,
      creditScore: 740,
    });
    // 720–739, 90.01–95 % LTV, 30 % coverage, term ≤ 20 years: 0.52 %.
    expect(option?.pmi).toEqual({ eligible: true, annualRatePercent: 0.52, monthlyCents: 164_67 });
  });

  it.each([
    // Under 3 % down there is no conventional PMI, so no total.
    { score: 740, percent: 2.5 },
    { score: 740, percent: 0 },
    // Under 580 with less than 20 % down.
    { score: 579, percent: 19.99 },
  ])('score $score, $percent % down is not eligible', ({ score, percent }) => {
    const [option] = downPaymentOptions({
      homePriceCents: 400_000_00,
      downPaymentPercents: [percent],
      annualRatePercent: 6.5,
      termMonths: 360,
      creditScore: score,
    });
    expect(option?.pmi).toEqual({ eligible: false });
    expect(option?.totalMonthlyCents).toBeUndefined();
    expect(option?.principalAndInterestCents).toBe(
      excelPaymentCents(option?.loanAmountCents ?? 0, 6.5, 360),
    );
  });

  it('needs no PMI at 20 % down whatever the score', () => {
    const [option] = downPaymentOptions({
      homePriceCents: 400_000_00,
      downPaymentPercents: [20],
      annualRatePercent: 6.5,
      termMonths: 360,
      creditScore: 550,
    });
    expect(option?.pmi).toEqual({ eligible: true, annualRatePercent: 0, monthlyCents: 0 });
    expect(option?.totalMonthlyCents).toBe(option?.principalAndInterestCents);
  });

  it('pays cash at 100 % down', () => {
    const [option] = downPaymentOptions({
      homePriceCents: 400_000_00,
      downPaymentPercents: [100],
      annualRatePercent: 6.5,
      termMonths: 360,
      creditScore: 740,
    });
    expect(option).toMatchObject({
      loanAmountCents: 0,
      principalAndInterestCents: 0,
      totalMonthlyCents: 0,
    });
  });

  it.each([
    // 3.5 % of $1,000.01 is 3,500.035 cents → 3,500; of $1,000.10 it is 3,500.35 → 3,500;
    // 5 % of $1,000.10 is 5,000.5 cents → 5,001 (a half rounds up).
    { price: 1_000_01, percent: 3.5, down: 35_00 },
    { price: 1_000_10, percent: 5, down: 50_01 },
  ])('rounds the down payment half-up: $percent % of $price cents', ({ price, percent, down }) => {
    const [option] = downPaymentOptions({
      homePriceCents: price,
      downPaymentPercents: [percent],
      annualRatePercent: 6.5,
      termMonths: 360,
      creditScore: 740,
    });
    expect(option?.downPaymentCents).toBe(down);
    expect(option?.loanAmountCents).toBe(price - down);
  });

  it('returns nothing for no percents', () => {
    expect(
      downPaymentOptions({
        homePriceCents: 400_000_00,
        downPaymentPercents: [],
        annualRatePercent: 6.5,
        termMonths: 360,
        creditScore: 740,
      }),
    ).toEqual([]);
  });

  it.each([
    { homePriceCents: 0, downPaymentPercents: [5] },
    { homePriceCents: 400_000_00, downPaymentPercents: [-1] },
    { homePriceCents: 400_000_00, downPaymentPercents: [100.5] },
    { homePriceCents: 400_000_00, downPaymentPercents: [Number.NaN] },
  ])('rejects %o', (input) => {
    expect(() =>
      downPaymentOptions({ ...input, annualRatePercent: 6.5, termMonths: 360, creditScore: 740 }),
    ).toThrow(RangeError);
  });
});
