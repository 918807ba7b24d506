// Counts, per table, the rows of the visitor analytics (events, their contexts, violations, client
// metrics) and of the session recordings that hold a text, in any letter case:
//   node src/cli/find-in-analytics.ts --text jo@example.com
// (or `pnpm --filter @lender/bff analytics:find -- --text …`). Prints one JSON object:
// `{ "text": "…", "rows": { "analytics_events": 0, … } }`. For an operator answering a visitor's
// question about what is kept of them (the privacy notice says no e-mail address is), and for the
// browser tests' check after the suite (e2e/support/global-teardown.ts). Uses the same
// DATABASE_URL / DATA_DIR as the server; with the embedded database, stop the server first.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError } from '../config.ts';

const USAGE = 'Usage: analytics:find --text <text of 3 to 200 characters>';

async function run(): Promise<number> {
  let text: string | undefined;
  try {
    ({
      values: { text },
    } = parseArgs({ options: { text: { type: 'string' } } }));
  } catch {
    text = undefined;
  }
  if (text === undefined || text.length < 3 || text.length > 200) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  // Loaded once the arguments are right: the database client takes seconds to load.
  const [{ loadConfig }, { openDatabase }, { rowsHoldingText }] = await Promise.all([
    import('../config.ts'),
    import('../db/client.ts'),
    import('../analytics-admin/stored-text-repository.ts'),
  ]);
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: resolve(config.dataDir) },
  );
  let rows;
  try {
    rows = await rowsHoldingText(database.db, text);
  } finally {
    await database.close();
  }
  process.stdout.write(`${JSON.stringify({ text, rows })}\n`);
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
