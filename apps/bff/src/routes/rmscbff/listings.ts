import { ListingsQuerySchema, ListingsResponseSchema } from '@lender/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NotFoundSchema } from '../not-found-schema.ts';
import type { ListingsService } from '../../place-data/listings-service.ts';

/** GET /rmscbff/rocket-homes/listings: homes for sale in a ZIP code or city within a price range. */
export const listingsRoute: FastifyPluginAsyncZod<{ listings: ListingsService }> = async (
  app,
  { listings },
) => {
  app.get(
    '/rocket-homes/listings',
    {
      schema: {
        querystring: ListingsQuerySchema,
        response: { 200: ListingsResponseSchema, 404: NotFoundSchema },
      },
    },
    async (request, reply) => {
      const answer = await listings.listings(request.query);
      if (!answer) {
        reply.header('cache-control', 'public, max-age=300');
        return reply.code(404).send({ message: 'We do not know that city or ZIP code' });
      }
      reply.header('cache-control', 'public, max-age=900');
      return answer;
    },
  );
};
