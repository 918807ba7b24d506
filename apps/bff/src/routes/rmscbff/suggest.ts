import { SuggestRequestSchema, SuggestResponseSchema } from '@lender/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SearchService } from '../../search/search-service.ts';

/** Suggestions change only with a release, but keep the cache short so a new build shows soon. */
const SUGGEST_CACHE = 'public, max-age=60';

/** POST /rmscbff/aws/suggest: search suggestions for the header's search box, from memory. */
export const suggestRoute: FastifyPluginAsyncZod<{ search: SearchService }> = async (
  app,
  { search },
) => {
  app.post(
    '/aws/suggest',
    { schema: { body: SuggestRequestSchema, response: { 200: SuggestResponseSchema } } },
    async (request, reply) => {
      const { term } = request.body;
      reply.header('cache-control', SUGGEST_CACHE);
      return search.suggest(term);
    },
  );
};
