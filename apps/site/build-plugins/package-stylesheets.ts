import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { stylesheetParts } from '../../../stylesheets.shared.ts';

/** Prefix of the modules that stand in for a component and its stylesheet. */
const WITH_STYLESHEET = '\0with-stylesheet:';
/** The export condition that names a package's source files (vitest.shared.ts). */
const SOURCE_CONDITION = '@lender/source';
type ExportTarget = string | Record<string, unknown> | undefined;

/** The directory and `exports` of the package `name` that holds the file `id`. */
function packageManifest(id: string, name: string) {
  for (let dir = dirname(id); dir !== dirname(dir); dir = dirname(dir)) {
    const file = join(dir, 'package.json');
    if (!existsSync(file)) continue;
    const manifest = JSON.parse(readFileSync(file, 'utf8'));
    if (manifest.name === name) {
      return { dir, exports: (manifest.exports ?? {}) as Record<string, ExportTarget> };
    }
  }
  throw new Error(`No package.json of ${name} above ${id}`);
}

/**
 * Links each package component's stylesheet wherever the site imports the component, so no page
 * can forget one. @lender/ui's JavaScript imports no CSS; it publishes `@lender/ui/<name>.css`
 * beside `@lender/ui/<name>`. With this plugin `import { Slider } from '@lender/ui/slider'` (or
 * `import('@lender/ui/slider')`) resolves to a small module that imports the stylesheet and
 * re-exports the component, so the CSS lands in the chunk that holds the component: each page
 * links the CSS of the components it loads, and a component loaded later (the co-branded
 * dialog's Modal) brings its CSS along. Subpaths without a stylesheet (`@lender/ui/csp`)
 * resolve as they are.
 *
 * The stylesheet is imported piece by piece, from the source its `@lender/source` export names
 * (`src/slider/index.css`: the error message, the field shell, the input box, the slider), so a
 * piece several components share is one module and each page gets it once. A package without
 * that source gets its published, self-contained `<name>.css`.
 *
 * `packages`: the packages whose stylesheets follow that rule: `<package>/<name>` comes with
 * `<package>/<name>.css`, and the package itself (a calculator) with `<package>/styles.css`.
 */
export function packageStylesheets(packages: readonly string[] = ['@lender/ui']): Plugin {
  const names = packages.map((name) => name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('|');
  const componentImport = new RegExp(`^(${names})(?:/([\\w-]+))?$`);
  /** Each package's directory and `exports`, read from its package.json. */
  const manifests = new Map<string, { dir: string; exports: Record<string, ExportTarget> }>();
  /** The stand-in module's id → the component module and its stylesheet's files. */
  const standIns = new Map<string, { component: string; stylesheets: string[] }>();

  return {
    name: 'lender-package-stylesheets',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      const match = componentImport.exec(source);
      if (!match) return null;
      const [, packageName, name] = match as unknown as [string, string, string | undefined];
      const resolveOwn = (id: string) => this.resolve(id, importer, { ...options, skipSelf: true });
      const component = await resolveOwn(source);
      if (!component || component.external) return component;
      let manifest = manifests.get(packageName);
      if (!manifest) {
        manifest = packageManifest(component.id, packageName);
        manifests.set(packageName, manifest);
      }
      const stylesheetPath = name ? `./${name}.css` : './styles.css';
      const stylesheet = manifest.exports[stylesheetPath];
      if (!stylesheet) return component;
      const sourceFile = typeof stylesheet === 'object' ? stylesheet[SOURCE_CONDITION] : undefined;
      const stylesheets =
        typeof sourceFile === 'string'
          ? stylesheetParts(resolve(manifest.dir, sourceFile))
          : [(await resolveOwn(`${packageName}${stylesheetPath.slice(1)}`))?.id].filter(
              (id) => id !== undefined,
            );
      const id = `${WITH_STYLESHEET}${component.id}`;
      standIns.set(id, { component: component.id, stylesheets });
      return id;
    },
    load(id) {
      const standIn = standIns.get(id);
      if (!standIn) return null;
      const imports = standIn.stylesheets.map((file) => `import ${JSON.stringify(file)};\n`);
      return `${imports.join('')}export * from ${JSON.stringify(standIn.component)};\n`;
    },
  };
}
