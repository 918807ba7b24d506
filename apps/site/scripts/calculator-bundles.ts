// Builds the calculator bundles served from CALCULATORS_BASE_URL (apps/bff serves this folder,
// build/calculators, at `{base}/bundles/`), and the React shims the site's pages map React to:
//
//   build/calculators/manifest.json                       the current version of each calculator
//                                                         and every file's sha384 (`integrity`)
//   build/calculators/embed.js                            the embed snippet's script, carrying
//   build/calculators/embed-<hash>.js                       the manifest; the same, never changing
//   build/calculators/<name>/<version>/index-<hash>.mjs   each calculator (its @lender/standalone entry)
//   build/calculators/<name>/<version>/styles-<hash>.css  its stylesheet
//   build/calculators/shared/ui-<hash>.mjs                the shared UI layer: @lender/ui and React
//   build/calculators/shared/ui-chunk-<hash>.mjs            Aria, once for all calculators (below)
//   build/calculators/shared/ui-<module>-<hash>.mjs       a large one only one calculator uses
//   build/calculators/shared/…                            the React runtime and shims
//
// Every file is pinned: the manifest lists its Subresource Integrity hash, which the site's
// server puts in every page's import map and the embed script carries (calculator-kit pins.ts).
// Two builds, so that a calculator loads in few files (each a request and a round trip on a
// phone) and carries only what it uses:
// 1. The shared UI layer: every @lender/ui and React Aria module the calculators import, one
//    esbuild run with splitting over a few entries (`shared/ui`, plus a file for a large module
//    only one calculator uses), so React Aria's state (focus-visible, I18n context) is one copy.
// 2. Each calculator, one file: its code and what it uses of the kit, mortgage-math, the
//    validation messages and the API client, tree-shaken. Its @lender/ui and React Aria imports
//    become imports of the layer's files. Sharing those non-UI packages in a chunk instead made
//    every calculator download all of mortgage-math (47 kB minified): 21-28 kB gzip per
//    calculator in up to 22 files, against 8-15 kB in one now.
// React is never bundled: `react`, `react-dom` and `react/jsx-runtime` stay bare imports for the
// page's import map, so the page's own React is the only one.
import { createHash } from 'node:crypto';
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { basename, dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type BuildOptions, type Metafile, type Plugin } from 'esbuild';
import {
  SHARED_REACT_MODULES,
  shimSource,
  type CalculatorManifest,
  type SharedReactModule,
} from '@lender/calculator-kit/loader';
import { CALCULATOR_REGISTRY } from '@lender/calculator-kit/registry';

const siteDir = fileURLToPath(new URL('..', import.meta.url));
const outDir = join(siteDir, 'build', 'calculators');
const require = createRequire(join(siteDir, 'package.json'));

const SHIM_FILES: Record<SharedReactModule, string> = {
  react: 'react.mjs',
  'react/jsx-runtime': 'jsx-runtime.mjs',
  'react-dom': 'react-dom.mjs',
  'react-dom/client': 'react-dom-client.mjs',
};

const hash = (text: string | Uint8Array) =>
  createHash('sha256').update(text).digest('base64url').slice(0, 10);
/** A file's Subresource Integrity value, sha384 as React Router's pins for the site's own modules. */
const sri = (bytes: Uint8Array) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
const resolvePath = (specifier: string) => fileURLToPath(import.meta.resolve(specifier));

/** Writes `text` as `<dir>/<stem>-<hash><ext>` under outDir; returns its path relative to outDir. */
async function writeHashed(dir: string, stem: string, ext: string, text: string | Uint8Array) {
  const path = join(dir, `${stem}-${hash(text)}${ext}`);
  await mkdir(join(outDir, dir), { recursive: true });
  await writeFile(join(outDir, path), text);
  return path;
}

interface PackageJson {
  version: string;
  peerDependencies: { react: string };
}

await rm(outDir, { recursive: true, force: true });
await mkdir(outDir, { recursive: true });

