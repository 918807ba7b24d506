import { z } from 'zod';
import { SitePathSchema } from './site-path.ts';
import { SEARCH_TEXT_MAX_LENGTH, searchTextSchema } from './suggest.ts';

/** Deepest results page anyone pages to; further ones are refused rather than scanned. */
export const SEARCH_PAGE_MAX = 100;

const pageMessage = `Page must be a whole number from 1 to ${SEARCH_PAGE_MAX}`;

/** `GET /rmscbff/search?q=&page=`: the query (1 to 100 characters) and the page, from 1. */
export const SearchQuerySchema = z.object({
  q: searchTextSchema({
    required: 'Enter what you are looking for',
    tooLong: `Search text must be ${SEARCH_TEXT_MAX_LENGTH} characters or fewer`,
  }),
  page: z
    .string({ error: pageMessage })
    .regex(/^\d{1,3}$/, pageMessage)
    .transform(Number)
    .refine((page) => page >= 1 && page <= SEARCH_PAGE_MAX, pageMessage)
    .optional()
    .default(1),
});

/** What a search result is: the site's three kinds of page. */
export const SEARCH_RESULT_KINDS = ['article', 'calculator', 'page'] as const;

/** A run of text, to be shown highlighted (`<mark>`) when it matched the query. Never HTML. */
export const TextSegmentSchema = z.object({ text: z.string(), highlight: z.boolean() });
export type TextSegment = z.infer<typeof TextSegmentSchema>;

/** One search result: a page of this site (its path can lead nowhere else), title and passage. */
export const SearchResultSchema = z.object({
  path: SitePathSchema,
  kind: z.enum(SEARCH_RESULT_KINDS),
  title: z.array(TextSegmentSchema),
  snippet: z.array(TextSegmentSchema),
});
export type SearchResult = z.infer<typeof SearchResultSchema>;

/** `GET /rmscbff/search`: one page of results, and "did you mean" searches when none match. */
export const SearchResponseSchema = z.object({
  query: z.string(),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  results: z.array(SearchResultSchema),
  suggestions: z.array(z.string()),
});
export type SearchResponse = z.infer<typeof SearchResponseSchema>;
