import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'vitest';
import { expectDurableOptOuts, FAULT_TIMEOUT_MS } from './fault/expect-durable.ts';

// Acceptance: no acknowledged opt-out is lost or stored twice while the server is SIGKILLed at
// random moments under load (quality goal 1). The PostgreSQL run is its own file
// (opt-out-durability-postgres.test.ts) so that the two can run side by side.
describe('opt-outs under SIGKILL', () => {
  it(
    'on PGlite: every acknowledged opt-out is stored exactly once',
    async () => {
      const dataDir = await mkdtemp(join(tmpdir(), 'lender-fault-'));
      try {
        await expectDurableOptOuts({ dataDir }, 20261121);
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }
    },
    FAULT_TIMEOUT_MS,
  );
});
