import './search.css';
import { Fragment } from 'react';
import { data, Link } from 'react-router';
import type { Route } from './+types/search';
import { brand } from '../brand.ts';
import { searchHref } from '../components/SiteSearchBox.tsx';
import { pageMeta } from '../meta.ts';
import type { SearchResponse, TextSegment } from '@lender/validation';
import { fetchSearchPage, normaliseQuery, pageNumber } from '../page-search.server.ts';
import { siteServer } from '../server-context.ts';

/** What the page shows: the empty form, results (or none), or the error when search failed. */
type SearchState =
  | { query: ''; status: 'empty' }
  | { query: string; status: 'done'; result: SearchResponse }
  | { query: string; status: 'failed' };

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const query = normaliseQuery(params.get('q'));
  if (query === '') return { query: '', status: 'empty' } as SearchState;
  const result = await fetchSearchPage(siteServer(context), query, pageNumber(params.get('page')));
  if (!result) return data({ query, status: 'failed' } as SearchState, { status: 503 });
  return { query, status: 'done', result } as SearchState;
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

/** Text with the matched words in `<mark>`; React escapes every piece, so no markup gets in. */
function Highlighted({ segments }: { segments: TextSegment[] }) {
  return segments.map((segment, index) =>
    segment.highlight ? (
      <mark key={index}>{segment.text}</mark>
    ) : (
      <Fragment key={index}>{segment.text}</Fragment>
    ),
  );
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

function Results({ query, result }: { query: string; result: SearchResponse }) {
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
                  <Highlighted segments={item.title} />
                </Link>
              </h2>
              <p className="search-result__kind">{KIND_LABELS[item.kind]}</p>
              <p className="search-result__snippet">
                <Highlighted segments={item.snippet} />
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
