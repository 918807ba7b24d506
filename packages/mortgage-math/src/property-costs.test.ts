import { describe, expect, it } from 'vitest';
import {
  DEFAULT_HOMEOWNERS_INSURANCE,
  DEFAULT_HOMEOWNERS_INSURANCE_RATE_PERCENT,
  DEFAULT_PROPERTY_TAX_RATE_BY_STATE,
  NATIONAL_PROPERTY_TAX_RATE_PERCENT,
  annualHomeownersInsuranceCents,
  isUsStateCode,
  monthlyHomeownersInsuranceCents,
  monthlyPropertyTaxCents,
  propertyTaxRatePercent,
} from './property-costs.ts';

const rates = DEFAULT_PROPERTY_TAX_RATE_BY_STATE.ratePercentByState;

describe('DEFAULT_PROPERTY_TAX_RATE_BY_STATE', () => {
  it('covers the 50 states and DC, each with a plausible effective rate', () => {
    expect(Object.keys(rates)).toHaveLength(51);
    expect(Object.keys(rates)).toContain('DC');
    for (const rate of Object.values(rates)) {
      expect(rate).toBeGreaterThan(0.2);
      expect(rate).toBeLessThan(2.5);
    }
  });

  // Spot checks against the Tax Foundation calendar-2010 table, including both ends of its ranking.
  it.each([
    ['NJ', 2.01],
    ['IL', 1.93],
    ['NH', 1.92],
    ['TX', 1.9],
    ['WI', 1.85],
    ['CA', 0.78],
    ['DC', 0.54],
    ['LA', 0.43],
    ['AL', 0.41],
    ['HI', 0.27],
  ])('%s is %f %%', (state, rate) => {
    expect(propertyTaxRatePercent(state)).toBe(rate);
  });

  it('ranks New Jersey highest and Hawaii lowest, as the source does', () => {
    const sorted = Object.entries(rates).sort(([, a], [, b]) => b - a);
    expect(sorted[0]?.[0]).toBe('NJ');
    expect(sorted.at(-1)?.[0]).toBe('HI');
  });

  it('names its source, edition and the national fallback', () => {
    expect(DEFAULT_PROPERTY_TAX_RATE_BY_STATE.source).toMatch(/Tax Foundation/);
    expect(DEFAULT_PROPERTY_TAX_RATE_BY_STATE.edition).toMatch(/2010/);
    expect(NATIONAL_PROPERTY_TAX_RATE_PERCENT).toBe(1.14);
  });
});

describe('propertyTaxRatePercent', () => {
  it('reads the code in any case and ignores surrounding spaces', () => {
    expect(propertyTaxRatePercent(' tx ')).toBe(1.9);
  });

  it.each(['PR', 'GU', '', 'Texas', 'XX'])('falls back to the national rate for %j', (code) => {
    expect(propertyTaxRatePercent(code)).toBe(1.14);
  });

  it('tells state codes from anything else', () => {
    expect(isUsStateCode('WY')).toBe(true);
    expect(isUsStateCode('wy')).toBe(false);
    expect(isUsStateCode('toString')).toBe(false);
  });
});

describe('monthlyPropertyTaxCents', () => {
  it.each([
    { value: 300_000_00, rate: 1.9, monthly: 475_00 },
    { value: 250_000_00, rate: 1.14, monthly: 237_50 },
    // 200,000 × 0.41 % ÷ 12 = 68.333… → 68.33
    { value: 200_000_00, rate: 0.41, monthly: 68_33 },
    // 100,001 × 1 % ÷ 12 = 83.3341… → 83.33
    { value: 100_001_00, rate: 1, monthly: 83_33 },
  ])('$value cents at $rate % is $monthly cents a month', ({ value, rate, monthly }) => {
    expect(monthlyPropertyTaxCents(value, rate)).toBe(monthly);
  });
});

describe('homeowners insurance', () => {
  it('scales the Bankrate premium with the home value', () => {
    expect(DEFAULT_HOMEOWNERS_INSURANCE.annualPremiumCents).toBe(2_408_00);
    expect(DEFAULT_HOMEOWNERS_INSURANCE_RATE_PERCENT).toBeCloseTo(0.802667, 6);
    expect(annualHomeownersInsuranceCents(300_000_00)).toBe(2_408_00);
    // 2,408 ÷ 12 = 200.666… → 200.67
    expect(monthlyHomeownersInsuranceCents(300_000_00)).toBe(200_67);
    expect(annualHomeownersInsuranceCents(150_000_00)).toBe(1_204_00);
    expect(monthlyHomeownersInsuranceCents(0)).toBe(0);
  });

  it('uses a caller-supplied rate instead of the default', () => {
    // NYT-style 0.46 % of value (research §5.3): 400,000 × 0.46 % ÷ 12 = 153.33
    expect(monthlyHomeownersInsuranceCents(400_000_00, 0.46)).toBe(153_33);
  });
});
