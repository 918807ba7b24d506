import { Link } from 'react-router';
import type { Route } from './+types/search';
import { brand } from '../brand.ts';
import { MAX_QUERY_LENGTH, searchPages } from '../page-search.ts';
import { searchablePages } from '../site-map.ts';

export function loader({ request }: Route.LoaderArgs) {
  const query = (new URL(request.url).searchParams.get('q') ?? '').slice(0, MAX_QUERY_LENGTH);
  const results = searchPages(searchablePages(), query).map(({ path, title, description }) => ({
    path,
    title,
    description,
  }));
  return { query, results };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const query = loaderData?.query ?? '';
  return [
    { title: `${query ? `Search results for ‘${query}’` : 'Search'} | ${brand.lenderName}` },
    { name: 'description', content: 'Search the site for calculators, articles and pages.' },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const { query, results } = loaderData;
  return (
    <div className="page">
      <h1>Search</h1>
      <form action="/search" method="get" role="search" aria-label="Search results">
        <label htmlFor="search-page-q">Search the site</label>
        <input id="search-page-q" name="q" type="search" defaultValue={query} />
        <button type="submit">Search</button>
      </form>
      {query && (
        <p role="status">
          {results.length === 1 ? '1 result' : `${results.length} results`} for ‘{query}’
        </p>
      )}
      {results.length > 0 ? (
        <ol className="search-results">
          {results.map((result) => (
            <li key={result.path}>
              <h2>
                <Link to={result.path}>{result.title}</Link>
              </h2>
              <p>{result.description}</p>
            </li>
          ))}
        </ol>
      ) : (
        query && (
          <div>
            <h2>There are no matching results</h2>
            <p>Improve your search results by:</p>
            <ul>
              <li>using fewer words</li>
              <li>checking your spelling</li>
              <li>searching for something less specific</li>
            </ul>
          </div>
        )
      )}
    </div>
  );
}
