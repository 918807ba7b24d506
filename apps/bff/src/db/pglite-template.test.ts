import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { copyTemplateInto } from './pglite-template.ts';

let root: string;
let template: string;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'lender-template-'));
  template = join(root, 'template');
  await mkdir(join(template, 'base', '1'), { recursive: true });
  await writeFile(join(template, 'PG_VERSION'), '17\n');
  await writeFile(join(template, 'base', '1', '1259'), 'catalog');
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe('a new embedded database from the template', () => {
  it('copies the template into a new (empty) directory: no initdb', async () => {
    const dataDir = join(root, 'data', 'pglite');
    await mkdir(dataDir, { recursive: true });
    expect(await copyTemplateInto(dataDir, template)).toEqual({ needsInitdb: false });
    expect(await readFile(join(dataDir, 'base', '1', '1259'), 'utf8')).toBe('catalog');
    // Nothing half-made is left beside it.
    expect(await readdir(join(root, 'data'))).toEqual(['pglite']);
  });

  it('leaves a directory that holds a database as it is', async () => {
    const dataDir = join(root, 'pglite');
    await mkdir(dataDir);
    await writeFile(join(dataDir, 'PG_VERSION'), '17\n');
    expect(await copyTemplateInto(dataDir, template)).toEqual({ needsInitdb: false });
    expect(await readdir(dataDir)).toEqual(['PG_VERSION']);
  });

  it('leaves initdb to make it without a template, or in a directory holding something else', async () => {
    const dataDir = join(root, 'pglite');
    await mkdir(dataDir);
    expect(await copyTemplateInto(dataDir, join(root, 'no-template'))).toEqual({
      needsInitdb: true,
    });
    await writeFile(join(dataDir, 'notes.txt'), 'mine');
    expect(await copyTemplateInto(dataDir, template)).toEqual({ needsInitdb: true });
    expect(await readdir(dataDir)).toEqual(['notes.txt']);
  });
});
