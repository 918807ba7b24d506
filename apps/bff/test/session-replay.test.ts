import { randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { REPLAY_CHUNK_MAX_BYTES, REPLAY_SAMPLE_RATE_DEFAULT } from '@lender/analytics';
import type { Database } from '../src/db/client.ts';
import { createClientBudget } from '../src/collector/client-budget.ts';
import { createDailyQuota } from '../src/collector/daily-quota.ts';
import { createDailyUsageRepository } from '../src/collector/daily-usage-repository.ts';
import { memoryRateLimitCounter } from '../src/plugins/rate-limit-counter.ts';
import { createReplayRepository } from '../src/session-replay/replay-repository.ts';
import { createReplayService } from '../src/session-replay/replay-service.ts';
import { REPLAY_VIEWER_CSP } from '../src/analytics-admin/replay-pages.ts';
import { basicAuth, batchBody, trackCall, WRITE_KEY } from './analytics-events.ts';
import { consentAppOn, DATABASE_KINDS, queryRows, testConfig, testDatabase } from './helpers.ts';

const TOKEN = 'operator-token-0123456789-abcdefghij';
const ENV = { SEGMENT_KEY: WRITE_KEY, ADMIN_TOKEN: TOKEN };
const bearer = { authorization: `Bearer ${TOKEN}` };

/** rrweb-shaped events: a Meta event (4) with the page address, a full snapshot (2), an input (3). */
function recording(startMs: number, href = 'http://127.0.0.1/opt-out?email=jo%40example.com') {
  return [
    { type: 4, timestamp: startMs, data: { href, width: 1280, height: 720 } },
    { type: 2, timestamp: startMs + 5, data: { node: { type: 0, childNodes: [] } } },
    { type: 3, timestamp: startMs + 900, data: { source: 5, text: '****', id: 12 } },
  ];
}

function chunk(overrides: Record<string, unknown> = {}) {
  return {
    writeKey: WRITE_KEY,
    replayId: randomUUID(),
    sessionId: '1763978400000',
    anonymousId: 'anon-1',
    sequence: 0,
    pagePath: '/opt-out',
    events: recording(Date.now() - 60_000),
    ...overrides,
  };
}

describe('replay configuration from the environment', () => {
  it('records every session and keeps recordings 30 days by default (SPEC §9)', () => {
    expect(testConfig().sessionReplay).toEqual({
      sampleRate: REPLAY_SAMPLE_RATE_DEFAULT,
      retentionDays: 30,
    });
    expect(REPLAY_SAMPLE_RATE_DEFAULT).toBe(1);
  });

  it.each([
    ['SESSION_REPLAY_SAMPLE_RATE', '1.5', 'must be a number from 0 to 1'],
    ['SESSION_REPLAY_SAMPLE_RATE', 'all', 'must be a number from 0 to 1'],
    ['SESSION_REPLAY_RETENTION_DAYS', '0', 'must be a whole number of days from 1 to 3650'],
  ])('refuses %s=%s', (name, value, message) => {
    expect(() => testConfig({ [name]: value })).toThrow(`${name} ${message}`);
  });
});

describe.each(DATABASE_KINDS)('session replay on %s', (kind) => {
  let database: Database;
  let dispose: () => Promise<void>;
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ database, dispose } = await testDatabase(kind));
  });
  afterAll(() => dispose());
  beforeEach(async () => {
    await database.db.execute(sql`truncate session_replay_chunks, analytics_events`);
    app = await consentAppOn(database, ENV);
  });
  afterEach(() => app.close());

  function post(body: string | Buffer, contentType = 'application/json') {
    return app.inject({
      method: 'POST',
      url: '/v1/replay/chunks',
      headers: { 'content-type': contentType },
      payload: body,
    });
  }

  describe('GET /v1/replay/config', () => {
    it('tells the recorder to record, how much and how', async () => {
      const response = await app.inject({ url: '/v1/replay/config' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        enabled: true,
        sampleRate: 1,
        maskingLevel: 'medium',
        maxChunkBytes: REPLAY_CHUNK_MAX_BYTES,
      });
    });

    it('turns recording off without analytics, and at a sample rate of 0', async () => {
      const noKey = await consentAppOn(database, { ADMIN_TOKEN: TOKEN, ANALYTICS: 'off' });
      expect((await noKey.inject({ url: '/v1/replay/config' })).json().enabled).toBe(false);
      await noKey.close();
      const none = await consentAppOn(database, { ...ENV, SESSION_REPLAY_SAMPLE_RATE: '0' });
      expect((await none.inject({ url: '/v1/replay/config' })).json()).toMatchObject({
        enabled: false,
        sampleRate: 0,
      });
      await none.close();
    });
  });

  describe('POST /v1/replay/chunks', () => {
    it('stores a chunk by replay and sequence, the page address cut to its path', async () => {
      const body = chunk();
      const response = await post(JSON.stringify(body));
      expect(response.statusCode).toBe(201);
      const rows = await queryRows<{ sequence: number; page_path: string; events: unknown }>(
        database,
        sql`select sequence, page_path, event_count, events from session_replay_chunks
            where replay_id = ${body.replayId}`,
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ sequence: 0, page_path: '/opt-out', event_count: 3 });
      const stored = JSON.stringify(rows[0]!.events);
      expect(stored).toContain('"href":"http://127.0.0.1/opt-out"');
      expect(stored).not.toContain('jo%40example.com');
    });

    it('stores no query or fragment of any address in the page, whatever the recorder sent (issue 33)', async () => {
      const page = 'http://127.0.0.1/opt-out?show=email&email=canary7q3xz%40example.com';
      const start = Date.now() - 60_000;
      const body = chunk({
        events: [
          { type: 4, timestamp: start, data: { href: page, width: 1280, height: 720 } },
          {
            type: 2,
            timestamp: start + 1,
            data: {
              node: {
                type: 0,
                childNodes: [
                  {
                    type: 2,
                    tagName: 'a',
                    attributes: { href: `${page}#main-content`, class: 'lui-skip-link' },
                    childNodes: [],
                  },
                  {
                    type: 2,
                    tagName: 'form',
                    attributes: { action: '/opt-out?email=canary7q3xz@example.com' },
                    childNodes: [],
                  },
                ],
              },
            },
          },
          {
            type: 3,
            timestamp: start + 2,
            data: {
              source: 0,
              texts: [],
              removes: [],
              adds: [
                {
                  parentId: 1,
                  nextId: null,
                  node: { type: 2, tagName: 'img', attributes: { srcset: `${page} 2x` } },
                },
              ],
              attributes: [{ id: 5, attributes: { src: `${page}#x` } }],
            },
          },
        ],
      });
      expect(
        (await post(gzipSync(JSON.stringify(body)), 'application/octet-stream')).statusCode,
      ).toBe(201);
      const [row] = await queryRows<{ events: unknown }>(
        database,
        sql`select events from session_replay_chunks where replay_id = ${body.replayId}`,
      );
      const stored = JSON.stringify(row!.events);
      expect(stored).not.toContain('canary7q3xz');
      expect(stored).toContain('"href":"http://127.0.0.1/opt-out","class":"lui-skip-link"');
      expect(stored).toContain('"action":"/opt-out"');
      expect(stored).toContain('"srcset":"http://127.0.0.1/opt-out 2x"');
      expect(stored).toContain('"src":"http://127.0.0.1/opt-out"');
    });

    it('takes a gzipped chunk, as the browser sends most of them', async () => {
      const body = chunk();
      const response = await post(gzipSync(JSON.stringify(body)), 'application/octet-stream');
      expect(response.statusCode).toBe(201);
      const events = await app.inject({
        url: `/admin/replays/${body.replayId}/events.json`,
        headers: bearer,
      });
      expect(events.json().events).toHaveLength(3);
    });

    it('stores a retried chunk once', async () => {
      const body = JSON.stringify(chunk());
      expect((await post(body)).statusCode).toBe(201);
      expect((await post(body, 'text/plain')).statusCode).toBe(200);
      const rows = await queryRows<{ count: number }>(
        database,
        sql`select count(*)::int as count from session_replay_chunks`,
      );
      expect(rows).toEqual([{ count: 1 }]);
    });

    it.each([
      ['replayId', { replayId: 'abc' }, 'Enter the replay id as a UUID'],
      ['sequence', { sequence: -1 }, 'Enter the sequence as a whole number from 0 to 1000000'],
      [
        'pagePath',
        { pagePath: '/opt-out?email=x' },
        'Enter the page path, starting with /, without a query',
      ],
      ['sessionId', { sessionId: 'x' }, 'Enter the session id as a number of milliseconds'],
      ['events', { events: [] }, 'Enter at least one event'],
      [
        'events.0.type',
        { events: [{ type: 9, timestamp: 1, data: {} }] },
        'Enter the event type as a whole number from 0 to 6',
      ],
      [
        'events.0.data',
        { events: [{ type: 3, timestamp: 1, data: 'x' }] },
        'Enter the event data as an object',
      ],
    ])('refuses a bad %s with 400 and its field error', async (field, overrides, message) => {
      const response = await post(JSON.stringify(chunk(overrides)));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'There is a problem',
        errors: [{ field, message }],
      });
    });

    it('refuses a body that is not JSON with 400', async () => {
      const response = await post('not json');
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([
        { field: 'body', message: 'Send the chunk as JSON, gzipped or not' },
      ]);
    });

    it('refuses a chunk over 60 KB with 413', async () => {
      const big = chunk({
        events: [{ type: 3, timestamp: 1, data: { text: 'x'.repeat(REPLAY_CHUNK_MAX_BYTES) } }],
      });
      expect((await post(JSON.stringify(big))).statusCode).toBe(413);
    });

    it('refuses a chunk posted from another site with 403', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/v1/replay/chunks',
        headers: { 'content-type': 'text/plain', 'sec-fetch-site': 'cross-site' },
        payload: JSON.stringify(chunk()),
      });
      expect(response.statusCode).toBe(403);
      const [row] = await queryRows<{ count: number }>(
        database,
        sql`select count(*)::int as count from session_replay_chunks`,
      );
      expect(row).toEqual({ count: 0 });
    });

    it('refuses an unknown write key with 401', async () => {
      const response = await post(JSON.stringify(chunk({ writeKey: 'someone_else' })));
      expect(response.statusCode).toBe(401);
    });
  });

  describe('the operators’ viewer', () => {
    it('is only for the operator', async () => {
      const body = chunk();
      await post(JSON.stringify(body));
      for (const url of ['/admin/replays', `/admin/replays/${body.replayId}`]) {
        const response = await app.inject({ url });
        expect(response.statusCode).toBe(401);
        expect(response.body).toContain('Sign in to analytics');
      }
      const events = await app.inject({ url: `/admin/replays/${body.replayId}/events.json` });
      expect(events.statusCode).toBe(401);
    });

    it('lists the replays with their pages, and shows one with its linked analytics events', async () => {
      const body = chunk();
      await post(JSON.stringify(body));
      await post(
        JSON.stringify({
          ...body,
          sequence: 1,
          pagePath: '/rates',
          events: recording(Date.now() - 30_000, 'http://127.0.0.1/rates'),
        }),
      );
      // An analytics event carrying the replay id, and one of another replay.
      const sent = await app.inject({
        method: 'POST',
        url: '/v1/b',
        headers: { 'content-type': 'text/plain', authorization: basicAuth() },
        payload: JSON.stringify(
          batchBody([
            trackCall(
              'clicked_button',
              { button_name: 'Subscribe', page_name: 'opt out', session_replay_id: body.replayId },
              { anonymousId: 'anon-1' },
            ),
            trackCall(
              'clicked_button',
              { button_name: 'Other', page_name: 'rates', session_replay_id: randomUUID() },
              { anonymousId: 'anon-2' },
            ),
          ]),
        ),
      });
      expect(sent.statusCode).toBe(200);

      const list = await app.inject({ url: '/admin/replays', headers: bearer });
      expect(list.statusCode).toBe(200);
      expect(list.body).toContain(`href="/admin/replays/${body.replayId}"`);
      expect(list.body).toContain('<code>/opt-out</code><br><code>/rates</code>');
      expect(list.body).not.toContain('<script');

      // The collector writes in groups: wait for the event to be stored.
      let page = '';
      for (let attempt = 0; attempt < 50 && !page.includes('clicked_button'); attempt += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        page = (await app.inject({ url: `/admin/replays/${body.replayId}`, headers: bearer })).body;
      }
      expect(page).toContain('<code>clicked_button</code>');
      expect(page.match(/clicked_button/g)).toHaveLength(1);
      expect(page).toContain('<script type="module" src="/admin/replays/player.js"></script>');
      expect(page).toContain(`data-events-url="/admin/replays/${body.replayId}/events.json"`);

      const viewer = await app.inject({ url: `/admin/replays/${body.replayId}`, headers: bearer });
      expect(viewer.headers['content-security-policy']).toBe(REPLAY_VIEWER_CSP);
      expect(REPLAY_VIEWER_CSP).toContain("script-src 'self';");
      expect(REPLAY_VIEWER_CSP).not.toMatch(/script-src[^;]*unsafe/);

      const events = await app.inject({
        url: `/admin/replays/${body.replayId}/events.json`,
        headers: bearer,
      });
      const timestamps = (events.json().events as { timestamp: number }[]).map((e) => e.timestamp);
      expect(timestamps).toHaveLength(6);
      expect(timestamps).toEqual([...timestamps].sort((a, b) => a - b));
    });

    it('answers 404 for an unknown or malformed replay id', async () => {
      for (const id of [randomUUID(), 'not-a-uuid', "x' or 1=1"]) {
        const response = await app.inject({
          url: `/admin/replays/${encodeURIComponent(id)}`,
          headers: bearer,
        });
        expect(response.statusCode).toBe(404);
      }
    });
  });

  describe('retention', () => {
    it('deletes chunks received more than the retention days ago, and keeps the rest', async () => {
      const now = new Date('2026-11-24T12:00:00Z');
      const replay = createReplayService({
        repository: createReplayRepository(database.db),
        writeKey: () => WRITE_KEY,
        sampleRate: 1,
        now: () => now,
        budget: createClientBudget({
          name: 'replay',
          counter: memoryRateLimitCounter(),
          bytesPerMinute: 1024 * 1024,
          anonymousIdShare: 1,
        }),
        quota: createDailyQuota({
          stream: 'replay',
          limitBytes: 1024 * 1024,
          writeKey: () => WRITE_KEY,
          store: createDailyUsageRepository(database.db),
          now: () => now,
        }),
      });
      const old = chunk();
      const recent = chunk();
      await post(JSON.stringify(old));
      await post(JSON.stringify(recent));
      await database.db.execute(
        sql`update session_replay_chunks set received_at = ${new Date('2026-10-24T11:59:00Z')}
            where replay_id = ${old.replayId}`,
      );
      await database.db.execute(
        sql`update session_replay_chunks set received_at = ${new Date('2026-10-25T12:00:00Z')}
            where replay_id = ${recent.replayId}`,
      );
      expect(await replay.deleteExpired(30)).toBe(1);
      const left = await queryRows<{ replay_id: string }>(
        database,
        sql`select replay_id::text as replay_id from session_replay_chunks`,
      );
      expect(left).toEqual([{ replay_id: recent.replayId }]);
    });

    it('runs as a scheduled job of the app', async () => {
      const old = chunk();
      await post(JSON.stringify(old));
      await database.db.execute(
        sql`update session_replay_chunks set received_at = now() - interval '31 days'`,
      );
      const withJob = await consentAppOn(database, ENV);
      // The job runs once the app is ready, then hourly.
      await withJob.ready();
      let count = 1;
      for (let attempt = 0; attempt < 50 && count > 0; attempt += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        const rows = await queryRows<{ count: number }>(
          database,
          sql`select count(*)::int as count from session_replay_chunks`,
        );
        count = rows[0]?.count ?? 0;
      }
      expect(count).toBe(0);
      await withJob.close();
    });
  });
});
