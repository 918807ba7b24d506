import './search.css';
import { data, Link } from 'react-router';
import type { Route } from './+types/search';
import { brand } from '../brand.ts';
import { searchHref } from '../components/SiteSearchBox.tsx';
import { pageMeta } from '../meta.ts';
import type { SearchResponse, SearchResult, TextSegment } from '@lender/validation';
import { fetchSearchPage, normaliseQuery, pageNumber } from '../page-search.server.ts';
import { siteServer } from '../server-context.ts';

/**
 * A title or passage as the page carries it: plain and matched text in turn, plain first (`''`
 * when it starts with a match). The API's `{ text, highlight }` objects doubled the page's
 * hydration data, which the server encodes on every search (docs/benchmarks.md, issue 20).
 */
export type MarkedText = string[];

/** One result as the page shows it. */
export type PageResult = Pick<SearchResult, 'path' | 'kind'> & {
  title: MarkedText;
  snippet: MarkedText;
};

/** One page of results as the page shows it: the API's answer with its text in `MarkedText`. */
export type ResultsPage = Pick<SearchResponse, 'page' | 'pageSize' | 'total' | 'suggestions'> & {
  results: PageResult[];
};

/** What the page shows: the empty form, results (or none), or the error when search failed. */
export type SearchState =
  | { query: ''; status: 'empty' }
  | { query: string; status: 'done'; result: ResultsPage }
  | { query: string; status: 'failed' };

/** Segments as `MarkedText`: runs of the same kind joined, empty runs dropped. */
export function markedText(segments: readonly TextSegment[]): MarkedText {
  const parts: MarkedText = [''];
  for (const { text, highlight } of segments) {
    if (text === '') continue;
    const isMatch = parts.length % 2 === 0; // is the last part a matched one
    if (highlight === isMatch) parts[parts.length - 1] += text;
    else parts.push(text);
  }
  return parts;
}

/** The API's page of results as the page carries it. */
export function resultsPage(response: SearchResponse): ResultsPage {
  return {
    page: response.page,
    pageSize: response.pageSize,
    total: response.total,
    suggestions: response.suggestions,
    results: response.results.map(({ path, kind, title, snippet }) => ({
      path,
      kind,
      title: markedText(title),
      snippet: markedText(snippet),
    })),
  };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const query = normaliseQuery(params.get('q'));
  if (query === '') return { query: '', status: 'empty' } as SearchState;
  const result = await fetchSearchPage(siteServer(context), query, pageNumber(params.get('page')));
  if (!result) return data({ query, status: 'failed' } as SearchState, { status: 503 });
  return { query, status: 'done', result: resultsPage(result) } as SearchState;
}

export function meta({ loaderData }: Route.MetaArgs) {
  const query = loaderData?.query ?? '';
  const title = query ? `Search results for ‘${query}’` : 'Search';
  return [
    { title: `${title} | ${brand.lenderName}` },
    ...pageMeta('/search', { omitTitle: true, noindex: true }),
  ];
}

const KIND_LABELS = { article: 'Article', calculator: 'Calculator', page: 'Page' } as const;

/**
 * Text with the matched words in `<mark>`; React escapes every piece, so no markup gets in. Plain
 * parts are bare strings (no element to key), and `<mark>`s keep them from touching.
 */
function Highlighted({ text }: { text: MarkedText }) {
  return text.map((part, index) => (index % 2 === 1 ? <mark key={index}>{part}</mark> : part));
}

/** The link to one page of the results. */
function pageHref(query: string, page: number): string {
  const params = new URLSearchParams({ q: query });
  if (page > 1) params.set('page', String(page));
  return `/search?${params}`;
}

