// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { SearchResponse } from '@lender/validation';
import Search, { markedText, resultsPage } from './search.tsx';

afterEach(cleanup);

const HOSTILE = '<script>alert(1)</script>';

function result(index: number): SearchResponse['results'][number] {
  return {
    path: `/learn/article-${index}`,
    kind: 'article',
    title: [
      { text: 'Mortgage ', highlight: false },
      { text: 'rates', highlight: true },
      { text: ` ${index}`, highlight: false },
    ],
    snippet: [
      { text: '<img src=x onerror=alert(1)> compare ', highlight: false },
      { text: 'rates', highlight: true },
    ],
  };
}

async function renderSearch(loaderData: unknown) {
  const Stub = createRoutesStub([
    // The component reads loaderData only, so the stub gives it the loader's answer directly.
    { path: '/search', Component: Search as never, loader: () => loaderData },
  ]);
  const { container } = render(<Stub initialEntries={['/search']} />);
  await screen.findByRole('heading', { level: 1, name: 'Search' });
  return container;
}

describe('markedText', () => {
  it('gives plain and matched text in turn, plain first', () => {
    expect(
      markedText([
        { text: 'Mortgage ', highlight: false },
        { text: 'rates', highlight: true },
        { text: ' today', highlight: false },
      ]),
    ).toEqual(['Mortgage ', 'rates', ' today']);
  });

  it('starts with an empty plain part when the text starts with a match', () => {
    expect(markedText([{ text: 'FHA', highlight: true }])).toEqual(['', 'FHA']);
    expect(markedText([])).toEqual(['']);
  });

  it('joins runs of the same kind and drops empty ones', () => {
    expect(
      markedText([
        { text: 'FHA', highlight: true },
        { text: '', highlight: false },
        { text: ' loans', highlight: true },
        { text: ' and ', highlight: false },
        { text: 'VA', highlight: false },
      ]),
    ).toEqual(['', 'FHA loans', ' and VA']);
  });
});

describe('/search', () => {
  it('renders results with the matches in <mark>, a count and the kind of page', async () => {
    const page: SearchResponse = {
      query: 'rates',
      page: 1,
      pageSize: 10,
      total: 2,
      results: [result(1), result(2)],
      suggestions: [],
    };
    const container = await renderSearch({
      query: 'rates',
      status: 'done',
      result: resultsPage(page),
    });
    expect(screen.getByRole('status').textContent).toBe('2 results for ‘rates’');
    const link = screen.getByRole('link', { name: 'Mortgage rates 1' });
    expect(link.getAttribute('href')).toBe('/learn/article-1');
    expect(link.innerHTML).toBe('Mortgage <mark>rates</mark> 1');
    expect([...container.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual([
      'rates',
      'rates',
      'rates',
      'rates',
    ]);
    // Text that looks like markup stays text.
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getAllByText(/<img src=x onerror=alert\(1\)> compare/)).toHaveLength(2);
    expect(screen.queryByRole('navigation', { name: 'Results pages' })).toBeNull();
  });

  it('pages results ten at a time', async () => {
    const page: SearchResponse = {
      query: 'rates',
      page: 2,
      pageSize: 10,
      total: 23,
      results: [result(11), result(12)],
      suggestions: [],
    };
    await renderSearch({ query: 'rates', status: 'done', result: resultsPage(page) });
    expect(screen.getByRole('status').textContent).toBe(
      '23 results for ‘rates’ (showing 11 to 12)',
    );
    const nav = screen.getByRole('navigation', { name: 'Results pages' });
    const links = [...nav.querySelectorAll('a')].map((a) => [
      a.textContent,
      a.getAttribute('href'),
    ]);
    expect(links).toEqual([
      ['Previous page', '/search?q=rates'],
      ['Page 1', '/search?q=rates'],
      ['Page 3', '/search?q=rates&page=3'],
      ['Next page', '/search?q=rates&page=3'],
    ]);
    expect(nav.querySelector('[aria-current="page"]')?.textContent).toBe('Page 2');
  });

  it('shows the query as text, and suggestions, when nothing matches', async () => {
    const page: SearchResponse = {
      query: HOSTILE,
      page: 1,
      pageSize: 10,
      total: 0,
      results: [],
      suggestions: ['mortgage rates', 'refinance'],
    };
    const container = await renderSearch({
      query: HOSTILE,
      status: 'done',
      result: resultsPage(page),
    });
    expect(container.querySelector('script')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe(`0 results for ‘${HOSTILE}’`);
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe(HOSTILE);
    expect(screen.getByRole('heading', { name: 'There are no matching results' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'mortgage rates' }).getAttribute('href')).toBe(
      '/search?q=mortgage+rates',
    );
  });

  it('says search is not working when the API failed', async () => {
    await renderSearch({ query: 'rates', status: 'failed' });
    expect(screen.getByRole('alert').textContent).toContain(
      'Sorry, search is not working right now',
    );
  });

  it('shows only the form for an empty query', async () => {
    await renderSearch({ query: '', status: 'empty' });
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('search', { name: 'Search results' })).toBeTruthy();
  });
});
