// Issue 33 §4: with only the public write key, the collector and session replay cannot fill the
// disk. The reproductions of the issue (a 60 KB chunk inflating to 4 MB, a 29 KB catalogue
// string, one client sending without end) each refused, and what is refused counted for the
// operators; the limits themselves are documented in src/collector/collector-limits.ts.
import { randomBytes, randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  REPLAY_CHUNK_MAX_INFLATED_BYTES,
  REPLAY_MAX_BYTES,
  REPLAY_SESSION_MAX_BYTES,
} from '../src/collector/collector-limits.ts';
import type { Database } from '../src/db/client.ts';
import { basicAuth, batchBody, trackCall, WRITE_KEY } from './analytics-events.ts';
import { consentAppOn, DATABASE_KINDS, queryRows, testDatabase } from './helpers.ts';

const TOKEN = 'operator-token-0123456789-abcdefghij';
const ENV = { SEGMENT_KEY: WRITE_KEY, ADMIN_TOKEN: TOKEN };
const bearer = { authorization: `Bearer ${TOKEN}` };

/** A replay chunk whose one event holds `text`. */
function chunk(text: string, overrides: Record<string, unknown> = {}) {
  return {
    writeKey: WRITE_KEY,
    replayId: randomUUID(),
    sessionId: '1763978400000',
    anonymousId: `visitor-${randomUUID()}`,
    sequence: 0,
    pagePath: '/calculators/affordability',
    events: [{ type: 3, timestamp: Date.now(), data: { source: 0, text } }],
    ...overrides,
  };
}

/** `length` characters of random base64 in blocks of `blockLength` repeated: gzip finds the repeats. */
function repeatedRandom(length: number, blockLength: number): string {
  const block = randomBytes((blockLength * 3) / 4).toString('base64');
  return block.repeat(Math.ceil(length / block.length)).slice(0, length);
}

/** A chunk that inflates to about `inflatedBytes` at a ratio of ~35 (as real chunks, well under 50). */
function chunkOfSize(inflatedBytes: number, overrides: Record<string, unknown> = {}) {
  const body = chunk('', overrides);
  const envelope = JSON.stringify(body).length;
  return chunk(repeatedRandom(inflatedBytes - envelope, 24_576), overrides);
}

