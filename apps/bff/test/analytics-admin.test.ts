import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_SESSION_COOKIE } from '../src/analytics-admin/admin-session.ts';
import type { AnalyticsReport } from '../src/analytics-admin/analytics-report.ts';
import type { Database } from '../src/db/client.ts';
import { basicAuth, batchBody, pageCall, trackCall, WRITE_KEY } from './analytics-events.ts';
import { consentAppOn, DATABASE_KINDS, testDatabase } from './helpers.ts';

const TOKEN = 'operator-token-0123456789-abcdefghij';
const ENV = { SEGMENT_KEY: WRITE_KEY, ADMIN_TOKEN: TOKEN };
const bearer = { authorization: `Bearer ${TOKEN}` };

describe.each(DATABASE_KINDS)('the analytics report on %s', (kind) => {
  let database: Database;
  let dispose: () => Promise<void>;
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ database, dispose } = await testDatabase(kind));
  });
  afterAll(() => dispose());
  beforeEach(async () => {
    await database.db.execute(
      sql`truncate analytics_events, analytics_violations, analytics_client_metrics`,
    );
    app = await consentAppOn(database, ENV);
  });
  afterEach(() => app.close());

  async function send(events: readonly object[]) {
    const response = await app.inject({
      method: 'POST',
      url: '/v1/b',
      headers: { 'content-type': 'text/plain', authorization: basicAuth() },
      payload: JSON.stringify(batchBody(events)),
    });
    expect(response.statusCode).toBe(200);
  }

  /** Visitor a: two pages then engagement; b: one page; c: engagement before any page. */
  async function sendVisits() {
    const at = (minutes: number) =>
      new Date(Date.now() - 60 * 60_000 + minutes * 60_000).toISOString();
    await send([
      pageCall({ page_name: 'lender:home' }, { anonymousId: 'a', path: '/', timestamp: at(0) }),
      pageCall(
        { page_name: 'calculators' },
        { anonymousId: 'a', path: '/calculators', timestamp: at(1) },
      ),
      trackCall(
        'engagement_started',
        { transaction_type_starting: 'purchase' },
        {
          anonymousId: 'a',
          timestamp: at(2),
        },
      ),
      pageCall({ page_name: 'lender:home' }, { anonymousId: 'b', path: '/', timestamp: at(3) }),
      trackCall(
        'engagement_started',
        { transaction_type_starting: 'refinance' },
        {
          anonymousId: 'c',
          timestamp: at(4),
        },
      ),
      pageCall(
        { page_name: 'x' },
        { anonymousId: 'c', path: '/<script>alert(1)</script>', timestamp: at(5) },
      ),
      trackCall('clicked_buton', { button_name: 'x' }),
      trackCall('clicked_button', { page_name: 'lender:home' }),
    ]);
    await app.inject({
      method: 'POST',
      url: '/v1/m',
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify({
        series: [{ type: 'Counter', metric: 'analytics_js.invoke', value: 1 }],
      }),
    });
  }

  it('answers the figures as JSON with the bearer token', async () => {
    await sendVisits();
    const response = await app.inject({ url: '/admin/analytics.json', headers: bearer });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const report = response.json<AnalyticsReport>();
    const today = new Date().toISOString().slice(0, 10);
    expect(report.to).toBe(today);
    expect(report.eventsPerDay).toHaveLength(30);
    expect(report.eventsPerDay.at(-1)).toEqual({ day: today, stored: 6, dropped: 2 });
    expect(report.eventsPerDay.slice(0, -1).every((day) => day.stored === 0)).toBe(true);
    expect(report.topPages).toEqual([
      { path: '/', views: 2 },
      { path: '/<script>alert(1)</script>', views: 1 },
      { path: '/calculators', views: 1 },
    ]);
    expect(report.funnel).toEqual({
      loadedPageVisitors: 3,
      engagedVisitors: 1,
      conversionPercent: 33.3,
      loadedPageEvents: 4,
      engagementStartedEvents: 2,
    });
    expect(report.droppedByEvent).toEqual([
      { eventName: 'clicked_buton', dropped: 1 },
      { eventName: 'clicked_button', dropped: 1 },
    ]);
    expect(report.violations).toEqual([
      { eventName: 'clicked_buton', field: '', keyword: 'unknownEvent', count: 1 },
      { eventName: 'clicked_button', field: '/button_name', keyword: 'required', count: 1 },
    ]);
    expect(report.clientMetrics).toEqual([{ metric: 'analytics_js.invoke', count: 1 }]);
  });

  it('renders the report page with SVG charts, a table for each, and a strict CSP', async () => {
    await sendVisits();
    const response = await app.inject({ url: '/admin/analytics', headers: bearer });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toMatch(/^default-src 'none'; style-src 'sha256-[\w+/=]+'; form-action 'self'/);
    expect(csp).not.toContain('unsafe');
    const html = response.body;
    expect(html).not.toContain('<script');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toMatch(/ style="/);
    // Four charts, each an image with a name and a description.
    const charts = html.match(/<svg [^>]*role="img"[^>]*>/g) ?? [];
    expect(charts).toHaveLength(4);
    for (const chart of charts) expect(chart).toMatch(/aria-labelledby="[\w-]+-title [\w-]+-desc"/);
    for (const heading of ['Events per day', 'Top pages', 'Funnel', 'Schema violations']) {
      expect(html).toContain(heading);
    }
    expect(html.match(/<table>/g)!.length).toBeGreaterThanOrEqual(6);
    expect(html).toContain('<strong>33.3%</strong>');
    expect(html).toContain('<code>/button_name</code>');
    // The stylesheet's hash is the one the CSP names.
    const { createHash } = await import('node:crypto');
    const css = /<style>([\s\S]*?)<\/style>/.exec(html)![1]!;
    expect(csp).toContain(`'sha256-${createHash('sha256').update(css).digest('base64')}'`);
  });

  it('refuses the report without a token (401) and a wrong one', async () => {
    for (const headers of [
      {},
      { authorization: `Bearer ${TOKEN}x` },
      { cookie: `${ADMIN_SESSION_COOKIE}=v1.99999999999.${'a'.repeat(43)}` },
    ]) {
      const json = await app.inject({ url: '/admin/analytics.json', headers });
      expect(json.statusCode).toBe(401);
      expect(json.headers['www-authenticate']).toBe('Bearer');
      const page = await app.inject({ url: '/admin/analytics', headers });
      expect(page.statusCode).toBe(401);
      expect(page.body).toContain('<label for="token">Operator token</label>');
      expect(page.body).not.toContain('Events per day');
    }
  });

  it('lets a browser sign in with the token, then out again', async () => {
    const form = (token: string) =>
      app.inject({
        method: 'POST',
        url: '/admin/analytics/sign-in',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ token }).toString(),
      });
    const empty = await form('');
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('<title>Error: Sign in – Analytics</title>');
    expect(empty.body).toContain('Enter the operator token');
    const wrong = await form('not-the-token');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toContain('aria-describedby="token-error"');
    expect(wrong.headers['set-cookie']).toBeUndefined();

    const signedIn = await form(TOKEN);
    expect(signedIn.statusCode).toBe(303);
    expect(signedIn.headers.location).toBe('/admin/analytics');
    const setCookie = String(signedIn.headers['set-cookie']);
    expect(setCookie).toMatch(
      new RegExp(
        `^${ADMIN_SESSION_COOKIE}=[\\w-]{43}; Path=/admin; Max-Age=28800; HttpOnly; SameSite=Strict$`,
      ),
    );
    expect(setCookie).not.toContain(TOKEN);
    const cookie = setCookie.split(';')[0]!;
    expect((await app.inject({ url: '/admin/analytics', headers: { cookie } })).statusCode).toBe(
      200,
    );
    expect(
      (await app.inject({ url: '/admin/analytics.json', headers: { cookie } })).statusCode,
    ).toBe(200);
    // The cookie opens only the analytics pages, not the rest of the operators' API.
    expect((await app.inject({ url: '/admin/consents.csv', headers: { cookie } })).statusCode).toBe(
      401,
    );

    const signedOut = await app.inject({
      method: 'POST',
      url: '/admin/analytics/sign-out',
      headers: { cookie },
    });
    expect(signedOut.statusCode).toBe(303);
    expect(String(signedOut.headers['set-cookie'])).toMatch(
      new RegExp(`^${ADMIN_SESSION_COOKIE}=; Path=/admin; Max-Age=0`),
    );
  });

  it('marks the cookie Secure when the site is reached over https', async () => {
    // Behind a TLS-ending proxy (inject's requests come from 127.0.0.1).
    const proxied = await consentAppOn(database, { ...ENV, TRUST_PROXY: 'loopback' });
    const response = await proxied.inject({
      method: 'POST',
      url: '/admin/analytics/sign-in',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-forwarded-proto': 'https',
      },
      payload: `token=${TOKEN}`,
    });
    expect(String(response.headers['set-cookie'])).toMatch(/; Secure$/);
    await proxied.close();
  });

  it('does not exist without ADMIN_TOKEN (404)', async () => {
    const bare = await consentAppOn(database, { SEGMENT_KEY: WRITE_KEY });
    try {
      for (const url of ['/admin/analytics', '/admin/analytics.json']) {
        expect((await bare.inject({ url, headers: bearer })).statusCode).toBe(404);
      }
    } finally {
      await bare.close();
    }
  });
});
