import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.ts';
import {
  countyLoanLimitLists,
  countyLoanLimitRows,
} from '../loan-limits/county-limits-repository.ts';
import { SHIPPED_COUNTY_LIMITS } from '../loan-limits/shipped-county-limits.ts';
import { seedCountyLimits } from '../seed/seed-county-limits.ts';
import { bffDir } from '../package-paths.ts';
import { runNode } from '../../test/helpers.ts';

const CLI = join(bffDir, 'src', 'cli', 'import-county-loan-limits.ts');
let dir: string;
let dataDir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'lender-limits-'));
  dataDir = join(dir, 'data');
  await writeFile(
    join(dir, 'fhfa-2026.csv'),
    [
      '"FIPS State Code","FIPS County Code","County Name","State","CBSA Number","One-Unit',
      'Limit","Two-Unit',
      'Limit","Three-Unit',
      'Limit","Four-Unit',
      'Limit"',
      '06,037,"LOS ANGELES",CA,31080,"$1,249,125 ","$1,599,375 ","$1,933,200 ","$2,402,625 "',
      '26,163,"WAYNE",MI,19820,"$832,750 ","$1,066,250 ","$1,288,800 ","$1,601,750 "',
    ].join('\r\n'),
  );
  // No FIPS codes and one-unit limits only, as FHFA's list of the counties above the baseline;
  // one name misspelt, and Guam, which the place data has no ZIP codes in.
  await writeFile(
    join(dir, 'above-baseline-2026.csv'),
    [
      'State,County Name,One-Unit Limit',
      'CA,"Los Angeles",1200000',
      'CA,"Los Angelos",1249125',
      'AK,"Juneau City And Borough",1249125',
      'GU,"Guam",1249125',
    ].join('\n'),
  );
  await writeFile(
    join(dir, 'bad.csv'),
    'State,County Name,One-Unit Limit,Two-Unit Limit,Three-Unit Limit,Four-Unit Limit\nMI,Wayne,"$8,327,500",1066250,1288800,1601750\n',
  );
}, 180_000);
afterAll(() => rm(dir, { recursive: true, force: true }));

const importWith = (...args: string[]) => runNode(CLI, { DATA_DIR: dataDir }, args);
const importInto = (into: string, ...args: string[]) => runNode(CLI, { DATA_DIR: into }, args);

describe('limits:import', () => {
  it('imports FHFA’s file for the year and program given, then the server’s lookup finds the rows', async () => {
    const proc = importWith(
      '--program',
      'conforming',
      '--year',
      '2026',
      join(dir, 'fhfa-2026.csv'),
    );
    expect(await proc.exited).toBe(0);
    expect(proc.stdout()).toBe(
      'Imported 2026 conforming limits for 2 counties from fhfa-2026.csv\n',
    );
    const database = await openDatabase({ dataDir });
    try {
      expect(await countyLoanLimitRows(database.db, 'county:wayne-mi', 2026)).toMatchObject([
        {
          program: 'conforming',
          countyFips: '26163',
          limitsCents: [832_750_00, 1_066_250_00, 1_288_800_00, 1_601_750_00],
        },
      ]);
    } finally {
      await database.close();
    }
  }, 180_000);

  it('refuses a file with a bad row, listing it, and writes nothing', async () => {
    const proc = importWith('--program', 'fha', '--year', '2026', join(dir, 'bad.csv'));
    expect(await proc.exited).toBe(1);
    expect(proc.stderr()).toMatch(
      /row 1 \(Wayne, MI\): limitsCents\[0\] \(1 unit\) 8327500 is above the 2026 fha maximum 1249125/,
    );
    const database = await openDatabase({ dataDir });
    try {
      const rows = await countyLoanLimitRows(database.db, 'county:wayne-mi', 2026);
      expect(rows.map((row) => row.program)).toEqual(['conforming']);
    } finally {
      await database.close();
    }
  }, 180_000);

  it('replaces the shipped list with a file without FIPS codes, matching by state and name, and lists every name no ZIP code finds', async () => {
    // A database of its own, not the one the first test imported into.
    const shippedDir = join(dir, 'shipped');
    const seeded = await openDatabase({ dataDir: shippedDir });
    try {
      // As a first start leaves it: the shipped FHFA list is the 2026 conforming data.
      await seedCountyLimits(seeded.db);
      expect(await countyLoanLimitLists(seeded.db, 2026)).toContainEqual({
        program: 'conforming',
        source: SHIPPED_COUNTY_LIMITS.source,
        counties: 160,
      });
    } finally {
      await seeded.close();
    }
    const proc = importInto(
      shippedDir,
      '--program',
      'conforming',
      '--year',
      '2026',
      '--source',
      'FHFA 2026 list, as revised',
      join(dir, 'above-baseline-2026.csv'),
    );
    expect(await proc.exited).toBe(0);
    expect(proc.stdout()).toBe(
      [
        'Imported 2026 conforming limits for 4 counties from above-baseline-2026.csv',
        '2 of 4 counties match no county of the place data, so no ZIP code finds their limit (their visitors get the national figure for their state):',
        '  Los Angelos, CA: no ZIP code of the place data is in a county of this name in CA',
        '  Guam, GU: the place data has no ZIP codes in GU',
        '',
      ].join('\n'),
    );
    const database = await openDatabase({ dataDir: shippedDir });
    try {
      expect(await countyLoanLimitLists(database.db, 2026)).toContainEqual({
        program: 'conforming',
        source: 'FHFA 2026 list, as revised',
        counties: 4,
      });
      expect(await countyLoanLimitRows(database.db, 'county:los-angeles-ca', 2026)).toMatchObject([
        { program: 'conforming', limitsCents: [1_200_000_00, null, null, null] },
      ]);
      // The whole year was replaced: a county of the shipped list not in this file has no row.
      expect(await countyLoanLimitRows(database.db, 'county:san-diego-ca', 2026)).toEqual([]);
      // "Juneau City And Borough" is the key of GeoNames' "Juneau City and Borough".
      expect(await countyLoanLimitRows(database.db, 'county:juneau-ak', 2026)).toHaveLength(1);
    } finally {
      await database.close();
    }
  }, 180_000);

  it.each([[['--program', 'jumbo', 'x.csv']], [['--year', '26', 'x.csv']], [[]]])(
    'refuses %j with exit code 2 and the usage',
    async (args) => {
      const proc = importWith(...args);
      expect(await proc.exited).toBe(2);
      expect(proc.stderr()).toMatch(/^Usage: limits:import/m);
    },
  );
});
