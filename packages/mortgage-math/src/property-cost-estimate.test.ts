import { describe, expect, it } from 'vitest';
import { propertyCostEstimate } from './property-cost-estimate.ts';

describe('propertyCostEstimate', () => {
  it.each([
    // value, state, rate, yearly tax (cents), yearly insurance (cents): $2,408 per $300,000.
    [400_000_00, 'MI', 1.82, 7_280_00, 3_210_67],
    [400_000_00, 'mi', 1.82, 7_280_00, 3_210_67],
    [350_000_00, 'TX', 1.9, 6_650_00, 2_809_33],
    [250_000_00, 'HI', 0.27, 675_00, 2_006_67],
    [300_000_00, undefined, 1.14, 3_420_00, 2_408_00],
    [300_000_00, 'PR', 1.14, 3_420_00, 2_408_00],
  ])('%i in %s: %f %% → %i tax, %i insurance', (value, state, rate, tax, insurance) => {
    const estimate = propertyCostEstimate(value, state);
    expect(estimate.propertyTaxRatePercent).toBe(rate);
    expect(estimate.propertyTaxAnnualCents).toBe(tax);
    expect(estimate.homeownersInsuranceAnnualCents).toBe(insurance);
  });

  it('names the state only when its own rate was used', () => {
    expect(propertyCostEstimate(100_00, 'oh').stateCode).toBe('OH');
    expect(propertyCostEstimate(100_00, 'XX').stateCode).toBeUndefined();
    expect(propertyCostEstimate(100_00).stateCode).toBeUndefined();
  });

  it('refuses a value that is not whole cents', () => {
    expect(() => propertyCostEstimate(1.5)).toThrow(RangeError);
    expect(() => propertyCostEstimate(-1)).toThrow(RangeError);
  });
});
