import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** What the site's pages may call in process: this server's API, never its pages or any host. */
const API_PATH = /^\/rmscbff\//;
/** Statuses whose responses have no body (the Fetch standard refuses one). */
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

/**
 * Marks a call made in process: a header whose value is this process's secret, so no visitor
 * can pass a request off as one. Such a call never crossed the network: it is neither plain
 * HTTP to redirect nor a visitor's request to count twice.
 */
const IN_PROCESS_HEADER = 'x-lender-in-process';
const IN_PROCESS_TOKEN = randomUUID();

/** Whether a request was made by this process for one of its pages (inProcessFetch). */
export function isInProcess(request: FastifyRequest): boolean {
  return request.headers[IN_PROCESS_HEADER] === IN_PROCESS_TOKEN;
}

/** Who a call made for a page is on behalf of. */
export interface InProcessCaller {
  /** The site's public origin (SITE_URL): the only origin a call may name. */
  siteOrigin: string;
  /** The visitor's address as this server worked it out: rate limits and consent records use it. */
  clientIp: string;
}

/**
 * A `fetch` that answers from this server's own API through `app.inject`: no socket, no DNS, no
 * address from the request. A URL must name SITE_URL's origin and an API path, or the call fails
 * as a network error would; so no Host, X-Forwarded-Host or `//host` path can send a page's call
 * elsewhere (server-side request forgery).
 */
export function inProcessFetch(app: FastifyInstance, caller: InProcessCaller): typeof fetch {
  const host = new URL(caller.siteOrigin).host;
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (url.origin !== caller.siteOrigin || !API_PATH.test(url.pathname)) {
      throw new TypeError(`fetch failed: pages call only this server's API, not ${url.href}`);
    }
    request.signal.throwIfAborted();
    const headers: Record<string, string> = {};
    for (const [name, value] of request.headers) headers[name] = value;
    headers.host = host;
    headers[IN_PROCESS_HEADER] = IN_PROCESS_TOKEN;
    // The body is handed over as it is: nothing to gain from compressing it.
    headers['accept-encoding'] = 'identity';
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
    const injected = app.inject({
      method: request.method as 'GET',
      url: url.pathname + url.search,
      headers,
      remoteAddress: caller.clientIp,
      ...(hasBody ? { payload: Buffer.from(await request.arrayBuffer()) } : {}),
    });
    const answer = await new Promise<Awaited<typeof injected>>((resolve, reject) => {
      const abort = () => reject(request.signal.reason);
      request.signal.addEventListener('abort', abort, { once: true });
      injected.then(resolve, reject).finally(() => {
        request.signal.removeEventListener('abort', abort);
      });
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) {
        responseHeaders.append(name, String(item));
      }
    }
    const body = NULL_BODY_STATUSES.has(answer.statusCode)
      ? null
      : new Uint8Array(answer.rawPayload);
    return new Response(body, { status: answer.statusCode, headers: responseHeaders });
  };
}
