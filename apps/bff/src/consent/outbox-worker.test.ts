import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { openDatabase, type Database, type DatabaseLocation } from '../db/client.ts';
import {
  DATABASE_KINDS,
  freshPostgresDatabase,
  queryRows,
  TEST_DATABASE_URL,
  testConfig,
} from '../../test/helpers.ts';
import { eventually, startReceiver } from '../../test/webhook-receiver.ts';
import { pendingDeliveries } from './outbox-repository.ts';

const SECRET = 'webhook-secret-0123456789abcdefghijkl';
const FAST = { pollMs: 20, backoff: { baseMs: 20, capMs: 200 } };

let cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups = [];
});

/** A place for a database that outlives one app: a PGlite directory or a PostgreSQL database. */
async function durableLocation(kind: 'pglite' | 'postgres'): Promise<DatabaseLocation> {
  if (kind === 'postgres') {
    const fresh = await freshPostgresDatabase();
    cleanups.push(fresh.drop);
    return { databaseUrl: fresh.url };
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'lender-outbox-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  return { dataDir };
}

async function startApp(location: DatabaseLocation, webhookUrl?: string) {
  const database = await openDatabase(location);
  const env: Record<string, string> = { FORM_RATE_LIMIT: '1000' };
  if (webhookUrl)
    Object.assign(env, { CONSENT_WEBHOOK_URL: webhookUrl, CONSENT_WEBHOOK_SECRET: SECRET });
  const app = await buildApp({ config: testConfig(env), database, serveSite: false, outbox: FAST });
  await app.ready(); // starts the worker
  return { app, database };
}

async function optOut(app: FastifyInstance, payload: object): Promise<string[]> {
  const response = await app.inject({ method: 'POST', url: '/rmscbff/opt-out', payload });
  expect(response.statusCode).toBe(201);
  return response.json().eventIds;
}

const storedEventIds = async (database: Database) =>
  (
    await queryRows<{ event_id: string }>(
      database,
      sql`select event_id from consent_records order by id`,
    )
  ).map((row) => row.event_id);

describe.each(DATABASE_KINDS)('consent delivery (the outbox) on %s', (kind) => {
  it('delivers every record exactly once, signed, through failures and a restart', async () => {
    const blocked = new Set<string>();
    let blockNew = false;
    const receiver = await startReceiver(SECRET, (eventId, attempt) => {
      if (blockNew) blocked.add(eventId);
      if (blocked.has(eventId)) return 500;
      return attempt <= 2 ? 503 : 204; // the first two attempts of every record fail
    });
    cleanups.push(receiver.close);
    const location = await durableLocation(kind);

    // First run: two records get through after retries; a third keeps failing.
    const first = await startApp(location, receiver.url);
    const early = await optOut(first.app, { email: 'outbox@example.com', homePhone: '3135550170' });
    await eventually(
      () => early.every((id) => receiver.acknowledged().get(id) === 1),
      'first deliveries',
    );
    blockNew = true;
    const [late] = await optOut(first.app, { cellPhone: '3135550171' });
    await eventually(
      () => receiver.deliveries.filter((delivery) => delivery.eventId === late).length >= 2,
      'failed attempts of the late record',
    );
    await first.app.close(); // stops the worker, then closes the database
    const attemptsBeforeRestart = receiver.deliveries.length;

    // Second run on the same data: the waiting record is delivered, the delivered ones are not resent.
    blockNew = false;
    blocked.clear();
    const second = await startApp(location, receiver.url);
    cleanups.push(() => second.app.close());
    const [fresh] = await optOut(second.app, { email: 'after-restart@example.com' });
    const all = [...early, late!, fresh!];
    await eventually(
      () => all.every((id) => receiver.acknowledged().get(id) === 1),
      'all deliveries',
    );
    await new Promise((resolve) => setTimeout(resolve, 300)); // room for any duplicate to show up

    expect(await storedEventIds(second.database)).toEqual(all);
    expect(Object.fromEntries(receiver.acknowledged())).toEqual(
      Object.fromEntries(all.map((id) => [id, 1])),
    );
    expect(receiver.deliveries.every((delivery) => delivery.signatureValid)).toBe(true);
    expect(
      receiver.deliveries.every((delivery) => delivery.payload.eventId === delivery.eventId),
    ).toBe(true);
    const afterRestart = receiver.deliveries
      .slice(attemptsBeforeRestart)
      .map((delivery) => delivery.eventId);
    expect(afterRestart.some((id) => early.includes(id))).toBe(false);
    expect(await pendingDeliveries(second.database.db)).toBe(0);

    const delivered = receiver.deliveries.find(
      (delivery) => delivery.eventId === late && delivery.status === 204,
    );
    expect(delivered?.payload).toMatchObject({
      eventId: late,
      type: 'consent',
      channel: 'sms',
      value: '3135550171',
      action: 'opt-out',
      source: 'api',
      gpc: false,
      marketingCloud: null,
    });
    const rows = await queryRows<{ attempts: number; last_error: string | null }>(
      second.database,
      sql`select attempts, last_error from consent_outbox where event_id = ${late!}`,
    );
    expect(rows[0]!.attempts).toBeGreaterThanOrEqual(3);
    expect(rows[0]!.last_error).toBeNull();
  });

  it('keeps records waiting when no webhook is configured', async () => {
    const location = await durableLocation(kind);
    const { app, database } = await startApp(location);
    cleanups.push(() => app.close());
    await optOut(app, { email: 'waiting@example.com' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await pendingDeliveries(database.db)).toBe(1);
  });
});

describe.runIf(TEST_DATABASE_URL)('consent delivery from several servers on PostgreSQL', () => {
  it('sends each record once although every server polls the same outbox', async () => {
    const receiver = await startReceiver(SECRET, () => 200);
    cleanups.push(receiver.close);
    const location = await durableLocation('postgres');
    const servers = await Promise.all([1, 2, 3].map(() => startApp(location, receiver.url)));
    for (const server of servers) cleanups.push(() => server.app.close());
    const eventIds: string[] = [];
    for (let index = 0; index < 30; index += 1) {
      eventIds.push(
        ...(await optOut(servers[index % 3]!.app, { email: `many${index}@example.com` })),
      );
    }
    await eventually(
      () => eventIds.every((id) => receiver.acknowledged().has(id)),
      'all deliveries',
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(receiver.deliveries).toHaveLength(30);
    expect(new Set(receiver.deliveries.map((delivery) => delivery.eventId)).size).toBe(30);
  });
});
