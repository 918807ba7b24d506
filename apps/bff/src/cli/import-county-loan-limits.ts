// Imports a year's county loan limits: FHFA's conforming limits or HUD's FHA limits, one CSV row
// per county (`pnpm --filter @lender/bff limits:import -- --program conforming --year 2026 file.csv`).
// The file is checked whole before anything is written; it then replaces that program's year in
// one transaction (the shipped FHFA list included). Counties are matched to ZIP codes by state and
// name: every name no ZIP code of the place data finds is listed, and the file is still imported
// (the agency's figure stands; those visitors get the national figure). Uses the same
// DATABASE_URL / DATA_DIR as the server; with the embedded database, stop the server first: PGlite
// allows one process at a time.
import { readFile } from 'node:fs/promises';
import { basename, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { CountyLimitsFileError, parseCountyLimitsFile } from '../loan-limits/county-limits-file.ts';
import { replaceCountyLoanLimits } from '../loan-limits/county-limits-repository.ts';
import {
  readZipCounties,
  unmatchedCounties,
  unmatchedReport,
} from '../loan-limits/county-match.ts';

const USAGE =
  'Usage: limits:import [--program conforming|fha] [--year YYYY] [--source TEXT] <county-limits.csv>\n' +
  '  --program and --year are needed when the file has no program or year column.\n' +
  '  --source names the data in the loan-limit sentences visitors read (default: the file name).';

async function run(): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      options: {
        program: { type: 'string' },
        year: { type: 'string' },
        source: { type: 'string' },
      },
      allowPositionals: true,
    });
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n${USAGE}\n`);
    return 2;
  }
  const { values, positionals } = parsed;
  const file = positionals[0];
  const program = values.program;
  const year = values.year;
  if (
    !file ||
    positionals.length > 1 ||
    (program !== undefined && program !== 'conforming' && program !== 'fha') ||
    (year !== undefined && !/^\d{4}$/.test(year)) ||
    (values.source !== undefined && !/^[^\r\n]{1,200}$/.test(values.source.trim()))
  ) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const rows = parseCountyLimitsFile(await readFile(resolve(file), 'utf8'), {
    ...(program === undefined ? {} : { program }),
    ...(year === undefined ? {} : { year: Number(year) }),
  });
  const source = values.source?.trim() || basename(file);
  const unmatched = unmatchedCounties(rows, await readZipCounties());
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: resolve(config.dataDir) },
  );
  let stored;
  try {
    stored = await replaceCountyLoanLimits(database.db, rows, source);
  } finally {
    await database.close();
  }
  for (const group of stored) {
    process.stdout.write(
      `Imported ${group.year} ${group.program} limits for ${group.counties} counties from ${basename(file)}\n`,
    );
  }
  process.stdout.write(unmatchedReport(unmatched, rows.length));
  return 0;
}

try {
  process.exitCode = await run();
} catch (error) {
  if (error instanceof CountyLimitsFileError || error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
    process.exitCode = 1;
  } else {
    throw error;
  }
}
