import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// STYLE habit 11: analytics must stay small in the browser. The event catalogue is zod; the
// rules a page runs on every load (cookies, link filter, chat choice, consent, button extras)
// must not import it, or a bundler pulls all of zod in behind them. Type-only imports are free.
const ZOD_MODULES = new Set([
  'event-fields.ts',
  'event-catalogue.ts',
  'event-json-schemas.ts',
  'index.ts',
  // The experiments file's schema, read by the server at start.
  'experiment-config.ts',
  // The catalogue check of the browser, loaded with import() only outside production.
  'schema-check.ts',
]);

const dir = dirname(fileURLToPath(import.meta.url));
const modules = readdirSync(dir).filter(
  (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
);

/** The modules a file imports at run time: `import type` and `import { type X }`-only lines skipped. */
function runtimeImports(file: string): string[] {
  const source = readFileSync(join(dir, file), 'utf8');
  const imports = [
    ...source.matchAll(/^import\s+(type\s+)?(?:\{([^}]*)\}\s+from\s+)?'([^']+)';/gm),
  ];
  return imports
    .filter(([, typeOnly, names]) => {
      if (typeOnly) return false;
      if (names === undefined) return true;
      return names
        .split(',')
        .some((name) => name.trim() !== '' && !name.trim().startsWith('type '));
    })
    .map(([, , , from]) => (from?.startsWith('./') ? from.slice(2) : (from ?? '')));
}

function reachesZod(file: string, seen = new Set<string>()): boolean {
  if (seen.has(file)) return false;
  seen.add(file);
  return runtimeImports(file).some(
    (from) => from === 'zod' || (from.endsWith('.ts') && reachesZod(from, seen)),
  );
}

describe('bundle boundary', () => {
  it('finds the zod modules, so the check below means something', () => {
    expect(reachesZod('event-catalogue.ts')).toBe(true);
    expect(reachesZod('event-json-schemas.ts')).toBe(true);
  });

  it.each(modules.filter((file) => !ZOD_MODULES.has(file)))(
    'STYLE habit 11: %s does not bring zod into the browser',
    (file) => {
      expect(reachesZod(file)).toBe(false);
    },
  );
});

// The page's own analytics code must stay tiny: analytics-next (about 30 KB gzip) and the
// delivery queue are imported with import() once the page is idle, never statically.
function reachesModule(file: string, target: string, seen = new Set<string>()): boolean {
  if (seen.has(file)) return false;
  seen.add(file);
  return runtimeImports(file).some(
    (from) => from === target || (from.endsWith('.ts') && reachesModule(from, target, seen)),
  );
}

describe('lazy analytics runtime', () => {
  it('finds analytics-next behind the runtime, so the check below means something', () => {
    expect(reachesModule('analytics-runtime.ts', '@segment/analytics-next')).toBe(true);
  });

  it.each(['browser.ts', 'site-tracking.ts'])(
    '%s does not import analytics-next or the runtime statically',
    (file) => {
      expect(reachesModule(file, '@segment/analytics-next')).toBe(false);
      expect(reachesModule(file, 'analytics-runtime.ts')).toBe(false);
    },
  );
});

// Session replay: the recorder and rrweb (over 100 KB) come with import() from the analytics
// runtime, itself loaded once the page is idle, and never for an opted-out visitor.
describe('lazy session replay', () => {
  it('finds rrweb behind the recorder, so the check below means something', () => {
    expect(reachesModule('session-replay-runtime.ts', 'rrweb')).toBe(false); // import() only
    expect(readFileSync(join(dir, 'session-replay-runtime.ts'), 'utf8')).toMatch(
      /await import\('rrweb'\)/,
    );
  });

  it.each(['browser.ts', 'site-tracking.ts', 'analytics-runtime.ts'])(
    '%s does not import rrweb or the recorder statically',
    (file) => {
      expect(reachesModule(file, 'rrweb')).toBe(false);
      expect(reachesModule(file, 'session-replay-runtime.ts')).toBe(false);
    },
  );
});
