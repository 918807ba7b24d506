import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@lender/validation';
import type { Database } from '../../db/client.ts';
import { consentApp, DATABASE_KINDS, queryRows } from '../../../test/helpers.ts';

describe.each(DATABASE_KINDS)('POST /rmscbff/opt-in on %s', (kind) => {
  let app: FastifyInstance;
  let database: Database;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ app, database, dispose } = await consentApp(kind, { FORM_RATE_LIMIT: '1000' }));
  });
  afterAll(() => dispose());

  const post = (payload: unknown) =>
    app.inject({ method: 'POST', url: '/rmscbff/opt-in', payload: payload as object });

  it('stores one opt-in per subscription, on the channel it reaches', async () => {
    const response = await post({
      phoneOptIn: {
        inputValue: '313-555-0110',
        subscriptions: ['marketing-texts', 'marketing-calls'],
      },
      sourcePage: '/opt-in',
    });
    expect(response.statusCode).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store');
    const { eventIds } = response.json();
    expect(eventIds).toHaveLength(2);
    const rows = await queryRows<{
      channel: string;
      value: string;
      action: string;
      subscriptions: string[];
    }>(
      database,
      sql`select channel, value, action, subscriptions from consent_records where value = '3135550110' order by id`,
    );
    expect(rows).toEqual([
      { channel: 'sms', value: '3135550110', action: 'opt-in', subscriptions: ['marketing-texts'] },
      {
        channel: 'phone',
        value: '3135550110',
        action: 'opt-in',
        subscriptions: ['marketing-calls'],
      },
    ]);
  });

  it.each([
    [
      'no subscription',
      { phoneOptIn: { inputValue: '3135550110', subscriptions: [] } },
      'phoneOptIn.subscriptions',
      messages.optIn.errorRequiredCheckbox,
    ],
    [
      'no number',
      { phoneOptIn: { subscriptions: ['marketing-texts'] } },
      'phoneOptIn.inputValue',
      messages.optIn.errorRequiredText,
    ],
    [
      'a short number',
      { phoneOptIn: { inputValue: '555', subscriptions: ['marketing-texts'] } },
      'phoneOptIn.inputValue',
      messages.phone.errorLength,
    ],
    [
      'ten digits that are no phone number',
      { phoneOptIn: { inputValue: '0135550110', subscriptions: ['marketing-texts'] } },
      'phoneOptIn.inputValue',
      messages.optIn.errorFormat,
    ],
  ])('refuses %s with 400 and the field’s message', async (_kind, payload, field, message) => {
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ field, message });
  });

  it('refuses an unknown subscription and a missing body with 400', async () => {
    const unknown = await post({
      phoneOptIn: { inputValue: '3135550110', subscriptions: ['robocalls'] },
    });
    expect(unknown.statusCode).toBe(400);
    expect((await app.inject({ method: 'POST', url: '/rmscbff/opt-in' })).statusCode).toBe(400);
  });
});
