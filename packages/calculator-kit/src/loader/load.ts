import {
  isCalculatorManifest,
  manifestUrl,
  satisfiesRange,
  type CalculatorManifest,
  type ManifestCalculator,
} from './manifest.ts';
import { calculatorSpecifier, type PageCalculators } from './pins.ts';

/** What a calculator bundle exports. */
export interface CalculatorModule<Props = Record<string, unknown>> {
  /** The calculator component, to render in the host's own React tree. */
  default: (props: Props) => unknown;
  /** Mounts it into an element with a root of its own (the embed snippet); returns its handle. */
  mount(element: Element, props: Props): { update(props: Props): void; unmount(): void };
  version: string;
}

/** Why a calculator did not load; the host shows its fallback link either way. */
export class CalculatorLoadError extends Error {
  readonly reason: 'manifest' | 'unknown-calculator' | 'react-version' | 'stylesheet' | 'module';

  constructor(reason: CalculatorLoadError['reason'], message: string) {
    super(message);
    this.name = 'CalculatorLoadError';
    this.reason = reason;
  }
}

export interface LoadCalculatorOptions {
  /** CALCULATORS_BASE_URL: a path on this site (`/calculators`) or an https:// address. */
  baseUrl: string;
  /** The calculator's name in the manifest (`affordability`, `rent-vs-buy`). */
  name: string;
  /** The React version the page shares (`React.version`). */
  reactVersion: string;
  document?: Document;
  fetch?: typeof globalThis.fetch;
  /** How to import a module by URL; default the browser's `import()`. */
  importModule?: (url: string) => Promise<unknown>;
  /** Manifest and stylesheet time limit, ms (default 10 s). */
  timeoutMs?: number;
}

/** Fetches and checks the manifest at a base address. */
export async function fetchManifest(
  url: string,
  fetch: typeof globalThis.fetch,
  timeoutMs: number,
): Promise<CalculatorManifest> {
  let value: unknown;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) throw new Error(`status ${response.status}`);
    value = await response.json();
  } catch (error) {
    throw new CalculatorLoadError(
      'manifest',
      `The calculators manifest did not load: ${String(error)}`,
    );
  }
  if (!isCalculatorManifest(value)) {
    throw new CalculatorLoadError(
      'manifest',
      'The calculators manifest is not one this page reads',
    );
  }
  return value;
}

/**
 * Links a stylesheet once and resolves when it has loaded (nothing shows unstyled). With
 * `integrity` (`sha384-…`) the browser refuses a file that differs, and this rejects.
 */
export function linkStylesheet(
  href: string,
  doc: Document,
  timeoutMs: number,
  integrity?: string,
): Promise<void> {
  const existing = [...doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].find(
    (link) => link.href === href,
  );
  if (existing?.dataset['loaded'] === 'true') return Promise.resolve();
  const link = existing ?? doc.createElement('link');
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timed out')), timeoutMs);
    link.addEventListener('load', () => {
      clearTimeout(timer);
      link.dataset['loaded'] = 'true';
      resolve();
    });
    link.addEventListener('error', () => {
      clearTimeout(timer);
      reject(new Error('failed'));
    });
    if (!existing) {
      link.rel = 'stylesheet';
      // CORS: a cross-origin file can only be checked against its integrity when read with CORS.
      link.crossOrigin = 'anonymous';
      if (integrity) link.setAttribute('integrity', integrity);
      link.href = href;
      doc.head.append(link);
    }
  }).catch((error: unknown) => {
    throw new CalculatorLoadError('stylesheet', `${href} did not load: ${String(error)}`);
  });
}

/** The manifest entry of a calculator, after checking the page's React against its range. */
export function pickCalculator(
  manifest: CalculatorManifest,
  name: string,
  reactVersion: string,
): ManifestCalculator {
  const entry = Object.hasOwn(manifest.calculators, name) ? manifest.calculators[name] : undefined;
  if (!entry) throw new CalculatorLoadError('unknown-calculator', `No calculator named ${name}`);
  if (!satisfiesRange(reactVersion, entry.peerDependencies.react)) {
    throw new CalculatorLoadError(
      'react-version',
      `${name} ${entry.version} needs React ${entry.peerDependencies.react}; this page has ${reactVersion}`,
    );
  }
  return entry;
}

