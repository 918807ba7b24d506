import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  CALLBACK_CONSENT_TEXT,
  ChatAnswerSchema,
  chatMessages,
  CHAT_QUESTION_MAX_LENGTH,
  messages,
} from '@lender/validation';
import { consentApp, consentAppOn, DATABASE_KINDS, queryRows } from '../../../test/helpers.ts';
import { CHAT_TEST_PAGES } from '../../chat-assistant/test-pages.ts';
import type { Database } from '../../db/client.ts';
import { writeDocumentsFile } from '../../search/test-documents.ts';
import { CHAT_QUESTIONS_PER_FORM_POST } from './chat-assistant.ts';

const SITE = 'http://localhost:3000';

const validRequest = (bestTime: string) => ({
  name: 'Ada Lovelace',
  phone: '313 555 0100',
  bestTime,
  consent: true,
});

describe.each(DATABASE_KINDS)('the chat assistant API on %s', (kind) => {
  let app: FastifyInstance;
  let database: Database;
  let dispose: () => Promise<void>;
  let documentsPath: string;
  beforeAll(async () => {
    documentsPath = await writeDocumentsFile(CHAT_TEST_PAGES);
    ({ app, database, dispose } = await consentApp(
      kind,
      { FORM_RATE_LIMIT: '1000' },
      { searchDocumentsPath: documentsPath },
    ));
  }, 60_000);
  afterAll(() => dispose());
  beforeEach(async () => {
    await database.db.execute(sql`truncate callback_requests`);
  });

  const ask = (payload: unknown, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: '/rmscbff/chat/answer',
      payload: payload as object,
      headers: { origin: SITE, ...headers },
    });
  const callback = (payload: unknown, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: '/rmscbff/chat/callback',
      payload: payload as object,
      headers: { origin: SITE, 'sec-fetch-site': 'same-origin', ...headers },
    });

  describe('POST /rmscbff/chat/answer', () => {
    it('answers from the index, never cached', async () => {
      const response = await ask({ question: 'What is PMI?' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const answer = ChatAnswerSchema.parse(response.json());
      expect(answer.sources[0]?.path).toBe('/learn/rates-and-costs/private-mortgage-insurance');
    });

    it.each([
      ['no question', {}, chatMessages.errorQuestionRequired],
      ['a blank question', { question: '  ' }, chatMessages.errorQuestionRequired],
      ['a number', { question: 7 }, chatMessages.errorQuestionRequired],
      [
        'a question too long',
        { question: 'a'.repeat(CHAT_QUESTION_MAX_LENGTH + 1) },
        chatMessages.errorQuestionLength,
      ],
    ])('refuses %s with 400 and the field’s message', async (_case, payload, message) => {
      const response = await ask(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toContainEqual({ field: 'question', message });
    });

    it('refuses a question sent from another site', async () => {
      const response = await ask(
        { question: 'What is PMI?' },
        { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      );
      expect(response.statusCode).toBe(403);
    });
  });

  describe('POST /rmscbff/chat/callback', () => {
    const valid = {
      name: 'Ada Lovelace',
      phone: '(313) 555-0100',
      bestTime: 'afternoon',
      consent: true,
      sourcePage: '/purchase/get-started?utm_source=x',
    };

    it('stores the request with the consent text, once however often it is sent', async () => {
      const first = await callback(valid, { 'user-agent': 'Test browser', 'sec-gpc': '1' });
      expect(first.statusCode).toBe(201);
      expect(first.json()).toEqual({ status: 'received' });
      expect(first.headers['cache-control']).toBe('no-store');
      expect((await callback(valid, { 'user-agent': 'Test browser' })).statusCode).toBe(201);
      const rows = await queryRows(
        database,
        sql`select name, phone, best_time, consent_text, source_page, user_agent, ip_truncated, gpc from callback_requests`,
      );
      expect(rows).toEqual([
        {
          name: 'Ada Lovelace',
          phone: '3135550100',
          best_time: 'afternoon',
          consent_text: CALLBACK_CONSENT_TEXT,
          source_page: '/purchase/get-started',
          user_agent: 'Test browser',
          ip_truncated: '127.0.0.0',
          gpc: true,
        },
      ]);
    });

    it('never touches the marketing consent records', async () => {
      await callback(valid);
      const [row] = await queryRows<{ n: number }>(
        database,
        sql`select count(*)::int as n from consent_records where value = '3135550100'`,
      );
      expect(row?.n).toBe(0);
    });

    it('keeps one request per Idempotency-Key', async () => {
      const key = { 'idempotency-key': 'chat-callback-1' };
      await callback(valid, key);
      await callback({ ...valid, bestTime: 'morning' }, key);
      await callback({ ...valid, bestTime: 'evening' }, { 'idempotency-key': 'chat-callback-2' });
      const rows = await queryRows<{ best_time: string }>(
        database,
        sql`select best_time from callback_requests order by id`,
      );
      expect(rows.map((row) => row.best_time)).toEqual(['afternoon', 'evening']);
    });

    it.each([
      ['no name', { name: '' }, 'name', messages.name.errorRequired],
      ['a bad phone', { phone: '555 0100' }, 'phone', messages.phone.errorLength],
      ['no best time', { bestTime: undefined }, 'bestTime', chatMessages.errorBestTime],
      ['no consent', { consent: false }, 'consent', chatMessages.errorConsent],
    ])('refuses %s with 400 and stores nothing', async (_case, change, field, message) => {
      const response = await callback({ ...valid, ...change });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toContainEqual({ field, message });
      const [row] = await queryRows<{ n: number }>(
        database,
        sql`select count(*)::int as n from callback_requests`,
      );
      expect(row?.n).toBe(0);
    });

    it('answers a filled honeypot as usual and stores nothing', async () => {
      const response = await callback({ ...valid, website: 'https://spam.example' });
      expect(response.statusCode).toBe(201);
      const [row] = await queryRows<{ n: number }>(
        database,
        sql`select count(*)::int as n from callback_requests`,
      );
      expect(row?.n).toBe(0);
    });
  });

  it('lists the requests to the operators, newest first, only with the token', async () => {
    const token = 'operator-token-0123456789-abcdefghij';
    const operators = await consentAppOn(database, { ADMIN_TOKEN: token });
    try {
      await callback(validRequest('morning'));
      await callback(validRequest('evening'));
      const denied = await operators.inject({ url: '/admin/callback-requests' });
      expect(denied.statusCode).toBe(401);
      const listed = await operators.inject({
        url: '/admin/callback-requests?limit=10',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(listed.statusCode).toBe(200);
      expect(listed.headers['cache-control']).toBe('no-store');
      expect(listed.json().requests).toEqual([
        expect.objectContaining({ bestTime: 'evening', name: 'Ada Lovelace', phone: '3135550100' }),
        expect.objectContaining({ bestTime: 'morning', consentText: CALLBACK_CONSENT_TEXT }),
      ]);
      const bad = await operators.inject({
        url: '/admin/callback-requests?limit=0',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(bad.statusCode).toBe(400);
    } finally {
      await operators.close();
    }
  });

  it('rate-limits questions and callback requests per client', async () => {
    const limited = await consentAppOn(
      database,
      { FORM_RATE_LIMIT: '2' },
      { searchDocumentsPath: documentsPath },
    );
    try {
      const statuses: number[] = [];
      for (let n = 0; n <= 2 * CHAT_QUESTIONS_PER_FORM_POST; n++) {
        const response = await limited.inject({
          method: 'POST',
          url: '/rmscbff/chat/answer',
          payload: { question: 'What is PMI?' },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([...Array(2 * CHAT_QUESTIONS_PER_FORM_POST).fill(200), 429]);
      const callbacks: number[] = [];
      for (let n = 0; n < 3; n++) {
        const response = await limited.inject({
          method: 'POST',
          url: '/rmscbff/chat/callback',
          payload: {
            name: 'Ada Lovelace',
            phone: '3135550100',
            bestTime: 'morning',
            consent: true,
          },
        });
        callbacks.push(response.statusCode);
      }
      expect(callbacks).toEqual([201, 201, 429]);
    } finally {
      await limited.close();
    }
  }, 60_000);
});
