// Segment's HTTP Tracking API (/v1/batch, /v1/track, /v1/identify…), as another lender property
// reaches it: through the real @segment/analytics-node, over HTTP, with the write key in Basic auth.
import { Analytics } from '@segment/analytics-node';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import {
  aliasCall,
  basicAuth,
  batchBody,
  groupCall,
  identifyCall,
  pageCall,
  screenCall,
  trackCall,
  WRITE_KEY,
} from './analytics-events.ts';
import { consentAppOn, DATABASE_KINDS, queryRows, testDatabase } from './helpers.ts';

const ENV = { SEGMENT_KEY: WRITE_KEY };
const CALCULATION = {
  event: 'CALCULATION_RAN',
  properties: { calculator_name: 'affordability', page_name: 'calculators:affordability' },
};

interface Row {
  message_id: string;
  type: string;
  event_name: string | null;
  anonymous_id: string | null;
  user_id: string | null;
}

async function stored(database: Database): Promise<Row[]> {
  return queryRows<Row>(
    database,
    sql`select message_id, type, event_name, anonymous_id, user_id from analytics_events
        order by received_at, message_id`,
  );
}

/** The library pointed at the test server, remembering every body it posted. */
function segmentClient(baseUrl: string, settings: { path?: string; flushAt?: number } = {}) {
  const analytics = new Analytics({ writeKey: WRITE_KEY, host: baseUrl, ...settings });
  const bodies: { url: string; body: string; authorization: string | undefined }[] = [];
  const errors: unknown[] = [];
  analytics.on('http_request', (request) => {
    bodies.push({
      url: request.url,
      body: request.body,
      authorization: (request.headers as Record<string, string>)['Authorization'],
    });
  });
  analytics.on('error', (error) => errors.push(error));
  return { analytics, bodies, errors };
}

