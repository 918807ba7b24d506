import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CONSENT_CSV_COLUMNS } from '../../consent/consent-export.ts';
import type { Database } from '../../db/client.ts';
import {
  consentAppOn,
  DATABASE_KINDS,
  emptyConsentTables,
  testDatabase,
} from '../../../test/helpers.ts';

const TOKEN = 'operator-token-0123456789-abcdefghij';
const auth = { authorization: `Bearer ${TOKEN}` };

/** Parses the export (RFC 4180, as written by csv.ts) into rows of cells. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (quoted && char === '"' && text[index + 1] === '"') {
      cell += '"';
      index += 1;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (!quoted && char === ',') {
      row.push(cell);
      cell = '';
    } else if (!quoted && char === '\r' && text[index + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      index += 1;
    } else {
      cell += char;
    }
  }
  return rows;
}

describe.each(DATABASE_KINDS)('the operators’ API on %s', (kind) => {
  let database: Database;
  let dispose: () => Promise<void>;
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ database, dispose } = await testDatabase(kind));
  });
  afterAll(() => dispose());
  beforeEach(async () => {
    await emptyConsentTables(database);
    app = await consentAppOn(database, { ADMIN_TOKEN: TOKEN, FORM_RATE_LIMIT: '1000' });
  });
  afterEach(() => app.close());

  const optOut = (payload: object, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: '/rmscbff/opt-out', payload, headers });

  it('does not exist at all without ADMIN_TOKEN (404)', async () => {
    const bare = await consentAppOn(database);
    try {
      for (const url of [
        '/admin/consents.csv',
        '/admin/suppression?channel=email&value=a@example.com',
      ]) {
        expect((await bare.inject({ url, headers: auth })).statusCode).toBe(404);
      }
    } finally {
      await bare.close();
    }
  });

  it.each([
    ['no token', {}],
    ['a wrong token', { authorization: `Bearer ${TOKEN.slice(0, -1)}x` }],
    ['a longer token', { authorization: `Bearer ${TOKEN}x` }],
    ['the token in another scheme', { authorization: `Basic ${TOKEN}` }],
  ])('answers %s with 401 and a Bearer challenge', async (_kind, headers) => {
    for (const url of [
      '/admin/consents.csv',
      '/admin/suppression?channel=email&value=a@example.com',
    ]) {
      const response = await app.inject({ url, headers });
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer');
      expect(response.body).not.toContain('a@example.com');
    }
  });

  it('exports every record as CSV, defusing spreadsheet formulas', async () => {
    await optOut(
      { email: 'csv@example.com', reason: '=HYPERLINK("http://evil.example","click")' },
      { 'sec-gpc': '1' },
    );
    await optOut({ homePhone: '3135550150', reason: 'stop, "please"\ncalling' });
    await app.inject({
      method: 'POST',
      url: '/rmscbff/mc/opt-out',
      payload: { subscriberKey: '@SUM(1+1)', jobId: '+1', batchId: '-2' },
    });
    const response = await app.inject({ url: '/admin/consents.csv', headers: auth });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="consents-/);
    const [header, ...rows] = parseCsv(response.body);
    expect(header).toEqual([...CONSENT_CSV_COLUMNS]);
    expect(rows).toHaveLength(3);
    const byColumn = rows.map((row) =>
      Object.fromEntries(header!.map((name, index) => [name, row[index]])),
    );
    expect(byColumn[0]).toMatchObject({
      channel: 'email',
      value: 'csv@example.com',
      action: 'opt-out',
      reason: `'=HYPERLINK("http://evil.example","click")`,
      gpc: 'true',
      source: 'api',
    });
    expect(byColumn[1]).toMatchObject({
      channel: 'phone',
      value: '3135550150',
      reason: 'stop, "please"\ncalling',
      gpc: 'false',
    });
    expect(byColumn[2]).toMatchObject({
      source: 'marketing-cloud',
      value: "'@SUM(1+1)",
      mc_subscriber_key: "'@SUM(1+1)",
      mc_job_id: "'+1",
      mc_batch_id: "'-2",
    });
    expect(byColumn[0]!.received_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    // No cell starts with a formula character.
    expect(rows.flat().every((cell) => !/^[=+\-@]/.test(cell))).toBe(true);
  });

  it('filters by channel and by UTC day, both days included', async () => {
    await optOut({ email: 'day@example.com', cellPhone: '3135550151' });
    const today = new Date().toISOString().slice(0, 10);
    const get = async (query: string) => {
      const response = await app.inject({ url: `/admin/consents.csv?${query}`, headers: auth });
      expect(response.statusCode).toBe(200);
      return parseCsv(response.body).slice(1);
    };
    expect(await get(`from=${today}&to=${today}`)).toHaveLength(2);
    expect((await get('channel=sms')).map((row) => row[3])).toEqual(['3135550151']);
    expect(await get('channel=phone')).toHaveLength(0);
    expect(await get('to=2000-01-01')).toHaveLength(0);
    expect(await get('from=2999-01-01')).toHaveLength(0);
  });

  it.each([
    ['a bad date', 'from=2026-13-45', 'from'],
    ['a bad channel', 'channel=fax', 'channel'],
    ['an end before the start', 'from=2026-02-01&to=2026-01-01', 'to'],
  ])('refuses %s with 400 naming the field', async (_kind, query, field) => {
    const response = await app.inject({ url: `/admin/consents.csv?${query}`, headers: auth });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((error: { field: string }) => error.field)).toContain(field);
  });

  it('answers suppression lookups and refuses a bad phone with 400', async () => {
    await optOut({ cellPhone: '3135550152' });
    const lookup = (query: string) =>
      app.inject({ url: `/admin/suppression?${query}`, headers: auth });
    const found = await lookup('channel=sms&value=313-555-0152');
    expect(found.statusCode).toBe(200);
    expect(found.headers['cache-control']).toBe('no-store');
    expect(found.json()).toEqual({
      channel: 'sms',
      value: '3135550152',
      suppressed: true,
      lastAction: 'opt-out',
      lastReceivedAt: expect.any(String),
    });
    expect((await lookup('channel=phone&value=3135550152')).json()).toEqual({
      channel: 'phone',
      value: '3135550152',
      suppressed: false,
    });
    expect((await lookup('channel=sms&value=12')).statusCode).toBe(400);
    expect((await lookup('channel=sms')).statusCode).toBe(400);
  });
});
