import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAX_BATCH_BYTES, MAX_EVENT_BYTES } from '@lender/analytics';
import { utcDay } from '../src/collector/event-record.ts';
import {
  daysAhead,
  ensurePartition,
  existingPartitionDays,
  maintainPartitions,
  partitionName,
} from '../src/collector/partition-repository.ts';
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
import { consentAppOn, DATABASE_KINDS, OVER_TLS, queryRows, testDatabase } from './helpers.ts';

// The site on https: requests come as from the TLS-ending proxy in front (OVER_TLS).
const ENV = { SEGMENT_KEY: WRITE_KEY, SITE_URL: 'https://www.lender.example' };

interface StoredEvent {
  message_id: string;
  type: string;
  event_name: string | null;
  anonymous_id: string | null;
  user_id: string | null;
  page_path: string | null;
  page_name: string | null;
  properties: Record<string, unknown> | null;
  context: Record<string, unknown> | null;
  partition: string;
}

async function storedEvents(database: Database): Promise<StoredEvent[]> {
  return queryRows<StoredEvent>(
    database,
    sql`select message_id, type, event_name, anonymous_id, user_id, page_path, page_name,
               properties, context, e.tableoid::regclass::text as partition
        from analytics_events e left join analytics_contexts using (context_id, received_day)
        order by received_at, message_id`,
  );
}

async function violations(database: Database) {
  const rows = await queryRows<{
    event_name: string;
    field: string;
    keyword: string;
    count: string;
  }>(
    database,
    sql`select event_name, field, keyword, count from analytics_violations
        order by event_name, field, keyword`,
  );
  return rows.map((row) => ({ ...row, count: Number(row.count) }));
}

