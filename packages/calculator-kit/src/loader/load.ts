import {
  isCalculatorManifest,
  manifestUrl,
  satisfiesRange,
  type CalculatorManifest,
  type ManifestCalculator,
} from './manifest.ts';

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

/** Links a stylesheet once and resolves when it has loaded (nothing shows unstyled). */
export function linkStylesheet(href: string, doc: Document, timeoutMs: number): Promise<void> {
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
      link.crossOrigin = 'anonymous';
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
 * satisfies the calculator's range (before anything is imported), its stylesheet (awaited),
 * then its module. Rejects with a CalculatorLoadError; the host then shows its fallback link.
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
  await linkStylesheet(new URL(entry.stylesheet, url).href, doc, timeoutMs);
  let module: unknown;
  try {
    module = await importModule(new URL(entry.module, url).href);
  } catch (error) {
    throw new CalculatorLoadError('module', `${name} did not load: ${String(error)}`);
  }
  const exports = module as Partial<CalculatorModule<Props>>;
  if (typeof exports.default !== 'function' || typeof exports.mount !== 'function') {
    throw new CalculatorLoadError('module', `${name} is not a calculator bundle`);
  }
  return exports as CalculatorModule<Props>;
}
