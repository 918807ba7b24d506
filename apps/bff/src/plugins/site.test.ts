import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import type { CalculatorManifest } from '@lender/calculator-kit/loader';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { inlineScriptHashes } from '../html-document.ts';
import { listStaticFiles, prerenderedPagePath } from '../static-files.ts';
import { siteBuildDir } from '../package-paths.ts';
import { memoryDatabase, testConfig } from '../../test/helpers.ts';

// These tests serve the real production build of apps/site (turbo builds it first), calculator
// bundles included.
let app: FastifyInstance;
/** The listening server's address: the /search page's loader calls the search API over HTTP. */
let origin: string;
/** The calculator bundles' manifest of the build. */
const manifest = JSON.parse(
  readFileSync(join(siteBuildDir, 'calculators', 'manifest.json'), 'utf8'),
) as CalculatorManifest;

beforeAll(async () => {
  app = await buildApp({
    config: testConfig({ SEGMENT_KEY: 'test_write_key', APP_VERSION: '3.2.1' }),
    database: await memoryDatabase(),
  });
  origin = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => app.close());

function clientConfig(html: string): unknown {
  const json = /<script type="application\/json" id="client-config">(.*?)<\/script>/.exec(
    html,
  )?.[1];
  return json === undefined ? undefined : JSON.parse(json);
}

describe('pre-rendered pages', () => {
  it('serves the home page with header, footer and the client configuration', async () => {
    const response = await app.inject('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<header class="site-header"');
    expect(response.body).toContain('<footer class="site-footer"');
    expect(clientConfig(response.body)).toEqual({
      segmentKey: 'test_write_key',
      environment: 'prod',
      appVersion: '3.2.1',
      calculatorsBaseUrl: '/calculators',
    });
  });

  it('loads every module script with Subresource Integrity, allowed by a CSP that defaults to none', async () => {
    const response = await app.inject('/');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toMatch(/^default-src 'none'; /);
    // React Router lists each module's sha384 in an import map, and on each preload. (The
    // calculators' import map, first in the head, pins theirs: below.)
    const json = [...response.body.matchAll(/<script([^>]*)>(.*?)<\/script>/g)].find(
      ([, attributes]) => /\brr-importmap\b/.test(attributes ?? ''),
    )?.[2];
    const integrity = (JSON.parse(json ?? '{}') as { integrity?: Record<string, string> })
      .integrity;
    expect(Object.keys(integrity ?? {}).length).toBeGreaterThan(0);
    for (const [url, hash] of Object.entries(integrity ?? {})) {
      expect(url).toMatch(/^\/assets\/.+\.js$/);
      expect(hash).toMatch(/^sha384-[A-Za-z0-9+/]+=*$/);
    }
    const preloads = [...response.body.matchAll(/<link rel="modulepreload"([^>]*)>/g)];
    expect(preloads.length).toBeGreaterThan(0);
    for (const [, attributes] of preloads) expect(attributes).toMatch(/integrity="sha384-/);
  });

  it('allows exactly its own inline scripts by hash, with no unsafe sources', async () => {
    // A pre-rendered page (the home page runs an experiment, so it is rendered per request).
    const response = await app.inject('/licensing');
    const csp = String(response.headers['content-security-policy']);
    const hashes = inlineScriptHashes(response.body);
    expect(hashes.length).toBeGreaterThan(0);
    for (const hash of hashes) expect(csp).toContain(hash);
    expect(csp).not.toMatch(/unsafe|nonce-/);
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('serves the pre-rendered file with and without a trailing slash', async () => {
    for (const url of ['/licensing', '/licensing/', '/licensing?utm_source=mail']) {
      const response = await app.inject(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<h1>Licensing</h1>');
      // A server render would carry a nonce; the file carries hashes.
      expect(response.headers['content-security-policy']).toContain("'sha256-");
    }
  });

  it('sends brotli when accepted, identical to the plain page', async () => {
    const plain = await app.inject('/privacy');
    const compressed = await app.inject({
      url: '/privacy',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(plain.body);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await app.inject('/terms');
    const again = await app.inject({
      url: '/terms',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});

describe('server-rendered pages', () => {
  it('renders search results with a per-response nonce and escapes the query', async () => {
    const response = await fetch(
      `${origin}/search?q=${encodeURIComponent('<script>alert(1)</script>')}`,
    );
    const body = await response.text();
    expect(response.status).toBe(200);
    const nonce = /'nonce-([^']+)'/.exec(
      String(response.headers.get('content-security-policy')),
    )?.[1];
    expect(nonce).toBeTruthy();
    expect(body).not.toContain('<script>alert(1)');
    expect(body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    const inline = [...body.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)]
      .map((match) => match[1] ?? '')
      // JSON data blocks (client config, JSON-LD) are not scripts a browser runs: no nonce needed.
      .filter((attributes) => !/type="application\/(ld\+)?json"/.test(attributes));
    expect(inline.length).toBeGreaterThan(0);
    // The calculators' import map, the same in every page, is allowed by its hash instead.
    const calculatorMap = /<script type="importmap">.*?<\/script>/.exec(body)?.[0] ?? '';
    expect(response.headers.get('content-security-policy')).toContain(
      inlineScriptHashes(calculatorMap)[0],
    );
    for (const attributes of inline.filter((attributes) => attributes !== ' type="importmap"')) {
      expect(attributes).toContain(`nonce="${nonce}"`);
    }
    expect(clientConfig(body)).toMatchObject({ appVersion: '3.2.1' });
  });

  it('is sent with brotli to a browser that offers zstd too (Chromium), decoding to the page', async () => {
    const plain = await app.inject('/search?q=fha');
    const compressed = await app.inject({
      url: '/search?q=fha',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    const page = brotliDecompressSync(compressed.rawPayload).toString();
    // Each render has its own nonce; the rest is the same page.
    const withoutNonces = (html: string) => html.replace(/nonce="[^"]+"/g, 'nonce=""');
    expect(withoutNonces(page)).toBe(withoutNonces(plain.body));
  });

  it('is never kept by a cache: its nonce is this response’s alone', async () => {
    const response = await app.inject('/search?q=fha');
    expect(response.headers['cache-control']).toBe('private, no-store');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toMatch(/^default-src 'none'; /);
    expect(csp).toContain("'nonce-");
  });

  it('finds registered pages', async () => {
    const response = await fetch(`${origin}/search?q=licensing`);
    const body = await response.text();
    expect(body).toMatch(/\d+ results?(<!-- -->)? for/);
    expect(body).toContain('href="/licensing"');
  });

  // A NUL in the query once reached PostgreSQL, which refused it: the API answered 500 and the
  // page said search was not working. Control characters now part words, or leave an empty search.
  it.each([
    ['%00', 'the empty search form', 'Search the site'],
    ['licensing%00', 'the results', 'href="/licensing"'],
    ['%1Blicensing%7F%0B', 'the results', 'href="/licensing"'],
  ])('answers ?q=%s with %s, not the search error', async (query, _what, shown) => {
    const response = await fetch(`${origin}/search?q=${query}`);
    const body = await response.text();
    expect(response.status).toBe(200);
    expect(body).not.toContain('search is not working');
    expect(body).toContain(shown);
  });

  it('answers an unknown path with the 404 page and status', async () => {
    const response = await app.inject('/no/such/page');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('Page not found');
    expect(response.body).toContain('<footer class="site-footer"');
  });

  it('answers an unknown API path with JSON, not the 404 page', async () => {
    const response = await app.inject('/rmscbff/no-such-endpoint');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not Found' });
  });

  it('refuses a page form body over the limit', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/search',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `q=${'a'.repeat(70 * 1024)}`,
    });
    expect(response.statusCode).toBe(413);
  });
});

describe('build files', () => {
  it('serves hashed assets for a year, compressed', async () => {
    const files = await listStaticFiles(join(siteBuildDir, 'client'));
    // A script big enough to have been compressed: the build leaves files under 1 KiB as they are.
    const script = [...files].find(
      (file) =>
        /^\/assets\/.*\.js$/.test(file) &&
        statSync(join(siteBuildDir, 'client', file)).size >= 1024,
    );
    expect(script).toBeDefined();
    const response = await app.inject({ url: script!, headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
  });

  it('serves other public files for an hour', async () => {
    const response = await app.inject('/favicon.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  });
});

describe('calculator bundles', () => {
  const [calculatorModule] = Object.values(manifest.calculators).map((entry) => entry.module);
  const sharedChunk = Object.keys(manifest.integrity).find((path) =>
    /^shared\/ui-chunk-\w+\.mjs$/.test(path),
  );

  it('serves versioned bundles cross-origin and immutable under the base address', async () => {
    const response = await app.inject(`/calculators/bundles/${calculatorModule}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('export');
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves shared, content-hashed chunks immutable too', async () => {
    expect(sharedChunk).toBeDefined();
    const response = await app.inject(`/calculators/bundles/${sharedChunk}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves the manifest with a short cache life', async () => {
    const response = await app.inject('/calculators/bundles/manifest.json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
  });

  it('keeps pages and bundles apart under the shared /calculators prefix', async () => {
    const page = await app.inject('/calculators/affordability');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('<h1>Home affordability calculator</h1>');
    const hub = await app.inject('/calculators');
    expect(hub.statusCode).toBe(200);
    expect(hub.body).toContain('href="/calculators/rent-vs-buy"');
    // A missing bundle is a plain 404 from the bundle files, never a page.
    const missing = await app.inject('/calculators/bundles/affordability/9.9.9/index.mjs');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).not.toMatch(/text\/html/);
  });
});

describe('every page carries the calculator bundles’ pins (issue 34 §1, issue 33 §6)', () => {
  /** Every pre-rendered page, every other page of the site map, and the 404 page. */
  async function everyPagePath(): Promise<string[]> {
    const prerendered = [...(await listStaticFiles(join(siteBuildDir, 'client')))]
      .map(prerenderedPagePath)
      .filter((path): path is string => path !== undefined);
    const sitemap = (await app.inject('/sitemap.xml')).body;
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      ([, url]) => new URL(url!).pathname,
    );
    return [...new Set([...prerendered, ...listed, '/no/such/page', '/search?q=fha'])];
  }

  it('in every document, first in its head: each calculator by name, React’s shims, every module’s sha384, allowed by the CSP', async () => {
    const paths = await everyPagePath();
    expect(paths.length).toBeGreaterThan(50);
    const modules = Object.keys(manifest.integrity).filter(
      (path) => path.endsWith('.mjs') && path !== manifest.shared.reactRuntime,
    );
    for (const path of paths) {
      const response = await app.inject(path);
      expect(response.headers['content-type'], path).toMatch(/^text\/html/);
      const body = response.body;
      const head = body.slice(0, body.indexOf('</head>'));
      // First in the head, after the charset: before any preload or module script.
      expect(head, path).toMatch(
        /^<!DOCTYPE html><html lang="en-US"><head><meta charSet="utf-8"\/><script type="importmap">/,
      );
      const [, json = ''] = /<script type="importmap">(.*?)<\/script>/.exec(head) ?? [];
      const map = JSON.parse(json) as {
        imports: Record<string, string>;
        integrity: Record<string, string>;
      };
      expect(map.imports['react'], path).toBe(
        `/calculators/bundles/${manifest.shared.shims.react}`,
      );
      for (const [name, calculator] of Object.entries(manifest.calculators)) {
        expect(map.imports[`@lender/calculator-bundles/${name}`], path).toBe(
          `/calculators/bundles/${calculator.module}`,
        );
      }
      expect(map.integrity, path).toEqual(
        Object.fromEntries(
          modules.map((module) => [`/calculators/bundles/${module}`, manifest.integrity[module]]),
        ),
      );
      expect(head, path).toContain('<script type="application/json" id="calculator-bundles">');
      const csp = String(response.headers['content-security-policy']);
      expect(csp, path).toContain(
        inlineScriptHashes(`<script type="importmap">${json}</script>`)[0],
      );
    }
  });
});
