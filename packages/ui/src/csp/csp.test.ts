import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { INSERTED_STYLE_HASH_SOURCES, INSERTED_STYLE_TEXTS } from './index.ts';

// The react-aria that react-aria-components (this package's dependency) resolves to.
const fromComponents = createRequire(
  createRequire(import.meta.url).resolve('react-aria-components'),
);
const reactAriaEntry = fromComponents.resolve('react-aria');
const packageRoot = reactAriaEntry.slice(0, reactAriaEntry.lastIndexOf(`${sep}dist${sep}`));
const reactAriaDist = join(packageRoot, 'dist', 'private');

/** The text a react-aria module gives `style.textContent`, its constants filled in and trimmed. */
function insertedText(modulePath: string): string {
  const source = readFileSync(join(reactAriaDist, modulePath), 'utf8');
  const template = /style\.textContent = `([\s\S]*?)`\.trim\(\)/.exec(source)?.[1];
  if (template === undefined) throw new Error(`no inserted style in ${modulePath}`);
  return template
    .replace(/\$\{([$\w]+)\}/g, (_match, name: string) => {
      const value = new RegExp(`const ${name.replaceAll('$', '\\$')} = '([^']*)'`).exec(
        source,
      )?.[1];
      if (value === undefined) throw new Error(`no constant ${name} in ${modulePath}`);
      return value;
    })
    .trim();
}

describe('the style elements react-aria inserts (CSP)', () => {
  it('are the texts listed, in the react-aria installed', () => {
    expect([
      insertedText('interactions/usePress.mjs'),
      insertedText('overlays/usePreventScroll.mjs'),
    ]).toEqual(INSERTED_STYLE_TEXTS);
  });

  it('have the hash sources listed', () => {
    expect(
      INSERTED_STYLE_TEXTS.map(
        (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`,
      ),
    ).toEqual(INSERTED_STYLE_HASH_SOURCES);
  });
});
