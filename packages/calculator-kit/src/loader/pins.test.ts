import { afterEach, describe, expect, it } from 'vitest';
import { embedCalculators } from './embed.ts';
import { CalculatorLoadError, loadCalculator } from './index.ts';
import { loadPinnedCalculator } from './load.ts';
import type { CalculatorManifest } from './manifest.ts';
import {
  calculatorImportMap,
  calculatorSpecifier,
  pageCalculators,
  readPageCalculators,
  REACT_RUNTIME_SPECIFIER,
  type ImportMap,
} from './pins.ts';

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
  integrity: {
    'shared/react-runtime.mjs': 'sha384-runtime',
    'shared/shims/react.mjs': 'sha384-react',
    'shared/shims/jsx-runtime.mjs': 'sha384-jsx',
    'shared/shims/react-dom.mjs': 'sha384-dom',
    'shared/shims/react-dom-client.mjs': 'sha384-client',
    'shared/tokens.css': 'sha384-tokens',
    'shared/ui-C.mjs': 'sha384-ui',
    'rent-vs-buy/0.1.0/index-A.mjs': 'sha384-module',
    'rent-vs-buy/0.1.0/styles-B.css': 'sha384-stylesheet',
  },
};

const at = (path: string) => `https://cdn.example.com/calculators/bundles/${path}`;

/**
 * Fires `event` on each stylesheet link as it is added: `load`, since jsdom loads no CSS, or
 * `error`, as a browser refuses a file whose integrity differs. Returns the stop.
 */
function answerStylesheets(event: 'load' | 'error') {
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node instanceof HTMLLinkElement)
          queueMicrotask(() => node.dispatchEvent(new Event(event)));
      }
    }
  });
  observer.observe(document.head, { childList: true });
  return () => observer.disconnect();
}

function answering(body: unknown, status = 200): typeof fetch {
  return async () => new Response(JSON.stringify(body), { status });
}

const calculatorModule = { default: () => null, mount: () => ({}), version: '0.1.0' };

/** An `importModule` that notes each address or name it is asked for and answers with a bundle. */
const noting = (imported: string[]) => async (specifier: string) => {
  imported.push(specifier);
  return calculatorModule;
};

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  globalThis.__lenderReact = undefined;
});

