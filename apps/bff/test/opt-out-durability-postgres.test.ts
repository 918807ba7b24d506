import { describe, it } from 'vitest';
import {
  expectNothingLostOrDoubled,
  FAULT_KILLS,
  FAULT_POSTS,
  FAULT_TIMEOUT_MS,
} from './fault/expect-durable.ts';
import { runOptOutKillTest } from './fault/opt-out-kill.ts';
import { freshPostgresDatabase, TEST_DATABASE_URL } from './helpers.ts';

// The PostgreSQL half of the opt-out fault test (opt-out-durability-pglite.test.ts).
describe('opt-outs under SIGKILL', () => {
  it.runIf(TEST_DATABASE_URL)(
    'on PostgreSQL: every acknowledged opt-out is stored exactly once',
    async () => {
      const fresh = await freshPostgresDatabase();
      try {
        const report = await runOptOutKillTest({
          location: { databaseUrl: fresh.url },
          posts: FAULT_POSTS,
          kills: FAULT_KILLS,
          seed: 20261122,
        });
        expectNothingLostOrDoubled(report);
      } finally {
        await fresh.drop();
      }
    },
    FAULT_TIMEOUT_MS,
  );
});
