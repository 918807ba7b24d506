import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, RouterContextProvider, type ServerBuild } from 'react-router';
import type { SiteContent, SiteServer } from '@lender/site/server-context';
import type { ClientConfig } from '../config.ts';
import {
  clientConfigScript,
  injectAtHeadStart,
  injectIntoHead,
  inlineScriptHashes,
  pageCsp,
  rebaseOrigin,
} from '../html-document.ts';
import type { CalculatorPins } from '../calculator-pins.ts';
import { packageDir } from '../package-paths.ts';
import { inProcessFetch } from './in-process-fetch.ts';
import type { Experiment } from '@lender/analytics';
import { hasExperiments, pageExperiments, pagePathOf } from '../experiments/page-experiments.ts';
import {
  chooseEncoding,
  etagOf,
  listStaticFiles,
  loadMemoryFile,
  prerenderedPagePath,
  staticCacheControl,
  type MemoryFile,
} from '../static-files.ts';

/** Largest form body a page (a no-JavaScript form post) may send. */
export const MAX_PAGE_BODY_BYTES = 64 * 1024;
/** Paths that belong to APIs: an unknown one is a JSON 404, never the 404 page. */
const API_PREFIXES = ['/rmscbff/', '/v1/', '/admin/'];

export interface SiteOptions {
  /** `build` serves apps/site/build; `vite` runs the Vite dev server in this process. */
  mode: 'build' | 'vite';
  /** apps/site/build (mode build) or apps/site (mode vite). */
  dir: string;
  /** The SPEC §3 client configuration, or its promise (the write key may come from the database). */
  clientConfig: ClientConfig | Promise<ClientConfig>;
  /** The site's address (SITE_URL or its default): the origin of every request handed to React Router. */
  siteUrl: string;
  /**
   * SITE_URL when set: the pages' absolute links (canonical, sitemap, structured data), built with
   * the brand's address, are moved to it. Unset, they keep the brand's address.
   */
  publicSiteUrl?: string;
  /**
   * The experiments (issue 26 part 6, apps/site/experiments.json): their pages are rendered per
   * request with the visitor's variants, never served pre-rendered. None when not given.
   */
  experiments?: readonly Experiment[];
  /**
   * The calculator bundles' import map and stylesheets (calculator-pins.ts), put first in the
   * head of every page. Without them no calculator loads.
   */
  calculatorPins?: CalculatorPins;
  /** Content an operator configured (read at start), handed to every page rendered here. */
  content?: SiteContent;
  /** The pages that show {@link SiteOptions.content}: rendered per request, never served pre-rendered. */
  contentPages?: readonly string[];
}

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/**
 * Serves the React Router site: pre-rendered pages from memory (with the client
 * configuration injected once, compressed once), build files with long-lived caching,
 * and every other path rendered on the server. Register it last: it answers every path.
 */
