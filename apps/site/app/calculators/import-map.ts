// The import map of a page that loads calculator bundles: each bundle imports React by name,
// and the names resolve to the site's shims, which re-export the page's own React
// (@lender/calculator-kit/loader `shareReact`). The shims are written into the client build by
// scripts/calculator-bundles.ts at these fixed paths, one folder per React version.
// Every page's root renders this, so it imports nothing from the kit's loader (which would
// join every page's JavaScript): the names are the kit's SHARED_REACT_MODULES, and
// import-map.test.ts holds them equal.
import type { SharedReactModule } from '@lender/calculator-kit/loader';

const FILE: Record<SharedReactModule, string> = {
  react: 'react.mjs',
  'react/jsx-runtime': 'jsx-runtime.mjs',
  'react-dom': 'react-dom.mjs',
  'react-dom/client': 'react-dom-client.mjs',
};

/** Where the site serves the shim of each shared module for a React version. */
export function shimPaths(reactVersion: string): Record<SharedReactModule, string> {
  return Object.fromEntries(
    (Object.keys(FILE) as SharedReactModule[]).map((name) => [
      name,
      `/calculator-shims/react@${reactVersion}/${FILE[name]}`,
    ]),
  ) as Record<SharedReactModule, string>;
}

/** The import map's JSON for a React version. */
export function calculatorImportMap(reactVersion: string): string {
  return JSON.stringify({ imports: shimPaths(reactVersion) });
}

/** A route whose `handle` has this renders the import map first in the head. */
export interface CalculatorRouteHandle {
  calculatorBundles: true;
}

export function loadsCalculatorBundles(handle: unknown): handle is CalculatorRouteHandle {
  return (
    typeof handle === 'object' &&
    handle !== null &&
    (handle as CalculatorRouteHandle).calculatorBundles === true
  );
}
