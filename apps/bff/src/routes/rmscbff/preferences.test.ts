import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ConsentService } from '../../consent/consent-service.ts';
import { createConsentService, KEY_REUSED_MESSAGE } from '../../consent/consent-service.ts';
import type { Database } from '../../db/client.ts';
import { memoryRateLimitCounter, type RateLimitCounter } from '../../plugins/rate-limit-counter.ts';
import {
  consentAppOn,
  OVER_TLS,
  DATABASE_KINDS,
  emptyConsentTables,
  queryRows,
  testDatabase,
} from '../../../test/helpers.ts';

// The guards and guarantees the four preference routes share: idempotency, rate limits,
// same-origin writes, and suppression that holds as soon as an opt-out is acknowledged.

const ROUTES = [
  ['/rmscbff/opt-out', { email: 'route@example.com' }],
  ['/rmscbff/mc/opt-out', { subscriberKey: 'route@example.com', jobId: '1', batchId: '2' }],
  [
    '/rmscbff/opt-in',
    { phoneOptIn: { inputValue: '3135550120', subscriptions: ['marketing-texts'] } },
  ],
  ['/rmscbff/subscribe', { email: 'route@example.com', subscriptions: ['newsletter'] }],
] as const;

let shared: Database;
let apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.map((app) => app.close()));
  apps = [];
});

/** A fresh app (fresh rate-limit counts) on the shared database, emptied by beforeEach. */
async function start(
  _kind: 'pglite' | 'postgres',
  env: Record<string, string> = {},
  counter?: RateLimitCounter,
): Promise<{ app: FastifyInstance; database: Database }> {
  const app = await consentAppOn(
    shared,
    { FORM_RATE_LIMIT: '1000', SITE_URL: 'https://www.lender.example', ...env },
    counter ? { rateLimitCounter: counter } : {},
  );
  apps.push(app);
  return { app, database: shared };
}

function post(
  app: FastifyInstance,
  url: string,
  payload: unknown,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url,
    headers: { ...OVER_TLS, 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(payload),
  });
}

async function recordCount(database: Database): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    database,
    sql`select count(*)::int as n from consent_records`,
  );
  return row!.n;
}