export async function sitePlugin(app: FastifyInstance, options: SiteOptions): Promise<void> {
  let configBlock = '';
  let scriptOrigins: string[] = [];
  let calculatorOrigins: string[] = [];
  let analyticsOn = false;
  const applyClientConfig = (clientConfig: ClientConfig) => {
    analyticsOn = Boolean(clientConfig.segmentKey);
    configBlock = clientConfigScript(clientConfig);
    scriptOrigins = configuredScriptOrigins(clientConfig);
    // Calculator bundles on another https origin: their manifest and stylesheets come from there too.
    calculatorOrigins = httpsOrigins([clientConfig.calculatorsBaseUrl]);
  };
  if (!(options.clientConfig instanceof Promise)) applyClientConfig(options.clientConfig);
  // What must be in place before a page is served: the client configuration and (build mode) the
  // pages with it. Not awaited while the plugin registers: on a first start the write key waits
  // for the database to open and migrate, which may take longer than a plugin may take to
  // register. buildApp awaits the key before it returns, so in practice this is settled before
  // the server listens; the route awaits it all the same.
  let pagesReady: Promise<void> = Promise.resolve();
  let pagesSettled = true;
  let build: ServerBuild | (() => Promise<ServerBuild>);
  // Pre-rendered pages by page path, and other build files by file path.
  let pages = new Map<string, PageFile>();
  let files = new Map<string, MemoryFile>();
  let largeFiles = new Set<string>();
  const clientDir = join(options.dir, 'client');
  const strictCsp = options.mode === 'build';
  const siteOrigin = new URL(options.siteUrl).origin;
  const brandOrigin = await brandSiteOrigin();
  const publicOrigin = options.publicSiteUrl ? new URL(options.publicSiteUrl).origin : brandOrigin;
  const rebase = (text: string) => rebaseOrigin(text, brandOrigin, publicOrigin);
  const experiments = options.experiments ?? [];
  const pins = options.calculatorPins;
  /** A document as sent: the client configuration last in its head, the calculator pins first. */
  const finishPage = (html: string) =>
    injectAtHeadStart(injectIntoHead(rebase(html), configBlock), pins?.html ?? '');
  const contentPages = new Set(options.contentPages ?? []);

  if (options.mode === 'vite') {
    const { createServer } = await import('vite');
    const vite = await createServer({
      root: options.dir,
      server: { middlewareMode: true },
      appType: 'custom',
    });
    await app.register(import('@fastify/middie'));
    app.use(vite.middlewares);
    app.addHook('onClose', () => vite.close());
    build = () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>;
    pagesSettled = false;
    pagesReady = Promise.resolve(options.clientConfig).then(applyClientConfig);
  } else {
    const serverEntry = join(options.dir, 'server', 'index.js');
    build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
    const loadPages = async () => {
      ({ pages, files, largeFiles } = await loadBuildFiles(
        clientDir,
        finishPage,
        scriptOrigins,
        calculatorOrigins,
      ));
    };
    if (options.clientConfig instanceof Promise) {
      pagesSettled = false;
      pagesReady = options.clientConfig.then(applyClientConfig).then(loadPages);
      pagesReady.catch((error: unknown) => app.log.error({ err: error }, 'site pages not loaded'));
    } else {
      await loadPages();
    }
    // Brotli for the pages not yet asked for, one at a time once the server listens.
    app.addHook('onListen', (done) => {
      void (async () => {
        await pagesReady.catch(() => undefined);
        for (const page of pages.values()) await brotliOnce(page).catch(() => undefined);
      })();
      done();
    });
    // Only for files too large to keep in memory.
    await app.register(fastifyStatic, {
      root: clientDir,
      serve: false,
      preCompressed: true,
      cacheControl: false,
      etag: true,
      lastModified: true,
    });
  }

  const handleRequest = createRequestHandler(build, strictCsp ? 'production' : 'development');
  const currentBuild = typeof build === 'function' ? build : () => Promise.resolve(build);

  // Page requests (form posts included) reach React Router unread.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  app.route({
    method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    url: '/*',
    handler: async (request, reply) => {
      if (!pagesSettled) {
        await pagesReady;
        pagesSettled = true;
      }
      const path = request.url.split('?')[0] ?? '/';
      if (API_PREFIXES.some((prefix) => path.startsWith(prefix))) {
        return reply.code(404).send({ message: 'Not Found' });
      }
      // A page with an experiment is rendered with the visitor's variant (and so is its data);
      // one showing configured content is rendered with it.
      const renderedPerRequest =
        hasExperiments(experiments, path) || contentPages.has(normalizePath(pagePathOf(path)));
      if ((request.method === 'GET' || request.method === 'HEAD') && !renderedPerRequest) {
        const page = pages.get(normalizePath(path));
        if (page) {
          if (!page.br && /\bbr\b/.test(request.headers['accept-encoding'] ?? '')) {
            await brotliOnce(page).catch(() => undefined); // gzip will do
          }
          return sendMemoryFile(request, reply, page);
        }
        const file = files.get(path);
        if (file) return sendMemoryFile(request, reply, file);
        if (largeFiles.has(path)) {
          reply.header('cache-control', staticCacheControl(path));
          return reply.sendFile(path.slice(1));
        }
      }
      return renderPage(request, reply);
    },
  });

  async function renderPage(request: FastifyRequest, reply: FastifyReply) {
    // An absolute-form or `*` request target names no page of this site.
    if (!request.url.startsWith('/')) return reply.code(400).send({ message: 'Bad Request' });
    const nonce = randomBytes(16).toString('base64');
    const declaredLength = Number(request.headers['content-length'] ?? 0);
    if (declaredLength > MAX_PAGE_BODY_BYTES) {
      return reply.code(413).send({ message: 'Request body is too large' });
    }
    const controller = new AbortController();
    // The visitor went away before the page was sent: stop rendering it.
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) controller.abort();
    });
    const variants = pageExperiments(experiments, {
      path: request.url,
      cookieHeader: request.headers.cookie,
      secGpcHeader: request.headers['sec-gpc'] as string | undefined,
      analyticsOn,
      secure: request.protocol === 'https',
    });
    const server: SiteServer = {
      fetchApi: inProcessFetch(app, { siteOrigin, clientIp: request.ip }),
      siteOrigin,
      nonce,
      logError: (error) => request.log.error({ err: error }, 'page failed'),
      experiments: variants.assignments,
      ...(options.content && { content: options.content }),
    };
    const context = new RouterContextProvider();
    context.set(siteServerContextOf(await currentBuild()), server);
    const response = await handleRequest(
      toFetchRequest(request, siteOrigin, controller.signal),
      context,
    );
    reply.code(response.status);
    for (const [name, value] of response.headers) {
      if (name !== 'set-cookie') reply.header(name, value);
    }
    const cookies = [...variants.setCookies, ...response.headers.getSetCookie()];
    if (cookies.length > 0) reply.header('set-cookie', cookies);
    if (!response.body) return reply.send();
    const contentType = response.headers.get('content-type') ?? '';
    if (contentType.startsWith('text/html')) {
      if (strictCsp) {
        reply.header(
          'content-security-policy',
          pageCsp(
            [`'nonce-${nonce}'`, ...(pins ? [pins.scriptHash] : []), ...scriptOrigins],
            calculatorOrigins,
          ),
        );
      }
      // The nonce is this response's alone: no cache may keep it, or serve it to another visitor.
      reply.header('cache-control', 'private, no-store');
      return reply.send(finishPage(await response.text()));
    }
    // The sitemap and robots.txt name the site's address.
    if (/^(application\/xml|text\/(plain|xml))/.test(contentType)) {
      return reply.send(rebase(await response.text()));
    }
    return reply.send(Readable.fromWeb(response.body as WebReadableStream));
  }
}

