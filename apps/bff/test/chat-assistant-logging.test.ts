import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { CHAT_TEST_PAGES } from '../src/chat-assistant/test-pages.ts';
import { createLogger } from '../src/logger.ts';
import { writeDocumentsFile } from '../src/search/test-documents.ts';
import { memoryDatabase, testConfig } from './helpers.ts';

// Canaries typed into the chat assistant: a question can hold anything (an address, an income,
// a name), and a callback request holds a name and a number. None may reach a log line.
const QUESTION_CANARY = 'canary-question-5k2j9';
const NAME = 'Canary Quillfeather';
const PHONE = '3135550187';

describe('chat assistant logging', () => {
  it('never writes a question, a name or a phone number, whatever happens to the request', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        lines.push(chunk.toString());
        callback();
      },
    });
    const app = await buildApp({
      config: testConfig({ LOG_LEVEL: 'trace', FORM_RATE_LIMIT: '3' }),
      database: await memoryDatabase(),
      logger: createLogger('trace', stream),
      serveSite: false,
      searchDocumentsPath: await writeDocumentsFile(CHAT_TEST_PAGES),
    });
    const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
      app.inject({ method: 'POST', url, payload, headers });
    try {
      await app.ready();
      const question = `What is PMI? I earn $95,000 and live at 12 Elm St, ${QUESTION_CANARY}`;
      const statuses = [
        (await post('/rmscbff/chat/answer', { question })).statusCode,
        (await post('/rmscbff/chat/answer', { question: `${QUESTION_CANARY}${'x'.repeat(400)}` }))
          .statusCode,
        (await post('/rmscbff/chat/answer', { question }, { origin: 'https://evil.example' }))
          .statusCode,
        (
          await post('/rmscbff/chat/callback', {
            name: NAME,
            phone: PHONE,
            bestTime: 'morning',
            consent: true,
          })
        ).statusCode,
        (await post('/rmscbff/chat/callback', { name: NAME, phone: `${PHONE}9`, consent: true }))
          .statusCode,
        (
          await post('/rmscbff/chat/callback', {
            name: NAME,
            phone: PHONE,
            bestTime: 'morning',
            consent: true,
            website: 'bot',
          })
        ).statusCode,
        (await post('/rmscbff/chat/callback', { name: NAME, phone: PHONE })).statusCode,
      ];
      // Every path ran: answered, refused, forbidden, stored, refused, honeypot, rate-limited.
      expect(statuses).toEqual([200, 400, 403, 201, 400, 201, 429]);
    } finally {
      await app.close();
    }
    const log = lines.join('');
    expect(log.length).toBeGreaterThan(0);
    for (const canary of [QUESTION_CANARY, 'Elm St', '95,000', NAME, 'Quillfeather', PHONE]) {
      expect(log).not.toContain(canary);
    }
  }, 60_000);
});
