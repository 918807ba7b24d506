// What pins a page's calculator bundles to the build that made them. The browser checks a module
// against an import map's `integrity` (a module fetched by `import()` or by another module's
// `import` has no element to carry the attribute), and a stylesheet against its link's
// `integrity`. So a page carries:
// - an import map whose `integrity` lists the sha384 of every module file a calculator loads
//   (its own, the shared UI layer and its chunks, the React shims), and whose `imports` name each
//   calculator (`@lender/calculator-bundles/<name>`) and React's modules (the shims);
// - each calculator's stylesheet address and integrity (`<script type="application/json"
//   id="calculator-bundles">`).
// A calculator is imported by that name only: on a page whose map is missing, or refused by its
// CSP, the name does not resolve, so nothing loads unpinned. The hashes come from the manifest of
// the build (its `integrity`), read where it is trusted: by the site's server from its own disk,
// by the embed script from its own text; never from a manifest fetched from the base address.
import type { CalculatorManifest } from './manifest.ts';
import { SHARED_REACT_MODULES } from './manifest.ts';

/** The import name of a calculator's module in the pinning import map: `@lender/calculator-bundles/<name>`. */
export function calculatorSpecifier(name: string): string {
  return `@lender/calculator-bundles/${name}`;
}

/** The import name of the React runtime (pages without React: the embed snippet). */
export const REACT_RUNTIME_SPECIFIER = '@lender/calculator-bundles/shared/react-runtime';

/** An import map as a `<script type="importmap">` holds it. */
export interface ImportMap {
  imports: Record<string, string>;
  integrity: Record<string, string>;
}

export interface CalculatorImportMapOptions {
  /** Also map React's module names to the build's shims (a page that does not map them itself). */
  shims: boolean;
  /** Also name and pin the React runtime (a page without React of its own). */
  reactRuntime: boolean;
}

/** The integrity of a manifest path; a manifest without one cannot pin its files. */
function integrityOf(manifest: CalculatorManifest, path: string): string {
  const integrity = Object.hasOwn(manifest.integrity, path) ? manifest.integrity[path] : undefined;
  if (typeof integrity !== 'string' || !integrity.startsWith('sha384-')) {
    throw new Error(`The calculators manifest has no sha384 integrity for ${path}`);
  }
  return integrity;
}

/**
 * The import map that pins a manifest's calculators: `resolve` turns a path of the manifest into
 * the address the page loads it from. Every module file of the manifest is pinned (the runtime
 * and the shims only when asked for); throws when the manifest lacks a file's integrity.
 */
export function calculatorImportMap(
  manifest: CalculatorManifest,
  resolve: (path: string) => string,
  { shims, reactRuntime }: CalculatorImportMapOptions,
): ImportMap {
  /** Manifest paths named in `imports`, by import name. */
  const named: Record<string, string> = {};
  if (shims) {
    for (const name of SHARED_REACT_MODULES) named[name] = manifest.shared.shims[name];
  }
  if (reactRuntime) named[REACT_RUNTIME_SPECIFIER] = manifest.shared.reactRuntime;
  for (const [name, calculator] of Object.entries(manifest.calculators)) {
    named[calculatorSpecifier(name)] = calculator.module;
  }
  const left = new Set<string>();
  if (!shims) for (const path of Object.values(manifest.shared.shims)) left.add(path);
  if (!reactRuntime) left.add(manifest.shared.reactRuntime);
  // Every module file the manifest lists (the shared UI layer and its chunks are named nowhere
  // else), and every file named in `imports` whether listed or not: a missing hash throws.
  const pinned = new Set([
    ...Object.keys(manifest.integrity).filter((path) => path.endsWith('.mjs') && !left.has(path)),
    ...Object.values(named),
  ]);
  const imports: Record<string, string> = {};
  for (const [name, path] of Object.entries(named)) imports[name] = resolve(path);
  const integrity: Record<string, string> = {};
  for (const path of [...pinned].sort()) integrity[resolve(path)] = integrityOf(manifest, path);
  return { imports, integrity };
}

/** Each calculator's stylesheet address and its integrity, as a page carries them beside its import map. */
export type PageCalculators = Record<string, { stylesheet: string; integrity: string }>;

/** The id of the `<script type="application/json">` element holding a page's PageCalculators. */
export const PAGE_CALCULATORS_ELEMENT_ID = 'calculator-bundles';

/** A page's calculators from a manifest (see calculatorImportMap for `resolve`). */
export function pageCalculators(
  manifest: CalculatorManifest,
  resolve: (path: string) => string,
): PageCalculators {
  const calculators: PageCalculators = {};
  for (const [name, calculator] of Object.entries(manifest.calculators)) {
    calculators[name] = {
      stylesheet: resolve(calculator.stylesheet),
      integrity: integrityOf(manifest, calculator.stylesheet),
    };
  }
  return calculators;
}

/** The calculators the page carries (PAGE_CALCULATORS_ELEMENT_ID), or undefined when it has none. */
export function readPageCalculators(doc: Document): PageCalculators | undefined {
  const text = doc.getElementById(PAGE_CALCULATORS_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const value = JSON.parse(text) as unknown;
    return typeof value === 'object' && value !== null ? (value as PageCalculators) : undefined;
  } catch {
    return undefined;
  }
}
