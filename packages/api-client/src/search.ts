import type { KyInstance } from 'ky';
import { z } from 'zod';
import { requestJson } from './result.ts';

/** The site search results call: `GET {base}/rmscbff/search?q=&page=`. */
export const SEARCH_PATH = '/rmscbff/search';

/** A run of text, to be shown highlighted (`<mark>`) when it matched the query. Never HTML. */
export const TextSegmentSchema = z.object({ text: z.string(), highlight: z.boolean() });

/** One page of site search results, and "did you mean" searches when there are none. */
export const SearchResponseSchema = z.object({
  query: z.string(),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  results: z.array(
    z.object({
      path: z.string().startsWith('/'),
      kind: z.enum(['article', 'calculator', 'page']),
      title: z.array(TextSegmentSchema),
      snippet: z.array(TextSegmentSchema),
    }),
  ),
  suggestions: z.array(z.string()),
});
export type SearchResponse = z.infer<typeof SearchResponseSchema>;

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
