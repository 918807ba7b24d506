import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basicAuth, WRITE_KEY } from './analytics-events.ts';
import type { Database } from '../src/db/client.ts';
import { dateDemoFigures } from '../src/place-data/place-data-repository.ts';
import { seedRateData } from '../src/seed/seed-rate-data.ts';
import { consentApp, DATABASE_KINDS } from './helpers.ts';
import { testPlaces } from './places-fixture.ts';

// Issue 33 §3, acceptance 3: every C0 control and lone surrogates, sent through every endpoint
// in a path parameter, a query value or a body field, never get a 5xx. A NUL in a free-text
// field used to fail its insert (a 500, the opt-out lost). Each endpoint is sent a request it
// accepts (its example below), with the character put into one value or into all of them; the
// endpoints are read from the server's own route table, so an endpoint added without an example
// fails the first test until it has one.

const ADMIN_TOKEN = 'control-characters-admin-token-0123456789';
const SITE_URL = 'http://www.lender.example';

/** U+0000–U+001F, and the two ends of each surrogate half on their own. */
const CHARACTERS: readonly string[] = [
  ...Array.from({ length: 0x20 }, (_, code) => String.fromCharCode(code)),
  '\ud800',
  '\udbff',
  '\udc00',
  '\udfff',
];

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

interface Example {
  /** The path with its parameters filled in, `{name}` marking each one. */
  path: string;
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: Json;
  /** The body is a form's (admin pages), not JSON. */
  form?: boolean;
}

const replayChunk = () => ({
  writeKey: WRITE_KEY,
  replayId: randomUUID(),
  sessionId: '1763978400000',
  anonymousId: 'anon-1',
  sequence: 0,
  pagePath: '/opt-out',
  events: [{ type: 3, timestamp: 1763978400000, data: { source: 5, text: 'typed' } }],
});

const segmentCall = (type: string) => ({
  type,
  writeKey: WRITE_KEY,
  messageId: `ajs-next-${randomUUID()}`,
  anonymousId: 'anon-1',
  event: 'Calculation Ran',
  name: 'Home',
  userId: 'user-1',
  groupId: 'group-1',
  previousId: 'anon-0',
  properties: { path: '/calculators', title: 'Calculators' },
  traits: { plan: 'none' },
  context: { page: { path: '/calculators', url: `${SITE_URL}/calculators` }, locale: 'en-US' },
  timestamp: '2026-11-21T12:00:00.000Z',
});

