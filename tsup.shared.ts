// The one build recipe of the published packages: ESM + .d.ts for today's bundlers and
// Node ≥ 22. tsup's README names tsdown as its successor; moving means changing this file.
import { defineConfig, type Options } from 'tsup';

/** tsup config of a published package: the given entries plus any package-specific options. */
export function packageBuild(entry: Options['entry'], extra: Options = {}) {
  return defineConfig({
    entry,
    format: ['esm'],
    dts: true,
    sourcemap: true,
    clean: true,
    target: 'es2023',
    ...extra,
  });
}
