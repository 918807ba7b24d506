import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consentApp } from './helpers.ts';

// Whatever a visitor or a bot sends to a preference form, the answer is 201 or 4xx, never 5xx:
// every value the schemas accept must also be one the consent records can store.
let app: FastifyInstance;
let dispose: () => Promise<void>;
beforeAll(async () => {
  ({ app, dispose } = await consentApp('pglite', { FORM_RATE_LIMIT: '1000000' }));
});
afterAll(() => dispose());

const text = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    'pat@example.com',
    ' PAT@Example.COM ',
    'a@b',
    '3135550100',
    '(313) 555-0100',
    '+1 313 555 0100',
    '1-800-555-1212',
    '555-1212',
    '=1+1',
    'marketing-texts',
    'newsletter',
  ),
);
const value = fc.oneof(
  text,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(text, { maxLength: 3 }),
);

const ROUTES = [
  ['/rmscbff/opt-out', ['reason', 'homePhone', 'cellPhone', 'email', 'sourcePage', 'website']],
  ['/rmscbff/mc/opt-out', ['subscriberKey', 'jobId', 'batchId']],
  ['/rmscbff/opt-in', ['phoneOptIn', 'sourcePage', 'website']],
  ['/rmscbff/subscribe', ['email', 'subscriptions', 'sourcePage', 'website']],
] as const;

describe('the preference routes under generated input', () => {
  it.each(ROUTES)('POST %s never answers 5xx', async (url, fields) => {
    const phoneOptIn = fc.record(
      {
        inputValue: value,
        subscriptions: fc.oneof(
          value,
          fc.array(fc.constantFrom('marketing-texts', 'marketing-calls', 'x')),
        ),
      },
      { requiredKeys: [] },
    );
    const body = fc.dictionary(
      fc.constantFrom(...fields),
      fc.oneof(
        value,
        phoneOptIn,
        fc.array(fc.constantFrom('newsletter', 'rate-alerts', 'market-insights'), { maxLength: 4 }),
      ),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          body.map((json) => JSON.stringify(json)),
          fc.jsonValue().map((json) => JSON.stringify(json)),
        ),
        async (payload) => {
          const response = await app.inject({
            method: 'POST',
            url,
            headers: { 'content-type': 'application/json' },
            payload,
          });
          expect(response.statusCode, payload).toBeLessThan(500);
          expect([201, 400]).toContain(response.statusCode);
        },
      ),
      { numRuns: 300, seed: 20261121 },
    );
  });
});
