// The calculators' manifest: `{base}/bundles/manifest.json`, short-lived, naming the current
// version of each calculator and its files. Files are immutable: their names carry a version
// and a content hash, and paths in the manifest are relative to the manifest itself. It also
// holds each file's Subresource Integrity hash, written by the build: whoever serves a page (or
// the embed script, which carries the manifest of its own build) puts them where the browser
// checks them, so a file changed on the base address is refused rather than run.

/** The four React modules a calculator bundle imports by name, shared with the host page. */
export const SHARED_REACT_MODULES = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
] as const;
export type SharedReactModule = (typeof SHARED_REACT_MODULES)[number];

/** One calculator in the manifest. */
export interface ManifestCalculator {
  /** Its npm version; the directory its files are in. */
  version: string;
  /** ESM bundle: exports `default` (the component), `mount(element, props)` and `version`. */
  module: string;
  /** Its stylesheet, which the host links before mounting (tokens come from the host). */
  stylesheet: string;
  /** The React range it was built against, e.g. `^19.2.0`: the loader checks the page's React. */
  peerDependencies: { react: string };
}

export interface CalculatorManifest {
  schemaVersion: 1;
  /**
   * Every bundle file's Subresource Integrity hash (`sha384-…`), by its path relative to the
   * manifest: the calculators' modules and stylesheets, the shared UI layer and its chunks, the
   * React shims and runtime, the tokens and the versioned embed script.
   */
  integrity: Record<string, string>;
  /** The embed script of this build under a content-hashed name, to pin with `integrity`. */
  embed?: string;
  /** The React version of `shared.reactRuntime`. */
  react: string;
  shared: {
    /** React and React DOM for a page without React (the embed snippet); sets the shared global. */
    reactRuntime: string;
    /** Modules re-exporting the page's React from the shared global, one per shared module. */
    shims: Record<SharedReactModule, string>;
    /** @lender/ui's design tokens, for a page that has none. */
    tokens: string;
  };
  calculators: Record<string, ManifestCalculator>;
}

/** Where the manifest lives under a calculators base address (a path or an https:// URL). */
export function manifestUrl(baseUrl: string, pageUrl: string): string {
  const base = baseUrl.replace(/\/+$/, '');
  return new URL(`${base}/bundles/manifest.json`, pageUrl).href;
}

/** True when `value` looks like a manifest this loader understands. */
export function isCalculatorManifest(value: unknown): value is CalculatorManifest {
  if (typeof value !== 'object' || value === null) return false;
  const manifest = value as Partial<CalculatorManifest>;
  return (
    manifest.schemaVersion === 1 &&
    typeof manifest.react === 'string' &&
    typeof manifest.calculators === 'object' &&
    manifest.calculators !== null &&
    typeof manifest.integrity === 'object' &&
    manifest.integrity !== null &&
    typeof manifest.shared === 'object' &&
    manifest.shared !== null
  );
}

const VERSION = /^(\d+)\.(\d+)\.(\d+)/;

/**
 * Whether a React version satisfies a peer range of the forms calculators use: `^19.2.0`,
 * `>=19.0.0`, or an exact `19.3.1`. Any other form is refused (safer than a guess).
 */
export function satisfiesRange(version: string, range: string): boolean {
  const have = VERSION.exec(version)?.slice(1).map(Number);
  const match = /^(\^|>=)?(\d+)\.(\d+)\.(\d+)$/.exec(range.trim());
  if (!have || !match) return false;
  const [, operator, ...parts] = match;
  const want = parts.map(Number);
  const compare = have[0]! - want[0]! || have[1]! - want[1]! || have[2]! - want[2]!;
  if (operator === undefined) return compare === 0;
  if (operator === '>=') return compare >= 0;
  return have[0] === want[0] && compare >= 0;
}
