import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@lender/validation';
import type { Database } from '../../db/client.ts';
import { consentApp, DATABASE_KINDS, queryRows } from '../../../test/helpers.ts';

interface StoredRecord {
  event_id: string;
  channel: string;
  value: string;
  action: string;
  subscriptions: string[];
  reason: string | null;
  source: string;
  source_page: string | null;
  gpc: boolean;
  user_agent: string | null;
  ip_truncated: string | null;
  request_id: string | null;
  idempotency_key: string;
}

describe.each(DATABASE_KINDS)('POST /rmscbff/opt-out on %s', (kind) => {
  let app: FastifyInstance;
  let database: Database;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    // A proxy in front names the visitor in X-Forwarded-For (TRUST_PROXY=loopback: inject's
    // requests come from 127.0.0.1).
    ({ app, database, dispose } = await consentApp(kind, {
      FORM_RATE_LIMIT: '1000',
      TRUST_PROXY: 'loopback',
    }));
  });
  afterAll(() => dispose());

  let sequence = 0;
  function post(payload: unknown, headers: Record<string, string> = {}) {
    sequence += 1;
    return app.inject({
      method: 'POST',
      url: '/rmscbff/opt-out',
      headers: {
        'content-type': 'application/json',
        'idempotency-key': `opt-out-test-${sequence}-${Math.random()}`,
        ...headers,
      },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
  }
  const recordsFor = (eventIds: string[]) =>
    queryRows<StoredRecord>(
      database,
      sql`select * from consent_records where event_id in ${sql.raw(`('${eventIds.join("','")}')`)} order by id`,
    );
  const count = async () =>
    (
      await queryRows<{ n: number }>(database, sql`select count(*)::int as n from consent_records`)
    )[0]!.n;

  it('stores one opt-out per channel given and answers 201 with their event ids, not cached', async () => {
    const response = await post(
      {
        email: ' Pat.Doe@Example.COM ',
        homePhone: '(313) 555-0100',
        cellPhone: '+1 313 555 0101',
        reason: 'Too many e-mails',
        sourcePage: '/opt-out?show=email&email=pat.doe%40example.com',
      },
      {
        'user-agent': `Mozilla/5.0 ${'x'.repeat(400)}`,
        'sec-fetch-site': 'same-origin',
        'x-forwarded-for': '203.0.113.9',
      },
    );
    expect(response.statusCode).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body).toEqual({
      status: 'received',
      eventIds: [expect.any(String), expect.any(String), expect.any(String)],
    });
    const records = await recordsFor(body.eventIds);
    expect(records.map((record) => [record.channel, record.value, record.action])).toEqual([
      ['email', 'pat.doe@example.com', 'opt-out'],
      ['phone', '3135550100', 'opt-out'],
      ['sms', '3135550101', 'opt-out'],
    ]);
    for (const record of records) {
      expect(record).toMatchObject({
        subscriptions: [],
        reason: 'Too many e-mails',
        source: 'form',
        source_page: '/opt-out',
        gpc: false,
        request_id: response.headers['x-request-id'],
      });
      expect(record.user_agent).toHaveLength(300);
      // The trusted proxy named the visitor: their address is kept, cut to its network.
      expect(record.ip_truncated).toBe('203.0.113.0');
    }
  });

  it('records Global Privacy Control (Sec-GPC: 1) and a server-to-server call as source "api"', async () => {
    const response = await post({ email: 'gpc@example.com' }, { 'sec-gpc': '1' });
    expect(response.statusCode).toBe(201);
    const [record] = await recordsFor(response.json().eventIds);
    expect(record).toMatchObject({ gpc: true, source: 'api', channel: 'email' });
  });

  it.each([
    ['no channel', {}, 'channels', messages.optOut.errorRequiredCheckbox],
    [
      'blank channels only',
      { email: ' ', homePhone: '' },
      'channels',
      messages.optOut.errorRequiredCheckbox,
    ],
    ['a bad e-mail', { email: 'pat@' }, 'email', messages.email.errorFormat],
    ['a short phone', { homePhone: '313 555' }, 'homePhone', messages.phone.errorLength],
    ['an impossible phone', { cellPhone: '1115550100' }, 'cellPhone', messages.phone.errorFormat],
    [
      'a long reason',
      { email: 'a@example.com', reason: 'x'.repeat(501) },
      'reason',
      messages.optOut.errorReasonLength,
    ],
  ])(
    'refuses %s with 400 and the field’s message, storing nothing',
    async (_kind, payload, field, message) => {
      const before = await count();
      const response = await post(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: messages.form.errorSummaryTitle,
        errors: expect.arrayContaining([{ field, message }]),
      });
      expect(await count()).toBe(before);
    },
  );

  it('refuses a missing body with 400 and broken JSON with 400', async () => {
    const missing = await app.inject({ method: 'POST', url: '/rmscbff/opt-out' });
    expect(missing.statusCode).toBe(400);
    expect((await post('{"email": ')).statusCode).toBe(400);
  });

  it('refuses a body over 32 KB with 413', async () => {
    const response = await post({ email: 'big@example.com', reason: 'x'.repeat(33 * 1024) });
    expect(response.statusCode).toBe(413);
  });

  it.each([
    ['text/plain', '{"email":"plain@example.com"}'],
    ['application/x-www-form-urlencoded', 'email=form%40example.com'],
    [
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\nm@example.com\r\n--x--',
    ],
  ])('refuses a %s body with 415 (cross-site forms cannot send JSON)', async (type, payload) => {
    const before = await count();
    const response = await post(payload, { 'content-type': type });
    expect(response.statusCode).toBe(415);
    expect(await count()).toBe(before);
  });

  it('answers a filled honeypot like a success and stores nothing', async () => {
    const before = await count();
    const response = await post({
      email: 'bot@example.com',
      homePhone: '3135550102',
      website: 'http://spam.example',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      status: 'received',
      eventIds: [expect.any(String), expect.any(String)],
    });
    expect(await count()).toBe(before);
    const records = await queryRows(
      database,
      sql`select 1 from consent_records where value = 'bot@example.com'`,
    );
    expect(records).toHaveLength(0);
  });
});