/**
 * Loads a calculator from its base address: the manifest, a check that the page's React
 * satisfies the calculator's range (before anything is imported), its stylesheet (awaited, with
 * the manifest's integrity), then its module by address. Rejects with a CalculatorLoadError; the
 * host then shows its fallback link. The manifest comes from the base address, so this pins
 * nothing against whoever can write there: a page that must not run a changed file carries its
 * pins and uses loadPinnedCalculator.
 */
export async function loadCalculator<Props>({
  baseUrl,
  name,
  reactVersion,
  document: doc = globalThis.document,
  fetch = globalThis.fetch.bind(globalThis),
  importModule = (url) => import(/* @vite-ignore */ url),
  timeoutMs = 10_000,
}: LoadCalculatorOptions): Promise<CalculatorModule<Props>> {
  const url = manifestUrl(baseUrl, doc.baseURI);
  const manifest = await fetchManifest(url, fetch, timeoutMs);
  const entry = pickCalculator(manifest, name, reactVersion);
  await linkStylesheet(
    new URL(entry.stylesheet, url).href,
    doc,
    timeoutMs,
    Object.hasOwn(manifest.integrity, entry.stylesheet)
      ? manifest.integrity[entry.stylesheet]
      : undefined,
  );
  let module: unknown;
  try {
    module = await importModule(new URL(entry.module, url).href);
  } catch (error) {
    throw new CalculatorLoadError('module', `${name} did not load: ${String(error)}`);
  }
  return calculatorExports<Props>(name, module);
}

/** The module's exports, once checked to be a calculator bundle's. */
function calculatorExports<Props>(name: string, module: unknown): CalculatorModule<Props> {
  const exports = module as Partial<CalculatorModule<Props>>;
  if (typeof exports.default !== 'function' || typeof exports.mount !== 'function') {
    throw new CalculatorLoadError('module', `${name} is not a calculator bundle`);
  }
  return exports as CalculatorModule<Props>;
}

export interface LoadPinnedCalculatorOptions {
  /** The calculator's name (`affordability`, `rent-vs-buy`). */
  name: string;
  /** The page's calculators (readPageCalculators): each stylesheet and its integrity. */
  calculators: PageCalculators;
  document?: Document;
  /** How to import a module by name; default the browser's `import()`. */
  importModule?: (specifier: string) => Promise<unknown>;
  /** Stylesheet time limit, ms (default 10 s). */
  timeoutMs?: number;
}

/**
 * Loads a calculator the page has pinned (pins.ts): its module by its import name, which only the
 * page's import map resolves, with the integrity listed there; its stylesheet with the page's
 * integrity; both at once, resolving when both have loaded. No manifest is fetched: the page's
 * server wrote what the page needs from the build it serves, calculators and React alike, so
 * their React versions agree. Rejects with a CalculatorLoadError (a file that fails its
 * integrity check included); the host then shows its fallback link.
 */
export async function loadPinnedCalculator<Props>({
  name,
  calculators,
  document: doc = globalThis.document,
  importModule = (specifier) => import(/* @vite-ignore */ specifier),
  timeoutMs = 10_000,
}: LoadPinnedCalculatorOptions): Promise<CalculatorModule<Props>> {
  const entry = Object.hasOwn(calculators, name) ? calculators[name] : undefined;
  if (!entry) throw new CalculatorLoadError('unknown-calculator', `No calculator named ${name}`);
  const [module] = await Promise.all([
    importModule(calculatorSpecifier(name)).catch((error: unknown) => {
      throw new CalculatorLoadError('module', `${name} did not load: ${String(error)}`);
    }),
    linkStylesheet(new URL(entry.stylesheet, doc.baseURI).href, doc, timeoutMs, entry.integrity),
  ]);
  return calculatorExports<Props>(name, module);
}
