import { createApiClient } from '@lender/api-client';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.ts';
import { DATABASE_RETRY_AFTER_SECONDS } from '../src/db/unavailable.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { createLogger } from '../src/logger.ts';
import { CuttableProxy } from './fault/cuttable-proxy.ts';
import { freshPostgresDatabase, queryRows, TEST_DATABASE_URL, testConfig } from './helpers.ts';

// The network to PostgreSQL goes away for a moment: the API must say "try again" (503 with
// Retry-After), the forms' API client must get each opt-out through with its retries once it is
// back, and nothing acknowledged may be lost. A TCP proxy in front of the shared test server cuts
// the connections (no message from PostgreSQL: the sockets close) and refuses new ones.
// PostgreSQL itself stopping, crashing or ending sessions (57P01–57P03) under the server process
// is test/postgres-restart.test.ts, on a PostgreSQL of its own.

const MAIN_TIMEOUT_MS = 120_000;

describe.runIf(TEST_DATABASE_URL)('a PostgreSQL outage during opt-out posts', () => {
  let drop: () => Promise<void>;
  let proxy: CuttableProxy;
  let database: Database;
  let app: FastifyInstance;
  let baseUrl: string;
  const logLines: string[] = [];

  beforeAll(async () => {
    const fresh = await freshPostgresDatabase();
    drop = fresh.drop;
    const target = new URL(fresh.url);
    proxy = new CuttableProxy(target.hostname, Number(target.port || 5432));
    await proxy.start();
    const proxied = new URL(fresh.url);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(proxy.port);
    database = await openDatabase({ databaseUrl: proxied.toString() });
    app = await buildApp({
      config: testConfig({ FORM_RATE_LIMIT: '1000', LOG_LEVEL: 'info' }),
      database,
      serveSite: false,
      logger: createLogger('info', { write: (line: string) => void logLines.push(line) }),
    });
    baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  }, MAIN_TIMEOUT_MS);

  afterAll(async () => {
    await app?.close();
    await proxy?.stop();
    await drop?.();
  }, MAIN_TIMEOUT_MS);

  it(
    'answers 503 with Retry-After while it lasts, and the retried opt-outs are all stored once',
    async () => {
      // The client logs each non-ok answer (SPEC §8); here they are expected.
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const api = createApiClient({ baseUrl });
      const optOut = (email: string, retryDelaysMs?: readonly number[]) =>
        api.optOut(
          { email, sourcePage: '/opt-out' },
          { idempotencyKey: crypto.randomUUID(), ...(retryDelaysMs ? { retryDelaysMs } : {}) },
        );
      const acknowledged = new Map<string, string[]>();
      const remember = (email: string, result: Awaited<ReturnType<typeof optOut>>) => {
        if (result.ok) acknowledged.set(email, result.data.eventIds);
      };

      // Before: stored as usual.
      for (const n of [1, 2, 3])
        remember(`before-${n}@example.com`, await optOut(`before-${n}@example.com`));
      expect(acknowledged.size).toBe(3);

      // During: one attempt alone is told to come back in a moment (not a 500).
      await proxy.stop();
      const single = await optOut('single-attempt@example.com', []);
      expect(single).toEqual({
        ok: false,
        kind: 'failed',
        status: 503,
        retryAfterMs: DATABASE_RETRY_AFTER_SECONDS * 1000,
      });

      // Light load across the outage: the form's retries (same key, backing off) carry each
      // opt-out through once the database is back, 1.5 s later.
      const emails = Array.from({ length: 20 }, (_, n) => `during-${n}@example.com`);
      const pending = emails.map(async (email, n) => {
        await new Promise((resolve) => setTimeout(resolve, n * 50));
        remember(email, await optOut(email));
      });
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await proxy.start();
      await Promise.all(pending);
      expect([...acknowledged.keys()].filter((email) => email.startsWith('during-'))).toHaveLength(
        emails.length,
      );

      // Nothing acknowledged is lost, and each opt-out is stored exactly once.
      const rows = await queryRows<{ value: string; event_id: string }>(
        database,
        sql`select value, event_id::text as event_id from consent_records where channel = 'email'`,
      );
      for (const [email, eventIds] of acknowledged) {
        const stored = rows.filter((row) => row.value === email);
        expect(stored.map((row) => row.event_id)).toEqual(eventIds);
      }

      // Each failed request logged one short line, without a stack or the query.
      const unavailable = logLines.filter((line) => line.includes('database unavailable'));
      expect(unavailable.length).toBeGreaterThan(0);
      for (const line of unavailable) {
        expect(line.length).toBeLessThan(400);
        expect(line).not.toMatch(/stack|insert into|select /i);
      }
      expect(logLines.filter((line) => line.includes('"request failed"'))).toEqual([]);
    },
    MAIN_TIMEOUT_MS,
  );
});
