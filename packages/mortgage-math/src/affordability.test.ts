import { describe, expect, it } from 'vitest';
import {
  DTI_WARNING_THRESHOLD,
  affordability,
  dtiFromSliderPercent,
  isDtiWarning,
  type AffordabilityInput,
} from './affordability.ts';

// The known cases, the messages and the solve's properties are tested through the API's answer in
// apps/bff (routes/rmscbff/affordability-answer.test.ts); here, the estimate itself: cents, and a
// problem code instead of words.

const THIRTY_YEAR = { annualRatePercent: 6.5, termMonths: 360, productDescription: '30-year' };
const input = (overrides: Partial<AffordabilityInput> = {}): AffordabilityInput => ({
  ...{ annualIncomeCents: 100_000_00, availableFundsCents: 50_000_00, monthlyDebtCents: 500_00 },
  ...{ state: 'TX', dti: 0.36, rate: THIRTY_YEAR },
  ...overrides,
});

describe('affordability: the estimate in cents', () => {
  it('gives a whole-dollar price whose breakdowns add up to the cent', () => {
    const { problem, priceCents, cash, payment, budget } = affordability(input());
    expect(problem).toBeUndefined();
    expect(priceCents % 100).toBe(0);
    expect(cash.cashToBuyCents).toBe(cash.downPaymentCents + cash.closingCostCents);
    expect(payment.monthlyPaymentCents).toBe(
      payment.principalInterestCents +
        payment.propertyTaxCents +
        payment.homeownersInsuranceCents +
        payment.pmiCents,
    );
    expect(budget.monthlyRemainingBudgetCents).toBe(
      budget.monthlyIncomeCents - budget.monthlyPaymentCents - budget.monthlyDebtCents,
    );
  });

  it('names the problem, with zeros, when no price can be estimated', () => {
    expect(affordability(input({ annualIncomeCents: 0 })).problem).toBe('noIncome');
    const indebted = affordability(input({ monthlyDebtCents: 3000_00 }));
    expect(indebted).toMatchObject({ problem: 'debtsAtLimit', dti: 0.36, priceCents: 0 });
    const broke = affordability(input({ availableFundsCents: 0 }));
    expect(broke).toMatchObject({ problem: 'noFunds', minDownPaymentPercent: 3, priceCents: 0 });
    expect(broke.payment.monthlyPaymentCents).toBe(0);
  });
});

describe('DTI slider (SPEC §9)', () => {
  it.each([
    [36, 0.36],
    [50, 0.5],
    [7, 0.07],
    [36.4, 0.36],
    [43.5, 0.44],
    [0, 0],
    [100, 1],
  ])('%f %% is %f', (percent, fraction) => {
    expect(dtiFromSliderPercent(percent)).toBe(fraction);
  });

  it('rejects values that are not a percent', () => {
    expect(() => dtiFromSliderPercent(Number.NaN)).toThrow(RangeError);
    expect(() => dtiFromSliderPercent(-1)).toThrow(RangeError);
  });

  it('warns from 0.5', () => {
    expect(DTI_WARNING_THRESHOLD).toBe(0.5);
    expect(isDtiWarning(0.49)).toBe(false);
    expect(isDtiWarning(0.5)).toBe(true);
    expect(isDtiWarning(dtiFromSliderPercent(55))).toBe(true);
  });
});