describe.each(DATABASE_KINDS)('marketing-preference routes on %s', (kind) => {
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ database: shared, dispose } = await testDatabase(kind));
  });
  afterAll(() => dispose());
  beforeEach(() => emptyConsentTables(shared));
  describe('idempotency', () => {
    it.each(ROUTES)(
      '%s: the same key 10 times stores one request and answers identically',
      async (url, payload) => {
        const { app, database } = await start(kind);
        const headers = { 'idempotency-key': '7f1d7c3e-5d7a-4c39-9a49-2b1c0c1f3a10' };
        const responses = [];
        for (let attempt = 0; attempt < 10; attempt += 1)
          responses.push(await post(app, url, payload, headers));
        expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(201));
        expect(new Set(responses.map((response) => response.body)).size).toBe(1);
        expect(responses[0]!.headers['idempotent-replayed']).toBeUndefined();
        expect(responses[9]!.headers['idempotent-replayed']).toBe('true');
        const eventIds = responses[0]!.json().eventIds as string[];
        expect(await recordCount(database)).toBe(eventIds.length);
        const outbox = await queryRows<{ n: number }>(
          database,
          sql`select count(*)::int as n from consent_outbox`,
        );
        expect(outbox[0]!.n).toBe(eventIds.length);
      },
    );

    it('the same key with a different body answers 422 and stores nothing more', async () => {
      const { app, database } = await start(kind);
      const headers = { 'idempotency-key': 'reused-key' };
      expect(
        (await post(app, '/rmscbff/opt-out', { email: 'first@example.com' }, headers)).statusCode,
      ).toBe(201);
      const reused = await post(app, '/rmscbff/opt-out', { email: 'second@example.com' }, headers);
      expect(reused.statusCode).toBe(422);
      expect(reused.json()).toEqual({ message: KEY_REUSED_MESSAGE });
      const otherRoute = await post(
        app,
        '/rmscbff/subscribe',
        { email: 'first@example.com', subscriptions: ['newsletter'] },
        headers,
      );
      expect(otherRoute.statusCode).toBe(422);
      expect(await recordCount(database)).toBe(1);
    });

    it('the same request spelt differently is the same request', async () => {
      const { app, database } = await start(kind);
      const headers = { 'idempotency-key': 'spelling' };
      const first = await post(
        app,
        '/rmscbff/opt-out',
        { email: 'pat@example.com', homePhone: '313 555 0100' },
        headers,
      );
      const second = await post(
        app,
        '/rmscbff/opt-out',
        { homePhone: '(313) 555-0100', email: ' pat@EXAMPLE.com' },
        headers,
      );
      expect(second.statusCode).toBe(201);
      expect(second.body).toBe(first.body);
      expect(await recordCount(database)).toBe(2);
    });

    it('10 concurrent requests with one key store one request and all get its answer', async () => {
      const { app, database } = await start(kind);
      const headers = { 'idempotency-key': 'concurrent-key' };
      const responses = await Promise.all(
        Array.from({ length: 10 }, () =>
          post(app, '/rmscbff/opt-out', { email: 'race@example.com' }, headers),
        ),
      );
      expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(201));
      expect(new Set(responses.map((response) => response.body)).size).toBe(1);
      expect(await recordCount(database)).toBe(1);
    });

    it('10 concurrent services with one key (several servers) store one request', async () => {
      const { database } = await start(kind);
      const services: ConsentService[] = Array.from({ length: 10 }, () =>
        createConsentService(database.db),
      );
      const answers = await Promise.all(
        services.map((service) =>
          service.submit({
            route: '/rmscbff/opt-out',
            request: { email: 'servers@example.com' },
            drafts: [
              {
                channel: 'email',
                value: 'servers@example.com',
                action: 'opt-out',
                subscriptions: [],
                source: 'api',
              },
            ],
            idempotencyKey: 'many-servers',
            client: {},
            facts: { gpc: false },
          }),
        ),
      );
      expect(new Set(answers.map((answer) => JSON.stringify(answer.body))).size).toBe(1);
      expect(answers.filter((answer) => !answer.replayed)).toHaveLength(1);
      expect(await recordCount(database)).toBe(1);
    });

    it('without a key, a double click from one client stores one request; another client stores its own', async () => {
      const { app, database } = await start(kind);
      const payload = { email: 'double@example.com' };
      const first = await post(app, '/rmscbff/opt-out', payload, { 'user-agent': 'Browser A' });
      const second = await post(app, '/rmscbff/opt-out', payload, { 'user-agent': 'Browser A' });
      expect(second.body).toBe(first.body);
      expect(await recordCount(database)).toBe(1);
      const other = await post(app, '/rmscbff/opt-out', payload, { 'user-agent': 'Browser B' });
      expect(other.statusCode).toBe(201);
      expect(other.body).not.toBe(first.body);
      expect(await recordCount(database)).toBe(2);
    });

    it('an expired key is a new request', async () => {
      const { app, database } = await start(kind);
      const headers = { 'idempotency-key': 'old-key' };
      const first = await post(app, '/rmscbff/opt-out', { email: 'old@example.com' }, headers);
      await database.db.execute(
        sql`update idempotency_keys set expires_at = now() - interval '1 second'`,
      );
      const again = await post(app, '/rmscbff/opt-out', { email: 'old@example.com' }, headers);
      expect(again.statusCode).toBe(201);
      expect(again.body).not.toBe(first.body);
      expect(await recordCount(database)).toBe(2);
    });

    it.each([
      ['empty', ''],
      ['too long', 'k'.repeat(256)],
      ['with a space', 'a key'],
    ])('refuses an Idempotency-Key that is %s with 400', async (_kind, key) => {
      const { app, database } = await start(kind);
      const response = await post(
        app,
        '/rmscbff/opt-out',
        { email: 'key@example.com' },
        { 'idempotency-key': key },
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].field).toBe('Idempotency-Key');
      expect(await recordCount(database)).toBe(0);
    });
  });

  describe('rate limits', () => {
    it('answers the 11th request a minute from one client with 429 and Retry-After', async () => {
      const { app } = await start(kind, { FORM_RATE_LIMIT: '10' });
      const statuses: number[] = [];
      let last;
      for (let index = 0; index < 11; index += 1) {
        last = await post(app, '/rmscbff/subscribe', {
          email: `reader${index}@example.com`,
          subscriptions: ['newsletter'],
        });
        statuses.push(last.statusCode);
      }
      expect(statuses).toEqual([...Array(10).fill(201), 429]);
      expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(last!.headers['retry-after'])).toBeLessThanOrEqual(60);
      expect(last!.json().message).toMatch(/Wait a minute/);
      // opt-in and subscribe share a budget; opt-outs have their own.
      const optIn = await post(app, '/rmscbff/opt-in', {
        phoneOptIn: { inputValue: '3135550130', subscriptions: ['marketing-calls'] },
      });
      expect(optIn.statusCode).toBe(429);
      expect((await post(app, '/rmscbff/opt-out', { email: 'still@example.com' })).statusCode).toBe(
        201,
      );
    });

    it('counts each client apart', async () => {
      const { app } = await start(kind, { FORM_RATE_LIMIT: '1' });
      const from = (ip: string) =>
        app.inject({
          method: 'POST',
          url: '/rmscbff/opt-out',
          headers: OVER_TLS,
          remoteAddress: ip,
          payload: { email: `${ip.replaceAll('.', '-')}@example.com` },
        });
      expect((await from('198.51.100.1')).statusCode).toBe(201);
      expect((await from('198.51.100.1')).statusCode).toBe(429);
      expect((await from('198.51.100.2')).statusCode).toBe(201);
    });

    it('behind a trusted proxy, counts and records the visitor’s address from X-Forwarded-For', async () => {
      const { app, database } = await start(kind, {
        FORM_RATE_LIMIT: '1',
        TRUST_PROXY: 'loopback',
      });
      const from = (visitor: string) =>
        post(
          app,
          '/rmscbff/opt-out',
          { email: `${visitor.replaceAll('.', '-')}@example.com` },
          {
            'x-forwarded-for': visitor,
          },
        );
      expect((await from('198.51.100.7')).statusCode).toBe(201);
      expect((await from('198.51.100.7')).statusCode).toBe(429);
      expect((await from('203.0.113.9')).statusCode).toBe(201);
      const rows = await queryRows<{ ip_truncated: string }>(
        database,
        sql`select ip_truncated from consent_records order by id`,
      );
      expect(rows.map((row) => row.ip_truncated)).toEqual(['198.51.100.0', '203.0.113.0']);
    });

    it('keeps opt-outs working when the shared counter fails, and refuses opt-ins with 503', async () => {
      const broken: RateLimitCounter = { hit: () => Promise.reject(new Error('redis is down')) };
      const { app, database } = await start(kind, { FORM_RATE_LIMIT: '1' }, broken);
      for (let index = 0; index < 3; index += 1) {
        expect(
          (await post(app, '/rmscbff/opt-out', { email: `down${index}@example.com` })).statusCode,
        ).toBe(201);
      }
      expect(
        (await post(app, '/rmscbff/mc/opt-out', { subscriberKey: 'k', jobId: '1', batchId: '2' }))
          .statusCode,
      ).toBe(201);
      const subscribe = await post(app, '/rmscbff/subscribe', {
        email: 'down@example.com',
        subscriptions: ['newsletter'],
      });
      expect(subscribe.statusCode).toBe(503);
      expect(await recordCount(database)).toBe(4);
    });

    it('takes a counter shared by several servers', async () => {
      const shared = memoryRateLimitCounter();
      const one = await start(kind, { FORM_RATE_LIMIT: '2' }, shared);
      const two = await start(kind, { FORM_RATE_LIMIT: '2' }, shared);
      expect((await post(one.app, '/rmscbff/opt-out', { email: 'a@example.com' })).statusCode).toBe(
        201,
      );
      expect((await post(two.app, '/rmscbff/opt-out', { email: 'b@example.com' })).statusCode).toBe(
        201,
      );
      expect((await post(one.app, '/rmscbff/opt-out', { email: 'c@example.com' })).statusCode).toBe(
        429,
      );
    });
  });

  describe('writes from other sites', () => {
    it.each(ROUTES)(
      '%s: refuses a foreign Origin and Sec-Fetch-Site: cross-site with 403',
      async (url, payload) => {
        const { app, database } = await start(kind);
        const refused: Record<string, string>[] = [
          { origin: 'https://evil.example' },
          { origin: 'null' },
          { origin: 'https://www.lender.example.evil.example' },
          { 'sec-fetch-site': 'cross-site' },
          { 'sec-fetch-site': 'cross-site', origin: 'https://www.lender.example' },
        ];
        for (const headers of refused) {
          const response = await post(app, url, payload, headers);
          expect(response.statusCode, JSON.stringify(headers)).toBe(403);
        }
        expect(await recordCount(database)).toBe(0);
      },
    );

    it('accepts the site’s own origin, the address the request was sent to, and same-site fetches', async () => {
      const { app, database } = await start(kind);
      const accepted: Record<string, string>[] = [
        { origin: 'https://www.lender.example', 'sec-fetch-site': 'same-origin' },
        { origin: 'http://127.0.0.1:3107', host: '127.0.0.1:3107' },
        { 'sec-fetch-site': 'same-site' },
        { 'sec-fetch-site': 'none' },
      ];
      for (const [index, headers] of accepted.entries()) {
        const response = await post(
          app,
          '/rmscbff/opt-out',
          { email: `ok${index}@example.com` },
          headers,
        );
        expect(response.statusCode, JSON.stringify(headers)).toBe(201);
      }
      expect(await recordCount(database)).toBe(accepted.length);
    });

    it('refuses a cross-site text/plain post with 403 before reading it', async () => {
      const { app } = await start(kind);
      const response = await app.inject({
        method: 'POST',
        url: '/rmscbff/opt-out',
        headers: { ...OVER_TLS, 'content-type': 'text/plain', origin: 'https://evil.example' },
        payload: '{"email":"csrf@example.com"}',
      });
      expect(response.statusCode).toBe(403);
    });
  });

  describe('suppression', () => {
    it('holds as soon as the opt-out is acknowledged, for each channel, and lifts on a later opt-in', async () => {
      const { app } = await start(kind, { ADMIN_TOKEN: 'a'.repeat(40) });
      const lookup = async (channel: string, value: string) =>
        (
          await app.inject({
            url: `/admin/suppression?channel=${channel}&value=${encodeURIComponent(value)}`,
            headers: { ...OVER_TLS, authorization: `Bearer ${'a'.repeat(40)}` },
          })
        ).json();
      expect(await lookup('sms', '3135550140')).toMatchObject({ suppressed: false });
      const optOut = await post(app, '/rmscbff/opt-out', {
        email: 'Sup@Example.com',
        homePhone: '3135550141',
        cellPhone: '3135550140',
      });
      expect(optOut.statusCode).toBe(201);
      expect(await lookup('email', 'sup@example.com')).toMatchObject({
        suppressed: true,
        lastAction: 'opt-out',
      });
      expect(await lookup('email', ' SUP@example.COM')).toMatchObject({
        suppressed: true,
        value: 'sup@example.com',
      });
      expect(await lookup('phone', '(313) 555-0141')).toMatchObject({ suppressed: true });
      expect(await lookup('sms', '+1 313 555 0140')).toMatchObject({ suppressed: true });
      expect(await lookup('sms', '3135550141')).toMatchObject({ suppressed: false });

      const optIn = await post(app, '/rmscbff/opt-in', {
        phoneOptIn: { inputValue: '3135550140', subscriptions: ['marketing-texts'] },
      });
      expect(optIn.statusCode).toBe(201);
      expect(await lookup('sms', '3135550140')).toMatchObject({
        suppressed: false,
        lastAction: 'opt-in',
      });
    });
  });
});
