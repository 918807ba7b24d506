// Issue 33 §6, acceptance 7: every file of a calculator bundle is pinned by its Subresource
// Integrity hash, on the site's pages and on other properties through the embed snippet, and a
// file changed by one byte is refused: the page says the calculator did not load. The changes are
// ones a browser would run (a letter inside a string), so only the integrity check stops them.
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { startOwnServer, type OwnServer } from './support/own-server.ts';

const BUNDLES_DIR = join(import.meta.dirname, '..', 'apps', 'site', 'build', 'calculators');
/** The parts of the bundles' manifest (@lender/calculator-kit/loader) these journeys read. */
const manifest = JSON.parse(readFileSync(join(BUNDLES_DIR, 'manifest.json'), 'utf8')) as {
  embed?: string;
  integrity: Record<string, string>;
};
const CALCULATOR_PAGE = '/calculators/rent-vs-buy';
const DID_NOT_LOAD = 'Sorry, the calculator did not load.';
/** A first calculator load (a cold cache, a busy machine) may take longer than expect's 5 s. */
const LOAD_MS = 15_000;

/** Each file a calculator loads, and one byte to change in it that leaves it working. */
const TAMPERED_FILES = [
  {
    file: 'its module',
    url: /\/bundles\/rent-vs-buy\/[\d.]+\/index-\w+\.mjs$/,
    from: 'Renting against buying',
    to: 'Renting against buyinG',
  },
  {
    file: 'the shared UI layer',
    url: /\/bundles\/shared\/ui-[A-Z0-9]+\.mjs$/,
    from: 'lui-',
    to: 'lUi-',
  },
  {
    file: 'a React shim',
    url: /\/bundles\/shared\/shims\/jsx-runtime-[\w-]+\.mjs$/,
    from: 'is not shared by this page',
    to: 'is not shared by this pagE',
  },
  {
    file: 'its stylesheet',
    url: /\/bundles\/rent-vs-buy\/[\d.]+\/styles-[\w-]+\.css$/,
    from: 'flex-wrap: wrap',
    to: 'flex-wrap: Wrap',
  },
] as const;

const CONTENT_TYPES: Record<string, string> = {
  '.mjs': 'text/javascript; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
};

/**
 * Serves the file the request names, changed by one byte, the way a compromised address (or one
 * in the middle) would: the same headers a bundle has, CORS included.
 */
async function tamper(
  target: Page | BrowserContext,
  url: RegExp,
  from: string,
  to: string,
): Promise<{ served: number }> {
  const seen = { served: 0 };
  await target.route(url, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    expect(body, `${route.request().url()} holds "${from}"`).toContain(from);
    seen.served += 1;
    await route.fulfill({
      status: 200,
      headers: {
        'content-type': CONTENT_TYPES[extname(new URL(route.request().url()).pathname)]!,
        'access-control-allow-origin': '*',
      },
      body: body.replace(from, to),
    });
  });
  return seen;
}

/** What the browser says on the console, errors and warnings. */
function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  return problems;
}

