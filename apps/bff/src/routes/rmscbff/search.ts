import { SearchQuerySchema, SearchResponseSchema } from '@lender/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SearchService } from '../../search/search-service.ts';

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
