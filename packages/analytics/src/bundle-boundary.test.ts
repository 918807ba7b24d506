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
