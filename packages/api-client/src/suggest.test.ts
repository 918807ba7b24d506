import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { createApiClient } from './api-client.ts';
import { SUGGEST_PATH } from './suggest.ts';

interface SeenRequest {
  method: string | undefined;
  url: string | undefined;
  headers: IncomingMessage['headers'];
  body: string;
}

/** A real HTTP server on a free loopback port that answers every request with `respond`. */
async function startServer(respond: (response: ServerResponse) => void) {
  const seen: SeenRequest[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      seen.push({ method: request.method, url: request.url, headers: request.headers, body });
      respond(response);
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    seen,
    close: async () => {
      // Drop requests the server never answered, so close() does not wait for them.
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}

function reply(status: number, body: string, contentType = 'application/json') {
  return (response: ServerResponse) => {
    response.writeHead(status, { 'content-type': contentType });
    response.end(body);
  };
}

let consoleError: MockInstance<typeof console.error>;
let close: (() => Promise<void>) | undefined;

beforeEach(() => {
  // Spy only to observe SPEC §8 logging; the call still goes over the network for real.
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(async () => {
  await close?.();
  close = undefined;
  consoleError.mockRestore();
});

async function serve(respond: (response: ServerResponse) => void) {
  const server = await startServer(respond);
  close = server.close;
  return server;
}

describe('suggest', () => {
  it('posts the term as JSON to {base}/rmscbff/aws/suggest', async () => {
    const server = await serve(reply(200, '["refinance"]'));

    await createApiClient({ baseUrl: server.origin }).suggest('refi');

    expect(server.seen).toHaveLength(1);
    const [request] = server.seen;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe(SUGGEST_PATH);
    expect(request?.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(request?.body ?? '')).toEqual({ term: 'refi' });
  });

  it.each(['/api', '/api/'])('keeps the path of a base address ending %j', async (basePath) => {
    const server = await serve(reply(200, '[]'));

    await createApiClient({ baseUrl: `${server.origin}${basePath}` }).suggest('refi');

    expect(server.seen[0]?.url).toBe(`/api${SUGGEST_PATH}`);
  });

  it.each([
    {
      name: 'a list of strings',
      status: 200,
      body: '["refinance","refinance rates"]',
      expected: ['refinance', 'refinance rates'],
    },
    { name: 'an empty list', status: 200, body: '[]', expected: [] },
    { name: 'malformed JSON', status: 200, body: '["refinance"', expected: [] },
    { name: 'an empty body', status: 200, body: '', expected: [] },
    {
      name: 'a list containing non-strings',
      status: 200,
      body: '["refinance",1,null]',
      expected: [],
    },
    {
      name: 'an object, not a list',
      status: 200,
      body: '{"suggestions":["refinance"]}',
      expected: [],
    },
  ])(
    'resolves to $expected when the API answers $status with $name, and logs nothing',
    async ({ status, body, expected }) => {
      const server = await serve(reply(status, body));

      await expect(createApiClient({ baseUrl: server.origin }).suggest('refi')).resolves.toEqual(
        expected,
      );

      expect(consoleError).not.toHaveBeenCalled();
    },
  );

  it.each([400, 404, 429, 500, 503])(
    'resolves to an empty list on status %i, logs the status, and does not retry',
    async (status) => {
      const server = await serve(reply(status, '["refinance"]'));

      await expect(createApiClient({ baseUrl: server.origin }).suggest('refi')).resolves.toEqual(
        [],
      );

      expect(consoleError).toHaveBeenCalledOnce();
      expect(consoleError.mock.calls[0]?.[0]).toContain(String(status));
      expect(server.seen).toHaveLength(1);
    },
  );

  it('resolves to an empty list, silently, when nothing listens on the port', async () => {
    const server = await startServer(reply(200, '["refinance"]'));
    await server.close();

    await expect(createApiClient({ baseUrl: server.origin }).suggest('refi')).resolves.toEqual([]);

    expect(consoleError).not.toHaveBeenCalled();
  });

  it('resolves to an empty list, silently, when the API does not answer in time', async () => {
    const server = await serve(() => {
      // Never answer.
    });

    const started = performance.now();
    await expect(
      createApiClient({ baseUrl: server.origin, timeoutMs: 100 }).suggest('refi'),
    ).resolves.toEqual([]);

    expect(performance.now() - started).toBeLessThan(2_000);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('resolves to an empty list, silently, when the caller cancels the request', async () => {
    const server = await serve(() => {
      // Never answer.
    });
    const controller = new AbortController();

    const pending = createApiClient({ baseUrl: server.origin }).suggest('refi', {
      signal: controller.signal,
    });
    await expect.poll(() => server.seen.length).toBe(1);
    controller.abort();

    await expect(pending).resolves.toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('sends the request through the fetch it is given', async () => {
    const server = await serve(reply(200, '["refinance"]'));
    const tagged: typeof fetch = (input, init) => {
      const request = new Request(input, init);
      request.headers.set('x-test-fetch', 'used');
      return fetch(request);
    };

    await expect(
      createApiClient({ baseUrl: server.origin, fetch: tagged }).suggest('refi'),
    ).resolves.toEqual(['refinance']);

    expect(server.seen[0]?.headers['x-test-fetch']).toBe('used');
  });
});
