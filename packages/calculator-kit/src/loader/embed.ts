// The embed snippet's work: another lender property puts one script tag and one element on any
// page, and this mounts the calculator there, bringing React when the page has none:
//
//   <script src="https://www.example.com/calculators/bundles/embed.js" async></script>
//   <div data-lender-calculator="rent-vs-buy"><a href="https://www.example.com/calculators/rent-vs-buy">Rent vs buy calculator</a></div>
//
// The element's content (a link to the calculator's page) stays until the calculator mounts,
// and stays for good if it cannot load (SPEC §8: the failure is not shown as an error).
import { fetchManifest, linkStylesheet, pickCalculator, type CalculatorModule } from './load.ts';
import { SHARED_REACT_MODULES } from './manifest.ts';
import { sharedReactVersion } from './shared-react.ts';

/** The element attribute naming the calculator to mount (`affordability`, `rent-vs-buy`). */
export const EMBED_ATTRIBUTE = 'data-lender-calculator';

export interface EmbedOptions {
  /** The manifest's address: beside the embed script (`new URL('manifest.json', script.src)`). */
  manifestUrl: string;
  document?: Document;
  fetch?: typeof globalThis.fetch;
  importModule?: (url: string) => Promise<unknown>;
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

/**
 * Mounts every `[data-lender-calculator]` element of the page not mounted yet. Resolves when
 * each has mounted or been left with its own content; never rejects.
 */
export async function embedCalculators({
  manifestUrl,
  document: doc = globalThis.document,
  fetch = globalThis.fetch.bind(globalThis),
  importModule = (url) => import(/* @vite-ignore */ url),
  timeoutMs = 10_000,
}: EmbedOptions): Promise<void> {
  const elements = [...doc.querySelectorAll<HTMLElement>(`[${EMBED_ATTRIBUTE}]`)].filter(
    (element) => element.dataset['lenderMounted'] === undefined,
  );
  if (elements.length === 0) return;
  for (const element of elements) element.dataset['lenderMounted'] = 'loading';
  const resolve = (path: string) => new URL(path, manifestUrl).href;
  try {
    const manifest = await fetchManifest(manifestUrl, fetch, timeoutMs);
    if (sharedReactVersion() === undefined) {
      // A page without shared React: map the names to the shims, then load React itself,
      // which fills the global the shims read. The map goes in before any module is imported.
      if (!pageMapsReact(doc)) {
        const map = doc.createElement('script');
        map.type = 'importmap';
        map.textContent = JSON.stringify({
          imports: Object.fromEntries(
            SHARED_REACT_MODULES.map((name) => [name, resolve(manifest.shared.shims[name])]),
          ),
        });
        doc.head.append(map);
      }
      await importModule(resolve(manifest.shared.reactRuntime));
    }
    const root = doc.documentElement;
    const hasTokens =
      doc.defaultView?.getComputedStyle(root).getPropertyValue('--color-brand').trim() !== '';
    if (!hasTokens) await linkStylesheet(resolve(manifest.shared.tokens), doc, timeoutMs);
    const reactVersion = sharedReactVersion() ?? '';
    await Promise.all(
      elements.map(async (element) => {
        try {
          const entry = pickCalculator(
            manifest,
            element.getAttribute(EMBED_ATTRIBUTE) ?? '',
            reactVersion,
          );
          await linkStylesheet(resolve(entry.stylesheet), doc, timeoutMs);
          const calculator = (await importModule(resolve(entry.module))) as CalculatorModule;
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
