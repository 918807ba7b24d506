import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  chooseEncoding,
  contentTypeOf,
  listStaticFiles,
  prerenderedPagePath,
  staticCacheControl,
} from './static-files.ts';

describe('listStaticFiles', () => {
  it('lists files as URL paths, leaving out compressed copies', async () => {
    const root = await mkdtemp(join(tmpdir(), 'static-'));
    await mkdir(join(root, 'assets'));
    await writeFile(join(root, 'assets', 'a.js'), '');
    await writeFile(join(root, 'assets', 'a.js.br'), '');
    await writeFile(join(root, 'index.html'), '');
    expect([...(await listStaticFiles(root))].sort()).toEqual(['/assets/a.js', '/index.html']);
  });

  it('gives an empty list for a missing directory', async () => {
    expect((await listStaticFiles('/nonexistent/dir')).size).toBe(0);
  });
});

describe('prerenderedPagePath', () => {
  it.each([
    ['/index.html', '/'],
    ['/licensing/index.html', '/licensing'],
    ['/a/b/index.html', '/a/b'],
    ['/assets/index.html.js', undefined],
    ['/favicon.svg', undefined],
  ])('%s → %s', (file, path) => {
    expect(prerenderedPagePath(file)).toBe(path);
  });
});

describe('staticCacheControl', () => {
  it('caches hashed assets for a year and other files for an hour', () => {
    expect(staticCacheControl('/assets/root-abc123.js')).toContain('immutable');
    expect(staticCacheControl('/favicon.svg')).toBe('public, max-age=3600');
  });
});

describe('contentTypeOf', () => {
  it.each([
    ['/assets/a.js', 'text/javascript; charset=utf-8'],
    ['/assets/a.CSS', 'text/css; charset=utf-8'],
    ['/licensing.data', 'text/x-script; charset=utf-8'],
    ['/brand/logo.svg', 'image/svg+xml'],
    ['/unknown.bin', 'application/octet-stream'],
  ])('%s is %s', (file, type) => {
    expect(contentTypeOf(file)).toBe(type);
  });
});

describe('chooseEncoding', () => {
  const both = {
    body: Buffer.from('x'),
    br: Buffer.from('b'),
    gzip: Buffer.from('g'),
    etag: '"e"',
    headers: {},
  };
  const gzipOnly = { ...both, br: undefined };
  it.each([
    ['gzip, deflate, br', both, 'br'],
    ['gzip', both, 'gzip'],
    ['br', gzipOnly, undefined],
    ['gzip, br', gzipOnly, 'gzip'],
    [undefined, both, undefined],
    ['identity', both, undefined],
  ] as const)('%s with %o → %s', (accept, file, encoding) => {
    expect(chooseEncoding(accept, file)).toBe(encoding);
  });
});