/** A request each endpoint accepts, keyed by `METHOD route` as the route table names it. */
const EXAMPLES: Record<string, () => Example> = {
  'GET /healthz': () => ({ path: '/healthz' }),
  'GET /readyz': () => ({ path: '/readyz' }),
  'GET /rmscbff/rvb/calculate': () => ({
    path: '/rmscbff/rvb/calculate',
    query: {
      purchasePrice: '300000',
      downPayment: '60000',
      interestRate: '6.5',
      monthlyRent: '1800',
      monthlyTaxPayment: '300',
      closingCost: '9000',
    },
  }),
  'POST /rmscbff/rates/affordability': () => ({
    path: '/rmscbff/rates/affordability',
    body: {
      annualIncomeAmount: 95_000,
      monthlyDebtAmount: 400,
      downPaymentAmount: 40_000,
      creditScore: 700,
      zipCode: '48226',
      isVeteran: false,
    },
  }),
  'GET /rmscbff/rates/products': () => ({
    path: '/rmscbff/rates/products',
    query: { purpose: 'purchase', creditScore: '700', downPaymentPercent: '20' },
  }),
  'GET /rmscbff/rocket-homes/market-report': () => ({
    path: '/rmscbff/rocket-homes/market-report',
    query: { locationID: 'zip:48226' },
  }),
  'GET /rmscbff/rocket-homes/listings': () => ({
    path: '/rmscbff/rocket-homes/listings',
    query: { location: '48226', 'min-price': '0', 'max-price': '300000', state: 'MI' },
  }),
  'GET /rmscbff/calc/affordability': () => ({
    path: '/rmscbff/calc/affordability',
    query: {
      annualIncome: '85,000',
      availableFunds: '40000',
      monthlyDebt: '500',
      zip: '48226',
      state: 'MI',
      dti: '0.36',
    },
  }),
  'POST /rmscbff/chat/answer': () => ({
    path: '/rmscbff/chat/answer',
    body: { question: 'What is PMI?' },
  }),
  'POST /rmscbff/chat/callback': () => ({
    path: '/rmscbff/chat/callback',
    body: {
      name: 'Jo Doe',
      phone: '3135550102',
      bestTime: 'morning',
      consent: true,
      sourcePage: '/get-started',
    },
  }),
  'POST /rmscbff/opt-out': () => ({
    path: '/rmscbff/opt-out',
    body: { email: 'a@example.com', reason: 'too many e-mails', sourcePage: '/opt-out' },
  }),
  'POST /rmscbff/opt-in': () => ({
    path: '/rmscbff/opt-in',
    body: {
      phoneOptIn: { inputValue: '3135550101', subscriptions: ['marketing-texts'] },
      sourcePage: '/phone-updates',
    },
  }),
  'POST /rmscbff/mc/opt-out': () => ({
    path: '/rmscbff/mc/opt-out',
    body: { subscriberKey: 'b@example.com', jobId: '1', batchId: '2' },
  }),
  'POST /rmscbff/subscribe': () => ({
    path: '/rmscbff/subscribe',
    body: { email: 'c@example.com', subscriptions: ['newsletter'], sourcePage: '/subscribe' },
  }),
  'GET /rmscbff/search': () => ({ path: '/rmscbff/search', query: { q: 'va loans' } }),
  'POST /rmscbff/aws/suggest': () => ({ path: '/rmscbff/aws/suggest', body: { term: 'fh' } }),
  'GET /rmscbff/zipCodes/:zip': () => ({
    path: '/rmscbff/zipCodes/{zip}',
    params: { zip: '48226' },
  }),
  'GET /rh-id-lookup': () => ({ path: '/rh-id-lookup', query: { key: '48226' } }),
  'GET /fpc.js': () => ({ path: '/fpc.js', query: { rvid: randomUUID() } }),
  'GET /mapbox-fwd-api': () => ({
    path: '/mapbox-fwd-api',
    query: { q: 'Detroit', autocomplete: 'true', country: 'us', limit: '3', types: 'place' },
  }),
  'GET /mapbox-rev-api': () => ({
    path: '/mapbox-rev-api',
    query: { latitude: '42.3314', longitude: '-83.0458', types: 'place' },
  }),
  'GET /v1/projects/:writeKey/settings': () => ({
    path: '/v1/projects/{writeKey}/settings',
    params: { writeKey: WRITE_KEY },
  }),
  'POST /v1/p': () => ({ path: '/v1/p', body: segmentCall('page') }),
  'POST /v1/page': () => ({ path: '/v1/page', body: segmentCall('page') }),
  'POST /v1/t': () => ({ path: '/v1/t', body: segmentCall('track') }),
  'POST /v1/track': () => ({ path: '/v1/track', body: segmentCall('track') }),
  'POST /v1/i': () => ({ path: '/v1/i', body: segmentCall('identify') }),
  'POST /v1/identify': () => ({ path: '/v1/identify', body: segmentCall('identify') }),
  'POST /v1/g': () => ({ path: '/v1/g', body: segmentCall('group') }),
  'POST /v1/group': () => ({ path: '/v1/group', body: segmentCall('group') }),
  'POST /v1/a': () => ({ path: '/v1/a', body: segmentCall('alias') }),
  'POST /v1/alias': () => ({ path: '/v1/alias', body: segmentCall('alias') }),
  'POST /v1/s': () => ({ path: '/v1/s', body: segmentCall('screen') }),
  'POST /v1/screen': () => ({ path: '/v1/screen', body: segmentCall('screen') }),
  'POST /v1/b': () => ({ path: '/v1/b', body: { batch: [segmentCall('track')] } }),
  'POST /v1/batch': () => ({
    path: '/v1/batch',
    body: { writeKey: WRITE_KEY, batch: [segmentCall('track'), segmentCall('page')] },
  }),
  'POST /v1/m': () => ({
    path: '/v1/m',
    body: { series: [{ type: 'Counter', metric: 'analytics_js.invoke', value: 1, tags: {} }] },
  }),
  'GET /v1/replay/config': () => ({ path: '/v1/replay/config' }),
  'POST /v1/replay/chunks': () => ({ path: '/v1/replay/chunks', body: replayChunk() }),
  'GET /admin/analytics': () => ({ path: '/admin/analytics', query: { from: '2026-11-01' } }),
  'POST /admin/analytics/sign-in': () => ({
    path: '/admin/analytics/sign-in',
    body: { token: ADMIN_TOKEN, from: '/admin/analytics' },
    form: true,
  }),
  'POST /admin/analytics/sign-out': () => ({ path: '/admin/analytics/sign-out', form: true }),
  'GET /admin/analytics/events': () => ({
    path: '/admin/analytics/events',
    query: { event: 'Calculation Ran', from: '2026-11-01' },
  }),
  'GET /admin/analytics.json': () => ({
    path: '/admin/analytics.json',
    query: { from: '2026-11-01' },
  }),
  'GET /admin/sessions': () => ({ path: '/admin/sessions' }),
  'POST /admin/sessions/end': () => ({
    path: '/admin/sessions/end',
    body: { session: 'session-handle' },
    form: true,
  }),
  'POST /admin/sessions/end-all': () => ({ path: '/admin/sessions/end-all', form: true }),
  'GET /admin/suppression': () => ({
    path: '/admin/suppression',
    query: { channel: 'email', value: 'a@example.com' },
  }),
  'GET /admin/replays': () => ({ path: '/admin/replays', query: { page: '1' } }),
  'GET /admin/replays/:replayId': () => ({
    path: '/admin/replays/{replayId}',
    params: { replayId: randomUUID() },
  }),
  'GET /admin/replays/:replayId/events.json': () => ({
    path: '/admin/replays/{replayId}/events.json',
    params: { replayId: randomUUID() },
  }),
  'GET /admin/consents.csv': () => ({ path: '/admin/consents.csv', query: { from: '2026-11-01' } }),
  'GET /admin/callback-requests': () => ({ path: '/admin/callback-requests' }),
};

