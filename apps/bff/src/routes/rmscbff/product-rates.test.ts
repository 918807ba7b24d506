import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, ProductRatesResponseSchema } from '@lender/validation';
import { apiApp } from '../../../test/helpers.ts';

let app: FastifyInstance;
beforeAll(async () => {
  ({ app } = await apiApp());
});
afterAll(() => app.close());

describe('GET /rmscbff/rates/products', () => {
  it('lists every product of the sheet with SPEC §3 rate entries', async () => {
    const response = await app.inject('/rmscbff/rates/products');
    expect(response.statusCode).toBe(200);
    const body = ProductRatesResponseSchema.parse(response.json());
    expect(body.effectiveDate).toBe('2026-11-21');
    expect(body.products.map((entry) => entry.metadata.productCode)).toEqual([
      '30YRFIXED',
      '20YRFIXED',
      '15YRFIXED',
      'FHA30',
      'VA30',
      'ARM5_6',
      'JUMBO30',
    ]);
    for (const entry of body.products) {
      expect(entry.apr).toBeGreaterThanOrEqual(entry.rate);
      expect(entry.points.finalPoints).toBeGreaterThanOrEqual(entry.points.basePoints);
    }
  });

  it('prices the 30-year fixed with the Fannie Mae LLPA for 740 at 80 % LTV (0.875 points)', async () => {
    const body = (await app.inject('/rmscbff/rates/products')).json();
    const fixed = body.products[0];
    expect(fixed.points).toEqual({
      basePoints: 0.5,
      finalPoints: 1.375,
      dollarAmountOfPoints: 4_400,
    });
    expect(fixed.payment).toBe(1_970.3); // $320,000 at 6.25 % over 360 months
  });

  it('writes its assumptions for visitors (the rates page lists them): no field names or code', async () => {
    const body = ProductRatesResponseSchema.parse(
      (await app.inject('/rmscbff/rates/products')).json(),
    );
    expect(body.assumptions.length).toBeGreaterThan(0);
    for (const line of body.assumptions) {
      expect(line).not.toMatch(/`|monthlyPayment|dollarAmountOfPoints|finalPoints/);
    }
  });

  it('prices refinance from the refinance rows', async () => {
    const body = (await app.inject('/rmscbff/rates/products?purpose=refinance')).json();
    expect(body.purpose).toBe('refinance');
    expect(body.products[0].rate).toBe(6.375);
  });

  it('leaves out products the borrower cannot get', async () => {
    const body = (
      await app.inject('/rmscbff/rates/products?creditScore=600&downPaymentPercent=3.5')
    ).json();
    const codes = body.products.map(
      (entry: { metadata: { productCode: string } }) => entry.metadata.productCode,
    );
    expect(codes).toContain('FHA30');
    expect(codes).not.toContain('30YRFIXED'); // conventional needs 620
    expect(codes).not.toContain('JUMBO30');
  });

  it.each([
    ['purpose=heloc', 'purpose', messages.purpose.errorFormat],
    ['creditScore=9000', 'creditScore', messages.creditScore.errorRange],
    ['loanAmount=-1', 'loanAmount', messages.loanAmount.errorMin],
    ['loanAmount=1e308', 'loanAmount', messages.loanAmount.errorFormat],
    ['loanAmount=999999999999', 'loanAmount', messages.loanAmount.errorMax],
    ['creditScore=good', 'creditScore', messages.creditScore.errorFormat],
    ['downPaymentPercent=100', 'downPaymentPercent', messages.downPaymentPercent.errorRange],
  ])('refuses %s', async (query, field, message) => {
    const response = await app.inject(`/rmscbff/rates/products?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ field, message });
  });
});
