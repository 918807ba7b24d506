import { describe, expect, it } from 'vitest';
import {
  AffordabilityQuerySchema,
  PrequalificationRequestSchema,
  ProductRatesQuerySchema,
  RentVsBuyQuerySchema,
} from './calculations.ts';
import { fieldErrors } from './field-errors.ts';
import { messages } from './messages.ts';

const affordability = {
  annualIncome: '85,000',
  availableFunds: '40000',
  monthlyDebt: '1,250',
  zip: '48226',
  state: 'mi',
  dti: '0.36',
};

describe('AffordabilityQuerySchema', () => {
  it('reads the SPEC §3 query, stripping commas and upper-casing the state', () => {
    expect(AffordabilityQuerySchema.parse(affordability)).toEqual({
      annualIncome: 85_000,
      availableFunds: 40_000,
      monthlyDebt: 1_250,
      zip: '48226',
      state: 'MI',
      dti: 0.36,
    });
  });

  it('rounds dti to 2 decimals (SPEC §9)', () => {
    expect(AffordabilityQuerySchema.parse({ ...affordability, dti: '0.456' }).dti).toBe(0.46);
  });

  it.each([
    ['dti', '0.61', messages.dti.errorRange],
    ['dti', '0', messages.dti.errorRange],
    ['state', 'ZZ', messages.state.errorFormat],
    ['zip', '4822', messages.zip.errorFormat],
    ['monthlyDebt', '-1', messages.monthlyDebt.errorMin],
  ])('refuses %s=%s', (field, value, message) => {
    const result = AffordabilityQuerySchema.safeParse({ ...affordability, [field]: value });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!.issues).errors).toEqual([{ field, message }]);
  });

  it('lists every missing field once, in field order', () => {
    const result = AffordabilityQuerySchema.safeParse({});
    expect(fieldErrors(result.error!.issues).errors.map((error) => error.field)).toEqual([
      'annualIncome',
      'availableFunds',
      'monthlyDebt',
      'state',
      'dti',
    ]);
  });
});

describe('PrequalificationRequestSchema', () => {
  const request = {
    annualIncomeAmount: 85_000,
    monthlyDebtAmount: 500,
    downPaymentAmount: 20_000,
    zipCode: '48226',
    creditScore: 700,
  };

  it('sets isVeteran to false when absent and refuses true (SPEC §3)', () => {
    expect(PrequalificationRequestSchema.parse(request).isVeteran).toBe(false);
    expect(PrequalificationRequestSchema.safeParse({ ...request, isVeteran: true }).success).toBe(
      false,
    );
  });
});

describe('RentVsBuyQuerySchema', () => {
  const query = {
    purchasePrice: '350000',
    downPayment: '35000',
    interestRate: '6.5',
    monthlyRent: '1800',
  };

  it('reads the SPEC §7 query', () => {
    expect(RentVsBuyQuerySchema.parse(query)).toEqual({
      purchasePrice: 350_000,
      downPayment: 35_000,
      interestRate: 6.5,
      monthlyRent: 1_800,
    });
  });

  it.each([
    [{ downPayment: '350000' }, 'downPayment', messages.downPayment.errorMax],
    [{ downPayment: '350001' }, 'downPayment', messages.downPayment.errorMax],
    [{ interestRate: '10.5' }, 'interestRate', messages.interestRate.errorRange],
    [{ monthlyRent: '' }, 'monthlyRent', messages.monthlyRent.errorRequired],
    [{ purchasePrice: 'lots' }, 'purchasePrice', messages.purchasePrice.errorFormat],
  ])('refuses %o', (change, field, message) => {
    const result = RentVsBuyQuerySchema.safeParse({ ...query, ...change });
    expect(fieldErrors(result.error!.issues).errors).toEqual([{ field, message }]);
  });

  it('accepts a down payment just below the price (SPEC §5)', () => {
    expect(RentVsBuyQuerySchema.safeParse({ ...query, downPayment: '349999.99' }).success).toBe(
      true,
    );
  });
});

describe('ProductRatesQuerySchema', () => {
  it('defaults the purpose to purchase (SPEC §9) and refuses others', () => {
    expect(ProductRatesQuerySchema.parse({}).purpose).toBe('purchase');
    expect(ProductRatesQuerySchema.safeParse({ purpose: 'heloc' }).success).toBe(false);
  });
});