/** Previous, numbered and next links when there is more than one page. */
function Pagination({
  query,
  page,
  pageCount,
}: {
  query: string;
  page: number;
  pageCount: number;
}) {
  if (pageCount <= 1) return null;
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1);
  return (
    <nav className="search-pagination" aria-label="Results pages">
      <ul>
        {page > 1 && (
          <li>
            <Link to={pageHref(query, page - 1)} rel="prev">
              Previous<span className="lui-visually-hidden"> page</span>
            </Link>
          </li>
        )}
        {pages.map((number) => (
          <li key={number}>
            {number === page ? (
              <span aria-current="page">
                <span className="lui-visually-hidden">Page </span>
                {number}
              </span>
            ) : (
              <Link to={pageHref(query, number)}>
                <span className="lui-visually-hidden">Page </span>
                {number}
              </Link>
            )}
          </li>
        ))}
        {page < pageCount && (
          <li>
            <Link to={pageHref(query, page + 1)} rel="next">
              Next<span className="lui-visually-hidden"> page</span>
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}

function Results({ query, result }: { query: string; result: ResultsPage }) {
  const pageCount = Math.ceil(result.total / result.pageSize);
  const first = (result.page - 1) * result.pageSize + 1;
  const last = first + result.results.length - 1;
  return (
    <>
      <p role="status" className="search-count">
        {result.total === 1 ? '1 result' : `${result.total} results`} for ‘
        {/* What the visitor typed: masked in session replays (packages/analytics). */}
        <span data-private>{query}</span>’
        {pageCount > 1 && result.results.length > 0 && (
          <>
            {' '}
            (showing {first} to {last})
          </>
        )}
      </p>
      {result.results.length === 0 ? (
        <p>
          There are no results on this page.{' '}
          <Link to={pageHref(query, 1)}>Go to the first page</Link>.
        </p>
      ) : (
        <ol className="search-results" start={first}>
          {result.results.map((item) => (
            <li key={item.path} className="search-result">
              <h2 className="search-result__title">
                <Link to={item.path}>
                  <Highlighted text={item.title} />
                </Link>
              </h2>
              <p className="search-result__kind">{KIND_LABELS[item.kind]}</p>
              <p className="search-result__snippet">
                <Highlighted text={item.snippet} />
              </p>
            </li>
          ))}
        </ol>
      )}
      <Pagination query={query} page={result.page} pageCount={pageCount} />
    </>
  );
}

function NoResults({ query, suggestions }: { query: string; suggestions: string[] }) {
  return (
    <>
      <p role="status" className="search-count">
        0 results for ‘<span data-private>{query}</span>’
      </p>
      <h2>There are no matching results</h2>
      {suggestions.length > 0 && (
        <>
          <p>Did you mean:</p>
          <ul className="search-suggestions">
            {suggestions.map((suggestion) => (
              <li key={suggestion}>
                <Link to={searchHref(suggestion)}>{suggestion}</Link>
              </li>
            ))}
          </ul>
        </>
      )}
      <p>Improve your search results by:</p>
      <ul>
        <li>using fewer words</li>
        <li>checking your spelling</li>
        <li>searching for something less specific</li>
      </ul>
    </>
  );
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const state = loaderData;
  return (
    <div className="page search-page">
      <h1>Search</h1>
      <form
        action="/search"
        method="get"
        role="search"
        aria-label="Search results"
        className="search-page__form"
      >
        <label htmlFor="search-page-q" className="lui-label">
          Search the site
        </label>
        <div className="search-page__controls">
          <input
            id="search-page-q"
            name="q"
            type="search"
            maxLength={100}
            defaultValue={state.query}
            key={state.query}
          />
          <button type="submit">Search</button>
        </div>
      </form>
      {state.status === 'failed' && (
        <div className="search-error" role="alert">
          <h2>Sorry, search is not working right now</h2>
          <p>Try again in a few minutes.</p>
        </div>
      )}
      {state.status === 'done' &&
        (state.result.total === 0 ? (
          <NoResults query={state.query} suggestions={state.result.suggestions} />
        ) : (
          <Results query={state.query} result={state.result} />
        ))}
    </div>
  );
}
