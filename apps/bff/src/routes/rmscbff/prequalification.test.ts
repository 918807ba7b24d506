import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, PrequalificationResponseSchema } from '@lender/validation';
import { apiApp } from '../../../test/helpers.ts';

let app: FastifyInstance;
beforeAll(async () => {
  ({ app } = await apiApp());
});
afterAll(() => app.close());

const good = {
  annualIncomeAmount: 95_000,
  monthlyDebtAmount: 400,
  downPaymentAmount: 30_000,
  zipCode: '48226',
  creditScore: 720,
  isVeteran: false,
};

function post(payload: unknown, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: '/rmscbff/rates/affordability',
    headers: { 'content-type': 'application/json', ...headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
}

describe('POST /rmscbff/rates/affordability', () => {
  it('recommends a product with pricing, APR and disclaimers', async () => {
    const response = await post(good);
    expect(response.statusCode).toBe(200);
    const body = PrequalificationResponseSchema.parse(response.json());
    const product = body.recommendedProduct!;
    expect(product.productCode).toBe('30YRFIXED');
    expect(product.termMonthsCount).toBe(360);
    const pricing = product.pricing;
    expect(pricing.annualPercentageRate).toBeGreaterThanOrEqual(pricing.interestRate);
    const total =
      pricing.principalAndInterestAmount +
      pricing.taxesAmount +
      pricing.homeownersInsuranceAmount +
      pricing.mortgageInsuranceAmount;
    expect(pricing.totalPaymentAmount).toBeCloseTo(total, 2);
    // Total debt stays within 43 % of income.
    expect((pricing.totalPaymentAmount + good.monthlyDebtAmount) * 12).toBeLessThanOrEqual(
      good.annualIncomeAmount * 0.43 + 0.01,
    );
    expect(product.disclaimers.generalDisclaimers.length).toBeGreaterThan(0);
    expect(product.disclaimers.assumptions.join(' ')).toMatch(/demo rates/);
  });

  it.each([
    [580, 'creditScoreBelowMinimum'],
    [300, 'creditScoreBelowMinimum'],
  ])(
    'answers a credit score of %i with the credit business error (SPEC §4)',
    async (score, code) => {
      const body = (await post({ ...good, creditScore: score })).json();
      expect(body.code).toBe(code);
      expect(body.recommendedProduct).toBeUndefined();
    },
  );

  it('prequalifies from 581 up, with FHA when the score is too low for a conventional loan', async () => {
    const body = (await post({ ...good, creditScore: 581 })).json();
    expect(body.recommendedProduct?.productCode).toBe('FHA30');
  });

  it('answers "no product" when the income cannot carry any loan', async () => {
    const body = (
      await post({ ...good, annualIncomeAmount: 12_000, monthlyDebtAmount: 450 })
    ).json();
    expect(body.code).toBe('noProductQualifies');
    expect(body.recommendedProduct).toBeUndefined();
  });

  it.each([
    ['missing', { ...good, zipCode: undefined }, 'zipCode', messages.zip.errorRequired],
    [
      'non-numeric',
      { ...good, creditScore: 'good' },
      'creditScore',
      messages.creditScore.errorFormat,
    ],
    [
      'negative',
      { ...good, downPaymentAmount: -5 },
      'downPaymentAmount',
      messages.downPaymentAmount.errorMin,
    ],
    ['out of range', { ...good, creditScore: 900 }, 'creditScore', messages.creditScore.errorRange],
    [
      'absurd size',
      { ...good, annualIncomeAmount: 1e308 },
      'annualIncomeAmount',
      messages.annualIncome.errorMax,
    ],
    ['veteran', { ...good, isVeteran: true }, 'isVeteran', messages.isVeteran.errorFormat],
  ])(
    'refuses %s input with 400 and the field’s message',
    async (_kind, payload, field, message) => {
      const response = await post(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toContainEqual({ field, message });
    },
  );

  it('refuses a body that is not JSON: 400 for broken JSON, 415 for other types', async () => {
    expect((await post('{"annualIncomeAmount": ')).statusCode).toBe(400);
    expect((await post('annualIncomeAmount=1', { 'content-type': 'text/plain' })).statusCode).toBe(
      415,
    );
    expect(
      (await post('a=1', { 'content-type': 'application/x-www-form-urlencoded' })).statusCode,
    ).toBe(415);
  });

  it('refuses a body over 32 KB with 413', async () => {
    const response = await post({ ...good, padding: 'x'.repeat(40 * 1024) });
    expect(response.statusCode).toBe(413);
  });
});
