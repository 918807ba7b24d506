// Imports real market or listings figures in place of the demo ones:
//   node src/cli/import-place-feeds.ts market zip_code_market_tracker.tsv000.gz
//   node src/cli/import-place-feeds.ts listings listings.csv [--as-of 2026-11-20]
// (or `pnpm --filter @lender/bff market:import -- file` / `listings:import -- file`). Uses the
// same DATABASE_URL / DATA_DIR as the server; with the embedded database, stop the server first
// (PGlite allows one process at a time). A file is checked whole before anything is written.
import { readFile } from 'node:fs/promises';
import { basename, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { gunzipSync } from 'node:zlib';
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { storeImportedListings } from '../place-data/place-data-repository.ts';
import { ListingsFileError, parseListingsFile } from '../place-data/listings-file.ts';
import { storeImportedMarketMonths } from '../place-data/place-data-repository.ts';
import {
  parseRedfinMarketTracker,
  RedfinFormatError,
} from '../place-data/redfin-market-tracker.ts';

const USAGE =
  'Usage: import-place-feeds.ts market <redfin-market-tracker.tsv[.gz]>\n' +
  '       import-place-feeds.ts listings <listings.csv> [--as-of YYYY-MM-DD]';

async function run(): Promise<number> {
  const { values, positionals } = parseArgs({
    options: { 'as-of': { type: 'string' } },
    allowPositionals: true,
  });
  const [kind, file] = positionals;
  const asOf = values['as-of'] ?? new Date().toISOString().slice(0, 10);
  if ((kind !== 'market' && kind !== 'listings') || !file || !/^\d{4}-\d{2}-\d{2}$/.test(asOf)) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const bytes = await readFile(resolve(file));
  const text = (file.endsWith('.gz') ? gunzipSync(bytes) : bytes).toString('utf8');
  const config = loadConfig();
  const parsed = kind === 'market' ? parseRedfinMarketTracker(text) : parseListingsFile(text);
  const database = await openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: resolve(config.dataDir) },
  );
  try {
    if ('months' in parsed) {
      const stored = await storeImportedMarketMonths(database.db, parsed.months, basename(file));
      const skipped = Object.entries(parsed.skipped).map(([reason, n]) => `${n} ${reason}`);
      process.stdout.write(
        `Imported ${stored.rows} months for ${stored.locations} locations from ${basename(file)}` +
          (skipped.length ? `; skipped ${skipped.join(', ')}` : '') +
          '\n',
      );
    } else {
      await storeImportedListings(database.db, parsed, basename(file), asOf);
      process.stdout.write(
        `Imported listings for ${parsed.length} locations from ${basename(file)}\n`,
      );
    }
  } finally {
    await database.close();
  }
  return 0;
}

try {
  process.exitCode = await run();
} catch (error) {
  if (
    error instanceof RedfinFormatError ||
    error instanceof ListingsFileError ||
    error instanceof ConfigError
  ) {
    process.stderr.write(`${error.message}\n`);
    process.exitCode = 1;
  } else {
    throw error;
  }
}
