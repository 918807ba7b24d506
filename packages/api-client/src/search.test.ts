import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './api-client.ts';
import type { SearchResponse } from '@lender/validation';
import { SEARCH_PATH } from './search.ts';

const answer: SearchResponse = {
  query: 'rates & fees',
  page: 2,
  pageSize: 10,
  total: 11,
  results: [
    {
      path: '/learn/rates',
      kind: 'article',
      title: [{ text: 'Rates', highlight: true }],
      snippet: [{ text: 'About ', highlight: false }],
    },
  ],
  suggestions: [],
};

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
  vi.restoreAllMocks();
});

async function serve(status: number, body: string) {
  const seen: string[] = [];
  const server = createServer((request, response) => {
    seen.push(`${request.method} ${request.url}`);
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(body);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  close = async () => {
    server.closeAllConnections();
    server.close();
    await once(server, 'close');
  };
  const { port } = server.address() as AddressInfo;
  return { client: createApiClient({ baseUrl: `http://127.0.0.1:${port}` }), seen };
}

describe('search', () => {
  it('sends q and page and returns the checked answer', async () => {
    const { client, seen } = await serve(200, JSON.stringify(answer));
    await expect(client.search({ q: 'rates & fees', page: 2 })).resolves.toEqual({
      ok: true,
      data: answer,
    });
    expect(seen).toEqual([`GET ${SEARCH_PATH}?q=rates+%26+fees&page=2`]);
  });

  it('gives the field errors of a 400', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const body = {
      message: 'There is a problem',
      errors: [{ field: 'q', message: 'Enter what you are looking for' }],
    };
    const { client } = await serve(400, JSON.stringify(body));
    await expect(client.search({ q: '' })).resolves.toEqual({
      ok: false,
      kind: 'invalid',
      errors: body.errors,
    });
  });

  it('fails on an answer with HTML where text segments belong', async () => {
    const { client } = await serve(
      200,
      JSON.stringify({ ...answer, results: [{ ...answer.results[0], title: '<b>Rates</b>' }] }),
    );
    await expect(client.search({ q: 'rates' })).resolves.toEqual({ ok: false, kind: 'failed' });
  });

  it.each(['//phish.example/login', '/\\phish.example', 'https://phish.example/'])(
    'fails on a result whose link %j could lead off the site',
    async (path) => {
      const { client } = await serve(
        200,
        JSON.stringify({ ...answer, results: [{ ...answer.results[0], path }] }),
      );
      await expect(client.search({ q: 'rates' })).resolves.toEqual({ ok: false, kind: 'failed' });
    },
  );
});
