import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../chromium.shared.ts';

const PORT = Number(process.env.E2E_PORT ?? 3107);
/** The operators' token of the server under test (see support/analytics.ts). */
export const E2E_ADMIN_TOKEN = 'e2e-admin-token-0123456789-abcdefghij';
const baseURL = `http://127.0.0.1:${PORT}`;
/**
 * Where the server's stderr is copied (support/serve.ts empties it at start), for the check
 * after the journeys (support/global-teardown.ts). Fixed per port: this file is read by the
 * runner and by every worker, and all must name the same file.
 */
export const SERVER_STDERR = join(tmpdir(), `lender-e2e-server-stderr-${PORT}.log`);
/** Where the server's log (JSON lines on stdout) is copied, for the same check. */
export const SERVER_LOG = join(tmpdir(), `lender-e2e-server-log-${PORT}.log`);
/**
 * Where support/serve.ts writes its process id and the server's data directory, so the check
 * after the journeys can stop the server and read what it stored (support/global-teardown.ts).
 */
export const SERVER_STATE = join(tmpdir(), `lender-e2e-server-${PORT}.json`);
/** The server's throw-away embedded database (this file is read again by every worker). */
const DATA_DIR = mkdtempSync(join(tmpdir(), 'lender-e2e-'));

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  // Two spec files at a time against the one server: a journey spends most of its time waiting
  // for the browser and the server, so two overlap well even on two cores (the suite took 20 min
  // in one worker, most of a CI run). Every journey has its own browser context, and the ones
  // that read what the server stored look only at their own records (a visitor's anonymous id,
  // a name of their own, "at least one" in a report). `--workers=1` runs them one by one.
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'line' : 'list',
  // A journey takes 2–10 s alone. In CI it shares two cores with every package's tests (a load
  // average of 13–15), where journeys of 30 s or less timed out at random: it gets twice the time.
  timeout: process.env.CI ? 60_000 : 30_000,
  // The same for each expectation (5 s by default): in CI a page after a form post can take
  // longer than that, and only a failing expectation waits the whole time.
  expect: { timeout: process.env.CI ? 15_000 : 5_000 },
  globalTeardown: './support/global-teardown.ts',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: CHROMIUM_ARGS,
    },
  },
  // The production server exactly as `pnpm start` runs it, on a throw-away embedded database.
  webServer: {
    command: [
      'node support/serve.ts',
      `--stderr-copy ${SERVER_STDERR}`,
      `--log-copy ${SERVER_LOG}`,
      `--state ${SERVER_STATE}`,
      `--data-dir ${DATA_DIR}`,
    ].join(' '),
    url: `${baseURL}/readyz`,
    reuseExistingServer: false,
    // A first start loads the place data set (about 18 s here, more under a busy CI).
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR,
      SEGMENT_KEY: 'e2e_write_key',
      // The analytics journeys read stored events through the operators' API.
      ADMIN_TOKEN: E2E_ADMIN_TOKEN,
      // Production's level: the check after the journeys reads every request line for the canary
      // e-mail address (support/canary.ts); at warn it would see almost nothing.
      LOG_LEVEL: 'info',
      // Every journey comes from 127.0.0.1: without a higher limit the form journeys together
      // would trip the per-client limit of the marketing-preference endpoints.
      FORM_RATE_LIMIT: '1000',
      // The same for the collector's per-client budgets (issue 33 §4): the whole suite's events
      // and replay chunks are many visitors' in a minute from the one address.
      ANALYTICS_CLIENT_KB_PER_MINUTE: '100000',
      SESSION_REPLAY_CLIENT_KB_PER_MINUTE: '100000',
    },
  },
});
