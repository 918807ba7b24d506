// Issue 36 §1: with REDIS_URL every server counts the per-client limits together, so two servers
// allow FORM_RATE_LIMIT and not twice it; Redis stopped mid-run still stores every opt-out, and
// /readyz names it. Two apps on one database stand for two servers behind a load balancer, and
// the Redis is a real redis-server (test/redis-server.ts).
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { consentAppOn, emptyConsentTables, memoryDatabase, queryRows } from './helpers.ts';
import { SKIP_WITHOUT_REDIS, startTestRedis, type TestRedis } from './redis-server.ts';

const LIMIT = 3;

let database: Database;
let servers: FastifyInstance[] = [];
let sequence = 0;

beforeAll(async () => {
  database = await memoryDatabase();
});
afterAll(() => database?.close());
afterEach(async () => {
  await Promise.all(servers.map((server) => server.close()));
  servers = [];
  await emptyConsentTables(database);
});

/** Two servers of the site on the one database, configured from `env`. */
async function twoServers(env: Record<string, string> = {}): Promise<FastifyInstance[]> {
  servers = await Promise.all(
    [0, 1].map(() => consentAppOn(database, { FORM_RATE_LIMIT: String(LIMIT), ...env })),
  );
  return servers;
}

function optOut(server: FastifyInstance) {
  sequence += 1;
  return server.inject({
    method: 'POST',
    url: '/rmscbff/opt-out',
    headers: { 'idempotency-key': `shared-limit-${sequence}-${Math.random()}` },
    payload: { email: `visitor${sequence}@example.com` },
  });
}

function optIn(server: FastifyInstance) {
  return server.inject({
    method: 'POST',
    url: '/rmscbff/opt-in',
    payload: { phoneOptIn: { inputValue: '313-555-0110', subscriptions: ['marketing-texts'] } },
  });
}

/** Eight opt-outs from one client, alternating between the servers: their status codes. */
async function eightAlternating(pair: FastifyInstance[]): Promise<number[]> {
  const codes: number[] = [];
  for (let index = 0; index < 8; index += 1) {
    codes.push((await optOut(pair[index % 2]!)).statusCode);
  }
  return codes;
}

async function storedOptOuts(): Promise<number> {
  const [row] = await queryRows<{ count: number | string }>(
    database,
    sql`select count(*) as count from consent_records where action = 'opt-out'`,
  );
  return Number(row!.count);
}

// A first app of a test file imports and builds the whole server: over 2 min on a busy machine.
const SERVERS_TIMEOUT_MS = 300_000;

describe('without REDIS_URL', { timeout: SERVERS_TIMEOUT_MS }, () => {
  it('each server counts alone: two servers let twice the limit through (the issue’s finding)', async () => {
    const codes = await eightAlternating(await twoServers());
    expect(codes.filter((code) => code === 201)).toHaveLength(2 * LIMIT);
    const readyz = (await servers[0]!.inject('/readyz')).json();
    expect(readyz).not.toHaveProperty('redis');
  });
});

describe.skipIf(SKIP_WITHOUT_REDIS)(
  'with REDIS_URL on a real Redis',
  { timeout: SERVERS_TIMEOUT_MS },
  () => {
    let redis: TestRedis;
    beforeAll(async () => {
      redis = await startTestRedis();
    });
    afterAll(() => redis?.stop());

    async function connected(pair: FastifyInstance[]): Promise<void> {
      for (const server of pair) {
        await expect
          .poll(async () => (await server.inject('/readyz')).json().redis, { timeout: 10_000 })
          .toBe('available');
      }
    }

    it('the two servers allow the limit together: 3 of 8 alternating opt-outs, then 429', async () => {
      const pair = await twoServers({ REDIS_URL: redis.url });
      await connected(pair);
      const codes = await eightAlternating(pair);
      expect(codes).toEqual([201, 201, 201, 429, 429, 429, 429, 429]);
      expect(await storedOptOuts()).toBe(LIMIT);
    });

    it('Redis stopped mid-run: every opt-out is still stored, opt-ins answer 503, and /readyz names Redis', async () => {
      await redis.stop();
      await redis.start(); // empty again: this test's counts start from nothing
      const pair = await twoServers({ REDIS_URL: redis.url });
      await connected(pair);
      expect((await optOut(pair[0]!)).statusCode).toBe(201);

      await redis.stop();
      for (const server of pair) {
        await expect
          .poll(async () => (await server.inject('/readyz')).json().redis, { timeout: 10_000 })
          .toBe('unavailable');
      }
      const readyz = await pair[1]!.inject('/readyz');
      expect(readyz.statusCode).toBe(200);
      // Past the limit, and not counted: an opt-out is never refused for a broken counter.
      const codes = await eightAlternating(pair);
      expect(codes).toEqual(Array.from({ length: 8 }, () => 201));
      expect(await storedOptOuts()).toBe(9);
      const refused = await optIn(pair[0]!);
      expect(refused.statusCode).toBe(503);
      expect(refused.json().message).toMatch(/not available right now/);
      expect(refused.headers['retry-after']).toBe('30');

      // Back: counted together again.
      await redis.start();
      await connected(pair);
      expect((await optIn(pair[1]!)).statusCode).toBe(201);
    });
  },
);