describe.each(DATABASE_KINDS)('the analytics collector on %s', (kind) => {
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

  const post = (
    path: string,
    body: unknown,
    {
      contentType = 'text/plain',
      authorization = basicAuth(),
    }: { contentType?: string; authorization?: string | null } = {},
  ) =>
    app.inject({
      method: 'POST',
      url: `/v1/${path}`,
      headers: {
        ...OVER_TLS,
        'content-type': contentType,
        ...(authorization ? { authorization } : {}),
      },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
    });

  describe('settings', () => {
    it('serves settings that load nothing but the collector on this origin', async () => {
      const response = await app.inject({
        url: `/v1/projects/${WRITE_KEY}/settings`,
        headers: OVER_TLS,
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      const settings = response.json();
      expect(settings).toEqual({
        integrations: {
          'Segment.io': {
            apiKey: WRITE_KEY,
            apiHost: 'www.lender.example/v1',
            protocol: 'https',
            addBundledMetadata: true,
            unbundledIntegrations: [],
            deliveryStrategy: { strategy: 'batching', config: { size: 10, timeout: 5000 } },
            // SPEC §9: max retries 12, backoff from 500 ms.
            httpConfig: {
              backoffConfig: { maxRetryCount: 12, baseBackoffInterval: 0.5 },
              rateLimitConfig: { maxRetryCount: 12 },
            },
          },
        },
        plan: {
          track: { __default: { enabled: true, integrations: {} } },
          identify: { __default: { enabled: true } },
          group: { __default: { enabled: true } },
        },
        edgeFunction: {},
        analyticsNextEnabled: true,
        middlewareSettings: {},
        legacyVideoPluginsEnabled: false,
        metrics: {
          host: 'www.lender.example/v1',
          protocol: 'https',
          // SPEC §9: metrics sample rate 1 (to this origin's /v1/m).
          sampleRate: 1,
          flushTimer: 30000,
          maxQueueSize: 20,
        },
      });
      // What would make analytics-next fetch code from elsewhere (browser/index.ts).
      expect(Object.keys(settings.integrations)).toEqual(['Segment.io']);
      expect(settings).not.toHaveProperty('remotePlugins');
      expect(settings).not.toHaveProperty('enabledMiddleware');
    });

    it('answers http when the site is served over http (development)', async () => {
      const local = await consentAppOn(database, {
        SEGMENT_KEY: WRITE_KEY,
        SITE_URL: 'http://localhost:3000',
      });
      try {
        const settings = (await local.inject({ url: `/v1/projects/${WRITE_KEY}/settings` })).json();
        expect(settings.integrations['Segment.io']).toMatchObject({
          apiHost: 'localhost:3000/v1',
          protocol: 'http',
        });
        // analytics-next would post its metrics to https://localhost:3000: another origin.
        expect(settings.metrics.sampleRate).toBe(0);
      } finally {
        await local.close();
      }
    });

    it('refuses an unknown write key with 401', async () => {
      expect(
        (await app.inject({ url: '/v1/projects/someone_else/settings', headers: OVER_TLS }))
          .statusCode,
      ).toBe(401);
    });

    it('refuses any other write key when SEGMENT_KEY is not set (the site uses the one it generated)', async () => {
      const bare = await consentAppOn(database);
      try {
        expect((await bare.inject({ url: `/v1/projects/${WRITE_KEY}/settings` })).statusCode).toBe(
          401,
        );
        expect(
          (
            await bare.inject({
              method: 'POST',
              url: '/v1/t',
              headers: { 'content-type': 'text/plain' },
              payload: JSON.stringify(trackCall()),
            })
          ).statusCode,
        ).toBe(401);
      } finally {
        await bare.close();
      }
    });
  });

  describe('calls', () => {
    it.each(['text/plain', 'text/plain;charset=UTF-8', 'application/json'])(
      'stores one call of each type sent as %s',
      async (contentType) => {
        const calls = {
          t: trackCall(),
          p: pageCall(),
          i: identifyCall(),
          g: groupCall(),
          a: aliasCall(),
          s: screenCall(),
        };
        for (const [letter, body] of Object.entries(calls)) {
          const response = await post(letter, body, { contentType });
          expect(response.statusCode, `${letter}: ${response.body}`).toBe(200);
          expect(response.json()).toEqual({ success: true });
        }
        const rows = await storedEvents(database);
        expect(rows.map((row) => row.type).sort()).toEqual(
          ['alias', 'group', 'identify', 'page', 'screen', 'track'].sort(),
        );
        expect(rows.map((row) => row.message_id).sort()).toEqual(
          Object.values(calls)
            .map((call) => call.messageId)
            .sort(),
        );
      },
    );

    it('takes the write key from the body when there is no Authorization header', async () => {
      expect((await post('t', trackCall(), { authorization: null })).statusCode).toBe(200);
      expect(await storedEvents(database)).toHaveLength(1);
    });

    it('stores what a report needs and nothing personal', async () => {
      const page = pageCall();
      expect((await post('p', page)).statusCode).toBe(200);
      expect((await post('i', identifyCall())).statusCode).toBe(200);
      const [stored, identify] = await storedEvents(database);
      expect(stored).toMatchObject({
        type: 'page',
        event_name: 'loaded_page',
        anonymous_id: page.anonymousId,
        user_id: null,
        page_path: '/home-loans/va-loans',
        page_name: 'home loans:va loans',
        // The library's own page properties are set aside; the catalogue's are kept.
        properties: { page_name: 'home loans:va loans', funnel_experience: 'home loans' },
        partition: partitionName(utcDay(new Date())),
      });
      expect(stored!.context).toEqual({
        page: {
          path: '/home-loans/va-loans',
          referrer: 'https://search.example/',
          search: '?utm_source=news&utm_campaign=spring',
          title: 'VA loans | Harborlight',
          url: 'https://www.lender.example/home-loans/va-loans',
        },
        locale: 'en-US',
        timezone: 'America/Detroit',
        library: { name: 'analytics.js', version: 'npm:next-1.84.3' },
        campaign: { source: 'news', name: 'spring' },
        user_agent: {
          browser: 'Chrome',
          browser_version: '131',
          os: 'macOS',
          os_version: '10.15',
          device_type: 'desktop',
        },
      });
      const everything = JSON.stringify(await storedEvents(database));
      expect(everything).not.toContain('203.0.113.9');
      expect(everything).not.toContain('example.com'); // the e-mail in traits and the query
      expect(everything).not.toContain('Mozilla/5.0');
      expect(identify).toMatchObject({ type: 'identify', user_id: 'user_123', properties: null });
    });

    it('stores page and link addresses without query values, utm_ apart (issue 33)', async () => {
      const page = 'https://www.lender.example/opt-out?show=email&email=jo%40example.com';
      const calls = [
        trackCall('identified_audience_segment', {
          page_url: `${page}&utm_source=news#main`,
          segment_predicted: false,
          was_withheld_from_segment_prediction: false,
        }),
        trackCall('clicked_button', {
          button_name: 'See homes',
          page_name: 'opt out',
          linkValue:
            'https://homes.example.com/mi/detroit-mi?min-price=250000&email=jo@example.com',
        }),
        trackCall('clicked_link', {
          link_name: 'Help',
          link_value: '/help#x',
        }),
      ];
      for (const call of calls) expect((await post('t', call)).statusCode).toBe(200);
      const stored = await storedEvents(database);
      expect(JSON.stringify(stored)).not.toContain('example.com/mi/detroit-mi?');
      expect(JSON.stringify(stored)).not.toContain('jo%40example.com');
      expect(JSON.stringify(stored)).not.toContain('jo@example.com');
      const byName = Object.fromEntries(stored.map((row) => [row.event_name, row.properties]));
      expect(byName.identified_audience_segment).toMatchObject({
        page_url: 'https://www.lender.example/opt-out?utm_source=news',
      });
      expect(byName.clicked_button).toMatchObject({
        linkValue: 'https://homes.example.com/mi/detroit-mi',
      });
      expect(byName.clicked_link).toMatchObject({ link_value: '/help' });
    });

    it('refuses a body that names another type than its address with 400', async () => {
      const response = await post('p', trackCall());
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([
        { field: 'type', message: 'Send page calls to this address' },
      ]);
    });
  });

  describe('batches', () => {
    it('stores a batch of ten and de-duplicates a retry on messageId', async () => {
      const events = [
        pageCall(),
        ...Array.from({ length: 8 }, (_item, index) =>
          trackCall('clicked_button', { button_name: `Button ${index}`, page_name: 'lender:home' }),
        ),
        trackCall('engagement_started', { transaction_type_starting: 'purchase' }),
      ];
      const body = batchBody(events);
      expect((await post('b', body)).statusCode).toBe(200);
      // analytics-next retries with the same messageIds (X-Retry-Count, _metadata.retryCount).
      const retry = {
        ...body,
        batch: body.batch.map((event) => ({ ...event, _metadata: { retryCount: 1 } })),
      };
      expect((await post('b', retry)).statusCode).toBe(200);
      // A batch that repeats one of its own events.
      expect((await post('b', batchBody([events[0]!, events[0]!]))).statusCode).toBe(200);
      const rows = await storedEvents(database);
      expect(rows).toHaveLength(10);
      expect(new Set(rows.map((row) => row.message_id)).size).toBe(10);
      // The ten share one context, stored once and found by every event.
      expect(rows.every((row) => row.context?.locale === 'en-US')).toBe(true);
      const contexts = await queryRows<{ count: string }>(
        database,
        sql`select count(*) as count from analytics_contexts`,
      );
      expect(Number(contexts[0]!.count)).toBe(1);
    });

    it('stores the new events of a batch that repeats some stored ones', async () => {
      // On PGlite the events go in by COPY, which a stored messageId makes fail whole; the flush
      // is then inserted skipping exactly the stored ones.
      const first = Array.from({ length: 5 }, (_item, index) =>
        trackCall('clicked_button', { button_name: `First ${index}`, page_name: 'lender:home' }),
      );
      expect((await post('b', batchBody(first))).statusCode).toBe(200);
      const second = Array.from({ length: 5 }, (_item, index) =>
        trackCall('clicked_button', { button_name: `Second ${index}`, page_name: 'lender:home' }),
      );
      const mixed = [first[1]!, ...second, first[3]!];
      expect((await post('b', batchBody(mixed))).statusCode).toBe(200);
      const rows = await storedEvents(database);
      expect(rows.map((row) => row.message_id).sort()).toEqual(
        [...first, ...second].map((event) => event.messageId).sort(),
      );
    });

    it('drops and counts events that fail the catalogue, and stores the rest (200)', async () => {
      const good = trackCall();
      const response = await post(
        'b',
        batchBody([
          good,
          trackCall('clicked_buton', { button_name: 'x', page_name: 'y' }),
          trackCall('clicked_button', { page_name: 'lender:home', colour: 'red' }),
          trackCall('engagement_started', {
            transaction_type_starting: 'purchase',
            funnel_experience: 'nowhere',
          }),
          pageCall({ funnel_experience: 'rates' }),
        ]),
      );
      expect(response.statusCode).toBe(200);
      const rows = await storedEvents(database);
      expect(rows.map((row) => row.message_id)).toEqual([good.messageId]);
      expect(await violations(database)).toEqual([
        { event_name: 'clicked_buton', field: '', keyword: 'dropped', count: 1 },
        { event_name: 'clicked_buton', field: '', keyword: 'unknownEvent', count: 1 },
        { event_name: 'clicked_button', field: '', keyword: 'dropped', count: 1 },
        { event_name: 'clicked_button', field: '/button_name', keyword: 'required', count: 1 },
        {
          event_name: 'clicked_button',
          field: '/colour',
          keyword: 'additionalProperties',
          count: 1,
        },
        { event_name: 'engagement_started', field: '', keyword: 'dropped', count: 1 },
        {
          event_name: 'engagement_started',
          field: '/funnel_experience',
          keyword: 'enum',
          count: 1,
        },
        { event_name: 'loaded_page', field: '', keyword: 'dropped', count: 1 },
        { event_name: 'loaded_page', field: '/page_name', keyword: 'required', count: 1 },
      ]);
      // Counts add up over requests.
      await post('t', trackCall('clicked_buton', {}));
      expect(await violations(database)).toContainEqual({
        event_name: 'clicked_buton',
        field: '',
        keyword: 'unknownEvent',
        count: 2,
      });
    });

    it('drops and counts an event over 32 KB inside a batch, and stores the others', async () => {
      const small = trackCall();
      const large = trackCall('clicked_button', {
        button_name: 'x'.repeat(MAX_EVENT_BYTES),
        page_name: 'lender:home',
      });
      expect((await post('b', batchBody([small, large]))).statusCode).toBe(200);
      expect((await storedEvents(database)).map((row) => row.message_id)).toEqual([
        small.messageId,
      ]);
      expect(await violations(database)).toContainEqual({
        event_name: 'clicked_button',
        field: '',
        keyword: 'maxEventSize',
        count: 1,
      });
    });
  });

  describe('refusals', () => {
    it.each([
      ['no key at all', null, { ...trackCall(), writeKey: undefined }],
      ['a wrong key in the header', basicAuth('wrong'), trackCall()],
      ['a wrong key in the body', null, { ...trackCall(), writeKey: 'wrong' }],
      ['a malformed header', 'Basic !!!', { ...trackCall(), writeKey: undefined }],
    ])('answers %s with 401 and stores nothing', async (_case, authorization, body) => {
      const response = await post('t', body, { authorization });
      expect(response.statusCode).toBe(401);
      expect(
        (await post('b', batchBody([trackCall()], 'wrong'), { authorization })).statusCode,
      ).toBe(401);
      expect(await storedEvents(database)).toHaveLength(0);
    });

    it('answers 413 for a call over 32 KB and a batch over 500 KB', async () => {
      const big = trackCall('clicked_button', {
        button_name: 'x'.repeat(MAX_EVENT_BYTES),
        page_name: 'p',
      });
      expect((await post('t', big)).statusCode).toBe(413);
      const events = Array.from({ length: 40 }, () =>
        trackCall('clicked_button', { button_name: 'y'.repeat(14_000), page_name: 'p' }),
      );
      const body = JSON.stringify(batchBody(events));
      expect(Buffer.byteLength(body)).toBeGreaterThan(MAX_BATCH_BYTES);
      expect((await post('b', body)).statusCode).toBe(413);
      expect(await storedEvents(database)).toHaveLength(0);
    });

    it.each([
      ['malformed JSON', '{"batch": [', 'b'],
      ['an empty body', '', 't'],
      ['a prototype-poisoning key', '{"__proto__": {"x": 1}, "type": "track"}', 't'],
      ['batch that is not a list', JSON.stringify({ batch: {}, writeKey: WRITE_KEY }), 'b'],
      ['an empty batch', JSON.stringify({ batch: [], writeKey: WRITE_KEY }), 'b'],
      ['a messageId that is not text', JSON.stringify({ ...trackCall(), messageId: 12345 }), 't'],
      ['properties that are a list', JSON.stringify({ ...trackCall(), properties: [1] }), 't'],
      ['a track call without event', JSON.stringify({ ...trackCall(), event: undefined }), 't'],
      [
        'no anonymousId or userId',
        JSON.stringify({ ...trackCall(), anonymousId: null, userId: null }),
        't',
      ],
      [
        'a timestamp that is not ISO 8601',
        JSON.stringify({ ...trackCall(), timestamp: 'soon' }),
        't',
      ],
      [
        'a batch event of an unknown type',
        JSON.stringify(batchBody([trackCall(), { ...trackCall(), type: 'click' }])),
        'b',
      ],
      ['a JSON value that is not an object', '42', 't'],
    ])('answers %s with 400 and stores nothing', async (_case, body, path) => {
      const response = await post(path, body);
      expect(response.statusCode, response.body).toBe(400);
      expect(await storedEvents(database)).toHaveLength(0);
    });

    it('names the field of a bad batch event in the 400', async () => {
      const response = await post('b', batchBody([trackCall(), { ...trackCall(), messageId: 7 }]));
      expect(response.json()).toMatchObject({
        message: 'There is a problem',
        errors: [{ field: 'batch.1.messageId', message: 'Send an id as text' }],
      });
    });

    it('answers 415 for a body that is neither JSON nor text', async () => {
      const response = await post('t', JSON.stringify(trackCall()), {
        contentType: 'application/x-www-form-urlencoded',
      });
      expect(response.statusCode).toBe(415);
    });

    it('answers 429 with Retry-After when too many events wait, then stores what it accepted', async () => {
      const limited = await consentAppOn(database, { ...ENV, ANALYTICS_QUEUE_LIMIT: '100' });
      try {
        await limited.ready();
        // A slow database: a transaction holds the events table while 15 batches of 10 arrive.
        let release!: () => void;
        const held = new Promise<void>((resolve) => (release = resolve));
        let locked!: () => void;
        const isLocked = new Promise<void>((resolve) => (locked = resolve));
        const transaction = database.db.transaction(async (tx) => {
          await tx.execute(sql`lock table analytics_events in exclusive mode`);
          locked();
          await held;
        });
        await isLocked;
        const batches = Array.from({ length: 15 }, () =>
          batchBody(Array.from({ length: 10 }, () => trackCall())),
        );
        const responses = batches.map((body) =>
          limited.inject({
            method: 'POST',
            url: '/v1/b',
            headers: { ...OVER_TLS, 'content-type': 'text/plain', authorization: basicAuth() },
            payload: JSON.stringify(body),
          }),
        );
        // Give the requests time to reach the writer before the database answers.
        await new Promise((resolve) => setTimeout(resolve, 300));
        release();
        await transaction;
        const answered = await Promise.all(responses);
        const statuses = answered.map((response) => response.statusCode);
        expect(statuses.filter((status) => status === 200)).toHaveLength(10);
        expect(statuses.filter((status) => status === 429)).toHaveLength(5);
        const refused = answered.find((response) => response.statusCode === 429)!;
        expect(refused.headers['retry-after']).toBe('2');
        expect(refused.headers['x-ratelimit-reset']).toBe('2');
        expect(await storedEvents(database)).toHaveLength(100);
      } finally {
        await limited.close();
      }
    });
  });

  describe('metrics', () => {
    it('counts the library metrics per name, without personal data', async () => {
      const body = {
        series: [
          {
            type: 'Counter',
            metric: 'analytics_js.invoke',
            value: 1,
            tags: { library: 'analytics.js', library_version: 'npm:next-1.84.3' },
          },
          { type: 'Counter', metric: 'analytics_js.invoke', value: 1, tags: {} },
          { type: 'Counter', metric: 'someone@example.com', value: 1, tags: {} },
        ],
      };
      expect((await post('m', body, { authorization: null })).statusCode).toBe(200);
      expect((await post('m', body, { contentType: 'application/json' })).statusCode).toBe(200);
      const rows = await queryRows<{ metric: string; count: string }>(
        database,
        sql`select metric, count from analytics_client_metrics order by metric`,
      );
      expect(rows.map((row) => [row.metric, Number(row.count)])).toEqual([
        ['(other)', 2],
        ['analytics_js.invoke', 4],
      ]);
      expect((await post('m', '{"series": 3}')).statusCode).toBe(400);
      expect((await post('m', '{"series": [')).statusCode).toBe(400);
    });
  });

  describe('partitions', () => {
    it('has a partition for yesterday, today and the next seven days after start', async () => {
      await app.ready();
      const days = await existingPartitionDays(database.db);
      for (const day of daysAhead(new Date())) expect(days).toContain(day);
    });

    it('stores each event in the partition of the day it was received', async () => {
      const pinned = await consentAppOn(database, ENV, {
        now: () => new Date('2031-03-04T23:59:59Z'),
      });
      try {
        expect(
          (
            await pinned.inject({
              method: 'POST',
              url: '/v1/t',
              headers: { ...OVER_TLS, 'content-type': 'text/plain', authorization: basicAuth() },
              payload: JSON.stringify(trackCall()),
            })
          ).statusCode,
        ).toBe(200);
        const [row] = await storedEvents(database);
        expect(row!.partition).toBe('analytics_events_p20310304');
      } finally {
        await pinned.close();
      }
    });

    it('drops partitions and counts older than the retention', async () => {
      const now = new Date('2031-06-30T12:00:00Z');
      await ensurePartition(database.db, '2031-06-01');
      await ensurePartition(database.db, '2031-06-02');
      await database.db
        .execute(sql`insert into analytics_violations (day, event_name, field, keyword, count)
        values ('2031-06-01', 'x', '', 'dropped', 1), ('2031-06-02', 'x', '', 'dropped', 1)`);
      // 29 days kept: 2031-06-02 to 2031-06-30.
      const { created, dropped } = await maintainPartitions(database.db, now, 29);
      expect(dropped).toContain('2031-06-01');
      expect(dropped).not.toContain('2031-06-02');
      expect(created).toContain('2031-07-07');
      const days = await existingPartitionDays(database.db);
      expect(days).not.toContain('2031-06-01');
      expect(days).toContain('2031-06-02');
      // The contexts' partitions come and go with the events'.
      const contextTables = await queryRows<{ name: string | null }>(
        database,
        sql`select to_regclass('analytics_contexts_p20310601')::text as name
            union all select to_regclass('analytics_contexts_p20310602')::text`,
      );
      expect(contextTables.map((row) => row.name)).toEqual([null, 'analytics_contexts_p20310602']);
      expect((await violations(database)).map((row) => row.event_name)).toEqual(['x']);
      // Running it again changes nothing.
      expect(await maintainPartitions(database.db, now, 29)).toEqual({ created: [], dropped: [] });
    });
  });

  it('answers unknown collector paths with JSON 404', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/v1/x',
      headers: OVER_TLS,
      payload: '{}',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not Found' });
  });

  it('stores what it acknowledged before the app closes', async () => {
    const closing = await consentAppOn(database, ENV);
    const sent = closing.inject({
      method: 'POST',
      url: '/v1/b',
      headers: { ...OVER_TLS, 'content-type': 'text/plain', authorization: basicAuth() },
      payload: JSON.stringify(batchBody([trackCall(), trackCall(), pageCall({ page_name: 'x' })])),
    });
    expect((await sent).statusCode).toBe(200);
    await closing.close();
    expect(await storedEvents(database)).toHaveLength(3);
  });
});
