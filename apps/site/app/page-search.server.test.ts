import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SearchResponse } from '@lender/validation';
import { fetchSearchPage, normaliseQuery, pageNumber } from './page-search.server.ts';

const PAGE: SearchResponse = {
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
    // Control characters and lone surrogates part words; alone, they are an empty search.
    ['\u0000', ''],
    ['va\u0000loans\u001b', 'va loans'],
    ['\ud800rates', 'rates'],
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

describe('fetchSearchPage', () => {
  afterEach(() => vi.restoreAllMocks());

  /** A site server whose API answers every call with `respond`, recording what was asked. */
  function server(respond: () => Response | Promise<Response>) {
    const urls: string[] = [];
    const fetchApi = (async (input: RequestInfo | URL) => {
      urls.push(String(input instanceof Request ? input.url : input));
      return respond();
    }) as typeof fetch;
    return { fetchApi, siteOrigin: 'https://www.lender.example', urls };
  }

  it('asks the API on the site origin and returns its answer', async () => {
    const api = server(() => Response.json(PAGE));
    expect(await fetchSearchPage(api, 'rates & <fees>', 2)).toEqual(PAGE);
    expect(api.urls).toEqual([
      'https://www.lender.example/rmscbff/search?q=rates+%26+%3Cfees%3E&page=2',
    ]);
  });

  it('is undefined when the API fails or answers another shape', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(
      await fetchSearchPage(
        server(() => new Response(null, { status: 500 })),
        'x',
        1,
      ),
    ).toBe(undefined);
    expect(
      await fetchSearchPage(
        server(() => Response.json({ results: '<script>' })),
        'x',
        1,
      ),
    ).toBeUndefined();
    expect(
      await fetchSearchPage(
        server(() => Promise.reject(new TypeError('fetch failed'))),
        'x',
        1,
      ),
    ).toBeUndefined();
  });

  it.each(['//phish.example/login', '/\\phish.example/login', 'javascript:alert(1)'])(
    'is undefined when a result links to %j, off the site',
    async (path) => {
      const answer = { ...PAGE, results: [{ ...PAGE.results[0], path }] };
      expect(
        await fetchSearchPage(
          server(() => Response.json(answer)),
          'x',
          1,
        ),
      ).toBeUndefined();
    },
  );
});
