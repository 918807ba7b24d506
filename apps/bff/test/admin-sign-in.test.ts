// Issue 33 §7: the operators' sign-in is limited per client address and overall, its failures
// are logged, its sessions are records in the database (listed, revocable, ended by sign-out, by
// a new ADMIN_TOKEN and by time), and its forms refuse other origins.
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { Database } from '../src/db/client.ts';
import { createLogger } from '../src/logger.ts';
import {
  memoryRateLimitCounter,
  type RateLimitCounter,
} from '../src/plugins/rate-limit-counter.ts';
import { consentAppOn, DATABASE_KINDS, queryRows, testConfig, testDatabase } from './helpers.ts';

const COOKIE = 'lender_admin_session';
const SITE_URL = 'http://www.lender.example';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' } as const;
/** What a browser adds to a form posted from the site's own page. */
const SAME_ORIGIN = { origin: SITE_URL, 'sec-fetch-site': 'same-origin' } as const;

let tokens = 0;
/** A token of its own for each test: sessions are kept per token, so tests do not meet. */
function newToken(): string {
  tokens += 1;
  return `operator-token-${String(tokens).padStart(4, '0')}-0123456789-abcdefghij`;
}

/** A clock the test moves, shared by the app and its rate-limit counter. */
function testClock(start = Date.parse('2026-11-21T10:00:00Z')) {
  let at = start;
  return {
    now: () => new Date(at),
    ms: () => at,
    advance: (ms: number) => (at += ms),
  };
}

