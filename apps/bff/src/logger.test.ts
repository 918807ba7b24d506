import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { appMeta } from './db/schema.ts';
import { LOG_LINE_MAX_CHARS } from './log-fields.ts';
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
  return {
    stream,
    text: () => lines.join(''),
    lines: () => lines.join('').split('\n').filter(Boolean),
  };
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

describe('log lines are bounded', () => {
  it('logs requests by the route they matched, never by the path sent', async () => {
    const log = capture();
    const app = await buildApp({
      config: testConfig({ LOG_LEVEL: 'info' }),
      database: await memoryDatabase(),
      logger: createLogger('info', log.stream),
      serveSite: false,
    });
    app.get('/tel/:number', async () => ({ ok: true }));
    const letters = 'Q'.repeat(15_800);
    await app.inject({ url: '/tel/+1%20313%20555%200133' });
    // A parameter over Fastify's 100 characters is answered 414 before any request line.
    expect((await app.inject({ url: `/tel/${letters}` })).statusCode).toBe(414);
    expect((await app.inject({ url: `/nowhere/${letters}` })).statusCode).toBe(404);
    await app.inject({ method: 'POST', url: '/rmscbff/opt-out', payload: { email: 'x' } });
    await app.close();

    const lines = log.lines().map((line) => JSON.parse(line) as Record<string, unknown>);
    const urls = lines.flatMap((line) => {
      const req = line.req as { url?: string } | undefined;
      return req?.url ? [req.url] : [];
    });
    expect(urls).toEqual(['/tel/:number', '(no route)', '/rmscbff/opt-out']);
    // Only the lines' strings are searched: the numbers the logger adds (time, pid, response time)
    // held '313' by chance in about one run in four under load.
    const written = JSON.stringify(lines, (_key, value: unknown) =>
      typeof value === 'number' ? undefined : value,
    );
    expect(written).toContain('route not found');
    for (const sent of ['313', '0133', 'QQQQ', 'nowhere']) expect(written).not.toContain(sent);
  });

  it('cuts every string and line to size before masking it', () => {
    const log = capture();
    const logger = createLogger('info', log.stream);
    const huge = `${'a'.repeat(3_000_000)}\u0000`;
    logger.info(huge);
    logger.info({ note: huge, nested: { list: Array.from({ length: 500 }, () => huge) } }, huge);
    logger.error(new Error(huge));
    logger.warn({ err: new Error(huge) });
    const deep: Record<string, unknown> = {};
    let level = deep;
    for (let depth = 0; depth < 1_000; depth += 1) level = level.next = {};
    logger.info({ deep }, 'deep');
    const lines = log.lines();
    expect(lines).toHaveLength(5);
    for (const line of lines) {
      expect(line.length).toBeLessThanOrEqual(LOG_LINE_MAX_CHARS);
      expect(() => JSON.parse(line)).not.toThrow();
    }
    expect(lines[0]).toContain('characters cut]');
  });

  it('logs a database error as its class and SQLSTATE, never its message or parameters', async () => {
    const log = capture();
    const database = await memoryDatabase();
    const app = await buildApp({
      config: testConfig({ LOG_LEVEL: 'info' }),
      database,
      logger: createLogger('info', log.stream),
      serveSite: false,
    });
    const canary = 'canary-parameter-5f1d';
    app.post('/store', async () => {
      // PostgreSQL refuses NUL in text: the insert fails with SQLSTATE 22021 (PGlite) or 22P05.
      await database.db.insert(appMeta).values({ key: canary, value: `${canary}\u0000` });
    });
    const response = await app.inject({ method: 'POST', url: '/store' });
    expect(response.statusCode).toBe(500);
    const failure = await database.db
      .insert(appMeta)
      .values({ key: `${canary}-2`, value: `${canary}\u0000` })
      .catch((error: unknown) => error);
    app.log.error(failure);
    app.log.warn({ err: failure }, (failure as Error).message);
    await app.close();

    const written = log.text();
    expect(written).toMatch(
      /"err":\{"type":"DrizzleQueryError < [A-Za-z]+","code":"22(021|P05)"\}/,
    );
    expect(written).toContain('"msg":"database error 22');
    for (const leak of [canary, 'insert into', 'params', 'app_meta', 'UTF8', '0x00']) {
      expect(written).not.toContain(leak);
    }
  });
});
