// React shared between a host page and the calculator bundles it loads. A bundle imports
// `react`, `react-dom`, `react-dom/client` and `react/jsx-runtime` by name; the page's import
// map points each name at a small module (a shim) that re-exports the page's own copy from one
// global. So a page downloads React once, and hooks and context work across the boundary (two
// copies break them: "Cannot read properties of null (reading 'useState')").
import type { SharedReactModule } from './manifest.ts';

/** The global holding the page's React modules. */
export const SHARED_REACT_GLOBAL = '__lenderReact';

/** The modules the shims re-export, by import name. */
export type SharedReact = Record<SharedReactModule, Record<string, unknown>>;

declare global {
  var __lenderReact: SharedReact | undefined;
}

/** Shares the page's React with calculator bundles (call before loading one). */
export function shareReact(modules: SharedReact): void {
  globalThis[SHARED_REACT_GLOBAL] = modules;
}

/** The shared React's version, if a page has shared one. */
export function sharedReactVersion(): string | undefined {
  const react = globalThis[SHARED_REACT_GLOBAL]?.react;
  return typeof react?.['version'] === 'string' ? react['version'] : undefined;
}

/**
 * The source of a shim module: the named exports (`keys`, e.g. `Object.keys(React)`) and the
 * default export of one shared module, read from the global when the shim is first imported.
 * Keys that are not JavaScript identifiers (none in React 19) are skipped.
 */
export function shimSource(module: SharedReactModule, keys: readonly string[]): string {
  const names = keys.filter((key) => /^[A-Za-z_$][\w$]*$/.test(key) && key !== 'default').sort();
  return [
    `// Re-exports the host page's ${module} (globalThis.${SHARED_REACT_GLOBAL}): one copy per page.`,
    `const m = globalThis.${SHARED_REACT_GLOBAL}?.[${JSON.stringify(module)}];`,
    `if (!m) throw new Error(${JSON.stringify(`${module} is not shared by this page`)});`,
    'export default m;',
    `export const { ${names.join(', ')} } = m;`,
    '',
  ].join('\n');
}