/**
 * Every `METHOD route` the server answers, read from its printed route table (a tree whose
 * lines each add a piece to their parent's path). HEAD follows GET; `*` is the not-found
 * answer. A node of several parameters (`:file|:replayId`) is named by its last.
 */
function routesOf(app: FastifyInstance): string[] {
  const routes: string[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:│ {3}| {4})*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const piece = match[2]!.replace(/(?::\w+\|)+(:\w+)/g, '$1');
    stack.length = depth;
    stack.push(piece);
    const path = stack.join('');
    for (const method of match[3]?.split(', ') ?? []) {
      if (method !== 'HEAD' && path !== '*') routes.push(`${method} ${path}`);
    }
  }
  return routes;
}

/** The headers a request from the site, a tracking library or an operator carries. */
function headersOf(path: string, form: boolean | undefined): Record<string, string> {
  return {
    origin: SITE_URL,
    'sec-fetch-site': 'same-origin',
    'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json',
    ...(path.startsWith('/v1/') && { authorization: basicAuth() }),
    ...(path.startsWith('/admin/') && { authorization: `Bearer ${ADMIN_TOKEN}` }),
  };
}

/** Each place a character can go: a parameter, a query value, a string in the body. */
type Slot = { in: 'params' | 'query'; key: string } | { in: 'body'; at: (string | number)[] };

function bodyStrings(value: Json, at: (string | number)[] = []): Slot[] {
  if (typeof value === 'string') return [{ in: 'body', at }];
  if (Array.isArray(value))
    return value.flatMap((item, index) => bodyStrings(item, [...at, index]));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => bodyStrings(item, [...at, key]));
  }
  return [];
}

function slotsOf(example: Example): Slot[] {
  return [
    ...Object.keys(example.params ?? {}).map((key) => ({ in: 'params' as const, key })),
    ...Object.keys(example.query ?? {}).map((key) => ({ in: 'query' as const, key })),
    ...(example.body === undefined ? [] : bodyStrings(example.body)),
  ];
}

/** The example with `edit` applied to the text in each of `slots`. */
function withText(example: Example, slots: Slot[], edit: (text: string) => string): Example {
  const copy = structuredClone(example);
  for (const slot of slots) {
    if (slot.in !== 'body') {
      const values = copy[slot.in]!;
      values[slot.key] = edit(values[slot.key]!);
      continue;
    }
    let parent = copy.body as Record<string | number, Json>;
    for (const step of slot.at.slice(0, -1)) parent = parent[step] as Record<string | number, Json>;
    const last = slot.at.at(-1)!;
    parent[last] = edit(parent[last] as string);
  }
  return copy;
}

/**
 * Percent-encodes text byte by byte as UTF-8, a lone surrogate as the three bytes it would be
 * (what a client can put on the wire; encodeURIComponent refuses it, URLSearchParams makes it
 * U+FFFD, so neither would send one).
 */
