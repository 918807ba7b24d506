import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { memoryDatabase } from '../../test/helpers.ts';
import { bffDir } from '../package-paths.ts';
import { DEMO_RATE_SHEET } from '../seed/demo-rate-sheet.ts';
import { rateSheetInForce, saveRateSheet } from './rate-sheet-repository.ts';
import { seedRateData } from '../seed/seed-rate-data.ts';
import { createRateSheetService } from './rate-sheet-service.ts';

describe('seedRateData', () => {
  it('stores the demo sheet on the first start only', async () => {
    const database = await memoryDatabase();
    expect(await seedRateData(database.db, new Date('2026-11-21T08:00:00Z'))).toBe('seeded');
    expect(await seedRateData(database.db, new Date('2026-11-22T08:00:00Z'))).toBe('present');
    const sheet = await rateSheetInForce(database.db, '2026-11-22');
    expect(sheet).toMatchObject({ effectiveDate: '2026-11-21', source: 'demo', isDemo: true });
    expect(sheet?.rows).toHaveLength(DEMO_RATE_SHEET.length);
    await database.close();
  });
});

describe('the sheet in force', () => {
  it('is the latest one dated on or before today, and a same-day import replaces it', async () => {
    const database = await memoryDatabase();
    await seedRateData(database.db, new Date('2026-11-20T08:00:00Z'));
    const row = { productCode: '30YRFIXED', purpose: 'purchase' as const, basePoints: 0 };
    await saveRateSheet(database.db, {
      effectiveDate: '2026-11-23',
      source: 'a.csv',
      isDemo: false,
      rows: [{ ...row, baseRatePercent: 6.1 }],
    });
    await saveRateSheet(database.db, {
      effectiveDate: '2026-11-23',
      source: 'b.csv',
      isDemo: false,
      rows: [{ ...row, baseRatePercent: 6.2 }],
    });
    expect((await rateSheetInForce(database.db, '2026-11-22'))?.source).toBe('demo');
    const today = await rateSheetInForce(database.db, '2026-11-23');
    expect(today).toMatchObject({
      source: 'b.csv',
      isDemo: false,
      rows: [{ ...row, baseRatePercent: 6.2 }],
    });
    await database.close();
  });

  it('is cached for a minute, then read again', async () => {
    const database = await memoryDatabase();
    await seedRateData(database.db, new Date('2026-11-21T08:00:00Z'));
    let now = new Date('2026-11-21T09:00:00Z');
    const service = createRateSheetService(database.db, () => now);
    expect((await service.current())?.source).toBe('demo');
    const row = {
      productCode: '30YRFIXED',
      purpose: 'purchase' as const,
      baseRatePercent: 6,
      basePoints: 0,
    };
    await saveRateSheet(database.db, {
      effectiveDate: '2026-11-21',
      source: 'new.csv',
      isDemo: false,
      rows: [row],
    });
    expect((await service.current())?.source).toBe('demo');
    now = new Date('2026-11-21T09:01:01Z');
    expect((await service.current())?.source).toBe('new.csv');
    await database.close();
  });
});

describe('the rates:import command', () => {
  it('imports a CSV sheet into DATA_DIR, and refuses a bad one with exit code 1', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'lender-import-'));
    try {
      const good = join(dataDir, 'sheet.csv');
      await writeFile(
        good,
        'productCode,purpose,baseRatePercent,basePoints\n30YRFIXED,purchase,6.111,0.25\n',
      );
      const cli = join(bffDir, 'src', 'cli', 'import-rate-sheet.ts');
      expect(await runCli(cli, dataDir, ['--date', '2026-12-01', good])).toMatchObject({ code: 0 });
      const bad = join(dataDir, 'bad.csv');
      await writeFile(bad, 'productCode,purpose,baseRatePercent,basePoints\nHELOC,purchase,6,0\n');
      const refused = await runCli(cli, dataDir, ['--date', '2026-12-02', bad]);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain('row 1: productCode must be one of');
      const database = await openDatabase({ dataDir });
      const sheet = await rateSheetInForce(database.db, '2026-12-31');
      await database.close();
      expect(sheet).toMatchObject({
        effectiveDate: '2026-12-01',
        source: 'sheet.csv',
        rows: [{ baseRatePercent: 6.111 }],
      });
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

async function runCli(cli: string, dataDir: string, args: string[]) {
  const { spawn } = await import('node:child_process');
  const child = spawn(process.execPath, ['--conditions=@lender/source', cli, ...args], {
    env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir },
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { code, stderr };
}
