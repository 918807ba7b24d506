import {
  ListingsQuerySchema,
  ListingsResponseSchema,
  MessageResponseSchema,
} from '@lender/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../not-found.ts';
import type { ListingsService } from '../../place-data/listings-service.ts';

/** GET /rmscbff/rocket-homes/listings: homes for sale in a ZIP code or city within a price range. */
export const listingsRoute: FastifyPluginAsyncZod<{ listings: ListingsService }> = async (
  app,
  { listings },
) => {
  const schema = {
    querystring: ListingsQuerySchema,
    response: { 200: ListingsResponseSchema, 404: MessageResponseSchema },
  };
  app.get('/rocket-homes/listings', { schema }, async (request, reply) => {
    const answer = await listings.listings(request.query);
    if (!answer) return notFound(reply, 'We do not know that city or ZIP code');
    reply.header('cache-control', 'public, max-age=900');
    return answer;
  });
};
