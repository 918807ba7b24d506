import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SearchResponseSchema } from '@lender/validation';
import type { SearchService } from '../../search/search-service.ts';
import { MAX_SEARCH_TEXT, searchTextSchema } from './suggest.ts';

/** Deepest page anyone pages to; further ones are refused rather than scanned. */
export const MAX_SEARCH_PAGE = 100;

const pageMessage = `Page must be a whole number from 1 to ${MAX_SEARCH_PAGE}`;

/** `GET /rmscbff/search?q=&page=`. */
export const SearchQuerySchema = z.object({
  q: searchTextSchema({
    required: 'Enter what you are looking for',
    tooLong: `Search text must be ${MAX_SEARCH_TEXT} characters or fewer`,
  }),
  page: z
    .string({ error: pageMessage })
    .regex(/^\d{1,3}$/, pageMessage)
    .transform(Number)
    .refine((page) => page >= 1 && page <= MAX_SEARCH_PAGE, pageMessage)
    .optional()
    .default(1),
});

/** The index changes only with a release. */
const SEARCH_CACHE = 'public, max-age=300';

/** GET /rmscbff/search: ranked, highlighted results for /search, and "did you mean" when none. */
export const searchRoute: FastifyPluginAsyncZod<{ search: SearchService }> = async (
  app,
  { search },
) => {
  app.get(
    '/search',
    { schema: { querystring: SearchQuerySchema, response: { 200: SearchResponseSchema } } },
    async (request, reply) => {
      const { q, page } = request.query;
      reply.header('cache-control', SEARCH_CACHE);
      return search.search(q.replace(/\s+/g, ' '), page);
    },
  );
};
