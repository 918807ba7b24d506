import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { createLogger } from './logger.ts';
import { memoryDatabase, testConfig } from '../test/helpers.ts';

// Values a visitor might type, seeded everywhere a request can carry them.
const CANARY_EMAIL = 'canary.visitor+leak@example.org';
const CANARY_PHONE_DIGITS = '3135550147';
const CANARY_PHONE_FORMATTED = '(313) 555-0147';

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(chunk.toString());
      callback();
    },
  });
  return { stream, text: () => lines.join('') };
}

describe('logging', () => {
  it('never writes an e-mail address or phone number, wherever it came from', async () => {
    const log = capture();
    const config = testConfig({ LOG_LEVEL: 'trace' });
    const app = await buildApp({
      config,
      database: await memoryDatabase(),
      logger: createLogger('trace', log.stream),
      serveSite: false,
    });
    app.post('/echo-error', async (request) => {
      request.log.info({ body: request.body }, 'received');
      throw new Error(`could not use ${JSON.stringify(request.body)}`);
    });

    await app.inject({
      url: `/healthz?email=${encodeURIComponent(CANARY_EMAIL)}&phone=${CANARY_PHONE_DIGITS}`,
    });
    await app.inject({ url: `/missing/${CANARY_EMAIL}/${CANARY_PHONE_DIGITS}` });
    await app.inject({
      method: 'POST',
      url: '/echo-error',
      headers: { authorization: `Bearer ${CANARY_EMAIL}`, cookie: `e=${CANARY_PHONE_DIGITS}` },
      payload: {
        email: CANARY_EMAIL,
        homePhone: CANARY_PHONE_FORMATTED,
        note: CANARY_PHONE_DIGITS,
      },
    });
    app.log.warn({ email: CANARY_EMAIL, cellPhone: CANARY_PHONE_DIGITS }, 'structured');
    app.log.error(`message with ${CANARY_EMAIL} and ${CANARY_PHONE_FORMATTED}`);
    await app.close();

    const written = log.text();
    expect(written.length).toBeGreaterThan(500); // the requests were logged at all
    expect(written).toContain('could not use'); // the error was logged, masked
    for (const canary of [
      CANARY_EMAIL,
      encodeURIComponent(CANARY_EMAIL),
      CANARY_PHONE_DIGITS,
      CANARY_PHONE_FORMATTED,
      '555-0147',
    ]) {
      expect(written).not.toContain(canary);
    }
  });
});
