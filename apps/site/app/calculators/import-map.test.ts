import { SHARED_REACT_MODULES } from '@lender/calculator-kit/loader';
import { describe, expect, it } from 'vitest';
import { calculatorImportMap, loadsCalculatorBundles, shimPaths } from './import-map.ts';

describe('the calculator pages’ import map', () => {
  it('maps each shared React module to the site’s shim of that React version', () => {
    const map = JSON.parse(calculatorImportMap('19.3.1')) as { imports: Record<string, string> };
    expect(Object.keys(map.imports).sort()).toEqual([...SHARED_REACT_MODULES].sort());
    expect(map.imports['react/jsx-runtime']).toBe('/calculator-shims/react@19.3.1/jsx-runtime.mjs');
    expect(new Set(Object.values(shimPaths('19.3.1'))).size).toBe(SHARED_REACT_MODULES.length);
  });

  it('is rendered only for routes that load calculator bundles', () => {
    expect(loadsCalculatorBundles({ calculatorBundles: true })).toBe(true);
    expect(loadsCalculatorBundles(undefined)).toBe(false);
    expect(loadsCalculatorBundles({})).toBe(false);
  });
});
