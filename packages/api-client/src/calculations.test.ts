import { once } from 'node:events';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { createApiClient } from './api-client.ts';

// Answers shaped as the server sends them; the BFF's own contract test checks the real server.
const rates = {
  effectiveDate: '2026-11-21',
  purpose: 'purchase',
  products: [
    {
      metadata: { productCode: '30YRFIXED', productName: '30-year fixed', termMonths: 360 },
      rate: 6.25,
      apr: 6.421,
      payment: 1970.3,
      monthlyPayment: 1970.3,
      points: { finalPoints: 1.375, basePoints: 0.5, dollarAmountOfPoints: 4400 },
    },
  ],
  assumptions: ['Demo'],
};

async function serve(status: number, body: string) {
  const seen: string[] = [];
  const server = createServer((request, response: ServerResponse) => {
    seen.push(`${request.method} ${request.url}`);
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(body);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  close = async () => {
    server.closeAllConnections();
    server.close();
    await once(server, 'close');
  };
  return { client: createApiClient({ baseUrl: `http://127.0.0.1:${port}` }), seen };
}

let close: (() => Promise<void>) | undefined;
let consoleError: MockInstance<typeof console.error>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(async () => {
  await close?.();
  close = undefined;
  consoleError.mockRestore();
});

describe('calculation calls', () => {
  it('returns checked data and sends only the set query parameters', async () => {
    const { client, seen } = await serve(200, JSON.stringify(rates));
    const result = await client.productRates({ purpose: 'purchase', creditScore: undefined });
    expect(result).toEqual({ ok: true, data: rates });
    expect(seen).toEqual(['GET /rmscbff/rates/products?purpose=purchase']);
  });

  it('returns the field errors of a 400 so the form can show them', async () => {
    const errors = [{ field: 'annualIncome', message: 'Enter your annual income' }];
    const { client } = await serve(400, JSON.stringify({ message: 'There is a problem', errors }));
    const result = await client.affordability({ state: 'MI', dti: '0.36' } as never);
    expect(result).toEqual({ ok: false, kind: 'invalid', errors });
    expect(consoleError).toHaveBeenCalledWith(
      'GET /rmscbff/calc/affordability failed with status 400',
    );
  });

  it.each([
    [
      503,
      '{"message":"Rates are not available right now"}',
      { ok: false, kind: 'failed', status: 503 },
    ],
    [500, 'oops', { ok: false, kind: 'failed', status: 500 }],
    [400, '{"unexpected":true}', { ok: false, kind: 'failed', status: 400 }],
    [200, '{"products":"not a list"}', { ok: false, kind: 'failed' }],
  ])('turns status %i with %s into the generic failure', async (status, body, expected) => {
    const { client } = await serve(status, body);
    expect(await client.productRates()).toEqual(expected);
  });

  it('posts the prequalification as JSON', async () => {
    const { client, seen } = await serve(
      200,
      JSON.stringify({ code: 'noProductQualifies', message: 'No' }),
    );
    const result = await client.prequalify({
      annualIncomeAmount: 1,
      monthlyDebtAmount: 0,
      downPaymentAmount: 0,
      zipCode: '48226',
      creditScore: 700,
    });
    expect(result).toEqual({ ok: true, data: { code: 'noProductQualifies', message: 'No' } });
    expect(seen).toEqual(['POST /rmscbff/rates/affordability']);
  });

  it('resolves a network failure to the generic failure, without throwing', async () => {
    const client = createApiClient({ baseUrl: 'http://127.0.0.1:9' });
    expect(
      await client.rentVsBuy({ purchasePrice: 1, downPayment: 0, interestRate: 5, monthlyRent: 1 }),
    ).toEqual({
      ok: false,
      kind: 'failed',
    });
  });
});
