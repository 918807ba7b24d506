import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { countyLoanLimitRows } from '../loan-limits/county-limits-repository.ts';
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
  await writeFile(
    join(dir, 'bad.csv'),
    'State,County Name,One-Unit Limit,Two-Unit Limit,Three-Unit Limit,Four-Unit Limit\nMI,Wayne,"$8,327,500",1066250,1288800,1601750\n',
  );
}, 60_000);
afterAll(() => rm(dir, { recursive: true, force: true }));

const importWith = (...args: string[]) => runNode(CLI, { DATA_DIR: dataDir }, args);

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
  }, 60_000);

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
  }, 60_000);

  it.each([[['--program', 'jumbo', 'x.csv']], [['--year', '26', 'x.csv']], [[]]])(
    'refuses %j with exit code 2 and the usage',
    async (args) => {
      const proc = importWith(...args);
      expect(await proc.exited).toBe(2);
      expect(proc.stderr()).toMatch(/^Usage: limits:import/m);
    },
  );
});
