// Every page's pins of the calculator bundles (@lender/calculator-kit/loader, pins.ts): an import
// map naming each calculator and React's shims with every module file's sha384, and each
// calculator's stylesheet with its own. The server puts them first in the head of every HTML
// document it sends, pre-rendered or rendered per request, 404 and error pages included, so no
// page can be without them: a calculator loads after client-side navigation from any page.
//
// They are read from the manifest of the build this server has on its own disk (CALCULATORS_DIR,
// else apps/site/build/calculators), also when the bundles are served from another address (a
// CDN): what that address serves is checked against this build, never believed.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  calculatorImportMap,
  isCalculatorManifest,
  pageCalculators,
  PAGE_CALCULATORS_ELEMENT_ID,
  type CalculatorManifest,
} from '@lender/calculator-kit/loader';
import { scriptJson } from './html-document.ts';

/** What every page carries to load calculator bundles. */
export interface CalculatorPins {
  /** The import map and the stylesheets' JSON block, to put first in the head. */
  html: string;
  /** The import map's CSP hash source: an import map is an inline script to the CSP. */
  scriptHash: string;
}

/** Where a manifest path is served from: `{base}/bundles/<path>` (a path, or an https:// address). */
export function bundleAddress(baseUrl: string): (path: string) => string {
  const base = baseUrl.replace(/\/+$/, '');
  return (path) => `${base}/bundles/${path}`;
}

/** The pins of a manifest's calculators served under a base address. */
export function calculatorPins(manifest: CalculatorManifest, baseUrl: string): CalculatorPins {
  const resolve = bundleAddress(baseUrl);
  // The page's own React, through the shims; no runtime (the site never loads it).
  const importMap = scriptJson(
    calculatorImportMap(manifest, resolve, { shims: true, reactRuntime: false }),
  );
  const stylesheets = scriptJson(pageCalculators(manifest, resolve));
  return {
    html:
      `<script type="importmap">${importMap}</script>` +
      `<script type="application/json" id="${PAGE_CALCULATORS_ELEMENT_ID}">${stylesheets}</script>`,
    scriptHash: `'sha256-${createHash('sha256').update(importMap, 'utf8').digest('base64')}'`,
  };
}

/**
 * The pins from the manifest in a bundles directory, or why there are none (no build of the
 * bundles, or a manifest without integrity): then pages carry none and no calculator loads.
 */
export async function readCalculatorPins(
  dir: string,
  baseUrl: string,
): Promise<CalculatorPins | { missing: string }> {
  const path = join(dir, 'manifest.json');
  let manifest: unknown;
  try {
    manifest = JSON.parse(await readFile(path, 'utf8'));
  } catch (error) {
    return { missing: `${path} could not be read (${(error as Error).message})` };
  }
  if (!isCalculatorManifest(manifest)) {
    return { missing: `${path} is not a calculators manifest with integrity` };
  }
  try {
    return calculatorPins(manifest, baseUrl);
  } catch (error) {
    return { missing: `${path}: ${(error as Error).message}` };
  }
}
