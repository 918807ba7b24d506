// Issue 23's size budget of the built calculator bundles (apps/site check:size, in `pnpm test`),
// as served: beyond what every calculator shares (@lender/ui with React Aria: the shared/ui entries
// and every chunk they reach; React is the page's own, never in the bundles), two figures each:
// - own code: the files only this calculator reaches, at most 25 kB gzip (issue 23);
// - beyond React and @lender/ui: own code plus the chunks it shares with other calculators (the
//   API client, the kit, mortgage-math), what a page with this one calculator downloads, at most
//   30 kB. Split into per-file chunks it gzips less well than the one file each package's own
//   size-limit budget measures (25 kB, `check:size` of packages/calculator-*).
import { readdir, readFile } from 'node:fs/promises';
import { dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { CalculatorManifest } from '@lender/calculator-kit/loader';

/** Issue 23: at most 25 kB gzip of a calculator's own code. */
export const OWN_CODE_BUDGET_BYTES = 25 * 1000;
/** At most 30 kB gzip of what a page with one calculator downloads beyond React and @lender/ui. */
export const BEYOND_SHARED_BUDGET_BYTES = 30 * 1000;

const dir = fileURLToPath(new URL('../build/calculators/', import.meta.url));
const STATIC_IMPORT = /(?:import|export)\s*(?:[\w$*{},\s]*?from\s*)?["'](\.{1,2}\/[^"']+)["']/g;

/** Every bundle file a module reaches through static imports, itself included (paths relative to dir). */
async function reachable(file: string, seen = new Set<string>()): Promise<Set<string>> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const source = await readFile(join(dir, file), 'utf8');
  for (const [, specifier] of source.matchAll(STATIC_IMPORT)) {
    await reachable(normalize(join(dirname(file), specifier!)), seen);
  }
  return seen;
}

const gzipSize = async (file: string) =>
  gzipSync(await readFile(join(dir, file)), { level: 9 }).length;
const sum = async (files: Iterable<string>) => {
  let total = 0;
  for (const file of files) total += await gzipSize(file);
  return total;
};
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

const manifest = JSON.parse(
  await readFile(join(dir, 'manifest.json'), 'utf8'),
) as CalculatorManifest;
const uiEntries = (await readdir(join(dir, 'shared', 'ui'))).map((name) =>
  join('shared', 'ui', name),
);
const shared = new Set<string>();
for (const entry of uiEntries) for (const file of await reachable(entry)) shared.add(file);

let failed = false;
console.log('Calculator bundles, gzip (level 9):');
const reached = new Map<string, Set<string>>();
for (const [name, calculator] of Object.entries(manifest.calculators)) {
  reached.set(name, await reachable(calculator.module));
}
const reachCount = new Map<string, number>();
for (const files of reached.values()) {
  for (const file of files) reachCount.set(file, (reachCount.get(file) ?? 0) + 1);
}
for (const [name, calculator] of Object.entries(manifest.calculators)) {
  const files = reached.get(name)!;
  const beyondShared = [...files].filter((file) => !shared.has(file));
  const own = beyondShared.filter((file) => reachCount.get(file) === 1);
  const ownBytes = await sum(own);
  const beyondBytes = await sum(beyondShared);
  const css = await gzipSize(calculator.stylesheet);
  const over = ownBytes > OWN_CODE_BUDGET_BYTES || beyondBytes > BEYOND_SHARED_BUDGET_BYTES;
  failed ||= over;
  console.log(
    `  ${name} ${calculator.version}: own code ${kB(ownBytes)} of ${kB(OWN_CODE_BUDGET_BYTES)} (${own.length} files); ` +
      `beyond React and @lender/ui ${kB(beyondBytes)} of ${kB(BEYOND_SHARED_BUDGET_BYTES)} (${beyondShared.length} files)` +
      `${over ? '  OVER BUDGET' : ''}; stylesheet ${kB(css)}; reaches ${kB(await sum(files))} in all`,
  );
}
console.log(
  `  shared (@lender/ui and React Aria, once for every calculator): ${kB(await sum(shared))} in ${shared.size} files`,
);
console.log(
  `  embed script ${kB(await gzipSize('embed.js'))}; React runtime for pages without React ${kB(await gzipSize(manifest.shared.reactRuntime))} (not loaded by the site)`,
);
if (failed) {
  console.error(
    'A calculator bundle is over its budget (25 kB gzip of its own code, 30 kB beyond React and @lender/ui).',
  );
  process.exit(1);
}
