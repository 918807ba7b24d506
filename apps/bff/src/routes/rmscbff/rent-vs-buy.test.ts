import { rentVsBuy } from '@lender/mortgage-math';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, RentVsBuyResponseSchema } from '@lender/validation';
import { apiApp } from '../../../test/helpers.ts';

let app: FastifyInstance;
beforeAll(async () => {
  ({ app } = await apiApp());
});
afterAll(() => app.close());

const good = {
  purchasePrice: '350000',
  downPayment: '35000',
  interestRate: '6.5',
  monthlyRent: '1800',
};

function get(query: Record<string, string>) {
  return app.inject({ url: '/rmscbff/rvb/calculate', query });
}

describe('GET /rmscbff/rvb/calculate', () => {
  it('answers the SPEC §3 response with the SPEC §9 assumptions', async () => {
    const response = await get(good);
    expect(response.statusCode).toBe(200);
    const body = RentVsBuyResponseSchema.parse(response.json());
    // SPEC §9: tax 1.15 % of the price a year, insurance $100 a month, closing 4 % of the price.
    expect(body.assumedData.monthlyTaxPayment).toBeCloseTo((350_000 * 0.0115) / 12, 2);
    expect(body.assumedData.monthlyInsurancePayment).toBe(100);
    expect(body.assumedData.closingCost).toBe(14_000);
    expect(body.yearlyCostRent[0]).toBeCloseTo(1_800 * 12, 2);
  });

  it('uses the payments the caller gives instead of computing them', async () => {
    const body = (await get({ ...good, monthlyTaxPayment: '250', closingCost: '9000' })).json();
    expect(body.assumedData.monthlyTaxPayment).toBe(250);
    expect(body.assumedData.closingCost).toBe(9_000);
  });

  it('reads the query into the math’s cents as the calculator page does (one mapping, @lender/calculator-rent-vs-buy/form)', async () => {
    const body = (
      await get({ ...good, monthlyRent: '1800.75', mortgageInsurancePayment: '131.25' })
    ).json();
    expect(body).toEqual(
      rentVsBuy({
        purchasePriceCents: 350_000_00,
        downPaymentCents: 35_000_00,
        interestRate: 6.5,
        monthlyRentCents: 1_800_75,
        mortgageInsurancePaymentCents: 131_25,
      }),
    );
  });

  it.each([
    [
      'missing',
      { ...good, purchasePrice: '' },
      'purchasePrice',
      messages.purchasePrice.errorRequired,
    ],
    [
      'non-numeric',
      { ...good, monthlyRent: 'cheap' },
      'monthlyRent',
      messages.monthlyRent.errorFormat,
    ],
    ['negative', { ...good, downPayment: '-10' }, 'downPayment', messages.downPayment.errorMin],
    [
      'out of range',
      { ...good, interestRate: '12' },
      'interestRate',
      messages.interestRate.errorRange,
    ],
    [
      'absurd size',
      { ...good, purchasePrice: '1e308' },
      'purchasePrice',
      messages.purchasePrice.errorFormat,
    ],
    [
      'down payment at the price',
      { ...good, downPayment: '350000' },
      'downPayment',
      messages.downPayment.errorMax,
    ],
  ])('refuses %s input with 400 and the field’s message', async (_kind, query, field, message) => {
    const response = await get(query);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ field, message });
  });
});
