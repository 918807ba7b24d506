import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiApp } from './helpers.ts';

// Whatever a client sends, the API answers 2xx or 4xx: the server never answers 500 for input
// it could check (quality bar). Values mix plausible numbers, edge numbers and junk.
let app: FastifyInstance;
beforeAll(async () => {
  ({ app } = await apiApp());
});
afterAll(() => app.close());

const value = fc.oneof(
  fc.integer({ min: -1_000_000, max: 10_000_000 }).map(String),
  fc.double({ noNaN: false }).map(String),
  fc.constantFrom(
    '',
    ' ',
    '0',
    '1e308',
    '-0',
    '0.5',
    '85,000',
    '$1,000.50',
    'NaN',
    'Infinity',
    '0x10',
    '１２３',
  ),
  fc.string({ maxLength: 40 }),
  fc.constantFrom('48226', '00000', '99999', 'MI', 'mi', 'XX', 'purchase', 'refinance'),
);

function queryOf(fields: readonly string[]) {
  return fc.dictionary(fc.constantFrom(...fields), value, { maxKeys: fields.length });
}

const bodyValue = fc.oneof(
  value,
  fc.double(),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.integer(), { maxLength: 3 }),
);

describe('the calculation API under generated input', () => {
  it.each([
    [
      '/rmscbff/calc/affordability',
      ['annualIncome', 'availableFunds', 'monthlyDebt', 'zip', 'state', 'dti'],
    ],
    [
      '/rmscbff/rvb/calculate',
      [
        'purchasePrice',
        'downPayment',
        'interestRate',
        'monthlyRent',
        'monthlyTaxPayment',
        'closingCost',
      ],
    ],
    ['/rmscbff/rates/products', ['purpose', 'creditScore', 'loanAmount', 'downPaymentPercent']],
  ] as const)('GET %s never answers 5xx', async (url, fields) => {
    await fc.assert(
      fc.asyncProperty(queryOf(fields), async (query) => {
        const response = await app.inject({ url, query });
        expect(response.statusCode, JSON.stringify(query)).toBeLessThan(500);
      }),
      { numRuns: 700, seed: 20261121 },
    );
  });

  it('POST /rmscbff/rates/affordability never answers 5xx', async () => {
    const fields = [
      'annualIncomeAmount',
      'monthlyDebtAmount',
      'downPaymentAmount',
      'zipCode',
      'creditScore',
      'isVeteran',
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.dictionary(fc.constantFrom(...fields), bodyValue).map((body) => JSON.stringify(body)),
          fc.string({ maxLength: 60 }),
          fc.jsonValue().map((json) => JSON.stringify(json)),
        ),
        async (payload) => {
          const response = await app.inject({
            method: 'POST',
            url: '/rmscbff/rates/affordability',
            headers: { 'content-type': 'application/json' },
            payload,
          });
          expect(response.statusCode, payload).toBeLessThan(500);
        },
      ),
      { numRuns: 700, seed: 20261121 },
    );
  });
});
