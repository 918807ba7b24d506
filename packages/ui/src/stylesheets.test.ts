import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  publishedStylesheets,
  stylesheetFolders,
  stylesheetParts,
} from '../../../stylesheets.shared.ts';

// The CSS model (stylesheets.shared.ts at the root): components import no CSS; each folder's index.css
// names the pieces its component renders, and the build makes one self-contained stylesheet of
// it. These tests keep the model honest: no JS imports CSS, and a component's stylesheet
// carries the rules of every class the component renders.

const srcDir = import.meta.dirname;
const files = readdirSync(srcDir, { recursive: true, encoding: 'utf8' }).map((file) =>
  join(srcDir, file),
);
const isShipped = (file: string) => !/\.(test|stories)\.tsx?$/.test(file);
const moduleFiles = files.filter((file) => /\.tsx?$/.test(file) && isShipped(file));
const cssFiles = files.filter((file) => file.endsWith('.css'));
const componentFolders = readdirSync(srcDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && files.includes(join(srcDir, entry.name, 'index.ts')))
  .map((entry) => entry.name);

/**
 * The `lui-` class names a module writes, outside its comments; a name ending in `-` or `_` is
 * a prefix (`lui-input--${width}`).
 */
function classesIn(text: string): string[] {
  const code = text.replace(/\/\*[\s\S]*?\*\/|(?<![:'"\w])\/\/.*$/gm, '');
  return [...new Set(code.match(/(?<![\w-])lui-[\w-]+/g) ?? [])];
}

/** A module and every module of this package it imports, however deep. */
function moduleGraph(entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  const text = readFileSync(entry, 'utf8');
  for (const [, path] of text.matchAll(/from '(\.{1,2}\/[^']+\.tsx?)'/g)) {
    moduleGraph(resolve(dirname(entry), path!), seen);
  }
  return seen;
}

/** The class names a stylesheet gives rules to. */
function classesStyledBy(cssFile: string): string[] {
  const text = readFileSync(cssFile, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  return [...new Set([...text.matchAll(/\.(lui-[\w-]+)/g)].map(([, name]) => name!))];
}

const styledBy = new Map<string, string[]>();
for (const cssFile of cssFiles) {
  for (const name of classesStyledBy(cssFile)) {
    styledBy.set(name, [...(styledBy.get(name) ?? []), cssFile]);
  }
}

/** The stylesheets that style a class written by a module (any class it may be, for a prefix). */
function stylesheetsFor(written: string): string[] {
  const prefix = /[-_]$/.test(written);
  return [...styledBy].flatMap(([name, sheets]) =>
    name === written || (prefix && name.startsWith(written)) ? sheets : [],
  );
}

describe('stylesheets', () => {
  it('are never imported by a component module: the JS loads in plain Node', () => {
    const importing = moduleFiles.filter((file) =>
      /^\s*import\s+(?:[^'"]+from\s+)?['"][^'"]+\.css['"]/m.test(readFileSync(file, 'utf8')),
    );
    expect(importing.map((file) => relative(srcDir, file))).toEqual([]);
  });

  it.each(componentFolders)(
    '%s: its stylesheet carries the rules of every class it renders',
    (folder) => {
      const modules = moduleGraph(join(srcDir, folder, 'index.ts'));
      const written = [...modules].flatMap((file) => classesIn(readFileSync(file, 'utf8')));
      const parts = stylesheetFolders(srcDir).includes(folder)
        ? stylesheetParts(join(srcDir, folder, 'index.css'))
        : [];
      const missing = written.filter((name) => {
        const sheets = stylesheetsFor(name);
        return sheets.length > 0 && !sheets.some((sheet) => parts.includes(sheet));
      });
      expect(missing).toEqual([]);
    },
  );

  it('leave no stylesheet out: every piece is in some component’s stylesheet', () => {
    const used = new Set(
      stylesheetFolders(srcDir).flatMap((folder) =>
        stylesheetParts(join(srcDir, folder, 'index.css')),
      ),
    );
    const pieces = cssFiles.filter(
      (file) => !file.endsWith('/index.css') && !file.endsWith('/tokens.css'),
    );
    expect(pieces.filter((file) => !used.has(file)).map((file) => relative(srcDir, file))).toEqual(
      [],
    );
  });

  it('are published self-contained, each piece once: one per component and styles.css', () => {
    const published = publishedStylesheets(srcDir, '@lender/ui');
    expect([...published.keys()].sort()).toEqual(
      [...stylesheetFolders(srcDir).map((folder) => `${folder}.css`), 'styles.css'].sort(),
    );
    for (const text of published.values()) {
      expect(text).not.toMatch(/@import/);
      const pieces = [...text.matchAll(/^\/\* ([\w/-]+\.css) \*\/$/gm)].map(([, piece]) => piece);
      expect(new Set(pieces).size).toBe(pieces.length);
    }
    const slider = published.get('slider.css')!;
    expect(slider).toContain('.lui-slider__thumb');
    expect(slider).toContain('.lui-form-group--error');
    expect(slider).toContain('.lui-error-message');
    expect(slider.indexOf('.lui-form-group')).toBeLessThan(slider.indexOf('.lui-slider__thumb'));
    const all = published.get('styles.css')!;
    for (const cssFile of cssFiles.filter((file) => !file.endsWith('/tokens.css'))) {
      for (const name of classesStyledBy(cssFile)) expect(all).toContain(`.${name}`);
    }
  });
});
