import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { openDatabase } from '../db/client.ts';
import { bffDir } from '../package-paths.ts';
import { basicAuth, batchBody, trackCall, WRITE_KEY } from '../../test/analytics-events.ts';
import { runNode, testConfig } from '../../test/helpers.ts';

const CLI = join(bffDir, 'src', 'cli', 'find-in-analytics.ts');
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'lender-find-'));
  const app = await buildApp({
    config: testConfig({ SEGMENT_KEY: WRITE_KEY }),
    database: await openDatabase({ dataDir }),
    serveSite: false,
  });
  // One event and one recording that hold the text (as a property no catalogue field checks),
  // and an opt-out with it, which is no analytics.
  const batch = await app.inject({
    method: 'POST',
    url: '/v1/batch',
    headers: { authorization: basicAuth(), 'content-type': 'application/json' },
    payload: batchBody([
      trackCall('clicked_button', { button_name: 'Find.Me@Example.com', page_name: 'lender:home' }),
    ]),
  });
  expect(batch.statusCode).toBe(200);
  const chunk = await app.inject({
    method: 'POST',
    url: '/v1/replay/chunks',
    headers: { 'content-type': 'application/json' },
    payload: {
      writeKey: WRITE_KEY,
      replayId: randomUUID(),
      sessionId: '1763978400000',
      anonymousId: 'anon-1',
      sequence: 0,
      pagePath: '/opt-out',
      events: [
        { type: 3, timestamp: Date.now(), data: { source: 0, texts: ['find.me@example.com'] } },
      ],
    },
  });
  expect(chunk.statusCode).toBe(201);
  await app.inject({
    method: 'POST',
    url: '/rmscbff/opt-out',
    payload: { email: 'find.me@example.com' },
  });
  await app.close(); // PGlite: one process at a time
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const find = (...args: string[]) => runNode(CLI, { DATA_DIR: dataDir }, args);

describe('analytics:find', () => {
  // One run: opening the embedded database takes seconds (tens under a busy CI).
  it('counts the rows of each analytics table that hold the text, in any letter case, and no others', async () => {
    const proc = find('--text', 'FIND.me@example.COM');
    expect(await proc.exited).toBe(0);
    expect(JSON.parse(proc.stdout())).toEqual({
      text: 'FIND.me@example.COM',
      rows: {
        analytics_events: 1,
        analytics_contexts: 0,
        analytics_violations: 0,
        analytics_client_metrics: 0,
        session_replay_chunks: 1,
      },
    });
  });

  it('refuses a missing or too short text with exit code 2 and the usage', async () => {
    for (const args of [[], ['--text', 'ab']]) {
      const proc = find(...args);
      expect(await proc.exited).toBe(2);
      expect(proc.stderr()).toMatch(/^Usage: analytics:find/m);
    }
  });
});