/** A page of another origin holding `html` (a partner's page with the embed snippet). */
async function partnerPage(html: string): Promise<{ url: string; close: () => void }> {
  const server: Server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner page</title></head>
<body><main><h1>Partner page</h1>${html}</main></body></html>`);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}

const embedElement = (baseURL: string) =>
  `<div data-lender-calculator="rent-vs-buy"><a href="${baseURL}/calculators/rent-vs-buy">Rent vs. buy calculator</a></div>`;

test.describe('calculator bundles pinned by Subresource Integrity', () => {
  test('a calculator page pins every file it loads, and reads no manifest from the base address', async ({
    page,
  }) => {
    const modules: string[] = [];
    const others: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (!pathname.startsWith('/calculators/bundles/')) return;
      (pathname.endsWith('.mjs') ? modules : others).push(pathname);
    });
    await page.goto(CALCULATOR_PAGE);
    await expect(page.getByLabel(/^Home price/)).toBeVisible({ timeout: LOAD_MS });
    const map = JSON.parse(
      (await page.locator('script[type="importmap"]').first().textContent()) ?? '{}',
    ) as { imports: Record<string, string>; integrity: Record<string, string> };
    // The calculator, the shared UI layer and its chunk, and React's shims: each one pinned.
    expect(modules.length).toBeGreaterThanOrEqual(4);
    for (const module of modules) expect(map.integrity[module], module).toMatch(/^sha384-/);
    expect(others).toHaveLength(1);
    expect(others[0]).toMatch(/\/styles-[\w-]+\.css$/);
    await expect(page.locator(`link[rel="stylesheet"][href$="${others[0]}"]`)).toHaveAttribute(
      'integrity',
      /^sha384-/,
    );
  });

  for (const { file, url, from, to } of TAMPERED_FILES) {
    test(`${file} changed by one byte is refused, and the page says the calculator did not load`, async ({
      page,
    }) => {
      const problems = consoleProblems(page);
      const tampered = await tamper(page, url, from, to);
      await page.goto(CALCULATOR_PAGE);
      await expect(page.getByText(DID_NOT_LOAD)).toBeVisible({ timeout: LOAD_MS });
      expect(tampered.served).toBeGreaterThan(0);
      // Refused for its digest, not for anything else.
      expect(problems.some((problem) => /integrity/i.test(problem))).toBe(true);
      await expect(page.getByLabel(/^Home price/)).toHaveCount(0);
    });
  }
});

test.describe('the embed snippet on another property', () => {
  test('refuses a changed calculator file and leaves the link', async ({ page, baseURL }) => {
    const problems = consoleProblems(page);
    const tampered = await tamper(
      page,
      TAMPERED_FILES[0].url,
      TAMPERED_FILES[0].from,
      TAMPERED_FILES[0].to,
    );
    const partner = await partnerPage(
      `<script src="${baseURL}/calculators/bundles/embed.js" async></script>${embedElement(baseURL!)}`,
    );
    try {
      await page.goto(partner.url);
      const element = page.locator('[data-lender-calculator]');
      await expect(element).toHaveAttribute('data-lender-mounted', 'failed');
      expect(tampered.served).toBe(1);
      expect(problems.some((problem) => /integrity/i.test(problem))).toBe(true);
      await expect(element.getByRole('link', { name: 'Rent vs. buy calculator' })).toBeVisible();
      await expect(page.getByLabel(/^Home price/)).toHaveCount(0);
    } finally {
      partner.close();
    }
  });

  test('pinned itself by its versioned name, it mounts with the files of its own build, fetching no manifest', async ({
    page,
    baseURL,
  }) => {
    expect(manifest.embed).toMatch(/^embed-[\w-]+\.js$/);
    const manifests: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/manifest.json')) manifests.push(request.url());
    });
    const partner = await partnerPage(
      `<script src="${baseURL}/calculators/bundles/${manifest.embed}" integrity="${manifest.integrity[manifest.embed!]}" crossorigin="anonymous" async></script>${embedElement(baseURL!)}`,
    );
    try {
      await page.goto(partner.url);
      await expect(page.getByLabel(/^Home price/)).toBeVisible({ timeout: LOAD_MS });
      expect(manifests).toEqual([]);
    } finally {
      partner.close();
    }
  });

  test('a changed embed script pinned by its page does not run', async ({ page, baseURL }) => {
    const problems = consoleProblems(page);
    const tampered = await tamper(
      page,
      /\/bundles\/embed-[\w-]+\.js$/,
      'data-lender-calculator',
      'data-lender-calculatoR',
    );
    const partner = await partnerPage(
      `<script src="${baseURL}/calculators/bundles/${manifest.embed}" integrity="${manifest.integrity[manifest.embed!]}" crossorigin="anonymous" async></script>${embedElement(baseURL!)}`,
    );
    try {
      await page.goto(partner.url);
      await expect.poll(() => tampered.served).toBe(1);
      await expect.poll(() => problems.some((problem) => /integrity/i.test(problem))).toBe(true);
      await expect(page.locator('[data-lender-calculator]')).not.toHaveAttribute(
        'data-lender-mounted',
        /.*/,
      );
    } finally {
      partner.close();
    }
  });
});

// The bundles on another https origin (a CDN): the pages name it in their import map and CSP,
// load the files with CORS, and check each against the build this server has on its own disk.
// The CDN here is the browser's network answering for https://cdn.lender.test with the build's
// files (and the CORS header a CDN must send); the server is one of this journey's own.
test.describe('calculator bundles from another origin', () => {
  const CDN = 'https://cdn.lender.test/calculators';
  let server: OwnServer;
  test.beforeAll(async () => {
    // A first start loads the place data set (about 18 s, more on a busy machine).
    test.setTimeout(180_000);
    server = await startOwnServer({
      PATH: process.env.PATH ?? '',
      CALCULATORS_BASE_URL: CDN,
      ANALYTICS: 'off',
    });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  /**
   * Answers for the CDN from the build's files, as a CDN configured for the bundles would; with
   * `change`, one file changed by one byte, as whoever could write there would.
   */
  async function serveCdn(
    context: BrowserContext,
    change?: (typeof TAMPERED_FILES)[number],
  ): Promise<string[]> {
    const served: string[] = [];
    await context.route(`${CDN}/bundles/**`, async (route) => {
      const url = route.request().url();
      const path = normalize(new URL(url).pathname.slice('/calculators/bundles/'.length));
      served.push(path);
      const file = readFileSync(join(BUNDLES_DIR, path));
      const changed = change?.url.test(url)
        ? file.toString().replace(change.from, change.to)
        : undefined;
      await route.fulfill({
        status: 200,
        headers: {
          'content-type': CONTENT_TYPES[extname(path)] ?? 'application/octet-stream',
          'access-control-allow-origin': '*',
          'cache-control': 'public, max-age=31536000, immutable',
        },
        body: changed ?? file,
      });
    });
    return served;
  }

  test('a calculator loads from the CDN, every file pinned, with no CSP violation', async ({
    browser,
  }) => {
    const context = await browser.newContext({ baseURL: server.baseUrl });
    const served = await serveCdn(context);
    const page = await context.newPage();
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(`${event.effectiveDirective} refused ${event.blockedURI}`),
      );
    });
    await page.goto(CALCULATOR_PAGE);
    await expect(page.getByLabel(/^Home price/)).toBeVisible({ timeout: LOAD_MS });
    const map = JSON.parse(
      (await page.locator('script[type="importmap"]').first().textContent()) ?? '{}',
    ) as { integrity: Record<string, string> };
    const modules = served.filter((path) => path.endsWith('.mjs'));
    expect(modules.length).toBeGreaterThanOrEqual(4);
    for (const module of modules) {
      expect(map.integrity[`${CDN}/bundles/${module}`], module).toBe(manifest.integrity[module]);
    }
    expect(
      await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
    ).toEqual([]);
    await context.close();
  });

  test('a file changed on the CDN is refused, and the page says the calculator did not load', async ({
    browser,
  }) => {
    const context = await browser.newContext({ baseURL: server.baseUrl });
    const served = await serveCdn(context, TAMPERED_FILES[0]);
    const page = await context.newPage();
    const problems = consoleProblems(page);
    await page.goto(CALCULATOR_PAGE);
    await expect(page.getByText(DID_NOT_LOAD)).toBeVisible({ timeout: LOAD_MS });
    expect(served.some((path) => TAMPERED_FILES[0].url.test(`/bundles/${path}`))).toBe(true);
    expect(problems.some((problem) => /integrity/i.test(problem))).toBe(true);
    await context.close();
  });
});
