import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as api from './index.ts';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
const apiSection = readme.slice(
  readme.indexOf('## API'),
  readme.indexOf('## Event catalogue rules'),
);

describe('public API', () => {
  it.each(Object.keys(api))('README lists the export %s', (name) => {
    expect(apiSection).toMatch(new RegExp('`' + name + '[`(<]'));
  });

  // Names in the first column of the API tables that are values (lower camelCase or UPPER_CASE).
  const documentedValues = [...apiSection.matchAll(/^\| ([^|]+) \|/gm)]
    .flatMap(([, cell]) =>
      [...(cell ?? '').matchAll(/`([A-Za-z_]\w*)/g)].map(([, name]) => name ?? ''),
    )
    .filter((name) => /^[a-z]/.test(name) || /^[A-Z][A-Z0-9_]+$/.test(name));

  it.each([...new Set(documentedValues)])('exports %s, which the README documents', (name) => {
    expect(api).toHaveProperty(name);
  });
});
