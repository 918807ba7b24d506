// Issue 23's size budget of the built calculator bundles (apps/site check:size, in `pnpm test`),
// as served, gzip level 9 of each file as the browser downloads it (scripts/calculator-bundles.ts):
// - beyond React and @lender/ui: every file a calculator reaches except the shared UI layer
//   (`shared/ui*.mjs`: @lender/ui with React Aria, shared across calculators) and React (the
//   page's own, never in the bundles). At most 25 kB (issues 23 and 24). Everything else counts:
//   the kit, mortgage-math, the validation messages, the API client. None of it is shared with the
//   host page or with other calculators; each calculator's file holds what it uses of them.
// - the shared UI layer: measured and reported, with the files each calculator loads from it.
// - the number of files a calculator fetches when it loads (its module graph, stylesheet apart).
import { readdir, readFile } from 'node:fs/promises';
import { dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { CalculatorManifest } from '@lender/calculator-kit/loader';

/** Issues 23 and 24: at most 25 kB gzip of a calculator's code beyond React and @lender/ui. */
export const BEYOND_SHARED_BUDGET_BYTES = 25 * 1000;

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
/** The shared UI layer: its files are named shared/ui*.mjs. */
const layer = new Set(
  (await readdir(join(dir, 'shared')))
    .filter((name) => name.startsWith('ui') && name.endsWith('.mjs'))
    .map((name) => join('shared', name)),
);

let failed = false;
console.log('Calculator bundles, gzip (level 9):');
for (const [name, calculator] of Object.entries(manifest.calculators)) {
  const files = await reachable(calculator.module);
  const beyondShared = [...files].filter((file) => !layer.has(file));
  const fromLayer = [...files].filter((file) => layer.has(file));
  const beyondBytes = await sum(beyondShared);
  const over = beyondBytes > BEYOND_SHARED_BUDGET_BYTES;
  failed ||= over;
  console.log(
    `  ${name} ${calculator.version}: beyond React and @lender/ui ${kB(beyondBytes)} of ${kB(BEYOND_SHARED_BUDGET_BYTES)} ` +
      `(${beyondShared.length} ${beyondShared.length === 1 ? 'file' : 'files'})${over ? '  OVER BUDGET' : ''}; ` +
      `shared UI ${kB(await sum(fromLayer))} (${fromLayer.length} files); ` +
      `${files.size} JavaScript files fetched in all, ${kB(await sum(files))}; ` +
      `stylesheet ${kB(await gzipSize(calculator.stylesheet))}`,
  );
}
console.log(
  `  shared UI layer (@lender/ui and React Aria, once for every calculator): ${kB(await sum(layer))} in ${layer.size} files: ` +
    (
      await Promise.all(
        [...layer].sort().map(async (file) => `${file} ${kB(await gzipSize(file))}`),
      )
    ).join(', '),
);
console.log(
  '  shared with the host page: React only (import map to its shims). The kit, mortgage-math, the messages and the API client are in each calculator file.',
);
console.log(
  `  embed script ${kB(await gzipSize('embed.js'))}; React runtime for pages without React ${kB(await gzipSize(manifest.shared.reactRuntime))} (not loaded by the site)`,
);
if (failed) {
  console.error(
    'A calculator bundle is over its budget: 25 kB gzip of its code beyond React and @lender/ui.',
  );
  process.exit(1);
}