// Every calculator of the registry, by its bundle's name in the manifest.
const packages = await Promise.all(
  CALCULATOR_REGISTRY.map(async ({ bundle: name, package: packageName }) => {
    const manifestPath = require.resolve(`${packageName}/package.json`);
    const json = JSON.parse(await readFile(manifestPath, 'utf8')) as PackageJson;
    return {
      name,
      dir: dirname(manifestPath),
      version: json.version,
      react: json.peerDependencies.react,
      entry: resolvePath(`${packageName}/standalone`),
      stylesheet: resolvePath(`${packageName}/styles.css`),
    };
  }),
);

// The shared UI layer: what the calculators import from @lender/ui and React Aria (the
// `@lender/ui/<component>` and `react-aria-components/<Name>` specifiers in their dist files),
// the part of a calculator that is shared across calculators the way React is. The calculator
// packages are read from dist, so a new component or React Aria import joins the layer by itself.
const SHARED_UI_IMPORT = /from\s*["']((?:@lender\/ui|react-aria-components)\/[\w-]+)["']/g;
// A kit entry a calculator imports (`@lender/calculator-kit`, `@lender/calculator-kit/form-fields`)
// is bundled into it, so the @lender/ui modules that entry imports are the calculator's too.
const KIT_ENTRY_IMPORT = /from\s*["'](@lender\/calculator-kit(?:\/[\w-]+)?)["']/g;
const sharedSpecifiers = new Set<string>();
/** Which calculators import each shared specifier. */
const usedBy = new Map<string, Set<string>>();
/** Where to resolve each from: a calculator that imports it (React Aria is not the site's dependency). */
const resolveDirOf = new Map<string, string>();
for (const calculator of packages) {
  const dist = join(calculator.dir, 'dist');
  for (const file of await readdir(dist)) {
    if (!file.endsWith('.js')) continue;
    const own = await readFile(join(dist, file), 'utf8');
    const kitSources = await Promise.all(
      [...own.matchAll(KIT_ENTRY_IMPORT)].map(([, kitEntry]) =>
        readFile(resolvePath(kitEntry!), 'utf8'),
      ),
    );
    const source = [own, ...kitSources].join('\n');
    for (const [, specifier] of source.matchAll(SHARED_UI_IMPORT)) {
      sharedSpecifiers.add(specifier!);
      if (!usedBy.has(specifier!)) usedBy.set(specifier!, new Set());
      if (!resolveDirOf.has(specifier!)) resolveDirOf.set(specifier!, calculator.dir);
      usedBy.get(specifier!)!.add(calculator.name);
    }
  }
}
const specifiers = [...sharedSpecifiers].sort();

const production = { 'process.env.NODE_ENV': '"production"' };

// React Aria imports `use-sync-external-store/shim`, a CommonJS module that `require`s React.
// With React left out of the bundles, esbuild turns that require into one that throws in the
// browser ("Dynamic require of react"); React 19 has the hook itself, so the shim becomes a
// re-export of it (what the shim does on React 18 and later anyway).
const useSyncExternalStoreFromReact: Plugin = {
  name: 'use-sync-external-store-from-react',
  setup(builder) {
    builder.onResolve({ filter: /^use-sync-external-store\/shim(\/index\.js)?$/ }, () => ({
      path: 'use-sync-external-store-shim',
      namespace: 'react-19',
    }));
    builder.onLoad({ filter: /.*/, namespace: 'react-19' }, () => ({
      contents: "export { useSyncExternalStore } from 'react';",
      loader: 'js',
      resolveDir: siteDir,
    }));
  },
};

/** React stays a bare import in every file, for the page's import map. */
const EXTERNAL_REACT = ['react', 'react-dom', 'react/jsx-runtime'];
const common: BuildOptions = {
  bundle: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  minify: true,
  legalComments: 'none',
  external: EXTERNAL_REACT,
  define: production,
  logLevel: 'warning',
  // @lender/ui's entries import shared chunks only for evaluation order; with `sideEffects`
  // limited to stylesheets esbuild rightly drops those imports (as size-limit.shared.ts says).
  logOverride: { 'ignored-bare-import': 'silent' },
};

/** The names a module exports (its JavaScript exports; types are gone from dist). */
async function exportNames(specifier: string): Promise<string[]> {
  const probe = await build({
    ...common,
    stdin: {
      contents: `export * from ${JSON.stringify(specifier)};`,
      resolveDir: resolveDirOf.get(specifier)!,
      loader: 'js',
    },
    plugins: [useSyncExternalStoreFromReact],
    write: false,
    metafile: true,
  });
  const [output] = Object.values(probe.metafile!.outputs);
  return output!.exports.filter((name) => name !== 'default');
}

/** A specifier's prefix in the layer's flat exports: `@lender/ui/number-input` → `number_input`. */
const alias = (specifier: string) =>
  specifier.replace(/^@lender\/ui\/|^react-aria-components\//, '').replace(/\W/g, '_');

// The layer's files: `shared/ui` with every module two or more calculators use, and each module
// only one calculator uses apart from it when that saves the others a real download (the tabs
// bring React Aria's collections, 18 kB, used by the purchase/refinance widget alone); what such a
// module shares with `shared/ui` goes to one chunk. A smaller one joins `shared/ui`: a request
// costs more on a phone than a kilobyte.
/** Below this (gzip) a module one calculator uses joins `shared/ui`. */
const SEPARATE_FILE_MIN_BYTES = 4000;

const exportsOf = new Map<string, string[]>();
for (const specifier of specifiers) exportsOf.set(specifier, await exportNames(specifier));

/** The layer's virtual modules: `member:<specifier>` re-exports one module under prefixed names; `entry:<file>` re-exports its members. */
function layerSources(groups: Map<string, string[]>) {
  const sources = new Map<string, { contents: string; resolveDir: string }>();
  for (const [entry, members] of groups) {
    for (const specifier of members) {
      const list = exportsOf
        .get(specifier)!
        .map((name) => `${name} as ${alias(specifier)}__${name}`)
        .join(', ');
      sources.set(`member:${specifier}`, {
        contents: `export { ${list} } from ${JSON.stringify(specifier)};`,
        resolveDir: resolveDirOf.get(specifier)!,
      });
    }
    sources.set(`entry:${entry}`, {
      contents: members
        .map((member) => `export * from ${JSON.stringify(`shared-ui-layer:member:${member}`)};`)
        .join('\n'),
      resolveDir: siteDir,
    });
  }
  return sources;
}

/** Builds the layer's files for `groups` (file → member specifiers). */
function buildLayer(groups: Map<string, string[]>, write: boolean) {
  const sources = layerSources(groups);
  const virtualModules: Plugin = {
    name: 'shared-ui-layer-entries',
    setup(builder) {
      builder.onResolve({ filter: /^shared-ui-layer:/ }, (args) => ({
        path: args.path.slice('shared-ui-layer:'.length),
        namespace: 'shared-ui-layer',
      }));
      builder.onLoad({ filter: /.*/, namespace: 'shared-ui-layer' }, (args) => ({
        ...sources.get(args.path)!,
        loader: 'js',
      }));
    },
  };
  return build({
    ...common,
    entryPoints: Object.fromEntries(
      [...groups.keys()].map((entry) => [`shared/${entry}`, `shared-ui-layer:entry:${entry}`]),
    ),
    outdir: outDir,
    splitting: true,
    entryNames: '[dir]/[name]-[hash]',
    chunkNames: 'shared/ui-chunk-[hash]',
    outExtension: { '.js': '.mjs' },
    plugins: [virtualModules, useSyncExternalStoreFromReact],
    metafile: true,
    write,
  });
}

/** Each layer entry's output file, relative to outDir, from a layer build's metafile. */
function layerOutputs(metafile: Metafile): Map<string, string> {
  const files = new Map<string, string>();
  for (const [file, output] of Object.entries(metafile.outputs)) {
    const entry = output.entryPoint?.replace(/^shared-ui-layer:entry:/, '');
    if (entry) files.set(entry, relative(outDir, join(siteDir, file)));
  }
  return files;
}

// First a trial build with every single-calculator module in a file of its own, to weigh them.
const trialGroups = new Map<string, string[]>([['ui', []]]);
for (const specifier of specifiers) {
  const entry = usedBy.get(specifier)!.size > 1 ? 'ui' : `ui-${alias(specifier)}`;
  trialGroups.set(entry, [...(trialGroups.get(entry) ?? []), specifier]);
}
const trial = await buildLayer(trialGroups, false);
const trialFiles = layerOutputs(trial.metafile!);
const layerGroups = new Map<string, string[]>([['ui', [...trialGroups.get('ui')!]]]);
for (const [entry, members] of trialGroups) {
  if (entry === 'ui') continue;
  const output = trial.outputFiles!.find(
    (file) => file.path === join(outDir, trialFiles.get(entry)!),
  );
  const bytes = gzipSync(output!.contents, { level: 9 }).length;
  if (bytes >= SEPARATE_FILE_MIN_BYTES) layerGroups.set(entry, members);
  else layerGroups.get('ui')!.push(...members);
}
const layer = await buildLayer(layerGroups, true);
const layerFiles = layerOutputs(layer.metafile!);
/** The chunks each layer file imports (relative to outDir), for the calculators to import at once. */
const layerChunks = new Map<string, string[]>();
for (const [entry, file] of layerFiles) {
  const output = layer.metafile!.outputs[relative(siteDir, join(outDir, file))]!;
  layerChunks.set(
    entry,
    output.imports
      .filter((imported) => imported.kind === 'import-statement' && !imported.external)
      .map((imported) => relative(outDir, join(siteDir, imported.path))),
  );
}
/** Each shared specifier → its layer file's entry name. */
const layerEntryOf = new Map<string, string>();
for (const [entry, members] of layerGroups) {
  for (const member of members) layerEntryOf.set(member, entry);
}

// The calculators: each one file holding its own code and the non-UI code it uses (the kit,
// mortgage-math, the messages, the API client), tree-shaken to what it calls. Its imports of
// @lender/ui and React Aria become imports of the layer's files, by a path relative to its own
// `<name>/<version>/` folder; React stays a bare import for the page's import map.
const sharedUiFromLayer: Plugin = {
  name: 'shared-ui-from-layer',
  setup(builder) {
    const filter = new RegExp(
      `^(${specifiers.map((s) => s.replace(/[/.-]/g, '\\$&')).join('|')})$`,
    );
    builder.onResolve({ filter }, (args) => ({ path: args.path, namespace: 'shared-ui' }));
    builder.onLoad({ filter: /.*/, namespace: 'shared-ui' }, (args) => {
      const entry = layerEntryOf.get(args.path)!;
      const list = exportsOf
        .get(args.path)!
        .map((name) => `${alias(args.path)}__${name} as ${name}`)
        .join(', ');
      const file = `../../${layerFiles.get(entry)!}`;
      // The layer file's chunks too, so the browser asks for them with it, not a round trip
      // later when it has read the layer file (they only hold modules the file would run first).
      const chunks = layerChunks
        .get(entry)!
        .map((chunk) => `import ${JSON.stringify(`../../${chunk}`)};`);
      return {
        contents: [...chunks, `export { ${list} } from ${JSON.stringify(file)};`].join('\n'),
        loader: 'js',
      };
    });
    // Anything else of React Aria reached from a calculator would be a second copy on the page.
    builder.onResolve(
      {
        filter:
          /^(react-aria|react-aria-components|react-stately|@react-aria|@react-stately|@internationalized)(\/|$)/,
      },
      (args) => ({
        errors: [{ text: `${args.path} (from ${args.importer}) is not in the shared UI layer` }],
      }),
    );
    builder.onResolve({ filter: /^@lender\/ui(\/|$)/ }, (args) => ({
      errors: [{ text: `${args.path} (from ${args.importer}) is not in the shared UI layer` }],
    }));
  },
};
const entryPoints: Record<string, string> = {};
for (const calculator of packages) {
  entryPoints[`${calculator.name}/${calculator.version}/index`] = calculator.entry;
}
const result = await build({
  ...common,
  entryPoints,
  outdir: outDir,
  entryNames: '[dir]/[name]-[hash]',
  outExtension: { '.js': '.mjs' },
  external: [...EXTERNAL_REACT, '../../shared/*'],
  plugins: [sharedUiFromLayer],
  metafile: true,
});

/** The output file of an entry, relative to outDir. */
function outputOf(metafile: Metafile, entry: string): string {
  const found = Object.entries(metafile.outputs).find(
    ([, output]) => output.entryPoint && join(siteDir, output.entryPoint) === entry,
  );
  if (!found) throw new Error(`No output for ${entry}`);
  return relative(outDir, join(siteDir, found[0]));
}

// React for pages without it (the embed snippet): React and React DOM in production mode,
// filling the global the shims read.
const runtime = await build({
  stdin: {
    contents: [
      "import * as react from 'react';",
      "import * as jsxRuntime from 'react/jsx-runtime';",
      "import * as reactDom from 'react-dom';",
      "import * as reactDomClient from 'react-dom/client';",
      "globalThis.__lenderReact ??= { react, 'react/jsx-runtime': jsxRuntime, 'react-dom': reactDom, 'react-dom/client': reactDomClient };",
      'export const version = react.version;',
    ].join('\n'),
    resolveDir: siteDir,
    loader: 'js',
  },
  bundle: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  minify: true,
  legalComments: 'none',
  define: production,
  write: false,
});
const reactVersion = (require('react') as { version: string }).version;
const reactRuntime = await writeHashed(
  'shared',
  `react-runtime-${reactVersion}`,
  '.mjs',
  runtime.outputFiles[0]!.contents,
);

// The shims: one per shared module, re-exporting every export of the real module. The site's
// pages map React's names to these too (the server's import map), sharing the page's React.
const shims = {} as Record<SharedReactModule, string>;
for (const name of SHARED_REACT_MODULES) {
  const source = shimSource(name, Object.keys(require(name) as object));
  shims[name] = await writeHashed(
    'shared/shims',
    basename(SHIM_FILES[name], '.mjs'),
    '.mjs',
    source,
  );
}

const tokens = await writeHashed(
  'shared',
  'tokens',
  '.css',
  await readFile(resolvePath('@lender/ui/tokens.css')),
);

const manifest: CalculatorManifest = {
  schemaVersion: 1,
  react: reactVersion,
  shared: { reactRuntime, shims, tokens },
  calculators: {},
  integrity: {},
};
for (const calculator of packages) {
  const dir = `${calculator.name}/${calculator.version}`;
  manifest.calculators[calculator.name] = {
    version: calculator.version,
    module: outputOf(result.metafile!, calculator.entry),
    stylesheet: await writeHashed(dir, 'styles', '.css', await readFile(calculator.stylesheet)),
    peerDependencies: { react: calculator.react },
  };
}

/** Every file written so far, relative to outDir with forward slashes. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(join(outDir, dir), { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) =>
      entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
    ),
  );
  return nested.flat();
}
for (const file of (await filesUnder('')).sort()) {
  manifest.integrity[file.split(sep).join('/')] = sri(await readFile(join(outDir, file)));
}

// The embed snippet: a classic script (it reads document.currentScript), so one plain
// <script src> works on any page. It carries the manifest of this build, every file's integrity
// included, and reads none from the base address: what it loads is pinned by its own text.
const embed = await build({
  stdin: {
    contents: [
      "import { embedCalculators } from '@lender/calculator-kit/loader';",
      'const script = document.currentScript;',
      'void embedCalculators({',
      "  manifestUrl: new URL('manifest.json', script.src).href,",
      `  manifest: ${JSON.stringify(manifest)},`,
      '  nonce: script.nonce || undefined,',
      '});',
    ].join('\n'),
    resolveDir: siteDir,
    loader: 'js',
  },
  bundle: true,
  format: 'iife',
  platform: 'browser',
  target: 'es2022',
  minify: true,
  legalComments: 'none',
  write: false,
  logLevel: 'warning',
});
const embedSource = embed.outputFiles[0]!.contents;
// embed.js is what pages name and changes with each build; embed-<hash>.js never changes, so a
// page can pin it with `integrity`.
await writeFile(join(outDir, 'embed.js'), embedSource);
const pinnedEmbed = await writeHashed('', 'embed', '.js', embedSource);
const published: CalculatorManifest = {
  ...manifest,
  embed: pinnedEmbed,
  integrity: { ...manifest.integrity, [pinnedEmbed]: sri(embedSource) },
};
await writeFile(join(outDir, 'manifest.json'), `${JSON.stringify(published, null, 2)}\n`);
console.log(
  `Calculator bundles: ${packages.map((c) => `${c.name} ${c.version}`).join(', ')}; ` +
    `shared UI layer (${specifiers.length} modules of @lender/ui and React Aria): ` +
    `${[...layerFiles.values()].join(', ')}; React ${reactVersion} shims.`,
);