/**
 * Origins of the optional scripts the client configuration names (experimentation, chat: SPEC
 * §3, §7), which the page CSP must allow; nothing else outside the site's origin may run.
 */
export function configuredScriptOrigins(config: ClientConfig): string[] {
  return httpsOrigins([
    config.optimizelyUrl,
    config.sierraScriptUrl,
    config.rocketAssistUrl,
    config.calculatorsBaseUrl,
  ]);
}

/** The https origins of the absolute addresses among `urls` (paths are 'self' already). */
function httpsOrigins(urls: readonly (string | undefined)[]): string[] {
  const origins = new Set<string>();
  for (const url of urls) {
    if (!url) continue;
    try {
      const parsed = new URL(url);
      if (parsed.protocol === 'https:') origins.add(parsed.origin);
    } catch {
      // Not an absolute URL: a same-origin path, which 'self' already allows.
    }
  }
  return [...origins];
}

function normalizePath(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/** A pre-rendered page in memory; its brotli copy is made once, when first needed. */
type PageFile = MemoryFile & { brotli?: Promise<void> };

/**
 * Makes a page's brotli copy (quality 11) once: on its first request, or in the background after
 * the server listens, whichever comes first. Not at start: the 30 pages take 1.3 s at quality 11,
 * which every start (and restart) of the server would wait for. Gzip (18 ms for all) is made at once.
 */
function brotliOnce(page: PageFile): Promise<void> {
  page.brotli ??= brotli(page.body, {
    params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 },
  }).then((compressed) => {
    page.br = compressed;
  });
  return page.brotli;
}

/**
 * Reads the client build into memory once: pre-rendered pages are finished (`finishPage`: the
 * client configuration and calculator pins injected) and get their own CSP and a fresh gzip copy
 * (brotli follows, brotliOnce); other files keep the compressed copies the build wrote.
 */
