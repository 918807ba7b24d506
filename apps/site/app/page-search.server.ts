// The /search page's call to the API's search (apps/bff GET /rmscbff/search), through
// @lender/api-client on the server the page is rendered in (in process, never over the network).
import { createApiClient } from '@lender/api-client';
import {
  controlCharactersAsSpaces,
  SEARCH_PAGE_MAX,
  SEARCH_TEXT_MAX_LENGTH,
  type SearchResponse,
} from '@lender/validation';
import type { SiteServer } from './server-context.ts';

/** Longest query searched; longer input is cut, never an error (the API refuses longer ones). */
export const MAX_QUERY_LENGTH = SEARCH_TEXT_MAX_LENGTH;
/** Deepest results page the API answers. */
export const MAX_RESULTS_PAGE = SEARCH_PAGE_MAX;
/** How long the page waits for results before showing the error. */
const SEARCH_TIMEOUT_MS = 5_000;

/**
 * What was typed, as searched: control characters read as spaces (`?q=%00` is an empty search,
 * not a failed one), spaces collapsed, at most 100 characters.
 */
export function normaliseQuery(raw: string | null): string {
  return controlCharactersAsSpaces(raw ?? '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_QUERY_LENGTH)
    .trim();
}

/** The page number asked for; anything that is not a whole number from 1 to 100 is page 1. */
export function pageNumber(raw: string | null): number {
  const page = /^\d{1,3}$/.test(raw ?? '') ? Number(raw) : 1;
  return page >= 1 && page <= MAX_RESULTS_PAGE ? page : 1;
}

/**
 * Asks the API for a page of results; `undefined` when it fails or answers something other than
 * the schema of @lender/validation (whose result paths can only be paths of this site).
 */
export async function fetchSearchPage(
  server: Pick<SiteServer, 'fetchApi' | 'siteOrigin'>,
  query: string,
  page: number,
): Promise<SearchResponse | undefined> {
  const api = createApiClient({
    baseUrl: server.siteOrigin,
    fetch: server.fetchApi,
    timeoutMs: SEARCH_TIMEOUT_MS,
  });
  const result = await api.search({ q: query, page });
  return result.ok ? result.data : undefined;
}
