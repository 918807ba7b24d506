import { createApiClient, type ApiClient } from '@lender/api-client';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiApp } from './helpers.ts';

// The published client against the real server: the two agree on every path, shape and error.
let app: FastifyInstance;
let client: ApiClient;
beforeAll(async () => {
  ({ app } = await apiApp());
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  client = createApiClient({ baseUrl: `http://127.0.0.1:${address.port}` });
});
afterAll(() => app.close());

describe('@lender/api-client against the BFF', () => {
  it('gets an affordability estimate from values as typed', async () => {
    const result = await client.affordability({
      annualIncome: '85,000',
      availableFunds: '$40,000',
      monthlyDebt: '500',
      state: 'mi',
      dti: '0.36',
    });
    expect(result.ok && result.data.affordability).toBeGreaterThan(100_000);
  });

  it('gets the server’s field errors for a form to show', async () => {
    const result = await client.affordability({
      annualIncome: 'lots',
      availableFunds: 1,
      monthlyDebt: 0,
      state: 'MI',
      dti: 0.36,
    });
    expect(result).toEqual({
      ok: false,
      kind: 'invalid',
      errors: [
        {
          field: 'annualIncome',
          message: 'Annual income must be an amount in dollars, like 85,000',
        },
      ],
    });
  });

  it('prequalifies, compares renting and buying, and lists rates', async () => {
    const prequalification = await client.prequalify({
      annualIncomeAmount: 95_000,
      monthlyDebtAmount: 400,
      downPaymentAmount: 30_000,
      zipCode: '48226',
      creditScore: 720,
    });
    expect(prequalification.ok && prequalification.data.recommendedProduct?.productCode).toBe(
      '30YRFIXED',
    );
    const rentVsBuy = await client.rentVsBuy({
      purchasePrice: 350_000,
      downPayment: 35_000,
      interestRate: 6.5,
      monthlyRent: 1_800,
    });
    expect(rentVsBuy.ok && rentVsBuy.data.rentData).toHaveLength(30);
    const rates = await client.productRates({ purpose: 'refinance' });
    expect(rates.ok && rates.data.products.length).toBeGreaterThan(0);
  });
});
