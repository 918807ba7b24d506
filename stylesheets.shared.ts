// Stylesheets of the published packages (@lender/ui, and the calculators, which import the
// stylesheets of the @lender/ui components they render). The JavaScript
// imports no CSS, so plain Node and any bundler can load it; instead each component folder's
// index.css names, with @import, the pieces the component renders (the error message, the
// field shell, the input box…) and its own rules. The build inlines them into one
// self-contained file per component (dist/<name>.css, exported as `<package>/<name>.css`) and
// one for every component (dist/styles.css), each piece once per file, where it first comes.
// The site's Vite plugin (apps/site/build-plugins/package-stylesheets.ts) reads the same
// @imports to link the pieces one by one.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/**
 * An `@import '…';` on a line of its own (the only form index.css files use): a relative path,
 * or another workspace package's stylesheet (`@lender/ui/slider.css`, as a calculator imports
 * the components it renders).
 */
const IMPORT = /^@import\s+['"]((?:\.{1,2}\/|@lender\/)[^'"]+)['"]\s*;[^\S\n]*\n?/gm;

/**
 * The source file of an imported stylesheet: a relative path from the importing file, or a
 * package's `@lender/source` export of it, found in the node_modules nearest the importer.
 */
function importedFile(importer: string, path: string): string {
  if (!path.startsWith('@lender/')) return resolve(dirname(importer), path);
  const [scope, name, ...rest] = path.split('/');
  const subpath = `./${rest.join('/')}`;
  for (let dir = dirname(importer); ; dir = dirname(dir)) {
    const packageDir = join(dir, 'node_modules', scope!, name!);
    if (existsSync(join(packageDir, 'package.json'))) {
      const { exports } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
        exports: Record<string, string | Record<string, string>>;
      };
      const target = exports[subpath];
      const file = typeof target === 'string' ? target : target?.['@lender/source'];
      if (!file) throw new Error(`${path} (imported by ${importer}) is not exported`);
      return resolve(packageDir, file);
    }
    if (dirname(dir) === dir) throw new Error(`${path} (imported by ${importer}) is not installed`);
  }
}

/** The component folders under `srcDir` that have a stylesheet (`<name>/index.css`), sorted. */
export function stylesheetFolders(srcDir: string): string[] {
  return readdirSync(srcDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(srcDir, entry.name, 'index.css')))
    .map((entry) => entry.name)
    .sort();
}

/**
 * The CSS files a stylesheet is made of, in cascade order: what it imports (depth first), then
 * itself when it has rules of its own. Files already in `seen` are left out, so a piece shared
 * by several components is taken once, where it comes first.
 */
export function stylesheetParts(file: string, seen = new Set<string>()): string[] {
  if (seen.has(file)) return [];
  seen.add(file);
  const text = readFileSync(file, 'utf8');
  const imported = [...text.matchAll(IMPORT)].flatMap(([, path]) =>
    stylesheetParts(importedFile(file, path!), seen),
  );
  return text.replace(IMPORT, '').trim() === '' ? imported : [...imported, file];
}

/** One self-contained stylesheet of the given entries: their parts' rules, imports inlined. */
export function bundleStylesheets(srcDir: string, entries: string[], title: string): string {
  const seen = new Set<string>();
  const parts = entries.flatMap((entry) => stylesheetParts(entry, seen));
  const body = parts.map(
    (part) =>
      `/* ${relative(srcDir, part)} */\n${readFileSync(part, 'utf8').replace(IMPORT, '').trim()}\n`,
  );
  return [`/* ${title} */\n`, ...body].join('\n');
}

/**
 * Every stylesheet a package publishes, file name under dist → its text: `<name>.css` for each
 * folder of `srcDir` with an index.css, and `styles.css` with all of them.
 */
export function publishedStylesheets(srcDir: string, packageName: string): Map<string, string> {
  const folders = stylesheetFolders(srcDir);
  const entry = (folder: string) => join(srcDir, folder, 'index.css');
  const files = new Map<string, string>();
  for (const folder of folders) {
    const title = `${packageName}/${folder}.css: the styles of ${packageName}/${folder}, with every piece it renders. Load the tokens first.`;
    files.set(`${folder}.css`, bundleStylesheets(srcDir, [entry(folder)], title));
  }
  const all = `${packageName}/styles.css: the styles of every ${packageName} component. Load the tokens first.`;
  files.set('styles.css', bundleStylesheets(srcDir, folders.map(entry), all));
  return files;
}