describe.each(DATABASE_KINDS)('collector and replay volume on %s', (kind) => {
  let database: Database;
  let dispose: () => Promise<void>;
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    ({ database, dispose } = await testDatabase(kind));
  });
  afterAll(() => dispose());
  beforeEach(async () => {
    await database.db.execute(
      sql`truncate session_replay_chunks, analytics_events, analytics_violations, collector_daily_usage`,
    );
  });
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  async function start(env: Record<string, string> = {}) {
    app = await consentAppOn(database, { ...ENV, ...env });
    return app;
  }

  function postChunk(body: unknown, { gzip = true, address = '192.0.2.10' } = {}) {
    const json = JSON.stringify(body);
    return app!.inject({
      method: 'POST',
      url: '/v1/replay/chunks',
      remoteAddress: address,
      headers: { 'content-type': gzip ? 'application/octet-stream' : 'application/json' },
      payload: gzip ? gzipSync(json) : json,
    });
  }

  function postBatch(events: object[], address = '192.0.2.20') {
    return app!.inject({
      method: 'POST',
      url: '/v1/batch',
      remoteAddress: address,
      headers: { 'content-type': 'text/plain', authorization: basicAuth() },
      payload: batchBody(events),
    });
  }

  const storedChunks = async () =>
    Number(
      (
        await queryRows<{ count: number }>(
          database,
          sql`select count(*)::int as count from session_replay_chunks`,
        )
      )[0]!.count,
    );

  const storedEvents = async () =>
    Number(
      (
        await queryRows<{ count: number }>(
          database,
          sql`select count(*)::int as count from analytics_events`,
        )
      )[0]!.count,
    );

  /** The report's storage figures, read by a second server on the same database. */
  async function reportedStorage() {
    await app!.close(); // its counts are added to the database as it stops
    app = await consentAppOn(database, ENV);
    const response = await app.inject({ url: '/admin/analytics.json', headers: bearer });
    return (response.json() as { storage: { days: Record<string, unknown>[] } }).storage;
  }

  describe('POST /v1/replay/chunks', () => {
    it('refuses a 60 KB chunk that inflates to 4 MB with 413, and stores nothing', async () => {
      await start({ SESSION_REPLAY_CLIENT_KB_PER_MINUTE: '100000' });
      // Just under the old 4 MB limit: the old code stored it.
      const bomb = gzipSync(JSON.stringify(chunk(repeatedRandom(4 * 1024 * 1024 - 1024, 8_192))));
      expect(bomb.length).toBeLessThan(60_000);
      const response = await app!.inject({
        method: 'POST',
        url: '/v1/replay/chunks',
        headers: { 'content-type': 'application/octet-stream' },
        payload: bomb,
      });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({
        message: `Send a chunk of at most ${REPLAY_CHUNK_MAX_INFLATED_BYTES} bytes once decompressed`,
      });
      expect(await storedChunks()).toBe(0);
    });

    it('refuses a chunk that inflates more than 50 times its size with 413', async () => {
      await start({ SESSION_REPLAY_CLIENT_KB_PER_MINUTE: '100000' });
      // 500 KB of one letter: about 1 KB gzipped, 500 times smaller.
      const response = await postChunk(chunk('a'.repeat(500_000)));
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({
        message: 'Send a chunk that decompresses to at most 50 times its size',
      });
      // A real first snapshot (150 KB at a ratio of ~6 to ~35) is stored.
      expect((await postChunk(chunkOfSize(150_000))).statusCode).toBe(201);
      expect(await storedChunks()).toBe(1);
    });

    it('answers a client over its minute’s budget 429 with Retry-After, before reading its chunk', async () => {
      await start({ SESSION_REPLAY_CLIENT_KB_PER_MINUTE: '512' });
      for (let index = 0; index < 3; index += 1) {
        expect((await postChunk(chunkOfSize(150_000))).statusCode).toBe(201);
      }
      const over = await postChunk(chunkOfSize(150_000));
      expect(over.statusCode).toBe(429);
      const wait = Number(over.headers['retry-after']);
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(60);
      expect(over.json().message).toBe(
        `Too many recordings from this address: wait ${wait} seconds, then send again`,
      );
      // Spent: refused before the body is read (a body that is not even JSON gets 429, not 400).
      const unread = await app!.inject({
        method: 'POST',
        url: '/v1/replay/chunks',
        remoteAddress: '192.0.2.10',
        headers: { 'content-type': 'application/json' },
        payload: 'not json',
      });
      expect(unread.statusCode).toBe(429);
      // Another address, and its visitor, are not held back.
      expect((await postChunk(chunkOfSize(150_000), { address: '192.0.2.11' })).statusCode).toBe(
        201,
      );
      expect(await storedChunks()).toBe(4);
      const [replay] = (await reportedStorage()).days;
      expect(replay).toMatchObject({ stream: 'replay', refusedRequests: 2 });
    });

    it('counts an IPv6 client by its /64', async () => {
      await start({ SESSION_REPLAY_CLIENT_KB_PER_MINUTE: '256' });
      expect(
        (await postChunk(chunkOfSize(200_000), { address: '2001:db8:1:2::1' })).statusCode,
      ).toBe(201);
      expect(
        (await postChunk(chunkOfSize(200_000), { address: '2001:db8:1:2:ffff::9' })).statusCode,
      ).toBe(429);
      expect(
        (await postChunk(chunkOfSize(200_000), { address: '2001:db8:1:3::1' })).statusCode,
      ).toBe(201);
    });

    it('holds an anonymous id to the same budget from whichever address it comes', async () => {
      await start({ SESSION_REPLAY_CLIENT_KB_PER_MINUTE: '512' });
      const visitor = { anonymousId: 'one-visitor' };
      for (let sequence = 0; sequence < 3; sequence += 1) {
        const response = await postChunk(chunkOfSize(150_000, { ...visitor, sequence }));
        expect(response.statusCode).toBe(201);
      }
      // The same visitor from another address (a phone leaving Wi-Fi) has spent its budget.
      const moved = await postChunk(chunkOfSize(150_000, { ...visitor, sequence: 3 }), {
        address: '192.0.2.12',
      });
      expect(moved.statusCode).toBe(429);
      // Another visitor at that address is not held back.
      expect((await postChunk(chunkOfSize(150_000), { address: '192.0.2.12' })).statusCode).toBe(
        201,
      );
    });

    it('stops a replay at 20 MB and a session’s replays at 40 MB with 413', async () => {
      await start({ SESSION_REPLAY_CLIENT_KB_PER_MINUTE: '1000000' });
      const session = { sessionId: '1763978400001', anonymousId: 'long-visitor' };
      const size = 1_040_000;
      const first = randomUUID();
      const fullReplays = Math.floor(REPLAY_MAX_BYTES / size);
      for (let sequence = 0; sequence < fullReplays; sequence += 1) {
        const response = await postChunk(
          chunkOfSize(size, { ...session, replayId: first, sequence }),
        );
        expect(response.statusCode, `chunk ${sequence}`).toBe(201);
      }
      const replayFull = await postChunk(
        chunkOfSize(size, { ...session, replayId: first, sequence: fullReplays }),
      );
      expect(replayFull.statusCode).toBe(413);
      expect(replayFull.json()).toEqual({
        message: 'This recording has reached its limit of 20 MB: send no more chunks of it',
      });
      // Another tab of the same session: a replay of its own, within the session's 40 MB.
      const second = randomUUID();
      for (let sequence = 0; sequence < fullReplays; sequence += 1) {
        const response = await postChunk(
          chunkOfSize(size, { ...session, replayId: second, sequence }),
        );
        expect(response.statusCode, `second replay, chunk ${sequence}`).toBe(201);
      }
      expect(2 * fullReplays * size + size).toBeGreaterThan(REPLAY_SESSION_MAX_BYTES);
      const sessionFull = await postChunk(
        chunkOfSize(size, { ...session, replayId: randomUUID() }),
      );
      expect(sessionFull.statusCode).toBe(413);
      expect(sessionFull.json()).toEqual({
        message:
          "This session's recordings have reached their limit of 40 MB: send no more chunks of them",
      });
      expect(await storedChunks()).toBe(2 * fullReplays);
    });

    it('accepts and drops chunks over the day’s quota (200), and counts them for the operators', async () => {
      await start({
        SESSION_REPLAY_DAILY_QUOTA_MB: '1',
        SESSION_REPLAY_CLIENT_KB_PER_MINUTE: '100000',
      });
      for (let index = 0; index < 3; index += 1) {
        expect((await postChunk(chunkOfSize(300_000))).statusCode).toBe(201);
      }
      const dropped = await postChunk(chunkOfSize(300_000));
      expect(dropped.statusCode).toBe(200);
      expect(dropped.json()).toEqual({ success: true });
      expect(await storedChunks()).toBe(3);
      const storage = await reportedStorage();
      expect(storage.days).toEqual([
        expect.objectContaining({ stream: 'replay', droppedOverQuota: 1, refusedRequests: 0 }),
      ]);
      expect(storage.days[0]!.droppedBytes).toBeGreaterThan(290_000);
      expect(storage.days[0]!.storedBytes).toBeLessThanOrEqual(1024 * 1024);
      const page = await app!.inject({ url: '/admin/analytics', headers: bearer });
      expect(page.body).toContain('Dropped over the daily quota<strong>1</strong>');
      expect(page.body).toContain('Storage quota and refused requests');
    });
  });

  describe('POST /v1/batch', () => {
    it('drops an event whose catalogue text is longer than the catalogue allows, and counts it', async () => {
      await start();
      const long = trackCall('engagement_started', {
        transaction_type_starting: 'x'.repeat(29_000),
      });
      const fits = trackCall('engagement_started', { transaction_type_starting: 'x'.repeat(200) });
      const response = await postBatch([long, fits]);
      expect(response.statusCode).toBe(200);
      const stored = await queryRows<{ message_id: string }>(
        database,
        sql`select message_id from analytics_events`,
      );
      expect(stored.map((row) => row.message_id)).toEqual([fits.messageId]);
      const violations = await queryRows<{ field: string; keyword: string; count: number }>(
        database,
        sql`select field, keyword, count::int as count from analytics_violations
            where event_name = 'engagement_started' and keyword <> 'dropped'`,
      );
      expect(violations).toEqual([
        { field: '/transaction_type_starting', keyword: 'maxLength', count: 1 },
      ]);
    });

    it('answers a client over its minute’s budget 429 with Retry-After, before reading its body', async () => {
      await start({ ANALYTICS_CLIENT_KB_PER_MINUTE: '64' });
      // Each batch a visitor of its own: the address's budget is what stops them.
      const batch = () => {
        const anonymousId = randomUUID();
        return Array.from({ length: 10 }, () =>
          trackCall(
            'clicked_button',
            { button_name: 'y'.repeat(150), page_name: 'lender:home' },
            { anonymousId },
          ),
        );
      };
      let accepted = 0;
      let over = await postBatch(batch());
      while (over.statusCode === 200 && accepted < 20) {
        accepted += 1;
        over = await postBatch(batch());
      }
      expect(accepted).toBeGreaterThanOrEqual(3);
      expect(over.statusCode).toBe(429);
      const wait = Number(over.headers['retry-after']);
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(60);
      expect(over.headers['x-ratelimit-reset']).toBe(String(wait));
      const unread = await app!.inject({
        method: 'POST',
        url: '/v1/b',
        remoteAddress: '192.0.2.20',
        headers: { 'content-type': 'text/plain', authorization: basicAuth() },
        payload: '{not json',
      });
      expect(unread.statusCode).toBe(429);
      expect(await storedEvents()).toBe(accepted * 10);
      // Another address is not held back.
      expect((await postBatch(batch(), '192.0.2.21')).statusCode).toBe(200);
    });

    it('gives one anonymous id half of its address’s budget', async () => {
      await start({ ANALYTICS_CLIENT_KB_PER_MINUTE: '64' });
      const batch = (anonymousId: string) =>
        Array.from({ length: 10 }, () =>
          trackCall(
            'clicked_button',
            { button_name: 'y'.repeat(150), page_name: 'lender:home' },
            { anonymousId },
          ),
        );
      let statuses: number[] = [];
      for (let index = 0; index < 3; index += 1) {
        statuses.push((await postBatch(batch('visitor-a'))).statusCode);
      }
      expect(statuses).toContain(429);
      statuses = [(await postBatch(batch('visitor-b'))).statusCode];
      expect(statuses).toEqual([200]);
    });

    it('accepts and drops events over the day’s quota (200), and counts them for the operators', async () => {
      await start({ ANALYTICS_DAILY_QUOTA_MB: '1', ANALYTICS_CLIENT_KB_PER_MINUTE: '100000' });
      // Batches of about 300 KB: three fit in 1 MB, the fourth does not.
      const batch = () =>
        Array.from({ length: 170 }, () =>
          trackCall('FORM_FIELD_ERROR', {
            form_name: 'affordability',
            field_name: 'annualIncome',
            error_message: 'z'.repeat(500),
            page_name: 'calculators:affordability',
          }),
        );
      const answers = [];
      for (let index = 0; index < 4; index += 1)
        answers.push((await postBatch(batch())).statusCode);
      expect(answers).toEqual([200, 200, 200, 200]);
      expect(await storedEvents()).toBe(3 * 170);
      const storage = await reportedStorage();
      expect(storage.days).toEqual([
        expect.objectContaining({ stream: 'events', droppedOverQuota: 170, refusedRequests: 0 }),
      ]);
    });
  });
});
