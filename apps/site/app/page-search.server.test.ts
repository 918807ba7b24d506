import { once } from 'node:events';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  fetchSearchPage,
  isSearchPage,
  normaliseQuery,
  pageNumber,
  type SearchPage,
} from './page-search.server.ts';

const PAGE: SearchPage = {
  query: 'rates',
  page: 1,
  pageSize: 10,
  total: 1,
  results: [
    {
      path: '/learn/rates',
      kind: 'article',
      title: [{ text: 'Rates', highlight: true }],
      snippet: [{ text: 'About rates', highlight: false }],
    },
  ],
  suggestions: [],
};

describe('normaliseQuery', () => {
  it.each([
    [null, ''],
    ['   ', ''],
    ['  cash   out\n refi ', 'cash out refi'],
    ['x'.repeat(150), 'x'.repeat(100)],
    ['<script>alert(1)</script>', '<script>alert(1)</script>'],
  ])('%j → %j', (raw, query) => {
    expect(normaliseQuery(raw)).toBe(query);
  });
});

describe('pageNumber', () => {
  it.each([
    [null, 1],
    ['2', 2],
    ['100', 100],
    ['0', 1],
    ['101', 1],
    ['-1', 1],
    ['1.5', 1],
    ['two', 1],
  ])('%j → %i', (raw, page) => {
    expect(pageNumber(raw)).toBe(page);
  });
});

describe('isSearchPage', () => {
  it('accepts the API answer and refuses anything else', () => {
    expect(isSearchPage(PAGE)).toBe(true);
    expect(isSearchPage({ ...PAGE, total: '1' })).toBe(false);
    expect(
      isSearchPage({ ...PAGE, results: [{ ...PAGE.results[0], path: 'javascript:alert(1)' }] }),
    ).toBe(false);
    expect(isSearchPage({ ...PAGE, results: [{ ...PAGE.results[0], title: '<b>x</b>' }] })).toBe(
      false,
    );
    expect(isSearchPage(null)).toBe(false);
  });
});

describe('fetchSearchPage', () => {
  const closers: (() => Promise<void>)[] = [];
  afterEach(async () => {
    await Promise.all(closers.splice(0).map((close) => close()));
    vi.restoreAllMocks();
  });

  async function serve(respond: (response: ServerResponse) => void) {
    const urls: string[] = [];
    const server = createServer((request, response) => {
      urls.push(request.url ?? '');
      respond(response);
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    closers.push(async () => {
      server.close();
      await once(server, 'close');
    });
    return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, urls };
  }

  it('asks the API on the page origin and returns its answer', async () => {
    const server = await serve((response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(PAGE));
    });
    const request = new Request(`${server.origin}/search?q=rates`);
    expect(await fetchSearchPage(request, 'rates & <fees>', 2)).toEqual(PAGE);
    expect(server.urls).toEqual(['/rmscbff/search?q=rates+%26+%3Cfees%3E&page=2']);
  });

  it('is undefined when the API fails or answers another shape', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing = await serve((response) => {
      response.writeHead(500);
      response.end();
    });
    expect(await fetchSearchPage(new Request(`${failing.origin}/search`), 'x', 1)).toBeUndefined();
    const odd = await serve((response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{"results":"<script>"}');
    });
    expect(await fetchSearchPage(new Request(`${odd.origin}/search`), 'x', 1)).toBeUndefined();
    expect(await fetchSearchPage(new Request('http://127.0.0.1:9/search'), 'x', 1)).toBeUndefined();
  });
});
