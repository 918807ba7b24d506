import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// A component is published only if package.json names its subpath; tsup builds every folder
// with an index.ts. The two lists must agree or a built component would be unreachable.
const packageJson = JSON.parse(readFileSync(join(import.meta.dirname, '../package.json'), 'utf8'));
const componentFolders = readdirSync(import.meta.dirname, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .filter((entry) => existsSync(join(import.meta.dirname, entry.name, 'index.ts')))
  .map((entry) => entry.name)
  .sort();
const exportedComponents = Object.keys(packageJson.exports as Record<string, unknown>)
  .filter((subpath) => subpath !== './package.json' && !subpath.endsWith('.css'))
  .map((subpath) => subpath.slice(2))
  .sort();

describe('package exports', () => {
  it('names every component folder, and only those', () => {
    expect(exportedComponents).toEqual(componentFolders);
  });
});
