// The JavaScript each page loads before it is interactive (its module, the root layout's and the
// client entry's, with every module they import), gzipped, against the page's budget in
// page-budgets.json (KiB, about 8 % over each page's weight when it was set): `pnpm test` fails
// when a page outgrows it (check:size). Reads the built site: React Router's assets manifest
// from build/server and the files from build/client.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface RouteAssets {
  id: string;
  parentId?: string;
  module: string;
  imports?: string[];
  hasDefaultExport: boolean;
}

const siteDir = join(import.meta.dirname, '..');
const build = (await import(join(siteDir, 'build', 'server', 'index.js'))) as {
  assets: {
    entry: { module: string; imports: string[] };
    routes: Record<string, RouteAssets>;
  };
};
const budgetsKiB = JSON.parse(readFileSync(join(siteDir, 'page-budgets.json'), 'utf8')) as Record<
  string,
  number
>;
const budgets = Object.fromEntries(Object.entries(budgetsKiB).map(([id, kib]) => [id, kib * 1024]));

const gzipped = new Map<string, number>();
/** One build file's gzipped size in bytes (gzip level 9, as the server's pre-compressed copies). */
function gzipSize(url: string): number {
  let size = gzipped.get(url);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(siteDir, 'build', 'client', url)), { level: 9 }).length;
    gzipped.set(url, size);
  }
  return size;
}

/** Every module a page of this route loads at once: its own, its parents' and the entry's. */
function initialModules(route: RouteAssets): Set<string> {
  const { entry, routes } = build.assets;
  const modules = new Set([entry.module, ...entry.imports]);
  for (
    let at: RouteAssets | undefined = route;
    at;
    at = at.parentId ? routes[at.parentId] : undefined
  ) {
    modules.add(at.module);
    for (const imported of at.imports ?? []) modules.add(imported);
  }
  return modules;
}

const pages = Object.values(build.assets.routes).filter(
  (route) => route.hasDefaultExport && route.id !== 'root',
);
/**
 * Code loaded only when a visitor asks for it, never with a page: the chat assistant (issue 26
 * part 5: "loaded on first open only"). Its chunks are named after its modules.
 */
const ON_DEMAND_ONLY = [/\/ChatAssistantPanel-[\w-]+\.js$/, /\/CallbackForm-[\w-]+\.js$/];
const onDemandBuilt = readdirSync(join(siteDir, 'build', 'client', 'assets')).some((file) =>
  ON_DEMAND_ONLY.some((pattern) => pattern.test(`/assets/${file}`)),
);

const rows: string[] = [];
const problems: string[] = [];
if (!onDemandBuilt) problems.push('the chat assistant has no chunk of its own in the build');
for (const route of pages) {
  const modules = initialModules(route);
  for (const url of modules) {
    if (ON_DEMAND_ONLY.some((pattern) => pattern.test(url))) {
      problems.push(`${route.id}: loads ${url} with the page (it is for first open only)`);
    }
  }
  const bytes = [...modules].reduce((sum, url) => sum + gzipSize(url), 0);
  const budget = budgets[route.id];
  if (budget === undefined) problems.push(`${route.id}: no budget in page-budgets.json`);
  else if (bytes > budget) {
    problems.push(
      `${route.id}: ${(bytes / 1024).toFixed(1)} KiB over its ${(budget / 1024).toFixed(1)} KiB`,
    );
  }
  rows.push(
    `${route.id.padEnd(32)} ${String(modules.size).padStart(3)} modules ${(bytes / 1024).toFixed(1).padStart(6)} KiB` +
      (budget === undefined ? '' : ` of ${(budget / 1024).toFixed(1)} KiB`),
  );
}
const stale = Object.keys(budgets).filter((id) => !pages.some((route) => route.id === id));
for (const id of stale) problems.push(`${id}: a budget for a page that no longer exists`);

console.log(`Initial JavaScript of each page, gzipped:\n${rows.join('\n')}`);
if (problems.length > 0) {
  console.error(`\nPage weight budgets not met:\n${problems.join('\n')}`);
  process.exitCode = 1;
}
