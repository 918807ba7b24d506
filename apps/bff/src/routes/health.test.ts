import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { openDatabase, type Database } from '../db/client.ts';
import {
  freshPostgresDatabase,
  memoryDatabase,
  TEST_DATABASE_URL,
  testConfig,
} from '../../test/helpers.ts';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function appWith(database: Database) {
  app = await buildApp({ config: testConfig(), database, serveSite: false });
  return app;
}

describe('health endpoints on embedded PGlite', () => {
  it('answers /healthz 200 while the process is up', async () => {
    const response = await (await appWith(await memoryDatabase())).inject('/healthz');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers /readyz 200 when the database answers', async () => {
    const response = await (await appWith(await memoryDatabase())).inject('/readyz');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready', database: 'pglite' });
  });

  it('answers /readyz 503 when the database does not answer, and /healthz still 200', async () => {
    const database = await memoryDatabase();
    const server = await appWith({ ...database, close: async () => {} });
    await database.close();
    const readyz = await server.inject('/readyz');
    expect(readyz.statusCode).toBe(503);
    expect(readyz.headers['retry-after']).toBe('2');
    expect(readyz.json()).toEqual({ status: 'unavailable', database: 'pglite' });
    expect((await server.inject('/healthz')).statusCode).toBe(200);
  });

  it('puts the security headers on API responses', async () => {
    const response = await (await appWith(await memoryDatabase())).inject('/healthz');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    );
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe.runIf(TEST_DATABASE_URL)('health endpoints on PostgreSQL', () => {
  it('runs the migrations on an empty database and answers /readyz 200', async () => {
    const fresh = await freshPostgresDatabase();
    try {
      const database = await openDatabase({ databaseUrl: fresh.url });
      const response = await (await appWith(database)).inject('/readyz');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ready', database: 'postgres' });
    } finally {
      await app?.close();
      app = undefined;
      await fresh.drop();
    }
  });
});