async function loadBuildFiles(
  clientDir: string,
  finishPage: (html: string) => string,
  scriptOrigins: readonly string[],
  calculatorOrigins: readonly string[],
) {
  const pages = new Map<string, PageFile>();
  const files = new Map<string, MemoryFile>();
  const largeFiles = new Set<string>();
  for (const file of await listStaticFiles(clientDir)) {
    const pagePath = prerenderedPagePath(file);
    if (pagePath) {
      // Hashed as sent: rebased (the hydration data of an inline script may hold a link), with
      // the calculator pins' import map.
      const html = finishPage(await readFile(join(clientDir, file), 'utf8'));
      const body = Buffer.from(html);
      pages.set(pagePath, {
        body,
        gzip: await gz(body, { level: 9 }),
        etag: etagOf(body),
        headers: {
          'content-type': 'text/html; charset=utf-8',
          'cache-control': 'public, max-age=0, must-revalidate',
          // Hashes come from our own build output, never from request data.
          'content-security-policy': pageCsp(
            [...inlineScriptHashes(html), ...scriptOrigins],
            calculatorOrigins,
          ),
        },
      });
      continue;
    }
    const loaded = await loadMemoryFile(clientDir, file);
    if (loaded) files.set(file, loaded);
    else largeFiles.add(file);
  }
  return { pages, files, largeFiles };
}

/** Answers from memory: 304 on a matching ETag, else the best encoding the client accepts. */
function sendMemoryFile(request: FastifyRequest, reply: FastifyReply, file: MemoryFile) {
  reply.headers(file.headers).header('etag', file.etag);
  if (file.br || file.gzip) reply.header('vary', 'accept-encoding');
  if (request.headers['if-none-match'] === file.etag) return reply.code(304).send();
  const encoding = chooseEncoding(request.headers['accept-encoding'], file);
  if (encoding) return reply.header('content-encoding', encoding).send(file[encoding]);
  return reply.send(file.body);
}

/**
 * The Fastify request as a Fetch Request for React Router. Its URL has the site's fixed origin
 * (SITE_URL), never one taken from Host or X-Forwarded-Host, and keeps a path such as `//host/x`
 * a path. An Origin naming the host the browser addressed is this site reached by another name
 * (127.0.0.1 for localhost, TLS ended in a proxy), so it is handed over as SITE_URL's origin and
 * React Router's and the pages' own cross-site checks compare like with like; any other Origin
 * is handed over as it came, and refused.
 */
export function toFetchRequest(
  request: FastifyRequest,
  siteOrigin: string,
  signal: AbortSignal,
): Request {
  const url = new URL(siteOrigin + request.url);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const origin = headers.get('origin');
  if (origin !== null && URL.canParse(origin) && new URL(origin).host === request.host) {
    headers.set('origin', siteOrigin);
  }
  const init: RequestInit & { duplex?: 'half' } = {
    method: request.method,
    headers,
    signal,
  };
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    init.body = Readable.toWeb(request.raw.pipe(byteLimit(MAX_PAGE_BODY_BYTES))) as ReadableStream;
    init.duplex = 'half';
  }
  return new Request(url, init);
}

/** The brand's public address (apps/site/brand.config.json `siteUrl`), which the pages are built with. */
async function brandSiteOrigin(): Promise<string> {
  const brand = JSON.parse(
    await readFile(join(packageDir('@lender/site'), 'brand.config.json'), 'utf8'),
  ) as { siteUrl: string };
  return new URL(brand.siteUrl).origin;
}

/** The build's own context key (apps/site/app/entry.server.tsx exports it). */
function siteServerContextOf(build: ServerBuild) {
  const { siteServerContext } = build.entry.module as {
    siteServerContext?: Parameters<RouterContextProvider['set']>[0];
  };
  if (!siteServerContext) throw new Error('The site build does not export siteServerContext');
  return siteServerContext;
}

/** A pass-through that fails once more than `limit` bytes have gone through it. */
function byteLimit(limit: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      if (seen > limit) callback(new Error(`body larger than ${limit} bytes`));
      else callback(null, chunk);
    },
  });
}
