import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// RouteStylesheets stands in for React Router's <Links /> in a build and renders only the CSS
// the route modules import: a `links` export would be silently ignored. None may have one.
const routesDir = join(import.meta.dirname, '..', 'routes');

describe('RouteStylesheets', () => {
  it('has no route `links` export to miss', () => {
    const withLinks = readdirSync(routesDir)
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .filter((file) =>
        /export\s+(async\s+)?(function|const|let)\s+links\b|export\s*\{[^}]*\blinks\b/.test(
          readFileSync(join(routesDir, file), 'utf8'),
        ),
      );
    expect(withLinks).toEqual([]);
  });
});
