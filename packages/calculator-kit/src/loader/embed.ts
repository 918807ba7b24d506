// The embed snippet's work: another lender property puts one script tag and one element on any
// page, and this mounts the calculator there, bringing React when the page has none:
//
//   <script src="https://www.example.com/calculators/bundles/embed.js" async></script>
//   <div data-lender-calculator="rent-vs-buy"><a href="https://www.example.com/calculators/rent-vs-buy">Rent vs buy calculator</a></div>
//
// The element's content (a link to the calculator's page) stays until the calculator mounts,
// and stays for good if it cannot load (SPEC §8: the failure is not shown as an error).
//
// Every file it loads is pinned (pins.ts): the build writes its own manifest, each file's sha384
// included, into embed.js, and the snippet adds an import map with those hashes before it imports
// anything, and links stylesheets with theirs. A changed file on the base address is refused; the
// manifest there is not read. The snippet itself changes with every build under the name
// embed.js; the same file under its content-hashed name (the manifest's `embed`) never changes, so
// a page can pin it too: <script src=".../embed-<hash>.js" integrity="sha384-…" crossorigin="anonymous">.
import { fetchManifest, linkStylesheet, pickCalculator, type CalculatorModule } from './load.ts';
import type { CalculatorManifest } from './manifest.ts';
import {
  calculatorImportMap,
  calculatorSpecifier,
  REACT_RUNTIME_SPECIFIER,
  type ImportMap,
} from './pins.ts';
import { sharedReactVersion } from './shared-react.ts';

/** The element attribute naming the calculator to mount (`affordability`, `rent-vs-buy`). */
export const EMBED_ATTRIBUTE = 'data-lender-calculator';

export interface EmbedOptions {
  /**
   * The manifest's address: beside the embed script (`new URL('manifest.json', script.src)`).
   * Files are loaded from beside it, and the calculators call the API of its origin.
   */
  manifestUrl: string;
  /**
   * The manifest of the embed script's own build, which embed.js carries: the files and their
   * integrity. Without it the manifest is fetched from `manifestUrl`, and then pins nothing
   * against whoever can write there.
   */
  manifest?: CalculatorManifest;
  /** The embed script's nonce (`document.currentScript.nonce`), given to the import map it adds. */
  nonce?: string;
  document?: Document;
  fetch?: typeof globalThis.fetch;
  /** How to import a module by its name in the import map; default the browser's `import()`. */
  importModule?: (specifier: string) => Promise<unknown>;
  timeoutMs?: number;
}

/** Whether an import map on the page already names `react`. */
function pageMapsReact(doc: Document): boolean {
  return [...doc.querySelectorAll('script[type="importmap"]')].some((script) => {
    try {
      const map = JSON.parse(script.textContent ?? '{}') as { imports?: Record<string, string> };
      return typeof map.imports?.['react'] === 'string';
    } catch {
      return false;
    }
  });
}

/** Marks the import map the snippet adds, so a second snippet on the page adds none. */
const ADDED_MAP_ATTRIBUTE = 'data-lender-calculators';

/**
 * Adds the pinning import map, before anything is imported. A page whose CSP refuses it (an
 * inline script without the page's nonce) resolves none of its names: nothing loads unpinned.
 */
function addImportMap(doc: Document, map: ImportMap, nonce: string | undefined) {
  if (doc.querySelector(`script[type="importmap"][${ADDED_MAP_ATTRIBUTE}]`)) return;
  const script = doc.createElement('script');
  script.type = 'importmap';
  script.setAttribute(ADDED_MAP_ATTRIBUTE, '');
  if (nonce) script.nonce = nonce;
  script.textContent = JSON.stringify(map);
  doc.head.append(script);
}

/**
 * Mounts every `[data-lender-calculator]` element of the page not mounted yet. Resolves when
 * each has mounted or been left with its own content; never rejects.
 */
export async function embedCalculators({
  manifestUrl,
  manifest: ownManifest,
  nonce,
  document: doc = globalThis.document,
  fetch = globalThis.fetch.bind(globalThis),
  importModule = (specifier) => import(/* @vite-ignore */ specifier),
  timeoutMs = 10_000,
}: EmbedOptions): Promise<void> {
  const elements = [...doc.querySelectorAll<HTMLElement>(`[${EMBED_ATTRIBUTE}]`)].filter(
    (element) => element.dataset['lenderMounted'] === undefined,
  );
  if (elements.length === 0) return;
  for (const element of elements) element.dataset['lenderMounted'] = 'loading';
  const resolve = (path: string) => new URL(path, manifestUrl).href;
  try {
    const manifest = ownManifest ?? (await fetchManifest(manifestUrl, fetch, timeoutMs));
    const integrity = (path: string) =>
      Object.hasOwn(manifest.integrity, path) ? manifest.integrity[path] : undefined;
    const withoutReact = sharedReactVersion() === undefined;
    // A page without shared React gets the shims (unless its own map names React) and React
    // itself, which fills the global the shims read.
    addImportMap(
      doc,
      calculatorImportMap(manifest, resolve, {
        shims: withoutReact && !pageMapsReact(doc),
        reactRuntime: withoutReact,
      }),
      nonce,
    );
    if (withoutReact) await importModule(REACT_RUNTIME_SPECIFIER);
    const root = doc.documentElement;
    const hasTokens =
      doc.defaultView?.getComputedStyle(root).getPropertyValue('--color-brand').trim() !== '';
    if (!hasTokens) {
      const tokens = manifest.shared.tokens;
      await linkStylesheet(resolve(tokens), doc, timeoutMs, integrity(tokens));
    }
    const reactVersion = sharedReactVersion() ?? '';
    await Promise.all(
      elements.map(async (element) => {
        try {
          const name = element.getAttribute(EMBED_ATTRIBUTE) ?? '';
          const entry = pickCalculator(manifest, name, reactVersion);
          await linkStylesheet(
            resolve(entry.stylesheet),
            doc,
            timeoutMs,
            integrity(entry.stylesheet),
          );
          const calculator = (await importModule(calculatorSpecifier(name))) as CalculatorModule;
          calculator.mount(element, {
            // The API answers where the bundles come from unless the element names another.
            apiBaseUrl: element.dataset['apiBaseUrl'] ?? new URL(manifestUrl).origin,
          });
          element.dataset['lenderMounted'] = 'true';
        } catch (error) {
          element.dataset['lenderMounted'] = 'failed';
          console.error(error);
        }
      }),
    );
  } catch (error) {
    for (const element of elements) element.dataset['lenderMounted'] = 'failed';
    console.error(error);
  }
}
