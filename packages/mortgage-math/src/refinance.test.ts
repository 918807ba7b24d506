import { describe, expect, it } from 'vitest';
import { monthlyPaymentCents } from './payment.ts';
import { lowerPaymentRefinance, shorterTermRefinance, type RefinanceInput } from './refinance.ts';

// finance-anchors §6.3: payment and "total interest (cent-rounded schedule)" of research vectors,
// the convention these functions use. Keyed "principal/rate/months".
const VECTORS = {
  '300000/6.5/360': { payment: 1_896_20, interest: 382_636_71 },
  '300000/7.25/180': { payment: 2_738_59, interest: 192_945_75 },
  '300000/5/240': { payment: 1_979_87, interest: 175_167_72 },
  '500000/7.25/360': { payment: 3_410_88, interest: 727_918_62 },
  '500000/6/180': { payment: 4_219_28, interest: 259_471_59 },
  '250000/6/360': { payment: 1_498_88, interest: 289_593_37 },
  '100000/5/360': { payment: 536_82, interest: 93_256_52 },
} as const;
type Key = keyof typeof VECTORS;

function input(current: Key, next: Key, closingCostsCents: number): RefinanceInput {
  const [balance, currentRate, remaining] = current.split('/').map(Number);
  const [newBalance, newRate, newTerm] = next.split('/').map(Number);
  if (balance !== newBalance) throw new Error('vectors must share a principal');
  return {
    currentBalanceCents: (balance ?? 0) * 100,
    currentAnnualRatePercent: currentRate ?? 0,
    currentRemainingMonths: remaining ?? 0,
    newAnnualRatePercent: newRate ?? 0,
    newTermMonths: newTerm ?? 0,
    closingCostsCents,
  };
}

describe('lowerPaymentRefinance', () => {
  it.each([
    // $300,000: 15 years left at 7.25 % → 20 years at 5 %, $6,000 costs.
    { current: '300000/7.25/180', next: '300000/5/240', costs: 6_000_00, breakEven: 8 },
    // $500,000: 30 years at 7.25 % → 15 years at 6 % raises the payment: no break-even.
    { current: '500000/7.25/360', next: '500000/6/180', costs: 6_000_00, breakEven: undefined },
  ] as const)('$current → $next', ({ current, next, costs, breakEven }) => {
    const c = VECTORS[current];
    const n = VECTORS[next];
    const result = lowerPaymentRefinance(input(current, next, costs));
    expect(result).toEqual({
      currentPaymentCents: c.payment,
      newPaymentCents: n.payment,
      monthlySavingsCents: c.payment - n.payment,
      breakEvenMonth: breakEven,
      lifetimeInterestChangeCents: n.interest - c.interest,
      lifetimeCostChangeCents: n.interest - c.interest + costs,
    });
  });

  it('pins the cent-schedule convention: $300,000 at 6.5 % for 360 months pays $382,636.71', () => {
    // Not PMT × n − P ($382,632.00) nor the exact CUMIPMT ($382,633.47): finance-anchors §6.3.
    const result = lowerPaymentRefinance(input('300000/6.5/360', '300000/6.5/360', 0));
    expect(result.lifetimeInterestChangeCents).toBe(0);
    const vsZero = lowerPaymentRefinance({
      ...input('300000/6.5/360', '300000/6.5/360', 0),
      newAnnualRatePercent: 0,
    });
    expect(vsZero.lifetimeInterestChangeCents).toBe(-382_636_71);
  });

  // Break-even is ceil(costs ÷ savings): both sides of a whole month.
  describe('break-even month', () => {
    // 15 years left at 7.25 % → 20 years at 5 %: savings 2,738.59 − 1,979.87 = $758.72.
    const savings = 758_72;
    it.each([
      { costs: 0, month: 0 },
      { costs: 1, month: 1 },
      { costs: savings, month: 1 },
      { costs: savings + 1, month: 2 },
      { costs: 8 * savings - 1, month: 8 },
      { costs: 8 * savings, month: 8 },
      { costs: 8 * savings + 1, month: 9 },
    ])('$costs cents of costs → month $month', ({ costs, month }) => {
      const result = lowerPaymentRefinance(input('300000/7.25/180', '300000/5/240', costs));
      expect(result.monthlySavingsCents).toBe(savings);
      expect(result.breakEvenMonth).toBe(month);
    });

    it('is undefined when the payment does not go down', () => {
      const same = lowerPaymentRefinance(input('300000/6.5/360', '300000/6.5/360', 1_000_00));
      expect(same.monthlySavingsCents).toBe(0);
      expect(same.breakEvenMonth).toBeUndefined();
    });
  });

  it('rolls closing costs into the new loan', () => {
    // $297,000 + $3,000 rolled in = a $300,000 loan at 6.5 % for 360 months (vector above).
    const result = lowerPaymentRefinance({
      currentBalanceCents: 297_000_00,
      currentAnnualRatePercent: 7.25,
      currentRemainingMonths: 360,
      newAnnualRatePercent: 6.5,
      newTermMonths: 360,
      closingCostsCents: 3_000_00,
      rollClosingCostsIntoLoan: true,
    });
    const paidInCash = lowerPaymentRefinance({
      currentBalanceCents: 297_000_00,
      currentAnnualRatePercent: 7.25,
      currentRemainingMonths: 360,
      newAnnualRatePercent: 6.5,
      newTermMonths: 360,
      closingCostsCents: 3_000_00,
    });
    expect(result.newPaymentCents).toBe(1_896_20);
    expect(result.currentPaymentCents).toBe(
      monthlyPaymentCents({
        loanAmountCents: 297_000_00,
        annualRatePercent: 7.25,
        termMonths: 360,
      }),
    );
    expect(paidInCash.newPaymentCents).toBeLessThan(result.newPaymentCents);
    expect(result.lifetimeInterestChangeCents).toBeGreaterThan(
      paidInCash.lifetimeInterestChangeCents,
    );
    expect(result.breakEvenMonth).toBe(
      Math.ceil(3_000_00 / (result.currentPaymentCents - 1_896_20)),
    );
  });

  it.each([
    { currentBalanceCents: -1 },
    { currentBalanceCents: 100.5 },
    { closingCostsCents: -1 },
    { currentRemainingMonths: 0 },
    { newTermMonths: 0 },
    { newAnnualRatePercent: -1 },
  ])('rejects %o', (override) => {
    expect(() =>
      lowerPaymentRefinance({ ...input('300000/7.25/180', '300000/5/240', 0), ...override }),
    ).toThrow(RangeError);
  });
});

