import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// A component is published only if package.json names its subpath; tsup builds every folder
// with an index.ts, and a stylesheet for every folder with an index.css. The lists must agree
// or a built component or stylesheet would be unreachable.
const packageJson = JSON.parse(readFileSync(join(import.meta.dirname, '../package.json'), 'utf8'));
const exportsMap = packageJson.exports as Record<string, unknown>;
const foldersWith = (file: string) =>
  readdirSync(import.meta.dirname, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .filter((entry) => existsSync(join(import.meta.dirname, entry.name, file)))
    .map((entry) => entry.name)
    .sort();
const exportedComponents = Object.keys(exportsMap)
  .filter((subpath) => subpath !== './package.json' && !subpath.endsWith('.css'))
  .map((subpath) => subpath.slice(2))
  .sort();
const exportedStylesheets = Object.keys(exportsMap)
  .filter((subpath) => subpath.endsWith('.css'))
  .sort();

describe('package exports', () => {
  it('names every component folder, and only those', () => {
    expect(exportedComponents).toEqual(foldersWith('index.ts'));
  });

  it('names a stylesheet for every folder with one, all of them, and the tokens', () => {
    expect(exportedStylesheets).toEqual(
      [
        ...foldersWith('index.css').map((folder) => `./${folder}.css`),
        './styles.css',
        './tokens.css',
      ].sort(),
    );
    for (const folder of foldersWith('index.css')) {
      expect(exportsMap[`./${folder}.css`]).toEqual({
        '@lender/source': `./src/${folder}/index.css`,
        default: `./dist/${folder}.css`,
      });
    }
    expect(exportsMap['./styles.css']).toBe('./dist/styles.css');
  });

  it('declares only stylesheets as side effects: importing a component runs nothing', () => {
    expect(packageJson.sideEffects).toEqual(['**/*.css']);
  });
});
