import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { consentApp, DATABASE_KINDS, queryRows } from '../../../test/helpers.ts';

describe.each(DATABASE_KINDS)('POST /rmscbff/mc/opt-out on %s', (kind) => {
  let app: FastifyInstance;
  let database: Database;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ app, database, dispose } = await consentApp(kind, { FORM_RATE_LIMIT: '1000' }));
  });
  afterAll(() => dispose());

  const post = (payload: unknown) =>
    app.inject({ method: 'POST', url: '/rmscbff/mc/opt-out', payload: payload as object });

  it.each([
    ['an opaque subscriber key, kept as sent', '0031x00000AbCdE', '0031x00000AbCdE'],
    [
      'an e-mail subscriber key, normalised',
      'Link.Clicker@Example.com',
      'link.clicker@example.com',
    ],
  ])(
    'stores an e-mail opt-out from "marketing-cloud" for %s',
    async (_kind, subscriberKey, value) => {
      const response = await post({ subscriberKey, jobId: '12345', batchId: '67' });
      expect(response.statusCode).toBe(201);
      const [eventId] = response.json().eventIds;
      const rows = await queryRows(
        database,
        sql`select channel, value, action, source, mc_subscriber_key, mc_job_id, mc_batch_id
          from consent_records where event_id = ${eventId}`,
      );
      expect(rows).toEqual([
        {
          channel: 'email',
          value,
          action: 'opt-out',
          source: 'marketing-cloud',
          mc_subscriber_key: subscriberKey,
          mc_job_id: '12345',
          mc_batch_id: '67',
        },
      ]);
    },
  );

  it('refuses a request missing any of the three ids with 400 (SPEC §7: only when all three are present)', async () => {
    const response = await post({ subscriberKey: 'abc', jobId: '1' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((error: { field: string }) => error.field)).toEqual([
      'batchId',
    ]);
  });
});
