import { describe, it } from 'vitest';
import { expectDurableOptOuts, FAULT_TIMEOUT_MS } from './fault/expect-durable.ts';
import { freshPostgresDatabase, TEST_DATABASE_URL } from './helpers.ts';

// The PostgreSQL half of the opt-out fault test (opt-out-durability-pglite.test.ts).
describe('opt-outs under SIGKILL', () => {
  it.runIf(TEST_DATABASE_URL)(
    'on PostgreSQL: every acknowledged opt-out is stored exactly once',
    async () => {
      const fresh = await freshPostgresDatabase();
      try {
        await expectDurableOptOuts({ databaseUrl: fresh.url }, 20261122);
      } finally {
        await fresh.drop();
      }
    },
    FAULT_TIMEOUT_MS,
  );
});