describe('shorterTermRefinance', () => {
  it.each([
    // $500,000: 30 years left at 7.25 % → 15 years at 6 %.
    { current: '500000/7.25/360', next: '500000/6/180', costs: 5_000_00, monthsSaved: 180 },
    // $300,000: 30 years left at 6.5 % → 15 years at 7.25 % still saves interest.
    { current: '300000/6.5/360', next: '300000/7.25/180', costs: 0, monthsSaved: 180 },
    // 20 years left at 5 % → 15 years at 7.25 %.
    { current: '300000/5/240', next: '300000/7.25/180', costs: 4_000_00, monthsSaved: 60 },
  ] as const)('$current → $next', ({ current, next, costs, monthsSaved }) => {
    const c = VECTORS[current];
    const n = VECTORS[next];
    expect(shorterTermRefinance(input(current, next, costs))).toEqual({
      currentPaymentCents: c.payment,
      newPaymentCents: n.payment,
      paymentChangeCents: n.payment - c.payment,
      interestSavedCents: c.interest - n.interest,
      netSavingsCents: c.interest - n.interest - costs,
      monthsSaved,
    });
  });

  it('reports a longer new term as negative months saved and interest lost', () => {
    const result = shorterTermRefinance(input('300000/7.25/180', '300000/5/240', 0));
    expect(result.monthsSaved).toBe(-60);
    expect(result.interestSavedCents).toBe(192_945_75 - 175_167_72);
    expect(result.paymentChangeCents).toBe(1_979_87 - 2_738_59);
  });

  it('counts rolled-in closing costs once, through the new loan', () => {
    const base = {
      currentBalanceCents: 250_000_00,
      currentAnnualRatePercent: 6,
      currentRemainingMonths: 360,
      newAnnualRatePercent: 6,
      newTermMonths: 360,
      closingCostsCents: 0,
    };
    // Same rate and term, nothing to roll in: nothing changes.
    expect(shorterTermRefinance(base)).toEqual({
      currentPaymentCents: 1_498_88,
      newPaymentCents: 1_498_88,
      paymentChangeCents: 0,
      interestSavedCents: 0,
      netSavingsCents: 0,
      monthsSaved: 0,
    });
    const rolled = shorterTermRefinance({
      ...base,
      closingCostsCents: 2_000_00,
      rollClosingCostsIntoLoan: true,
    });
    // The bigger loan costs more interest, and the costs themselves are subtracted once more.
    expect(rolled.interestSavedCents).toBeLessThan(0);
    expect(rolled.netSavingsCents).toBe(rolled.interestSavedCents - 2_000_00);
  });
});