describe.each(DATABASE_KINDS)("Segment's Tracking API on %s", (kind) => {
  let database: Database;
  let dispose: () => Promise<void>;
  let app: FastifyInstance;
  let baseUrl: string;
  beforeAll(async () => {
    ({ database, dispose } = await testDatabase(kind));
  });
  afterAll(() => dispose());
  beforeEach(async () => {
    await database.db.execute(sql`truncate analytics_events, analytics_violations`);
    app = await consentAppOn(database, ENV);
    baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterEach(() => app.close());

  it('stores each of 500 events @segment/analytics-node sends to /v1/batch once', async () => {
    const { analytics, bodies, errors } = segmentClient(baseUrl);
    for (let index = 0; index < 500; index += 1) {
      analytics.track({ anonymousId: `visitor-${index}`, ...CALCULATION });
    }
    await analytics.closeAndFlush({ timeout: 30_000 });

    expect(errors).toEqual([]);
    expect(new Set(bodies.map((body) => new URL(body.url).pathname))).toEqual(
      new Set(['/v1/batch']),
    );
    expect(bodies.every((body) => body.authorization === basicAuth())).toBe(true);
    const sentIds = bodies.flatMap(
      (body) => (JSON.parse(body.body) as { batch: { messageId: string }[] }).batch,
    );
    expect(sentIds).toHaveLength(500);

    // A retry of the first batch (its answer lost) stores nothing twice.
    const retry = await fetch(`${baseUrl}/v1/batch`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: basicAuth() },
      body: bodies[0]!.body,
    });
    expect(retry.status).toBe(200);

    const rows = await stored(database);
    expect(rows).toHaveLength(500);
    expect(new Set(rows.map((row) => row.message_id))).toEqual(
      new Set(sentIds.map((event) => event.messageId)),
    );
    expect(new Set(rows.map((row) => row.anonymous_id)).size).toBe(500);
    expect(rows.every((row) => row.type === 'track' && row.event_name === 'CALCULATION_RAN')).toBe(
      true,
    );
  });

  it('stores single calls the library sends to /v1/track and /v1/identify', async () => {
    const tracker = segmentClient(baseUrl, { path: '/v1/track', flushAt: 1 });
    tracker.analytics.track({ anonymousId: 'visitor-track', ...CALCULATION });
    await tracker.analytics.closeAndFlush({ timeout: 10_000 });
    const identifier = segmentClient(baseUrl, { path: '/v1/identify', flushAt: 1 });
    identifier.analytics.identify({ userId: 'user-1', traits: { plan: 'refinance' } });
    await identifier.analytics.closeAndFlush({ timeout: 10_000 });

    expect([...tracker.errors, ...identifier.errors]).toEqual([]);
    expect(tracker.bodies.map((body) => new URL(body.url).pathname)).toEqual(['/v1/track']);
    expect(identifier.bodies.map((body) => new URL(body.url).pathname)).toEqual(['/v1/identify']);
    const rows = await stored(database);
    expect(
      rows.map(({ type, anonymous_id, user_id }) => ({ type, anonymous_id, user_id })),
    ).toEqual([
      { type: 'track', anonymous_id: 'visitor-track', user_id: null },
      { type: 'identify', anonymous_id: null, user_id: 'user-1' },
    ]);
  });

  describe('over inject', () => {
    const post = (path: string, body: unknown, authorization: string | null = basicAuth()) =>
      app.inject({
        method: 'POST',
        url: `/v1/${path}`,
        headers: {
          'content-type': 'application/json',
          ...(authorization ? { authorization } : {}),
        },
        payload: JSON.stringify(body),
      });

    it.each([
      ['track', trackCall()],
      ['page', pageCall()],
      ['identify', identifyCall()],
      ['group', groupCall()],
      ['alias', aliasCall()],
      ['screen', screenCall()],
    ])('stores one %s call posted to its public path', async (type, call) => {
      const response = await post(type, call);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ success: true });
      expect((await stored(database)).map((row) => [row.type, row.message_id])).toEqual([
        [type, call.messageId],
      ]);
    });

    it('takes the write key from the body, and refuses another key with 401', async () => {
      expect((await post('batch', batchBody([trackCall()]), null)).statusCode).toBe(200);
      const wrong = await post('batch', batchBody([trackCall()], 'not-the-key'), null);
      expect(wrong.statusCode).toBe(401);
      expect(wrong.headers['www-authenticate']).toBe('Basic realm="analytics"');
      const wrongHeader = await post('track', trackCall(), basicAuth('not-the-key'));
      expect(wrongHeader.statusCode).toBe(401);
      expect(await stored(database)).toHaveLength(1);
    });

    it('de-duplicates the same call sent to the short and the public path', async () => {
      const call = trackCall();
      expect((await post('t', call)).statusCode).toBe(200);
      expect((await post('track', call)).statusCode).toBe(200);
      expect((await post('batch', batchBody([call]))).statusCode).toBe(200);
      expect(await stored(database)).toHaveLength(1);
    });

    it('refuses a call of another type, and names it, with 400', async () => {
      const single = await post('identify', trackCall());
      expect(single.statusCode).toBe(400);
      expect(single.json().errors).toEqual([
        { field: 'type', message: 'Send identify calls to this address' },
      ]);
      const batch = await post('track', batchBody([trackCall(), identifyCall()]));
      expect(batch.statusCode).toBe(400);
      expect(batch.json().errors).toEqual([
        { field: 'batch.1.type', message: 'Send track calls to this address' },
      ]);
      expect(await stored(database)).toHaveLength(0);
    });

    it('answers 400 with the field for a broken envelope, and 413 for a call over 32 KB', async () => {
      const missing = await post('track', { ...trackCall(), event: undefined });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().errors).toEqual([{ field: 'event', message: 'Send the event name' }]);
      const big = trackCall('clicked_button', {
        button_name: 'x'.repeat(40 * 1024),
        page_name: 'lender:home',
      });
      expect((await post('track', big)).statusCode).toBe(413);
      expect(await stored(database)).toHaveLength(0);
    });
  });
});