describe('loadCalculator', () => {
  it('reads the manifest under the base address, links the stylesheet, imports the module', async () => {
    const stop = answerStylesheets('load');
    const imported: string[] = [];
    const fetched: string[] = [];
    const calculator = await loadCalculator({
      baseUrl: '/calculators',
      name: 'rent-vs-buy',
      reactVersion: '19.3.1',
      fetch: async (url) => {
        fetched.push(String(url));
        return answering(manifest)(url);
      },
      importModule: noting(imported),
    });
    stop();
    expect(calculator.version).toBe('0.1.0');
    expect(fetched).toEqual(['http://localhost:3000/calculators/bundles/manifest.json']);
    expect(imported).toEqual([
      'http://localhost:3000/calculators/bundles/rent-vs-buy/0.1.0/index-A.mjs',
    ]);
    const link = document.head.querySelector('link[rel="stylesheet"]');
    expect(link).toHaveAttribute(
      'href',
      'http://localhost:3000/calculators/bundles/rent-vs-buy/0.1.0/styles-B.css',
    );
    // The manifest's integrity, read with CORS so a file from another origin can be checked.
    expect(link).toHaveAttribute('integrity', 'sha384-stylesheet');
    expect(link).toHaveAttribute('crossorigin', 'anonymous');
    link?.remove();
  });

  it('refuses before importing anything when the page React is outside the range', async () => {
    const imported: string[] = [];
    const loading = loadCalculator({
      baseUrl: 'https://cdn.example.com/calculators/',
      name: 'rent-vs-buy',
      reactVersion: '18.3.1',
      fetch: answering(manifest),
      importModule: async (url) => imported.push(url),
    });
    await expect(loading).rejects.toMatchObject({ reason: 'react-version' });
    expect(imported).toEqual([]);
  });

  it('fails with a reason when the base address does not answer or the module is missing', async () => {
    const unreachable = loadCalculator({
      baseUrl: '/calculators',
      name: 'rent-vs-buy',
      reactVersion: '19.3.1',
      fetch: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await expect(unreachable).rejects.toBeInstanceOf(CalculatorLoadError);
    await expect(unreachable).rejects.toMatchObject({ reason: 'manifest' });
    const unknown = loadCalculator({
      baseUrl: '/calculators',
      name: 'affordability',
      reactVersion: '19.3.1',
      fetch: answering(manifest),
    });
    await expect(unknown).rejects.toMatchObject({ reason: 'unknown-calculator' });
  });
});

describe('calculatorImportMap', () => {
  it('names each calculator and pins every module file, the runtime and shims only when asked', () => {
    expect(calculatorImportMap(manifest, at, { shims: false, reactRuntime: false })).toEqual({
      imports: { [calculatorSpecifier('rent-vs-buy')]: at('rent-vs-buy/0.1.0/index-A.mjs') },
      integrity: {
        [at('rent-vs-buy/0.1.0/index-A.mjs')]: 'sha384-module',
        [at('shared/ui-C.mjs')]: 'sha384-ui',
      },
    });
    const full = calculatorImportMap(manifest, at, { shims: true, reactRuntime: true });
    expect(full.imports).toMatchObject({
      react: at('shared/shims/react.mjs'),
      'react-dom/client': at('shared/shims/react-dom-client.mjs'),
      [REACT_RUNTIME_SPECIFIER]: at('shared/react-runtime.mjs'),
    });
    expect(Object.keys(full.integrity)).toHaveLength(7);
    expect(Object.keys(full.integrity).some((url) => url.endsWith('.css'))).toBe(false);
  });

  it('throws when a file it names has no sha384 integrity', () => {
    const { 'rent-vs-buy/0.1.0/index-A.mjs': _, ...rest } = manifest.integrity;
    expect(() =>
      calculatorImportMap({ ...manifest, integrity: rest }, at, {
        shims: false,
        reactRuntime: false,
      }),
    ).toThrow('no sha384 integrity for rent-vs-buy/0.1.0/index-A.mjs');
  });
});

describe('pageCalculators and loadPinnedCalculator', () => {
  it('reads the page’s calculators and loads one by its name, its stylesheet with its integrity', async () => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'calculator-bundles';
    block.textContent = JSON.stringify(pageCalculators(manifest, at));
    document.head.append(block);
    const stop = answerStylesheets('load');
    const imported: string[] = [];
    const calculator = await loadPinnedCalculator({
      name: 'rent-vs-buy',
      calculators: readPageCalculators(document)!,
      importModule: noting(imported),
    });
    stop();
    expect(calculator.version).toBe('0.1.0');
    // By name only: the page's import map decides the address and checks the file.
    expect(imported).toEqual(['@lender/calculator-bundles/rent-vs-buy']);
    const link = document.head.querySelector('link[rel="stylesheet"]');
    expect(link).toHaveAttribute('href', at('rent-vs-buy/0.1.0/styles-B.css'));
    expect(link).toHaveAttribute('integrity', 'sha384-stylesheet');
    expect(link).toHaveAttribute('crossorigin', 'anonymous');
  });

  it('fails with a reason for a calculator the page does not carry, a refused module or stylesheet', async () => {
    const calculators = pageCalculators(manifest, at);
    await expect(
      loadPinnedCalculator({ name: 'affordability', calculators }),
    ).rejects.toMatchObject({ reason: 'unknown-calculator' });
    const stop = answerStylesheets('load');
    await expect(
      loadPinnedCalculator({
        name: 'rent-vs-buy',
        calculators,
        importModule: () =>
          Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      }),
    ).rejects.toMatchObject({ reason: 'module' });
    stop();
    // The browser refuses a stylesheet whose integrity differs with an `error` event.
    document.head.innerHTML = '';
    const refuse = answerStylesheets('error');
    await expect(
      loadPinnedCalculator({
        name: 'rent-vs-buy',
        calculators,
        importModule: async () => calculatorModule,
      }),
    ).rejects.toMatchObject({ reason: 'stylesheet' });
    refuse();
  });
});

describe('embedCalculators with its build’s manifest', () => {
  it('pins everything in an import map before importing, fetches no manifest, and mounts by name', async () => {
    document.body.innerHTML =
      '<div data-lender-calculator="rent-vs-buy"><a href="/calculators/rent-vs-buy">Rent vs buy</a></div>';
    const stop = answerStylesheets('load');
    const imported: { specifier: string; map: ImportMap | undefined }[] = [];
    const mounted: unknown[] = [];
    await embedCalculators({
      manifestUrl: at('manifest.json'),
      manifest,
      nonce: 'abc',
      fetch: () => Promise.reject(new Error('no manifest is fetched')),
      importModule: async (specifier) => {
        const map = document.head.querySelector('script[type="importmap"]')?.textContent;
        imported.push({ specifier, map: map ? (JSON.parse(map) as ImportMap) : undefined });
        if (specifier === REACT_RUNTIME_SPECIFIER) {
          globalThis.__lenderReact = {
            react: { version: '19.3.1' },
            'react/jsx-runtime': {},
            'react-dom': {},
            'react-dom/client': {},
          };
          return {};
        }
        return {
          ...calculatorModule,
          mount: (_element: Element, props: unknown) => mounted.push(props),
        };
      },
    });
    stop();
    expect(imported.map(({ specifier }) => specifier)).toEqual([
      REACT_RUNTIME_SPECIFIER,
      '@lender/calculator-bundles/rent-vs-buy',
    ]);
    // The map was in place before the first import, with every module's integrity.
    expect(imported[0]!.map).toEqual(
      calculatorImportMap(manifest, at, { shims: true, reactRuntime: true }),
    );
    expect(document.head.querySelector('script[type="importmap"]')).toHaveProperty('nonce', 'abc');
    expect(
      [...document.head.querySelectorAll('link[rel="stylesheet"]')].map((link) => [
        link.getAttribute('href'),
        link.getAttribute('integrity'),
      ]),
    ).toEqual([
      [at('shared/tokens.css'), 'sha384-tokens'],
      [at('rent-vs-buy/0.1.0/styles-B.css'), 'sha384-stylesheet'],
    ]);
    expect(mounted).toEqual([{ apiBaseUrl: 'https://cdn.example.com' }]);
    expect(document.querySelector('[data-lender-calculator]')).toHaveAttribute(
      'data-lender-mounted',
      'true',
    );
  });

  it('leaves the element’s link when a file is refused', async () => {
    document.body.innerHTML =
      '<div data-lender-calculator="rent-vs-buy"><a href="/calculators/rent-vs-buy">Rent vs buy</a></div>';
    globalThis.__lenderReact = {
      react: { version: '19.3.1' },
      'react/jsx-runtime': {},
      'react-dom': {},
      'react-dom/client': {},
    };
    const stop = answerStylesheets('load');
    await embedCalculators({
      manifestUrl: at('manifest.json'),
      manifest,
      importModule: () =>
        Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    });
    stop();
    const element = document.querySelector('[data-lender-calculator]');
    expect(element).toHaveAttribute('data-lender-mounted', 'failed');
    expect(element).toContainHTML('<a href="/calculators/rent-vs-buy">Rent vs buy</a>');
    // With the page's own React shared, no shims or runtime are named.
    const map = JSON.parse(
      document.head.querySelector('script[type="importmap"]')!.textContent!,
    ) as ImportMap;
    expect(Object.keys(map.imports)).toEqual(['@lender/calculator-bundles/rent-vs-buy']);
  });
});
