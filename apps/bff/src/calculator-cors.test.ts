import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { memoryDatabase, testConfig } from '../test/helpers.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApp({
    config: testConfig(),
    database: await memoryDatabase(),
    serveSite: false,
  });
});
afterAll(() => app.close());

describe('CORS on the calculators API paths', () => {
  it('answers a preflight of the prequalification POST from another origin', async () => {
    const response = await app.inject({
      method: 'OPTIONS',
      url: '/rmscbff/rates/affordability',
      headers: {
        origin: 'https://partner.example.org',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['access-control-allow-methods']).toBe('GET, POST');
    expect(response.headers['access-control-allow-headers']).toContain('content-type');
  });

  it('lets another origin read answers and field errors of the calculators calls', async () => {
    const rvb = await app.inject(
      '/rmscbff/rvb/calculate?purchasePrice=350000&downPayment=35000&interestRate=6.5&monthlyRent=1800',
    );
    expect(rvb.statusCode).toBe(200);
    expect(rvb.headers['access-control-allow-origin']).toBe('*');
    const invalid = await app.inject('/rmscbff/rvb/calculate?purchasePrice=&downPayment=0');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.headers['access-control-allow-origin']).toBe('*');
  });

  it('leaves every other path without CORS', async () => {
    const response = await app.inject({ method: 'POST', url: '/rmscbff/opt-out', payload: {} });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});
