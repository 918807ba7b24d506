// The /search page's call to the API's search (apps/bff GET /rmscbff/search). The loader runs in
// the same process as the API but calls it over HTTP on the page's own origin, like any client.

/** Longest query searched; longer input is cut, never an error (the API refuses over 100). */
export const MAX_QUERY_LENGTH = 100;
/** Deepest results page the API answers. */
export const MAX_RESULTS_PAGE = 100;
/** The API's search path. */
export const SEARCH_PATH = '/rmscbff/search';
/** How long the page waits for results before showing the error. */
const SEARCH_TIMEOUT_MS = 5_000;

/** A run of text, highlighted when it matched the query. */
export interface TextSegment {
  text: string;
  highlight: boolean;
}

/** One result as the API gives it. */
export interface SearchResult {
  path: string;
  kind: 'article' | 'calculator' | 'page';
  title: TextSegment[];
  snippet: TextSegment[];
}

/** One page of results as the API gives it. */
export interface SearchPage {
  query: string;
  page: number;
  pageSize: number;
  total: number;
  results: SearchResult[];
  suggestions: string[];
}

/** What was typed, as searched: spaces collapsed, at most 100 characters. */
export function normaliseQuery(raw: string | null): string {
  return (raw ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH).trim();
}

/** The page number asked for; anything that is not a whole number from 1 to 100 is page 1. */
export function pageNumber(raw: string | null): number {
  const page = /^\d{1,3}$/.test(raw ?? '') ? Number(raw) : 1;
  return page >= 1 && page <= MAX_RESULTS_PAGE ? page : 1;
}

function isSegments(value: unknown): value is TextSegment[] {
  return (
    Array.isArray(value) &&
    value.every(
      (segment: unknown) =>
        typeof segment === 'object' &&
        segment !== null &&
        typeof (segment as TextSegment).text === 'string' &&
        typeof (segment as TextSegment).highlight === 'boolean',
    )
  );
}

/** Whether an answer has the shape the page renders (the API's response schema). */
export function isSearchPage(value: unknown): value is SearchPage {
  if (typeof value !== 'object' || value === null) return false;
  const page = value as SearchPage;
  return (
    typeof page.query === 'string' &&
    Number.isInteger(page.page) &&
    Number.isInteger(page.pageSize) &&
    Number.isInteger(page.total) &&
    Array.isArray(page.suggestions) &&
    page.suggestions.every((suggestion) => typeof suggestion === 'string') &&
    Array.isArray(page.results) &&
    page.results.every(
      (result) =>
        typeof result === 'object' &&
        result !== null &&
        typeof result.path === 'string' &&
        result.path.startsWith('/') &&
        ['article', 'calculator', 'page'].includes(result.kind) &&
        isSegments(result.title) &&
        isSegments(result.snippet),
    )
  );
}

/** Asks the API for a page of results; `undefined` when it fails or answers something else. */
export async function fetchSearchPage(
  request: Request,
  query: string,
  page: number,
  fetchImpl: typeof fetch = fetch,
): Promise<SearchPage | undefined> {
  const url = new URL(SEARCH_PATH, new URL(request.url).origin);
  url.search = new URLSearchParams({ q: query, page: String(page) }).toString();
  try {
    const response = await fetchImpl(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(SEARCH_TIMEOUT_MS),
      redirect: 'error',
    });
    if (!response.ok) {
      console.error(`GET ${SEARCH_PATH} failed with status ${response.status}`);
      return undefined;
    }
    const body: unknown = await response.json();
    return isSearchPage(body) ? body : undefined;
  } catch {
    return undefined;
  }
}
