import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AnalyticsReport } from '../src/analytics-admin/analytics-report.ts';
import type { Database } from '../src/db/client.ts';
import { basicAuth, batchBody, trackCall, WRITE_KEY } from './analytics-events.ts';
import { consentAppOn, DATABASE_KINDS, testDatabase } from './helpers.ts';

const TOKEN = 'operator-token-0123456789-abcdefghij';
const bearer = { authorization: `Bearer ${TOKEN}` };

/** participated_in_experiment as the home page sends it. */
function exposure(anonymousId: string, variant: 'explain' | 'numbers-first', minute: number) {
  return trackCall(
    'participated_in_experiment',
    {
      user_in_experiment: true,
      variant_id: variant,
      variant_name: variant === 'explain' ? 'Explained' : 'Numbers first',
      experiment_id: 'home-hero',
      experiment_name: 'Home page hero wording',
      experiment_source: 'first_party',
      experiment_location: 'lender:home',
    },
    { anonymousId, timestamp: at(minute) },
  );
}

function at(minutes: number): string {
  return new Date(Date.now() - 60 * 60_000 + minutes * 60_000).toISOString();
}

describe.each(DATABASE_KINDS)('experiments in the analytics report on %s', (kind) => {
  let database: Database;
  let dispose: () => Promise<void>;
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ database, dispose } = await testDatabase(kind));
  });
  afterAll(() => dispose());
  beforeEach(async () => {
    await database.db.execute(sql`truncate analytics_events, analytics_violations`);
    app = await consentAppOn(database, { SEGMENT_KEY: WRITE_KEY, ADMIN_TOKEN: TOKEN });
  });
  afterEach(() => app.close());

  /**
   * explain: a (exposed in two sessions, then clicks), b (clicked only before exposure);
   * numbers-first: c (starts engaging), d (clicks a link), e (nothing). f engages, never exposed.
   */
  async function sendExposures() {
    const response = await app.inject({
      method: 'POST',
      url: '/v1/b',
      headers: { 'content-type': 'text/plain', authorization: basicAuth() },
      payload: JSON.stringify(
        batchBody([
          exposure('a', 'explain', 0),
          exposure('a', 'explain', 30),
          trackCall(
            'clicked_button',
            { button_name: 'Get started', page_name: 'lender:home' },
            { anonymousId: 'a', timestamp: at(31) },
          ),
          trackCall(
            'clicked_button',
            { button_name: 'Search', page_name: 'lender:home' },
            { anonymousId: 'b', timestamp: at(1) },
          ),
          exposure('b', 'explain', 2),
          exposure('c', 'numbers-first', 3),
          trackCall(
            'engagement_started',
            { transaction_type_starting: 'purchase' },
            { anonymousId: 'c', timestamp: at(4) },
          ),
          exposure('d', 'numbers-first', 5),
          trackCall(
            'clicked_link',
            { link_name: 'Rates', link_value: '/rates', link_type: 'navigation' },
            { anonymousId: 'd', timestamp: at(6) },
          ),
          exposure('e', 'numbers-first', 7),
          trackCall(
            'engagement_started',
            { transaction_type_starting: 'purchase' },
            { anonymousId: 'f', timestamp: at(8) },
          ),
        ]),
      ),
    });
    expect(response.statusCode).toBe(200);
  }

  it('counts exposures and engagement per variant in analytics.json', async () => {
    await sendExposures();
    const report = (
      await app.inject({ url: '/admin/analytics.json', headers: bearer })
    ).json<AnalyticsReport>();
    expect(report.experiments).toEqual([
      {
        experimentId: 'home-hero',
        experimentName: 'Home page hero wording',
        variants: [
          {
            variantId: 'explain',
            variantName: 'Explained',
            exposedVisitors: 2,
            exposures: 3,
            engagedVisitors: 1,
            engagementPercent: 50,
          },
          {
            variantId: 'numbers-first',
            variantName: 'Numbers first',
            exposedVisitors: 3,
            exposures: 3,
            engagedVisitors: 2,
            engagementPercent: 66.7,
          },
        ],
      },
    ]);
  });

  it('shows each variant’s exposures in the dashboard, as a chart and a table', async () => {
    await sendExposures();
    const html = (await app.inject({ url: '/admin/analytics', headers: bearer })).body;
    expect(html).toContain('<h2 id="experiments">Experiments</h2>');
    expect(html).toContain('<h3>Home page hero wording (home-hero)</h3>');
    expect(html).toContain('Explained (explain): 2 exposed, 1 engaged');
    expect(html).toContain('Numbers first (numbers-first): 3 exposed, 2 engaged');
    const table =
      /<caption[^>]*>Exposures and engagement per variant of home-hero<\/caption>.*?<\/table>/s.exec(
        html,
      )?.[0] ?? '';
    const cells = [...table.matchAll(/<td[^>]*>(.*?)<\/td>/g)].map(([, cell]) =>
      cell!.replace(/<[^>]+>/g, ''),
    );
    expect(cells).toEqual([
      'Explained (explain)',
      '2',
      '3',
      '1',
      '50%',
      'Numbers first (numbers-first)',
      '3',
      '3',
      '2',
      '66.7%',
    ]);
  });

  it('says so when no experiment has been seen', async () => {
    const html = (await app.inject({ url: '/admin/analytics', headers: bearer })).body;
    expect(html).toContain('No experiment exposures yet.');
  });
});
