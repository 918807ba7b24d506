// Writes the consent records as CSV to stdout, the same file GET /admin/consents.csv serves:
//   node src/cli/export-consents.ts [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--channel email|phone|sms]
// (or `pnpm --filter @lender/bff consents:export -- --from … > consents.csv`). Uses the same
// DATABASE_URL / DATA_DIR as the server; with the embedded database, stop the server first.
import { resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.ts';
import { consentCsvLines, exportFilter } from '../consent/consent-export.ts';
import { openDatabase } from '../db/client.ts';
import { ConsentExportQuerySchema } from '../routes/admin/consents-csv.ts';

const USAGE =
  'Usage: consents:export [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--channel email|phone|sms]';

async function run(): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        from: { type: 'string' },
        to: { type: 'string' },
        channel: { type: 'string' },
      },
    }));
  } catch {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const query = ConsentExportQuerySchema.safeParse(values);
  if (!query.success) {
    const problems = query.error.issues.map(
      (issue) => `--${issue.path.join('.')}: ${issue.message}`,
    );
    process.stderr.write(`${problems.join('\n')}\n${USAGE}\n`);
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: resolve(config.dataDir) },
  );
  try {
    await pipeline(
      Readable.from(consentCsvLines(database.db, exportFilter(query.data))),
      process.stdout,
    );
  } finally {
    await database.close();
  }
  return 0;
}

try {
  process.exitCode = await run();
} catch (error) {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
    process.exitCode = 1;
  } else {
    throw error;
  }
}
