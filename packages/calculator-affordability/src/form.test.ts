import { describe, expect, it } from 'vitest';
import * as form from './form.ts';

describe('the affordability form', () => {
  it('reads a DTI from a link or a host (SPEC §5: one outside the slider is ignored)', () => {
    const texts = ['0.36', '.5', '0.10', '0.60', '0.75', '0.09', '0.365', '36', null];
    expect(texts.map(form.dtiFromText)).toEqual([0.36, 0.5, 0.1, 0.6, ...Array(5).fill(undefined)]);
  });

  it('keeps a link’s or a host’s DTI to the slider’s, the default otherwise', () => {
    expect(form.withKnownDti({ ...form.EXAMPLE_VALUES, dti: '.5' }).dti).toBe('0.50');
    expect(form.withKnownDti({ ...form.EXAMPLE_VALUES, dti: '0.9' }).dti).toBe('0.36');
  });

  it('maps a query to mortgage-math’s input in cents, at the 30-year term', () => {
    const query = {
      annualIncome: 1_000.5,
      availableFunds: 2_000,
      monthlyDebt: 3,
      state: 'MI',
      dti: 0.4,
    };
    expect(
      form.estimateInput(query, { annualRatePercent: 6.25, productDescription: '30-year fixed' }),
    ).toEqual({
      annualIncomeCents: 100_050,
      availableFundsCents: 200_000,
      monthlyDebtCents: 300,
      state: 'MI',
      zip: undefined,
      dti: 0.4,
      rate: { annualRatePercent: 6.25, termMonths: 360, productDescription: '30-year fixed' },
    });
  });

  it('says when the figures are for the example’s money, whatever the ZIP code and score', () => {
    expect(
      form.usesExampleAmounts({ ...form.EXAMPLE_VALUES, zip: '90210', creditScore: '640' }),
    ).toBe(true);
    expect(form.usesExampleAmounts({ ...form.EXAMPLE_VALUES, monthlyDebt: '500' })).toBe(false);
  });
});
