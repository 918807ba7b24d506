import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@lender/validation';
import type { Database } from '../../db/client.ts';
import { consentApp, DATABASE_KINDS, queryRows } from '../../../test/helpers.ts';

describe.each(DATABASE_KINDS)('POST /rmscbff/subscribe on %s', (kind) => {
  let app: FastifyInstance;
  let database: Database;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ app, database, dispose } = await consentApp(kind, { FORM_RATE_LIMIT: '1000' }));
  });
  afterAll(() => dispose());

  const post = (payload: unknown) =>
    app.inject({ method: 'POST', url: '/rmscbff/subscribe', payload: payload as object });

  it('stores one e-mail opt-in covering every choice ticked', async () => {
    const response = await post({
      email: 'Reader@Example.com',
      subscriptions: ['newsletter', 'rate-alerts'],
      sourcePage: '/subscribe',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ status: 'received', eventIds: [expect.any(String)] });
    const rows = await queryRows(
      database,
      sql`select channel, value, action, subscriptions, source_page from consent_records where value = 'reader@example.com'`,
    );
    expect(rows).toEqual([
      {
        channel: 'email',
        value: 'reader@example.com',
        action: 'opt-in',
        subscriptions: ['newsletter', 'rate-alerts'],
        source_page: '/subscribe',
      },
    ]);
  });

  it.each([
    [
      'no choice',
      { email: 'a@example.com', subscriptions: [] },
      'subscriptions',
      messages.subscribe.errorRequiredCheckbox,
    ],
    [
      'a bad e-mail',
      { email: 'a@b', subscriptions: ['newsletter'] },
      'email',
      messages.email.errorFormat,
    ],
    ['no e-mail', { subscriptions: ['newsletter'] }, 'email', messages.email.errorRequired],
  ])('refuses %s with 400 and the field’s message', async (_kind, payload, field, message) => {
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ field, message });
  });
});
