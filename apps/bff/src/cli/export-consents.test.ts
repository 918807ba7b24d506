import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { openDatabase } from '../db/client.ts';
import { bffDir } from '../package-paths.ts';
import { runNode, testConfig } from '../../test/helpers.ts';

const CLI = join(bffDir, 'src', 'cli', 'export-consents.ts');
const TOKEN = 'x'.repeat(32);
let dataDir: string;
let served = '';

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'lender-export-'));
  const app = await buildApp({
    config: testConfig({ ADMIN_TOKEN: TOKEN }),
    database: await openDatabase({ dataDir }),
    serveSite: false,
  });
  await app.inject({
    method: 'POST',
    url: '/rmscbff/opt-out',
    payload: { email: 'cli@example.com', cellPhone: '3135550160' },
  });
  served = (
    await app.inject({ url: '/admin/consents.csv', headers: { authorization: `Bearer ${TOKEN}` } })
  ).body;
  await app.close(); // PGlite: one process at a time
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const exportWith = (...args: string[]) => runNode(CLI, { DATA_DIR: dataDir }, args);

describe('consents:export', () => {
  it('writes the same CSV as GET /admin/consents.csv', async () => {
    const proc = exportWith();
    expect(await proc.exited).toBe(0);
    expect(served.split('\r\n')).toHaveLength(4); // header, two records, final line break
    expect(proc.stdout()).toBe(served);
  });

  it('filters by channel', async () => {
    const proc = exportWith('--channel', 'sms');
    expect(await proc.exited).toBe(0);
    const lines = proc.stdout().trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(',sms,3135550160,opt-out,');
  });

  it('refuses bad arguments with exit code 2 and the usage', async () => {
    const proc = exportWith('--from', 'yesterday');
    expect(await proc.exited).toBe(2);
    expect(proc.stderr()).toMatch(/--from: Enter a date like 2026-11-21/);
    expect(proc.stderr()).toMatch(/^Usage: consents:export/m);
  });
});
