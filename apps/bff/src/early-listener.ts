// The port is taken before the server's own code loads: loading it (about 800 modules, the site's
// server build) takes one to three seconds on a small machine, and a process manager or load
// balancer probing /healthz in that time would see a refused connection. This listener answers
// from the first moment, `/healthz` 200 and everything else 503 with Retry-After, and the app
// takes its socket over when it listens (no moment without a listener, no connection refused).
// It loads nothing but node:http, so it listens a few tens of milliseconds into the process.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { loadConfig, type Config } from './config.ts';
import { STARTING_MESSAGE, STARTING_RETRY_AFTER_SECONDS } from './plugins/readiness.ts';

/** A listening socket the app takes over (EarlyListener.listenOptions). */
export interface EarlyListener {
  /** The port it listens on (the one asked for, or the one given for port 0). */
  port: number;
  /** Options for `app.listen`: the app adopts this socket instead of opening another. */
  listenOptions(): { handle: unknown; host: string };
}

const HEADERS = {
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'; base-uri 'none'",
  'referrer-policy': 'no-referrer',
  // No connection outlives the handover: each one is answered once and closed.
  connection: 'close',
};

const STARTING_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="${STARTING_RETRY_AFTER_SECONDS}">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Starting</title></head>
<body><main><h1>The site is starting</h1><p>${STARTING_MESSAGE}</p></main></body></html>
`;

/** What the process answers before its app listens. */
function answer(request: IncomingMessage, response: ServerResponse, driver: string): void {
  const path = (request.url ?? '/').split('?')[0];
  const send = (status: number, type: string, body: string, extra: object = {}) => {
    response.writeHead(status, { ...HEADERS, 'content-type': type, ...extra });
    response.end(request.method === 'HEAD' ? undefined : body);
  };
  const retry = { 'retry-after': String(STARTING_RETRY_AFTER_SECONDS) };
  if (path === '/healthz') return send(200, 'application/json', '{"status":"ok"}');
  if (path === '/readyz') {
    return send(
      503,
      'application/json',
      JSON.stringify({ status: 'starting', database: driver }),
      retry,
    );
  }
  if (/\btext\/html\b/.test(request.headers.accept ?? '')) {
    return send(503, 'text/html; charset=utf-8', STARTING_PAGE, retry);
  }
  send(503, 'application/json', JSON.stringify({ message: STARTING_MESSAGE }), retry);
}

/**
 * Listens on `port` and `host` at once. Resolves undefined where the app must open its own socket:
 * when listening fails (the app's listen then reports why, as it always did).
 */
export async function listenEarly(
  port: number,
  host: string,
  driver: 'pglite' | 'postgres',
): Promise<EarlyListener | undefined> {
  const server: Server = createServer((request, response) => answer(request, response, driver));
  const listening = await new Promise<boolean>((resolve) => {
    server.once('error', () => resolve(false));
    server.listen({ port, host }, () => resolve(true));
  });
  if (!listening) return undefined;
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : port,
    // Node's server.listen(handle) adopts a listening server's handle ("anything with an
    // underlying _handle member"): connections go to the app from then on. This server is not
    // closed, which would close the shared socket; it holds no connection open (see HEADERS).
    listenOptions: () => ({ handle: (server as unknown as { _handle: unknown })._handle, host }),
  };
}

/**
 * The early listener of this process, or undefined where there is none: with several server
 * processes (Node's cluster shares the port through the primary), for HOST=localhost (the app
 * listens on each of its addresses) and with a bad configuration (the app reports it).
 */
export async function listenEarlyAsConfigured(): Promise<EarlyListener | undefined> {
  let config: Config;
  try {
    config = loadConfig();
  } catch {
    return undefined;
  }
  if (config.processes > 1 || config.host === 'localhost') return undefined;
  return listenEarly(config.port, config.host, config.databaseUrl ? 'postgres' : 'pglite');
}
