import type { KyInstance } from 'ky';
import { SearchResponseSchema } from '@lender/validation';
import { requestJson } from './result.ts';

/** The site search results call: `GET {base}/rmscbff/search?q=&page=`. */
export const SEARCH_PATH = '/rmscbff/search';

/** What to search for: `q` of 1 to 100 characters, `page` from 1 (default 1) to 100. */
export interface SearchInput {
  q: string;
  page?: number;
}

/** GET /rmscbff/search: ranked results with highlighted title and passage, 10 to a page. */
export function getSearch(http: KyInstance, { q, page }: SearchInput) {
  const searchParams: Record<string, string> = { q };
  if (page !== undefined) searchParams.page = String(page);
  return requestJson(http, 'get', SEARCH_PATH, { searchParams }, SearchResponseSchema);
}
