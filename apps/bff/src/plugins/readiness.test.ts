// The server listens before its data is ready (src/main.ts): until then /healthz answers 200,
// /readyz and the routes that need the data 503 with Retry-After, never 500.
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { memoryDatabase, testConfig } from '../../test/helpers.ts';
import { seedRateData } from '../rates/rate-sheet-service.ts';
import { STARTING_RETRY_AFTER_SECONDS } from './readiness.ts';

let app: FastifyInstance | undefined;
/** Lets the preparation of the test's app go on (closing waits for it to end). */
let letGoOfApp: (() => void) | undefined;
afterEach(async () => {
  letGoOfApp?.();
  await app?.close();
  app = undefined;
});

/** An app whose data preparation waits until the test lets it go on. */
async function startingApp() {
  const database = await memoryDatabase();
  let letGo!: () => void;
  const held = new Promise<void>((resolve) => (letGo = resolve));
  letGoOfApp = letGo;
  app = await buildApp({
    config: testConfig({ ADMIN_TOKEN: 'a'.repeat(40) }),
    database,
    serveSite: false,
    waitUntilReady: false,
    prepare: async () => {
      await held;
      await seedRateData(database.db, new Date('2026-11-21T12:00:00Z'));
    },
  });
  return { app, letGo };
}

/** A request to each kind of route that needs the data. */
const DATA_REQUESTS = [
  { method: 'GET', url: '/rmscbff/rates/products?purpose=purchase' },
  { method: 'GET', url: '/rmscbff/search?q=fha' },
  { method: 'POST', url: '/rmscbff/aws/suggest', payload: { term: 'fh' } },
  { method: 'POST', url: '/rmscbff/opt-out', payload: { email: 'someone@example.com' } },
  { method: 'GET', url: '/rmscbff/zipCodes/48226' },
  { method: 'GET', url: '/mapbox-fwd-api?q=detroit' },
  { method: 'GET', url: '/rmscbff/rocket-homes/market-report?locationID=city:detroit-mi' },
  { method: 'GET', url: '/rmscbff/rocket-homes/listings?location=48226' },
  {
    method: 'GET',
    url: '/admin/suppression?channel=email&value=someone@example.com',
    headers: { authorization: `Bearer ${'a'.repeat(40)}` },
  },
] as const;

// Each test opens an in-memory database: generous on a busy machine.
describe('while the data is being prepared', { timeout: 90_000 }, () => {
  it('answers /healthz 200, and /readyz 503 starting with Retry-After', async () => {
    const { app } = await startingApp();
    const health = await app.inject('/healthz');
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });

    const ready = await app.inject('/readyz');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'starting', database: 'pglite' });
    expect(ready.headers['retry-after']).toBe(String(STARTING_RETRY_AFTER_SECONDS));
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it.each(DATA_REQUESTS)('$method $url answers 503 with Retry-After, not 500', async (request) => {
    const { app } = await startingApp();
    const response = await app.inject(request);
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe(String(STARTING_RETRY_AFTER_SECONDS));
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      message: 'The service is starting. Try again in a few seconds.',
    });
  });

  it('answers what needs no data: the rent-or-buy calculator', async () => {
    const { app } = await startingApp();
    const response = await app.inject({
      url: '/rmscbff/rvb/calculate',
      query: {
        purchasePrice: '350000',
        downPayment: '35000',
        interestRate: '6.5',
        monthlyRent: '1800',
      },
    });
    expect(response.statusCode).toBe(200);
  });

  it('answers everything once the data is ready', async () => {
    const { app, letGo } = await startingApp();
    expect((await app.inject(DATA_REQUESTS[0])).statusCode).toBe(503);
    letGo();
    await app.readiness.whenReady;
    expect(app.readiness.isReady).toBe(true);
    expect((await app.inject('/readyz')).statusCode).toBe(200);
    expect((await app.inject(DATA_REQUESTS[0])).statusCode).toBe(200);
    expect((await app.inject(DATA_REQUESTS[1])).statusCode).toBe(200);
    // No place data was loaded in this test: an unknown ZIP code, not a starting server.
    expect((await app.inject(DATA_REQUESTS[4])).statusCode).toBe(404);
  });
});

describe('when the data cannot be prepared', { timeout: 90_000 }, () => {
  it('buildApp rejects with the reason when it waits for the data (the default)', async () => {
    const database = await memoryDatabase();
    await expect(
      buildApp({
        config: testConfig(),
        database,
        serveSite: false,
        prepare: async () => {
          throw new Error('the place data set is unreadable');
        },
      }),
    ).rejects.toThrow('the place data set is unreadable');
    await database.close();
  });
});
