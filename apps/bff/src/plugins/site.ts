import { createHash, randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { ClientConfig } from '../config.ts';
import {
  clientConfigScript,
  injectIntoHead,
  inlineScriptHashes,
  pageCsp,
} from '../html-document.ts';
import { listStaticFiles, prerenderedPagePath, staticCacheControl } from '../static-files.ts';

/** Header through which the renderer receives the CSP nonce (apps/site/app/nonce.ts). */
const NONCE_REQUEST_HEADER = 'x-lender-csp-nonce';
/** Largest form body a page (a no-JavaScript form post) may send. */
export const MAX_PAGE_BODY_BYTES = 64 * 1024;
/** Paths that belong to APIs: an unknown one is a JSON 404, never the 404 page. */
const API_PREFIXES = ['/rmscbff/', '/v1/', '/admin/'];

export interface SiteOptions {
  /** `build` serves apps/site/build; `vite` runs the Vite dev server in this process. */
  mode: 'build' | 'vite';
  /** apps/site/build (mode build) or apps/site (mode vite). */
  dir: string;
  clientConfig: ClientConfig;
}

interface PrerenderedPage {
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
  csp: string;
}

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/**
 * Serves the React Router site: pre-rendered pages from memory (with the client
 * configuration injected once, compressed once), build files with long-lived caching,
 * and every other path rendered on the server. Register it last: it answers every path.
 */
export async function sitePlugin(app: FastifyInstance, options: SiteOptions): Promise<void> {
  const configBlock = clientConfigScript(options.clientConfig);
  let build: ServerBuild | (() => Promise<ServerBuild>);
  let prerendered = new Map<string, PrerenderedPage>();
  let staticFiles = new Set<string>();
  const clientDir = join(options.dir, 'client');
  const strictCsp = options.mode === 'build';

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
  } else {
    const serverEntry = join(options.dir, 'server', 'index.js');
    build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
    staticFiles = await listStaticFiles(clientDir);
    prerendered = await loadPrerenderedPages(clientDir, staticFiles, configBlock);
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

  // Page requests (form posts included) reach React Router unread.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  app.route({
    method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    url: '/*',
    handler: async (request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      if (API_PREFIXES.some((prefix) => path.startsWith(prefix))) {
        return reply.code(404).send({ message: 'Not Found' });
      }
      if (request.method === 'GET' || request.method === 'HEAD') {
        const page = prerendered.get(normalizePath(path));
        if (page) return sendPrerendered(request, reply, page);
        if (staticFiles.has(path)) {
          reply.header('cache-control', staticCacheControl(path));
          return reply.sendFile(path.slice(1));
        }
      }
      return renderPage(request, reply);
    },
  });

  async function renderPage(request: FastifyRequest, reply: FastifyReply) {
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
    const response = await handleRequest(toFetchRequest(request, nonce, controller.signal));
    reply.code(response.status);
    for (const [name, value] of response.headers) {
      if (name !== 'set-cookie') reply.header(name, value);
    }
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) reply.header('set-cookie', cookies);
    if (!response.body) return reply.send();
    if ((response.headers.get('content-type') ?? '').startsWith('text/html')) {
      if (strictCsp) reply.header('content-security-policy', pageCsp([`'nonce-${nonce}'`]));
      return reply.send(injectIntoHead(await response.text(), configBlock));
    }
    return reply.send(Readable.fromWeb(response.body as WebReadableStream));
  }
}

function normalizePath(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

async function loadPrerenderedPages(
  clientDir: string,
  files: Set<string>,
  configBlock: string,
): Promise<Map<string, PrerenderedPage>> {
  const pages = new Map<string, PrerenderedPage>();
  for (const file of files) {
    const pagePath = prerenderedPagePath(file);
    if (!pagePath) continue;
    const source = await readFile(join(clientDir, file), 'utf8');
    const html = Buffer.from(injectIntoHead(source, configBlock));
    pages.set(pagePath, {
      html,
      br: await brotli(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
      gzip: await gz(html, { level: 9 }),
      etag: `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`,
      // Hashes come from our own build output, never from request data.
      csp: pageCsp(inlineScriptHashes(source)),
    });
    files.delete(file);
  }
  return pages;
}

function sendPrerendered(request: FastifyRequest, reply: FastifyReply, page: PrerenderedPage) {
  reply
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'public, max-age=0, must-revalidate')
    .header('etag', page.etag)
    .header('vary', 'accept-encoding')
    .header('content-security-policy', page.csp);
  if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(page.br);
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(page.gzip);
  return reply.send(page.html);
}

/** The Fastify request as a Fetch Request for React Router, with the nonce attached. */
function toFetchRequest(request: FastifyRequest, nonce: string, signal: AbortSignal): Request {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  headers.set(NONCE_REQUEST_HEADER, nonce);
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
