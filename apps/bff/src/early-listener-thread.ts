// The early listener's own thread (early-listener.ts): it answers while the server's thread is
// busy loading the server's code, which holds that thread's event loop for seconds at a time.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';
import type { EarlyAddress, EarlyListenerMessage } from './early-listener.ts';
import { STARTING_MESSAGE, STARTING_RETRY_AFTER_SECONDS } from './plugins/readiness.ts';

const HEADERS = {
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'; base-uri 'none'",
  'referrer-policy': 'no-referrer',
  // No connection outlives the listener: each one is answered once and closed.
  connection: 'close',
};

const STARTING_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="${STARTING_RETRY_AFTER_SECONDS}">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Starting</title></head>
<body><main><h1>The site is starting</h1><p>${STARTING_MESSAGE}</p></main></body></html>
`;

const { port, host, driver } = workerData as EarlyAddress;
const parent = parentPort!;
const send = (message: EarlyListenerMessage) => parent.postMessage(message);

/** What the process answers before the app listens. */
function answer(request: IncomingMessage, response: ServerResponse): void {
  const path = (request.url ?? '/').split('?')[0];
  const reply = (status: number, type: string, body: string, extra: object = {}) => {
    response.writeHead(status, { ...HEADERS, 'content-type': type, ...extra });
    response.end(request.method === 'HEAD' ? undefined : body);
  };
  const retry = { 'retry-after': String(STARTING_RETRY_AFTER_SECONDS) };
  if (path === '/healthz') return reply(200, 'application/json', '{"status":"ok"}');
  if (path === '/readyz') {
    const body = JSON.stringify({ status: 'starting', database: driver });
    return reply(503, 'application/json', body, retry);
  }
  if (/\btext\/html\b/.test(request.headers.accept ?? '')) {
    return reply(503, 'text/html; charset=utf-8', STARTING_PAGE, retry);
  }
  reply(503, 'application/json', JSON.stringify({ message: STARTING_MESSAGE }), retry);
}

const server = createServer(answer);
server.once('error', (error: NodeJS.ErrnoException) => send({ failed: error.code ?? 'error' }));
server.listen({ port, host }, () => {
  const bound = server.address();
  send({ listening: typeof bound === 'object' && bound ? bound.port : port });
});
parent.once('message', () => {
  // Stops listening at once (the port is free when close returns); a request already received
  // is still answered, and connections waiting for one are closed.
  server.close();
  server.closeIdleConnections();
  send({ closed: true });
});