function percentEncoded(text: string): string {
  let out = '';
  for (let index = 0; index < text.length; index += 1) {
    const unit = text.charCodeAt(index);
    const pair = text.codePointAt(index)!;
    if (pair > 0xffff) {
      out += encodeURIComponent(String.fromCodePoint(pair));
      index += 1;
    } else if (unit >= 0xd800 && unit <= 0xdfff) {
      out += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    } else {
      out += encodeURIComponent(text[index]!);
    }
  }
  return out;
}

const queryString = (values: Record<string, string>) =>
  Object.entries(values)
    .map(([key, value]) => `${percentEncoded(key)}=${percentEncoded(value)}`)
    .join('&');

/** Sends an example as a client would, and answers its status. */
async function send(app: FastifyInstance, method: string, example: Example): Promise<number> {
  const path = example.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    percentEncoded(example.params![name]!),
  );
  const query = queryString(example.query ?? {});
  const payload =
    example.body === undefined
      ? undefined
      : example.form
        ? queryString(example.body as Record<string, string>)
        : JSON.stringify(example.body);
  const response = await app.inject({
    method: method as 'GET' | 'POST',
    url: query ? `${path}?${query}` : path,
    headers: headersOf(example.path, example.form),
    ...(payload !== undefined && { payload }),
  });
  return response.statusCode;
}

describe.each(DATABASE_KINDS)('every C0 control and lone surrogates on %s', (kind) => {
  let app: FastifyInstance;
  let dispose: () => Promise<void>;
  let routes: string[];
  beforeAll(async () => {
    let database: Database;
    ({ app, database, dispose } = await consentApp(
      kind,
      {
        FORM_RATE_LIMIT: '1000000',
        SEGMENT_KEY: WRITE_KEY,
        ADMIN_TOKEN,
        SITE_URL,
        SESSION_REPLAY_SAMPLE_RATE: '1',
        SESSION_REPLAY_CLIENT_KB_PER_MINUTE: '1000000',
      },
      { places: testPlaces() },
    ));
    await seedRateData(database.db, new Date());
    await dateDemoFigures(database.db, new Date());
    await app.ready();
    routes = routesOf(app);
  });
  afterAll(() => dispose());

  it('has a request for every endpoint the server answers, which it accepts', async () => {
    expect(routes.length).toBeGreaterThan(40);
    expect(routes.filter((route) => !(route in EXAMPLES))).toEqual([]);
    const answers = [];
    for (const route of routes) {
      const [method] = route.split(' ');
      answers.push(`${route} ${await send(app, method!, EXAMPLES[route]!())}`);
    }
    // Accepted, so a character put into it reaches what lies behind validation; an operator's
    // view of a replay or session nobody made is the answer that one can get.
    const refused = answers.filter((answer) => !/ [23]\d\d$/.test(answer));
    expect(refused).toEqual([
      'POST /admin/sessions/end 400',
      'GET /admin/replays/:replayId 404',
      'GET /admin/replays/:replayId/events.json 404',
    ]);
  });

  it('answers below 500 with each character in every value of every endpoint at once', async () => {
    for (const route of routes) {
      const [method] = route.split(' ');
      for (const character of CHARACTERS) {
        const example = EXAMPLES[route]!();
        const edited = withText(example, slotsOf(example), (text) => `${text}${character}x`);
        const status = await send(app, method!, edited);
        expect(status, `${route} with U+${character.charCodeAt(0).toString(16)}`).toBeLessThan(500);
      }
    }
  });

  it('answers below 500 with characters anywhere in any one value (generated)', async () => {
    const cases = fc.record({
      route: fc.constantFrom(...routes),
      characters: fc.array(fc.constantFrom(...CHARACTERS), { minLength: 1, maxLength: 3 }),
      where: fc.nat(),
      position: fc.nat(),
      replace: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(cases, async ({ route, characters, where, position, replace }) => {
        const [method] = route.split(' ');
        const example = EXAMPLES[route]!();
        const slots = slotsOf(example);
        if (slots.length === 0) return;
        const slot = slots[where % slots.length]!;
        const inserted = characters.join('');
        const edited = withText(example, [slot], (text) => {
          if (replace) return inserted;
          const at = position % (text.length + 1);
          return `${text.slice(0, at)}${inserted}${text.slice(at)}`;
        });
        const status = await send(app, method!, edited);
        expect(status, `${route} ${JSON.stringify(slot)} ${JSON.stringify(inserted)}`).toBeLessThan(
          500,
        );
      }),
      { numRuns: 600, seed: 20261128 },
    );
  });
});
