import { createHash } from 'node:crypto';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CalculatorManifest } from '@lender/calculator-kit/loader';
import { describe, expect, it } from 'vitest';
import { calculatorPins, readCalculatorPins } from './calculator-pins.ts';
import { inlineScriptHashes } from './html-document.ts';

const sri = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;

const manifest: CalculatorManifest = {
  schemaVersion: 1,
  react: '19.3.1',
  shared: {
    reactRuntime: 'shared/react-runtime.mjs',
    shims: {
      react: 'shared/shims/react.mjs',
      'react/jsx-runtime': 'shared/shims/jsx-runtime.mjs',
      'react-dom': 'shared/shims/react-dom.mjs',
      'react-dom/client': 'shared/shims/react-dom-client.mjs',
    },
    tokens: 'shared/tokens.css',
  },
  calculators: {
    'rent-vs-buy': {
      version: '0.1.0',
      module: 'rent-vs-buy/0.1.0/index-A.mjs',
      stylesheet: 'rent-vs-buy/0.1.0/styles-B.css',
      peerDependencies: { react: '^19.2.0' },
    },
  },
  integrity: Object.fromEntries(
    [
      'shared/react-runtime.mjs',
      'shared/shims/react.mjs',
      'shared/shims/jsx-runtime.mjs',
      'shared/shims/react-dom.mjs',
      'shared/shims/react-dom-client.mjs',
      'shared/tokens.css',
      'shared/ui-C.mjs',
      'shared/ui-chunk-D.mjs',
      'rent-vs-buy/0.1.0/index-A.mjs',
      'rent-vs-buy/0.1.0/styles-B.css',
    ].map((path) => [path, sri(path)]),
  ),
};

/** The import map and the stylesheets' block of a pins fragment. */
function parts(html: string) {
  const map = /<script type="importmap">(.*?)<\/script>/.exec(html)?.[1];
  const stylesheets =
    /<script type="application\/json" id="calculator-bundles">(.*?)<\/script>/.exec(html)?.[1];
  return {
    map: JSON.parse(map ?? 'null') as {
      imports: Record<string, string>;
      integrity: Record<string, string>;
    },
    stylesheets: JSON.parse(stylesheets ?? 'null') as unknown,
  };
}

describe('calculatorPins (every page’s pins of the calculator bundles)', () => {
  it('names each calculator and React’s shims, and pins every module a calculator loads', () => {
    const { map, stylesheets } = parts(calculatorPins(manifest, '/calculators').html);
    expect(map.imports).toEqual({
      react: '/calculators/bundles/shared/shims/react.mjs',
      'react/jsx-runtime': '/calculators/bundles/shared/shims/jsx-runtime.mjs',
      'react-dom': '/calculators/bundles/shared/shims/react-dom.mjs',
      'react-dom/client': '/calculators/bundles/shared/shims/react-dom-client.mjs',
      '@lender/calculator-bundles/rent-vs-buy':
        '/calculators/bundles/rent-vs-buy/0.1.0/index-A.mjs',
    });
    // The shared UI layer and its chunk are named nowhere but pinned all the same; the React
    // runtime (pages have their own React) and the stylesheets are not modules of the page.
    expect(map.integrity).toEqual({
      '/calculators/bundles/rent-vs-buy/0.1.0/index-A.mjs': sri('rent-vs-buy/0.1.0/index-A.mjs'),
      '/calculators/bundles/shared/shims/jsx-runtime.mjs': sri('shared/shims/jsx-runtime.mjs'),
      '/calculators/bundles/shared/shims/react-dom-client.mjs': sri(
        'shared/shims/react-dom-client.mjs',
      ),
      '/calculators/bundles/shared/shims/react-dom.mjs': sri('shared/shims/react-dom.mjs'),
      '/calculators/bundles/shared/shims/react.mjs': sri('shared/shims/react.mjs'),
      '/calculators/bundles/shared/ui-C.mjs': sri('shared/ui-C.mjs'),
      '/calculators/bundles/shared/ui-chunk-D.mjs': sri('shared/ui-chunk-D.mjs'),
    });
    expect(stylesheets).toEqual({
      'rent-vs-buy': {
        stylesheet: '/calculators/bundles/rent-vs-buy/0.1.0/styles-B.css',
        integrity: sri('rent-vs-buy/0.1.0/styles-B.css'),
      },
    });
  });

  it('names the files on another origin when the bundles are served from there', () => {
    const { map } = parts(calculatorPins(manifest, 'https://cdn.example.com/calc').html);
    expect(map.imports['@lender/calculator-bundles/rent-vs-buy']).toBe(
      'https://cdn.example.com/calc/bundles/rent-vs-buy/0.1.0/index-A.mjs',
    );
    expect(Object.keys(map.integrity)).toContain(
      'https://cdn.example.com/calc/bundles/shared/ui-C.mjs',
    );
    expect(parts(calculatorPins(manifest, '/').html).map.imports.react).toBe(
      '/bundles/shared/shims/react.mjs',
    );
  });

  it('gives the CSP hash of its import map, the one inline script it adds', () => {
    const pins = calculatorPins(manifest, '/calculators');
    expect(inlineScriptHashes(pins.html)).toEqual([pins.scriptHash]);
  });

  it('refuses a manifest without a file’s integrity: no page pins half a calculator', async () => {
    const withoutChunk = { ...manifest, integrity: { ...manifest.integrity } };
    delete withoutChunk.integrity['rent-vs-buy/0.1.0/index-A.mjs'];
    expect(() => calculatorPins(withoutChunk, '/calculators')).toThrow(/index-A\.mjs/);

    const dir = await mkdtemp(join(tmpdir(), 'calculator-pins-'));
    await writeFile(join(dir, 'manifest.json'), JSON.stringify(withoutChunk));
    expect(await readCalculatorPins(dir, '/calculators')).toEqual({
      missing: expect.stringMatching(/no sha384 integrity for rent-vs-buy\/0\.1\.0\/index-A\.mjs/),
    });
    const { integrity: _, ...old } = manifest;
    await writeFile(join(dir, 'manifest.json'), JSON.stringify(old));
    expect(await readCalculatorPins(dir, '/calculators')).toEqual({
      missing: expect.stringMatching(/not a calculators manifest with integrity/),
    });
    expect(await readCalculatorPins(join(dir, 'none'), '/calculators')).toHaveProperty('missing');
  });
});
