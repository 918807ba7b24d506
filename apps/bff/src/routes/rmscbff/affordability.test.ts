import { estimate } from '@lender/calculator-affordability/form';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AffordabilityResultSchema, messages } from '@lender/validation';
import { apiApp } from '../../../test/helpers.ts';

let app: FastifyInstance;
beforeAll(async () => {
  ({ app } = await apiApp());
});
afterAll(() => app.close());

const good = {
  annualIncome: '85,000',
  availableFunds: '40000',
  monthlyDebt: '500',
  zip: '48226',
  state: 'MI',
  dti: '0.36',
};

function get(query: Record<string, string>) {
  return app.inject({ url: '/rmscbff/calc/affordability', query });
}

describe('GET /rmscbff/calc/affordability', () => {
  it('answers the SPEC §3 result shape, priced at the sheet’s 30-year fixed rate', async () => {
    const response = await get(good);
    expect(response.statusCode).toBe(200);
    const body = AffordabilityResultSchema.parse(response.json());
    expect(body.initialRate).toBe(6.25);
    expect(body.productDescription).toBe('30-year fixed');
    expect(body.dti).toBe(0.36);
    expect(body.affordability).toBeGreaterThan(100_000);
    // The housing payment keeps total debt within the DTI limit.
    const { monthlyIncome, monthlyPayment, monthlyDebt } = body.budgetBreakdown;
    expect((monthlyPayment + monthlyDebt) / monthlyIncome).toBeLessThanOrEqual(0.36);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers what the calculator works out in the page for the same query: one mapping', async () => {
    const query = { annualIncome: 85_000, availableFunds: 40_000, monthlyDebt: 500, zip: '48226' };
    const answer = (await get(good)).json();
    expect(answer).toEqual(
      estimate(
        { ...query, state: 'MI', dti: 0.36 },
        { annualRatePercent: 6.25, productDescription: '30-year fixed' },
      ),
    );
  });

  it('strips commas and dollar signs (SPEC §3)', async () => {
    const plain = (await get({ ...good, annualIncome: '85000', monthlyDebt: '500' })).json();
    const typed = (await get({ ...good, annualIncome: '$85,000', monthlyDebt: '$500' })).json();
    expect(typed).toEqual(plain);
  });

  it('answers a business error with a message, not an error status', async () => {
    const response = await get({ ...good, monthlyDebt: '5,000' });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toMatch(/debts/);
    expect(response.json().affordability).toBe(0);
  });

  it.each([
    ['missing', {}, 'annualIncome', messages.annualIncome.errorRequired],
    ['non-numeric', { annualIncome: 'lots' }, 'annualIncome', messages.annualIncome.errorFormat],
    ['negative', { availableFunds: '-1' }, 'availableFunds', messages.availableFunds.errorMin],
    ['out of range', { dti: '0.75' }, 'dti', messages.dti.errorRange],
    ['absurd size', { annualIncome: '1e308' }, 'annualIncome', messages.annualIncome.errorFormat],
    [
      'absurdly long',
      { monthlyDebt: '9'.repeat(400) },
      'monthlyDebt',
      messages.monthlyDebt.errorMax,
    ],
    ['unknown state', { state: 'XX' }, 'state', messages.state.errorFormat],
    ['short ZIP', { zip: '482' }, 'zip', messages.zip.errorFormat],
  ])('refuses %s input with 400 and the field’s message', async (_kind, change, field, message) => {
    const query =
      Object.keys(change).length === 0 ? { state: 'MI', dti: '0.36' } : { ...good, ...change };
    const response = await get(query as Record<string, string>);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ field, message });
  });
});
