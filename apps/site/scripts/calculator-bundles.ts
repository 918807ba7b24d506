// Builds the calculator bundles served from CALCULATORS_BASE_URL (apps/bff serves this folder,
// build/calculators, at `{base}/bundles/`), and the React shims the site's pages map React to:
//
//   build/calculators/manifest.json                       the current version of each calculator
//   build/calculators/embed.js                            the embed snippet's script
//   build/calculators/<name>/<version>/index-<hash>.mjs   each calculator (its @lender/standalone entry)
//   build/calculators/<name>/<version>/styles-<hash>.css  its stylesheet
//   build/calculators/shared/…-<hash>.mjs                 @lender/ui and React Aria, once for all
//                                                         calculators; the React runtime and shims
//   build/client/calculator-shims/react@<version>/*.mjs   the site's shims (root.tsx's import map)
//
// One esbuild run with code splitting builds every calculator and every @lender/ui component
// they import as entries, so a module two of them use lands in a shared chunk: a page with two
// calculators, or a visitor going from one to the other, downloads React Aria once. React is
// never bundled: `react`, `react-dom` and `react/jsx-runtime` stay bare imports for the page's
// import map, so the page's own React is the only one.
import { createHash } from 'node:crypto';
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Metafile, type Plugin } from 'esbuild';
import {
  SHARED_REACT_MODULES,
  shimSource,
  type CalculatorManifest,
  type SharedReactModule,
} from '@lender/calculator-kit/loader';

const siteDir = fileURLToPath(new URL('..', import.meta.url));
const outDir = join(siteDir, 'build', 'calculators');
const clientDir = join(siteDir, 'build', 'client');
const require = createRequire(join(siteDir, 'package.json'));

/** The calculators the site serves, by their name in the manifest. */
const CALCULATORS = {
  affordability: '@lender/calculator-affordability',
  'rent-vs-buy': '@lender/calculator-rent-vs-buy',
  amortization: '@lender/calculator-amortization',
  'mortgage-payoff': '@lender/calculator-mortgage-payoff',
  'home-equity': '@lender/calculator-home-equity',
  'mini-home-equity': '@lender/calculator-mini-home-equity',
  'down-payment': '@lender/calculator-down-payment',
  refinance: '@lender/calculator-refinance',
  'shorter-term-refinance': '@lender/calculator-shorter-term-refinance',
  mortgage: '@lender/calculator-mortgage',
  'mini-mortgage': '@lender/calculator-mini-mortgage',
  'mini-purchase-refinance': '@lender/calculator-mini-purchase-refinance',
} as const;

const SHIM_FILES: Record<SharedReactModule, string> = {
  react: 'react.mjs',
  'react/jsx-runtime': 'jsx-runtime.mjs',
  'react-dom': 'react-dom.mjs',
  'react-dom/client': 'react-dom-client.mjs',
};

const hash = (text: string | Uint8Array) =>
  createHash('sha256').update(text).digest('base64url').slice(0, 10);
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

const packages = await Promise.all(
  Object.entries(CALCULATORS).map(async ([name, packageName]) => {
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

// The @lender/ui components the calculators import, each an entry of its own (shared/ui/<name>).
const uiComponents = new Set<string>();
for (const calculator of packages) {
  const dist = join(calculator.dir, 'dist');
  for (const file of await readdir(dist)) {
    if (!file.endsWith('.js')) continue;
    const source = await readFile(join(dist, file), 'utf8');
    for (const [, component] of source.matchAll(/from\s*["']@lender\/ui\/([a-z-]+)["']/g)) {
      uiComponents.add(component!);
    }
  }
}

const entryPoints: Record<string, string> = {};
for (const calculator of packages) {
  entryPoints[`${calculator.name}/${calculator.version}/index`] = calculator.entry;
}
for (const component of [...uiComponents].sort()) {
  entryPoints[`shared/ui/${component}`] = resolvePath(`@lender/ui/${component}`);
}

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
const result = await build({
  entryPoints,
  outdir: outDir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  minify: true,
  legalComments: 'none',
  entryNames: '[dir]/[name]-[hash]',
  chunkNames: 'shared/chunk-[hash]',
  outExtension: { '.js': '.mjs' },
  external: ['react', 'react-dom', 'react/jsx-runtime'],
  define: production,
  plugins: [useSyncExternalStoreFromReact],
  metafile: true,
  logLevel: 'warning',
  // @lender/ui's entries import shared chunks only for evaluation order; with `sideEffects`
  // limited to stylesheets esbuild rightly drops those imports (as size-limit.shared.ts says).
  logOverride: { 'ignored-bare-import': 'silent' },
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

// The shims: one per shared module, re-exporting every export of the real module.
const shims = {} as Record<SharedReactModule, string>;
const siteShimDir = join(clientDir, 'calculator-shims', `react@${reactVersion}`);
await mkdir(siteShimDir, { recursive: true });
for (const name of SHARED_REACT_MODULES) {
  const source = shimSource(name, Object.keys(require(name) as object));
  await writeFile(join(siteShimDir, SHIM_FILES[name]), source);
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

// The embed snippet: a classic script (it reads document.currentScript), so one plain
// <script src> works on any page.
await build({
  stdin: {
    contents: [
      "import { embedCalculators } from '@lender/calculator-kit/loader';",
      'const script = document.currentScript;',
      "void embedCalculators({ manifestUrl: new URL('manifest.json', script.src).href });",
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
  outfile: join(outDir, 'embed.js'),
  logLevel: 'warning',
});

const manifest: CalculatorManifest = {
  schemaVersion: 1,
  react: reactVersion,
  shared: { reactRuntime, shims, tokens },
  calculators: {},
};
for (const calculator of packages) {
  const dir = `${calculator.name}/${calculator.version}`;
  manifest.calculators[calculator.name] = {
    version: calculator.version,
    module: outputOf(result.metafile, calculator.entry),
    stylesheet: await writeHashed(dir, 'styles', '.css', await readFile(calculator.stylesheet)),
    peerDependencies: { react: calculator.react },
  };
}
await writeFile(join(outDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
console.log(
  `Calculator bundles: ${packages.map((c) => `${c.name} ${c.version}`).join(', ')}; ` +
    `${uiComponents.size} @lender/ui components shared; React ${reactVersion} shims.`,
);
