// Issue 26 part 2: first-party analytics is on by default. Without SEGMENT_KEY the first start
// creates a random write key, keeps it in the database and uses it; ANALYTICS=off collects nothing.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GENERATED_WRITE_KEY_META_KEY } from '../src/collector/site-write-key-repository.ts';
import { newWriteKey, siteWriteKey } from '../src/collector/site-write-key.ts';
import type { Database } from '../src/db/client.ts';
import { basicAuth, batchBody, pageCall, trackCall } from './analytics-events.ts';
import { consentAppOn, DATABASE_KINDS, queryRows, testDatabase } from './helpers.ts';

const ADMIN_TOKEN = 'admin-token-0123456789-abcdefghijklmnop';

async function storedKeys(database: Database): Promise<string[]> {
  const rows = await queryRows<{ value: string }>(
    database,
    sql`select value from app_meta where key = ${GENERATED_WRITE_KEY_META_KEY}`,
  );
  return rows.map((row) => row.value);
}

async function eventCount(database: Database): Promise<number> {
  const [row] = await queryRows<{ count: string }>(
    database,
    sql`select count(*) as count from analytics_events`,
  );
  return Number(row?.count);
}

describe('newWriteKey', () => {
  it('is 32 URL-safe characters of fresh randomness each time', () => {
    const keys = new Set(Array.from({ length: 50 }, () => newWriteKey()));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(/^[\w-]{32}$/);
  });
});

describe('siteWriteKey', () => {
  it('uses SEGMENT_KEY without touching the database', async () => {
    const key = siteWriteKey({
      analytics: 'on',
      configuredKey: 'wk_configured',
      storedOrNew: () => Promise.reject(new Error('not to be called')),
    });
    expect(key.current()).toBe('wk_configured');
    expect(await key.ready).toBe('wk_configured');
    expect(key.source()).toBe('configured');
  });

  it('has no key with ANALYTICS=off, even with SEGMENT_KEY', async () => {
    const key = siteWriteKey({
      analytics: 'off',
      configuredKey: 'wk_configured',
      storedOrNew: () => Promise.reject(new Error('not to be called')),
    });
    expect(await key.ready).toBeUndefined();
    expect(key.current()).toBeUndefined();
    expect(key.source()).toBe('off');
  });

  it('turns collection off, and says so, when the database cannot give a key', async () => {
    const problems: unknown[] = [];
    const key = siteWriteKey({
      analytics: 'on',
      configuredKey: undefined,
      storedOrNew: () => Promise.reject(new Error('database down')),
      onUnavailable: (error) => problems.push(error),
    });
    expect(key.source()).toBe('pending');
    expect(await key.ready).toBeUndefined();
    expect(key.source()).toBe('unavailable');
    expect(problems).toHaveLength(1);
  });
});

describe.each(DATABASE_KINDS)('analytics on by default, on %s', (kind) => {
  let database: Database;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ database, dispose } = await testDatabase(kind));
  });
  afterAll(() => dispose());
  beforeEach(async () => {
    await database.db.execute(sql`truncate analytics_events`);
    await database.db.execute(
      sql`delete from app_meta where key = ${GENERATED_WRITE_KEY_META_KEY}`,
    );
  });

  it('creates a key on the first start, keeps it across restarts, and collects with it', async () => {
    const first = await consentAppOn(database, { ADMIN_TOKEN });
    const [key] = await storedKeys(database);
    expect(key).toMatch(/^[\w-]{32}$/);
    const settings = await first.inject({ url: `/v1/projects/${key}/settings` });
    expect(settings.statusCode).toBe(200);
    expect(settings.json().integrations['Segment.io'].apiKey).toBe(key);
    const batch = await first.inject({
      method: 'POST',
      url: '/v1/b',
      headers: { 'content-type': 'text/plain', authorization: basicAuth(key) },
      payload: JSON.stringify(batchBody([pageCall(), trackCall()], key)),
    });
    expect(batch.statusCode).toBe(200);
    expect(await eventCount(database)).toBe(2);
    // The operators' page shows the key, for other properties to send with.
    const dashboard = await first.inject({
      url: '/admin/analytics',
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.body).toContain(`<code>${key}</code>`);
    expect(dashboard.body).toContain('created on its first start');
    await first.close();

    // Two more starts at once (two server processes): the same key, still one row.
    const [second, third] = await Promise.all([
      consentAppOn(database, {}),
      consentAppOn(database, {}),
    ]);
    expect(await storedKeys(database)).toEqual([key]);
    for (const app of [second, third]) {
      const call = await app.inject({
        method: 'POST',
        url: '/v1/t',
        headers: { 'content-type': 'text/plain', authorization: basicAuth(key) },
        payload: JSON.stringify(trackCall()),
      });
      expect(call.statusCode).toBe(200);
      await app.close();
    }
    expect(await eventCount(database)).toBe(4);
  });

  it('uses SEGMENT_KEY when set, and stores no key', async () => {
    const app = await consentAppOn(database, { SEGMENT_KEY: 'wk_configured' });
    expect(await storedKeys(database)).toEqual([]);
    const call = await app.inject({
      method: 'POST',
      url: '/v1/t',
      headers: { 'content-type': 'text/plain', authorization: basicAuth('wk_configured') },
      payload: JSON.stringify(trackCall()),
    });
    expect(call.statusCode).toBe(200);
    await app.close();
  });

  it('with ANALYTICS=off creates no key, serves no settings and stores nothing', async () => {
    const off = await consentAppOn(database, { ANALYTICS: 'off' });
    expect(await storedKeys(database)).toEqual([]);
    await off.close();
    // A key stored by an earlier start is not used either.
    const earlier = await consentAppOn(database, {});
    const [key] = await storedKeys(database);
    await earlier.close();

    const app = await consentAppOn(database, {
      ANALYTICS: 'off',
      SEGMENT_KEY: 'wk_configured',
      ADMIN_TOKEN,
    });
    for (const given of [key!, 'wk_configured']) {
      expect((await app.inject({ url: `/v1/projects/${given}/settings` })).statusCode).toBe(401);
      for (const [path, body] of [
        ['b', batchBody([trackCall()], given)],
        ['t', trackCall()],
        ['batch', batchBody([trackCall()], given)],
        ['page', pageCall()],
      ] as const) {
        const response = await app.inject({
          method: 'POST',
          url: `/v1/${path}`,
          headers: { 'content-type': 'text/plain', authorization: basicAuth(given) },
          payload: JSON.stringify(body),
        });
        expect(response.statusCode, path).toBe(401);
      }
    }
    expect(await eventCount(database)).toBe(0);
    const dashboard = await app.inject({
      url: '/admin/analytics',
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    expect(dashboard.body).toContain('Off (ANALYTICS=off)');
    expect(dashboard.body).not.toContain(`<code>${key}</code>`);
    await app.close();
  });
});
