// Imports a day's rate sheet: node src/cli/import-rate-sheet.ts --date 2026-11-21 sheet.csv
// (or `pnpm --filter @lender/bff rates:import -- --date … file`). Uses the same DATABASE_URL /
// DATA_DIR as the server. With the embedded database, stop the server first: PGlite allows one
// process at a time. The sheet is checked whole before anything is written.
import { readFile } from 'node:fs/promises';
import { basename, extname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { parseRateSheet, RateSheetFileError } from '../rates/rate-sheet-file.ts';
import { saveRateSheet, syncProducts } from '../rates/rate-sheet-repository.ts';

const USAGE = 'Usage: rates:import --date YYYY-MM-DD <sheet.csv|sheet.json>';

async function run(): Promise<number> {
  const { values, positionals } = parseArgs({
    options: { date: { type: 'string' } },
    allowPositionals: true,
  });
  const file = positionals[0];
  const date = values.date;
  if (!file || !date || !/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(date))) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const format = extname(file).toLowerCase() === '.json' ? 'json' : 'csv';
  const rows = parseRateSheet(await readFile(resolve(file), 'utf8'), format);
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: resolve(config.dataDir) },
  );
  try {
    await syncProducts(database.db);
    await saveRateSheet(database.db, {
      effectiveDate: date,
      source: basename(file),
      isDemo: false,
      rows,
    });
  } finally {
    await database.close();
  }
  process.stdout.write(
    `Imported ${rows.length} rows from ${basename(file)} as the sheet for ${date}\n`,
  );
  return 0;
}

try {
  process.exitCode = await run();
} catch (error) {
  if (error instanceof RateSheetFileError || error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
    process.exitCode = 1;
  } else {
    throw error;
  }
}
