import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SearchService } from '../../search/search-service.ts';
import { SUGGESTION_LIMIT } from '../../search/suggester.ts';

/** Longest search term or query, after trimming. */
export const MAX_SEARCH_TEXT = 100;

/** What was typed into a search box: 1 to 100 characters once trimmed. */
export function searchTextSchema(messages: { required: string; tooLong: string }) {
  return z
    .string({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .max(MAX_SEARCH_TEXT, messages.tooLong);
}

/** SPEC §7: `POST /rmscbff/aws/suggest` with JSON `{term}`. */
export const SuggestRequestSchema = z.object({
  term: searchTextSchema({
    required: 'Enter a search term',
    tooLong: `Search term must be ${MAX_SEARCH_TEXT} characters or fewer`,
  }),
});

/** SPEC §3/§7: a list of strings, at most 3 (SPEC §9). */
export const SuggestResponseBodySchema = z.array(z.string()).max(SUGGESTION_LIMIT);

/** Suggestions change only with a release, but keep the cache short so a new build shows soon. */
const SUGGEST_CACHE = 'public, max-age=60';

/** POST /rmscbff/aws/suggest: search suggestions for the header's search box, from memory. */
export const suggestRoute: FastifyPluginAsyncZod<{ search: SearchService }> = async (
  app,
  { search },
) => {
  app.post(
    '/aws/suggest',
    { schema: { body: SuggestRequestSchema, response: { 200: SuggestResponseBodySchema } } },
    async (request, reply) => {
      const { term } = request.body;
      reply.header('cache-control', SUGGEST_CACHE);
      return search.suggest(term);
    },
  );
};
