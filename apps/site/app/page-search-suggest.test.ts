import { once } from 'node:events';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SUGGEST_PATH } from '@lender/api-client';
import { fetchSuggestions } from './page-search-suggest.ts';

const servers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((close) => close()));
  vi.restoreAllMocks();
});

/** A real HTTP server on a free loopback port; records each request's method, path and body. */
async function serve(respond: (response: ServerResponse) => void) {
  const seen: { method?: string; url?: string; body: string }[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      seen.push({ method: request.method, url: request.url, body });
      respond(response);
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  servers.push(async () => {
    server.closeAllConnections();
    server.close();
    await once(server, 'close');
  });
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}

const reply = (status: number, body: string) => (response: ServerResponse) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(body);
};

describe('fetchSuggestions', () => {
  it('posts {term} as JSON to the SPEC §7 path and returns the list', async () => {
    const server = await serve(reply(200, '["refinance","refinance rates"]'));
    const list = await fetchSuggestions('refi', new AbortController().signal, server.base);
    expect(list).toEqual(['refinance', 'refinance rates']);
    expect(server.seen).toEqual([{ method: 'POST', url: SUGGEST_PATH, body: '{"term":"refi"}' }]);
  });

  it('shows at most 3 suggestions (SPEC §9)', async () => {
    const server = await serve(reply(200, '["a","b","c","d"]'));
    expect(await fetchSuggestions('abc', new AbortController().signal, server.base)).toEqual([
      'a',
      'b',
      'c',
    ]);
  });

  it.each([
    ['malformed JSON', 200, '["a"'],
    ['an object', 200, '{"suggestions":["a"]}'],
    ['non-strings', 200, '["a",1]'],
  ])('is an empty list, silently, for %s (SPEC §8)', async (_name, status, body) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const server = await serve(reply(status, body));
    expect(await fetchSuggestions('abc', new AbortController().signal, server.base)).toEqual([]);
    expect(error).not.toHaveBeenCalled();
  });

  it.each([400, 500, 503])('is an empty list on status %i, logging the status', async (status) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const server = await serve(reply(status, '["a"]'));
    expect(await fetchSuggestions('abc', new AbortController().signal, server.base)).toEqual([]);
    expect(error).toHaveBeenCalledExactlyOnceWith(
      `POST ${SUGGEST_PATH} failed with status ${status}`,
    );
  });

  it('is an empty list when nothing listens, or when the request is cancelled', async () => {
    expect(
      await fetchSuggestions('abc', new AbortController().signal, 'http://127.0.0.1:9'),
    ).toEqual([]);
    const server = await serve(() => {
      // Never answers.
    });
    const controller = new AbortController();
    const pending = fetchSuggestions('abc', controller.signal, server.base);
    controller.abort();
    expect(await pending).toEqual([]);
  });
});
