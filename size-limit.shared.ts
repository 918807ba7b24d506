// Size budgets of the published packages (size-limit, in `pnpm test` through each package's
// check:size). Every entry point in a package's `exports` must have a budget, so a new entry
// cannot slip in unmeasured.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ExportTarget {
  import?: { default?: string } | string;
  default?: string;
}

/** The file an `exports` entry serves to an ESM consumer. */
function servedFile(target: string | ExportTarget): string | undefined {
  if (typeof target === 'string') return target;
  const { import: esm } = target;
  if (typeof esm === 'string') return esm;
  return esm?.default ?? target.default;
}

/**
 * size-limit checks for a package: each entry point's own code, minified and gzipped, with its
 * dependencies and peers left out (a consumer's bundler shares them with everything else).
 * `limits` maps each `exports` key (`.`, `./slider`, `./tokens.css`) to a limit like `"4 kB"`.
 */
export function entryBudgets(packageDir: string, limits: Record<string, string>) {
  const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
    name: string;
    exports: Record<string, string | ExportTarget>;
    dependencies?: Record<string, string>;
    peerDependencies?: Record<string, string>;
  };
  const external = [
    ...Object.keys(manifest.dependencies ?? {}),
    ...Object.keys(manifest.peerDependencies ?? {}),
  ];
  const entries = Object.keys(manifest.exports).filter((key) => key !== './package.json');
  const unbudgeted = entries.filter((key) => !(key in limits));
  if (unbudgeted.length > 0) {
    throw new Error(`${manifest.name}: no size budget for ${unbudgeted.join(', ')}`);
  }
  return entries.map((key) => {
    const file = servedFile(manifest.exports[key]!);
    if (!file) throw new Error(`${manifest.name}: ${key} serves no file`);
    return {
      name: key === '.' ? manifest.name : `${manifest.name}/${key.slice(2)}`,
      path: file,
      limit: limits[key],
      gzip: true,
      ignore: external,
      // An entry imports a shared chunk it has no bindings from only to keep evaluation order;
      // with `sideEffects` limited to stylesheets esbuild rightly drops it, as a consumer's
      // bundler does, and would warn about each one.
      modifyEsbuildConfig: (config: Record<string, unknown>) => ({
        ...config,
        logOverride: { 'ignored-bare-import': 'silent' },
      }),
    };
  });
}
