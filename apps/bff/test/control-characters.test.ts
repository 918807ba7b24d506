import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { STORABLE_JSON_MAX_DEPTH } from '../src/db/storable-json.ts';
import { basicAuth, trackCall, WRITE_KEY } from './analytics-events.ts';
import { consentApp, DATABASE_KINDS, queryRows } from './helpers.ts';

// Issue 33 §3: a NUL (or a lone surrogate, in jsonb) in any text field failed its insert, a 500:
// an opt-out whose free-text reason held one was lost. Each request below answered 500 and
// stored nothing on the old code; now each is stored with the character stripped or replaced,
// or refused with 400 and a field message.
const SITE = { origin: 'http://localhost:3000' } as const;

describe.each(DATABASE_KINDS)('control characters on %s', (kind) => {
  let app: FastifyInstance;
  let database: Database;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ app, database, dispose } = await consentApp(kind, {
      FORM_RATE_LIMIT: '1000000',
      SEGMENT_KEY: WRITE_KEY,
    }));
  });
  afterAll(() => dispose());

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json', ...headers },
      payload: JSON.stringify(payload),
    });

  async function records(eventIds: string[]) {
    return queryRows<{
      channel: string;
      value: string;
      action: string;
      reason: string | null;
      source_page: string | null;
      mc_subscriber_key: string | null;
    }>(
      database,
      sql`select channel, value, action, reason, source_page, mc_subscriber_key
          from consent_records where event_id::text in ${sql.raw(`('${eventIds.join("','")}')`)}`,
    );
  }

  it('stores an opt-out whose reason holds a NUL, the NUL stripped', async () => {
    const response = await post('/rmscbff/opt-out', {
      email: 'a@example.com',
      reason: 'x \u0000',
      sourcePage: '/opt-out\u0000?email=a@example.com',
    });
    expect(response.statusCode).toBe(201);
    const stored = await records(response.json<{ eventIds: string[] }>().eventIds);
    expect(stored).toEqual([
      expect.objectContaining({
        channel: 'email',
        value: 'a@example.com',
        action: 'opt-out',
        reason: 'x',
        source_page: '/opt-out',
      }),
    ]);
  });

  it('keeps the line breaks of a reason and replaces a lone surrogate with U+FFFD', async () => {
    const response = await post('/rmscbff/opt-out', {
      cellPhone: '3135550100',
      reason: 'too many\r\n\ttexts \ud83d\u0007 \ud83d\udc4d',
    });
    expect(response.statusCode).toBe(201);
    const [stored] = await records(response.json<{ eventIds: string[] }>().eventIds);
    expect(stored?.reason).toBe('too many\r\n\ttexts \ufffd 👍');
  });

  it('stores a marketing-cloud opt-out whose subscriber key holds a NUL', async () => {
    const response = await post('/rmscbff/mc/opt-out', {
      subscriberKey: 'B@Example.com\u0000',
      jobId: '1\u0001',
      batchId: '2',
    });
    expect(response.statusCode).toBe(201);
    const stored = await records(response.json<{ eventIds: string[] }>().eventIds);
    expect(stored).toEqual([
      expect.objectContaining({
        channel: 'email',
        value: 'b@example.com',
        mc_subscriber_key: 'B@Example.com',
      }),
    ]);
  });

  it('stores a subscribe and an opt-in whose page holds a NUL', async () => {
    const subscribe = await post('/rmscbff/subscribe', {
      email: 'c@example.com',
      subscriptions: ['newsletter'],
      sourcePage: '/subscribe\u0000',
    });
    const optIn = await post('/rmscbff/opt-in', {
      phoneOptIn: { inputValue: '313555\u00000101', subscriptions: ['marketing-texts'] },
      sourcePage: '/phone-updates\u0000',
    });
    expect([subscribe.statusCode, optIn.statusCode]).toEqual([201, 201]);
    const stored = await records([
      ...subscribe.json<{ eventIds: string[] }>().eventIds,
      ...optIn.json<{ eventIds: string[] }>().eventIds,
    ]);
    expect(stored.map((record) => [record.value, record.source_page]).sort()).toEqual([
      ['3135550101', '/phone-updates'],
      ['c@example.com', '/subscribe'],
    ]);
  });

  it('stores a callback request whose page holds a NUL', async () => {
    const response = await post(
      '/rmscbff/chat/callback',
      {
        name: 'Jo Doe',
        phone: '3135550102',
        bestTime: 'morning',
        consent: true,
        sourcePage: '/get-started\u0000',
      },
      SITE,
    );
    expect(response.statusCode).toBe(201);
    const [row] = await queryRows<{ source_page: string }>(
      database,
      sql`select source_page from callback_requests where phone = '3135550102'`,
    );
    expect(row?.source_page).toBe('/get-started');
  });

  it('answers a search for a NUL with the field message, and searches the words around one', async () => {
    const empty = await app.inject({ url: '/rmscbff/search?q=%00' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      message: 'There is a problem',
      errors: [{ field: 'q', message: 'Enter what you are looking for' }],
    });
    const words = await app.inject({ url: '/rmscbff/search?q=va%00loans' });
    expect(words.statusCode).toBe(200);
    expect(words.json<{ query: string }>().query).toBe('va loans');
  });

  describe('session replay chunks', () => {
    const chunk = (events: unknown[], overrides: Record<string, unknown> = {}) => ({
      writeKey: WRITE_KEY,
      replayId: randomUUID(),
      sessionId: '1763978400000',
      anonymousId: 'anon-1',
      sequence: 0,
      pagePath: '/opt-out',
      events,
      ...overrides,
    });

    it('stores NUL and lone surrogates in event data and keys as U+FFFD', async () => {
      const body = chunk([
        {
          type: 3,
          timestamp: Date.now(),
          data: {
            text: 'a\u0000b\ud800c\udc00',
            ['key\u0000']: ['\u0000', { deep: '\udfff' }],
            pair: '👍',
            control: '\u0001',
          },
        },
      ]);
      const response = await post('/v1/replay/chunks', body);
      expect(response.statusCode).toBe(201);
      const [row] = await queryRows<{ events: unknown }>(
        database,
        sql`select events from session_replay_chunks where replay_id = ${body.replayId}`,
      );
      expect(row?.events).toEqual([
        {
          type: 3,
          timestamp: body.events[0] && (body.events[0] as { timestamp: number }).timestamp,
          data: {
            text: 'a\ufffdb\ufffdc\ufffd',
            'key\ufffd': ['\ufffd', { deep: '\ufffd' }],
            pair: '👍',
            control: '\u0001',
          },
        },
      ]);
    });

    it('refuses data nested too deep to store, and ids or paths with controls, with field messages', async () => {
      let deep: unknown = 'leaf';
      for (let depth = 0; depth < STORABLE_JSON_MAX_DEPTH + 10; depth += 1) deep = [deep];
      const tooDeep = await post(
        '/v1/replay/chunks',
        chunk([{ type: 3, timestamp: Date.now(), data: { deep } }]),
      );
      expect(tooDeep.statusCode).toBe(400);
      expect(tooDeep.json()).toMatchObject({
        errors: [{ field: 'events.0.data', message: expect.stringContaining('levels deep') }],
      });
      const event = { type: 3, timestamp: Date.now(), data: {} };
      const badId = await post('/v1/replay/chunks', chunk([event], { anonymousId: 'a\u0000' }));
      const badPath = await post('/v1/replay/chunks', chunk([event], { pagePath: '/a\ud800' }));
      expect(badId.json()).toMatchObject({
        errors: [
          { field: 'anonymousId', message: 'Enter an anonymous id without control characters' },
        ],
      });
      expect(badPath.json()).toMatchObject({
        errors: [{ field: 'pagePath', message: 'Enter a page path without control characters' }],
      });
    });
  });

  it('stores an analytics event with controls in its ids and properties, replaced', async () => {
    const call = trackCall('clicked_button', {
      button_name: 'Get\u0000 started\ud800',
      page_name: 'lender:home',
    }) as Record<string, unknown>;
    const messageId = `m-${randomUUID()}`;
    const response = await post(
      '/v1/t',
      { ...call, messageId, anonymousId: 'anon\u0000\u0001-1' },
      { authorization: basicAuth() },
    );
    expect(response.statusCode).toBe(200);
    const [row] = await queryRows<{ anonymous_id: string; properties: { button_name: string } }>(
      database,
      sql`select anonymous_id, properties from analytics_events where message_id = ${messageId}`,
    );
    expect(row?.anonymous_id).toBe('anon\ufffd\ufffd-1');
    expect(row?.properties.button_name).toBe('Get\ufffd started\ufffd');
  });
});
