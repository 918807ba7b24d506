import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { createLogger } from '../src/logger.ts';
import { memoryDatabase, testConfig } from './helpers.ts';
import { eventually, startReceiver } from './webhook-receiver.ts';

// Canaries typed into every marketing-preference form and operator lookup (ASVS 16.2.5):
// none may reach a log line, whatever happens to the request.
const EMAIL = 'canary.optout+leak@example.org';
const PHONE = '3135550187';
const PHONE_FORMATTED = '(313) 555-0187';
const CELL = '2485550143';
const SUBSCRIBER_KEY = 'mc-canary-subscriber-7d2f9';
const REASON = 'canary-reason-q8w7e6';
const TOKEN = 'operator-token-0123456789-abcdefghij';
const SECRET = 'webhook-secret-0123456789abcdefghijkl';

describe('marketing-preference logging', () => {
  it('never writes an address, number, subscriber key, reason or secret', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        lines.push(chunk.toString());
        callback();
      },
    });
    const receiver = await startReceiver(SECRET, () => 500); // every delivery fails and is logged
    const app = await buildApp({
      config: testConfig({
        LOG_LEVEL: 'trace',
        ADMIN_TOKEN: TOKEN,
        FORM_RATE_LIMIT: '3',
        CONSENT_WEBHOOK_URL: receiver.url,
        CONSENT_WEBHOOK_SECRET: SECRET,
      }),
      database: await memoryDatabase(),
      logger: createLogger('trace', stream),
      serveSite: false,
      outbox: { pollMs: 20, backoff: { baseMs: 10, capMs: 50 } },
    });
    const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
      app.inject({ method: 'POST', url, payload, headers });
    try {
      await post('/rmscbff/opt-out', {
        email: EMAIL,
        homePhone: PHONE_FORMATTED,
        cellPhone: CELL,
        reason: REASON,
      });
      await post('/rmscbff/opt-out', { email: `${EMAIL}x`, homePhone: PHONE, website: 'bot' });
      await post('/rmscbff/opt-out', { email: `not-an-address ${EMAIL}@`, homePhone: `${PHONE}9` });
      await post('/rmscbff/opt-out', { email: EMAIL }, { 'idempotency-key': 'k1' });
      await post('/rmscbff/opt-out', { email: `${EMAIL}.uk` }, { 'idempotency-key': 'k1' });
      await post('/rmscbff/opt-out', { email: EMAIL }, { origin: 'https://evil.example' });
      await post('/rmscbff/mc/opt-out', {
        subscriberKey: SUBSCRIBER_KEY,
        jobId: '1',
        batchId: '2',
      });
      await post('/rmscbff/opt-in', {
        phoneOptIn: { inputValue: CELL, subscriptions: ['marketing-texts'] },
      });
      await post('/rmscbff/subscribe', { email: EMAIL, subscriptions: ['newsletter'] });
      await post('/rmscbff/subscribe', { email: EMAIL, subscriptions: [] }); // 429 by now
      await app.inject({
        method: 'POST',
        url: '/rmscbff/subscribe',
        headers: { 'content-type': 'text/plain' },
        payload: EMAIL,
      });
      for (const [channel, value] of [
        ['email', EMAIL],
        ['sms', PHONE_FORMATTED],
        ['email', SUBSCRIBER_KEY],
      ]) {
        await app.inject({
          url: `/admin/suppression?channel=${channel}&value=${encodeURIComponent(value!)}`,
          headers: { authorization: `Bearer ${TOKEN}` },
        });
      }
      await app.inject({
        url: '/admin/consents.csv',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      await app.inject({
        url: '/admin/consents.csv',
        headers: { authorization: `Bearer ${TOKEN}x` },
      });
      await eventually(() => receiver.deliveries.length >= 10, 'failed deliveries');
    } finally {
      await app.close();
      await receiver.close();
    }

    const written = lines.join('');
    expect(written).toContain('consent delivery failed'); // the worker did log
    expect(written).toContain('honeypot filled');
    expect(written).toContain('"statusCode":429');
    for (const canary of [
      EMAIL,
      encodeURIComponent(EMAIL),
      PHONE,
      PHONE_FORMATTED,
      encodeURIComponent(PHONE_FORMATTED),
      '555-0187',
      CELL,
      SUBSCRIBER_KEY,
      REASON,
      TOKEN,
      SECRET,
    ]) {
      expect(written).not.toContain(canary);
    }
  });
});