describe.each(DATABASE_KINDS)('the operators’ sign-in on %s', (kind) => {
  let database: Database;
  let dispose: () => Promise<void>;
  let apps: FastifyInstance[] = [];
  beforeAll(async () => {
    ({ database, dispose } = await testDatabase(kind));
  });
  afterAll(() => dispose());
  afterEach(async () => {
    await Promise.all(apps.map((app) => app.close()));
    apps = [];
  });

  async function start(
    token: string,
    options: {
      clock?: ReturnType<typeof testClock>;
      counter?: RateLimitCounter;
      env?: object;
    } = {},
  ) {
    const clock = options.clock ?? testClock(Date.now());
    const app = await consentAppOn(
      database,
      { ADMIN_TOKEN: token, SITE_URL, ...options.env },
      { now: clock.now, rateLimitCounter: options.counter ?? memoryRateLimitCounter(clock.ms) },
    );
    apps.push(app);
    return app;
  }

  function signIn(
    app: FastifyInstance,
    token: string,
    { from = '203.0.113.10', headers = SAME_ORIGIN as Record<string, string> } = {},
  ) {
    return app.inject({
      method: 'POST',
      url: '/admin/analytics/sign-in',
      remoteAddress: from,
      headers: { ...FORM, 'user-agent': CHROME_ON_MAC, ...headers },
      payload: new URLSearchParams({ token }).toString(),
    });
  }

  /** Signs in and answers the `name=value` cookie to send back. */
  async function signedInCookie(app: FastifyInstance, token: string, from?: string) {
    const response = await signIn(app, token, { from });
    expect(response.statusCode).toBe(303);
    return String(response.headers['set-cookie']).split(';')[0]!;
  }

  const page = (app: FastifyInstance, cookie: string, url = '/admin/analytics') =>
    app.inject({ url, headers: { cookie } });

  function postForm(
    app: FastifyInstance,
    url: string,
    cookie: string,
    fields: Record<string, string> = {},
    headers: Record<string, string> = SAME_ORIGIN,
  ) {
    return app.inject({
      method: 'POST',
      url,
      headers: { ...FORM, cookie, ...headers },
      payload: new URLSearchParams(fields).toString(),
    });
  }

  describe('the attempt limit', () => {
    it('refuses the right token after 200 wrong ones from one address: 429, Retry-After, said on the page', async () => {
      const token = newToken();
      const clock = testClock();
      const app = await start(token, { clock });
      const statuses = new Set<number>();
      for (let guess = 0; guess < 200; guess += 1) {
        statuses.add((await signIn(app, `${token.slice(0, -4)}${guess}`)).statusCode);
      }
      expect([...statuses].sort()).toEqual([401, 429]);

      const right = await signIn(app, token);
      expect(right.statusCode).toBe(429);
      expect(right.headers['set-cookie']).toBeUndefined();
      expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(right.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
      expect(right.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(right.body).toContain('<title>Error: Sign in – Analytics</title>');
      expect(right.body).toContain(
        'You have entered a wrong operator token too many times. Wait 15 minutes, then try again',
      );
      expect(right.body).toContain('<label for="token">Operator token</label>');

      // Another network is not held up by this one.
      expect((await signIn(app, token, { from: '198.51.100.20' })).statusCode).toBe(303);
      // Once the window has passed, the address may sign in again.
      clock.advance(15 * 60_000 + 1);
      expect((await signIn(app, token)).statusCode).toBe(303);
    });

    it('allows 9 wrong tokens, then locks the address at the 10th', async () => {
      const token = newToken();
      const app = await start(token);
      for (let guess = 1; guess < 10; guess += 1) {
        const wrong = await signIn(app, `wrong-${guess}`);
        expect(wrong.statusCode, `guess ${guess}`).toBe(401);
        expect(wrong.body).toContain('Enter the operator token that is set as ADMIN_TOKEN');
      }
      expect((await signIn(app, 'wrong-10')).statusCode).toBe(429);
      expect((await signIn(app, token)).statusCode).toBe(429);
    });

    it('counts a wrong bearer token on the operators’ API with the form’s', async () => {
      const token = newToken();
      const app = await start(token);
      const get = (url: string, bearer: string) =>
        app.inject({
          url,
          remoteAddress: '203.0.113.30',
          headers: { authorization: `Bearer ${bearer}` },
        });
      for (let guess = 0; guess < 5; guess += 1) {
        expect((await get('/admin/consents.csv', `wrong-${guess}`)).statusCode).toBe(401);
        expect(
          (await signIn(app, `wrong-form-${guess}`, { from: '203.0.113.30' })).statusCode,
        ).toBe(guess < 4 ? 401 : 429);
      }
      for (const url of [
        '/admin/consents.csv',
        '/admin/analytics.json',
        '/admin/replays/00000000-0000-4000-8000-000000000000/events.json',
      ]) {
        const refused = await get(url, token);
        expect(refused.statusCode, url).toBe(429);
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
        expect(refused.json()).toEqual({
          message:
            'You have sent a wrong operator token too many times. Wait 15 minutes, then try again',
        });
      }
    });

    it('slows a guesser spread over many addresses: 1,000 wrong tokens in 15 minutes close sign-in for everyone', async () => {
      const token = newToken();
      const app = await start(token);
      for (let guess = 0; guess < 1000; guess += 1) {
        const from = `10.${(guess >> 8) & 255}.${guess & 255}.1`;
        const response = await signIn(app, `wrong-${guess}`, { from });
        expect(response.statusCode, `guess ${guess}`).toBe(guess < 999 ? 401 : 429);
      }
      const fresh = await signIn(app, token, { from: '192.0.2.77' });
      expect(fresh.statusCode).toBe(429);
      expect(fresh.body).toContain(
        'Sign-in is paused after many wrong operator tokens from many networks. Wait 15 minutes, then try again',
      );
      const bearer = await app.inject({
        url: '/admin/consents.csv',
        remoteAddress: '192.0.2.78',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(bearer.statusCode).toBe(429);
    });

    it('counts an IPv6 network’s addresses together (per /64)', async () => {
      const token = newToken();
      const app = await start(token);
      for (let guess = 0; guess < 10; guess += 1) {
        await signIn(app, `wrong-${guess}`, { from: `2001:db8:1:2::${guess.toString(16)}` });
      }
      expect((await signIn(app, token, { from: '2001:db8:1:2:ffff::1' })).statusCode).toBe(429);
      expect((await signIn(app, token, { from: '2001:db8:1:3::1' })).statusCode).toBe(303);
    });

    it('shares its counts between servers through the rate-limit counter', async () => {
      const token = newToken();
      const clock = testClock();
      const counter = memoryRateLimitCounter(clock.ms);
      const one = await start(token, { clock, counter });
      const two = await start(token, { clock, counter });
      for (let guess = 0; guess < 9; guess += 1) {
        expect((await signIn(guess % 2 ? one : two, `wrong-${guess}`)).statusCode).toBe(401);
      }
      expect((await signIn(two, 'wrong-last')).statusCode).toBe(429);
      expect((await signIn(two, token)).statusCode).toBe(429);
      // The other server learns of the lock from its next wrong token (README: one attempt more
      // per server in a window), then refuses the right one as well.
      expect((await signIn(one, 'wrong-after')).statusCode).toBe(429);
      expect((await signIn(one, token)).statusCode).toBe(429);
    });

    it('still counts in memory when the shared counter fails', async () => {
      const token = newToken();
      const broken: RateLimitCounter = { hit: () => Promise.reject(new Error('redis is down')) };
      const app = await start(token, { counter: broken });
      for (let guess = 0; guess < 10; guess += 1) await signIn(app, `wrong-${guess}`);
      expect((await signIn(app, token)).statusCode).toBe(429);
    });

    it('logs each failure with the network and never the token typed', async () => {
      const token = newToken();
      const lines: string[] = [];
      const stream = new Writable({
        write(chunk: Buffer, _encoding, callback) {
          lines.push(chunk.toString());
          callback();
        },
      });
      const app = await buildApp({
        config: testConfig({ ADMIN_TOKEN: token, SITE_URL, LOG_LEVEL: 'info' }),
        database: { ...database, close: async () => undefined },
        logger: createLogger('info', stream),
        serveSite: false,
      });
      apps.push(app);
      const typed = 'typed-guess-canary-5f1e2d';
      for (let guess = 0; guess < 12; guess += 1) {
        await signIn(app, `${typed}-${guess}`, { from: '203.0.113.99' });
      }
      await app.inject({
        url: '/admin/consents.csv',
        remoteAddress: '198.51.100.99',
        headers: { authorization: `Bearer ${typed}-bearer` },
      });
      await signIn(app, token, { from: '198.51.100.98' });
      const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
      const failures = entries.filter((entry) => entry.msg === 'operator sign-in failed');
      expect(failures).toHaveLength(11);
      expect(failures[0]).toMatchObject({
        level: 40,
        network: '203.0.113.0',
        via: 'sign-in form',
        failures: 1,
      });
      expect(failures.at(-1)).toMatchObject({ network: '198.51.100.0', via: 'bearer token' });
      const locked = entries.filter((entry) => entry.msg === 'operator sign-in locked');
      expect(locked).toEqual([
        expect.objectContaining({
          network: '203.0.113.0',
          scope: 'network',
          retryAfterSeconds: expect.any(Number),
        }),
      ]);
      expect(entries.some((entry) => entry.msg === 'operator signed in')).toBe(true);
      const all = lines.join('\n');
      expect(all).not.toContain(typed);
      expect(all).not.toContain(token);
      expect(all).not.toContain('203.0.113.99');
    });
  });

  describe('sessions', () => {
    it('ends the session at sign-out: the cookie no longer opens any page', async () => {
      const token = newToken();
      const app = await start(token);
      const cookie = await signedInCookie(app, token);
      expect((await page(app, cookie)).statusCode).toBe(200);
      const out = await postForm(app, '/admin/analytics/sign-out', cookie);
      expect(out.statusCode).toBe(303);
      expect(String(out.headers['set-cookie'])).toMatch(
        new RegExp(`^${COOKIE}=; Path=/admin; Max-Age=0`),
      );
      // The same cookie, kept and sent again (a copy, a stolen one): refused.
      for (const url of ['/admin/analytics', '/admin/analytics.json', '/admin/replays']) {
        expect((await page(app, cookie, url)).statusCode, url).toBe(401);
      }
    });

    it('keeps only a hash of the session id, with times, the network and the browser family', async () => {
      const token = newToken();
      const app = await start(token);
      await database.db.execute(sql`delete from admin_sessions`);
      const cookie = await signedInCookie(app, token, '203.0.113.45');
      const id = cookie.split('=')[1]!;
      expect(id).toMatch(/^[\w-]{43}$/);
      const rows = await queryRows<Record<string, unknown>>(
        database,
        sql`select * from admin_sessions`,
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ ip_truncated: '203.0.113.0', user_agent: 'Chrome on macOS' });
      expect(JSON.stringify(rows)).not.toContain(id);
      expect(JSON.stringify(rows)).not.toContain(token);
      expect(new Date(rows[0]!.expires_at as string).getTime()).toBeGreaterThan(Date.now());
    });

    it('lists the sessions on an admin page, and revokes any one of them', async () => {
      const token = newToken();
      const app = await start(token);
      const mine = await signedInCookie(app, token, '203.0.113.1');
      const other = await signedInCookie(app, token, '198.51.100.2');
      const list = await page(app, mine, '/admin/sessions');
      expect(list.statusCode).toBe(200);
      expect(list.headers['content-security-policy']).toMatch(
        /^default-src 'none'; style-src 'sha256-/,
      );
      expect(list.body).toContain('<h1>Signed-in sessions</h1>');
      expect(list.body).toContain('203.0.113.0');
      expect(list.body).toContain('198.51.100.0');
      expect(list.body).toContain('This browser');
      expect(list.body).not.toContain(mine.split('=')[1]!);
      expect(list.body).not.toContain(other.split('=')[1]!);

      // Each row's "Sign out" names its session by a handle that is not its cookie.
      const otherRow = list.body.split('<tr>').find((row) => row.includes('198.51.100.0'))!;
      const otherHandle = /name="session" value="([\w-]+)"/.exec(otherRow)?.[1];
      expect(otherHandle).toBeDefined();
      const ended = await postForm(app, '/admin/sessions/end', mine, { session: otherHandle! });
      expect(ended.statusCode).toBe(303);
      expect(ended.headers.location).toBe('/admin/sessions?ended=1');
      expect((await page(app, other)).statusCode).toBe(401);
      expect((await page(app, mine)).statusCode).toBe(200);
      const after = await page(app, mine, '/admin/sessions?ended=1');
      expect(after.body).toContain('The session was signed out');
      expect(after.body).not.toContain('198.51.100.0');
    });

    it('signs out everywhere', async () => {
      const token = newToken();
      const app = await start(token);
      const cookies = [
        await signedInCookie(app, token),
        await signedInCookie(app, token),
        await signedInCookie(app, token),
      ];
      const out = await postForm(app, '/admin/sessions/end-all', cookies[0]!);
      expect(out.statusCode).toBe(303);
      expect(String(out.headers['set-cookie'])).toMatch(new RegExp(`^${COOKIE}=;`));
      for (const cookie of cookies) expect((await page(app, cookie)).statusCode).toBe(401);
    });

    it('ends a session revoked on one server on every server sharing the database at once', async () => {
      const token = newToken();
      const one = await start(token);
      const two = await start(token);
      const cookie = await signedInCookie(one, token);
      expect((await page(two, cookie)).statusCode).toBe(200);
      expect((await postForm(one, '/admin/analytics/sign-out', cookie)).statusCode).toBe(303);
      expect((await page(two, cookie)).statusCode).toBe(401);
    });

    it('ends every session when ADMIN_TOKEN changes', async () => {
      const token = newToken();
      const before = await start(token);
      const cookie = await signedInCookie(before, token);
      const after = await start(newToken());
      expect((await page(after, cookie)).statusCode).toBe(401);
      expect((await page(after, cookie, '/admin/sessions')).statusCode).toBe(401);
    });

    it('ends a session 8 hours after sign-in, or after an hour unused, and purges expired records', async () => {
      const token = newToken();
      const clock = testClock();
      const app = await start(token, { clock });
      const busy = await signedInCookie(app, token);
      const idle = await signedInCookie(app, token);
      for (let step = 1; step <= 8; step += 1) {
        clock.advance(55 * 60_000);
        expect((await page(app, busy)).statusCode, `after ${step * 55} min`).toBe(200);
        if (step === 2) expect((await page(app, idle)).statusCode).toBe(401);
      }
      clock.advance(55 * 60_000); // 8 h 15 min after sign-in, 55 min after its last use
      expect((await page(app, busy)).statusCode).toBe(401);
      await signedInCookie(app, token);
      const [left] = await queryRows<{ count: number }>(
        database,
        sql`select count(*)::int as count from admin_sessions where expires_at <= ${clock.now().toISOString()}::timestamptz
            or last_seen_at <= ${new Date(clock.ms() - 60 * 60_000).toISOString()}::timestamptz`,
      );
      expect(left!.count).toBe(0);
    });

    it('refuses a cookie it did not make', async () => {
      const token = newToken();
      const app = await start(token);
      for (const value of ['', 'x', 'a'.repeat(43), `v1.99999999999.${'a'.repeat(43)}`, '%00']) {
        expect((await page(app, `${COOKIE}=${value}`)).statusCode, value).toBe(401);
      }
    });
  });

  describe('forms posted from other sites', () => {
    const CROSS: [string, Record<string, string>][] = [
      ['another site’s Origin', { origin: 'https://evil.example' }],
      ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
      [
        'Sec-Fetch-Site: same-site',
        { origin: 'https://blog.lender.example', 'sec-fetch-site': 'same-site' },
      ],
      ['Origin: null', { origin: 'null' }],
      ['the site’s host on another scheme', { origin: 'https://www.lender.example' }],
    ];

    it.each(CROSS)(
      'refuses a sign-out with %s (403) and the session lives on',
      async (_kind, headers) => {
        const token = newToken();
        const app = await start(token);
        const cookie = await signedInCookie(app, token);
        const refused = await postForm(app, '/admin/analytics/sign-out', cookie, {}, headers);
        expect(refused.statusCode).toBe(403);
        expect(refused.headers['set-cookie']).toBeUndefined();
        expect(refused.body).toContain('You cannot send this form from another website');
        expect((await page(app, cookie)).statusCode).toBe(200);
      },
    );

    it.each(CROSS)('refuses a sign-in with %s (403), counting nothing', async (_kind, headers) => {
      const token = newToken();
      const app = await start(token);
      for (let guess = 0; guess < 12; guess += 1) {
        const refused = await signIn(app, guess === 11 ? token : `wrong-${guess}`, { headers });
        expect(refused.statusCode).toBe(403);
        expect(refused.headers['set-cookie']).toBeUndefined();
      }
      expect((await signIn(app, token)).statusCode).toBe(303);
    });

    it.each(CROSS)('refuses ending sessions with %s (403)', async (_kind, headers) => {
      const token = newToken();
      const app = await start(token);
      const cookie = await signedInCookie(app, token);
      for (const url of ['/admin/sessions/end', '/admin/sessions/end-all']) {
        const refused = await postForm(app, url, cookie, { session: 'x' }, headers);
        expect(refused.statusCode, url).toBe(403);
      }
      expect((await page(app, cookie)).statusCode).toBe(200);
    });

    it.each([
      ['same-origin', SAME_ORIGIN],
      ['Sec-Fetch-Site: none (typed or bookmarked)', { 'sec-fetch-site': 'none' }],
      ['no Origin nor Sec-Fetch-Site (a script, not a browser)', {}],
      ['the address the request was sent to', { origin: 'http://admin.internal:8080' }],
    ])('accepts a sign-in and sign-out with %s', async (_kind, headers) => {
      const token = newToken();
      const app = await start(token);
      const sentTo = { host: 'admin.internal:8080', ...headers };
      const response = await signIn(app, token, { headers: sentTo });
      expect(response.statusCode).toBe(303);
      const cookie = String(response.headers['set-cookie']).split(';')[0]!;
      const out = await postForm(app, '/admin/analytics/sign-out', cookie, {}, sentTo);
      expect(out.statusCode).toBe(303);
    });
  });
});

const CHROME_ON_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
