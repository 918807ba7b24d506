import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { memoryDatabase, testConfig } from '../../test/helpers.ts';

// SITE_URL on https: pages link to it (canonical, sitemap, structured data), and plain HTTP is
// sent there. The brand file's demo address is what the pages are built with.
const SITE_URL = 'https://loans.lender.example';
const BRAND_URL = 'https://www.harborlight.example';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApp({
    config: testConfig({ SITE_URL, TRUST_PROXY: 'loopback' }),
    database: await memoryDatabase(),
  });
}, 120_000);
afterAll(() => app.close());

/** A request as it arrives from the TLS-ending proxy in front. */
const overTls = (url: string) => app.inject({ url, headers: { 'x-forwarded-proto': 'https' } });

describe('SITE_URL', () => {
  it('is the address of a pre-rendered page’s canonical link and structured data', async () => {
    const response = await overTls('/licensing');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<link rel="canonical" href="${SITE_URL}/licensing"/>`);
    expect(response.body).not.toContain(BRAND_URL);
  });

  it('is the address of a server-rendered page’s links and of the sitemap', async () => {
    const search = await overTls('/search?q=fha');
    // The page's own call to the API (in process) is not redirected: the results are there.
    expect(search.statusCode).toBe(200);
    expect(search.body).toMatch(/href="\/learn\/[^"]*fha/);
    expect(search.body).toContain(`${SITE_URL}/search`);
    expect(search.body).not.toContain(BRAND_URL);
    const sitemap = await overTls('/sitemap.xml');
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.body).toContain(`<loc>${SITE_URL}/</loc>`);
    expect(sitemap.body).not.toContain(BRAND_URL);
    expect((await overTls('/robots.txt')).body).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
  });

  it.each([
    ['GET', '/learn?x=1', 301],
    ['HEAD', '/', 301],
    ['POST', '/opt-out', 308],
    // A path that looks like another host stays a path on the site.
    ['GET', '//phish.example/login', 301],
  ] as const)(
    'on https: a plain-HTTP %s %s is sent to the same path there (%i)',
    async (method, url, status) => {
      const response = await app.inject({ method, url, headers: { host: 'phish.example' } });
      expect(response.statusCode).toBe(status);
      expect(response.headers.location).toBe(`${SITE_URL}${url}`);
    },
  );

  it('leaves the probes on plain HTTP, and a trusted proxy’s https alone', async () => {
    expect((await app.inject('/healthz')).statusCode).toBe(200);
    expect((await overTls('/licensing')).statusCode).toBe(200);
  });
});
