// Each test packs a package with pnpm, three node processes deep: 6 s alone, over 60 s while CI
// runs every package's tests at once on two cores.
import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { environment: 'node', testTimeout: 180_000 } });
