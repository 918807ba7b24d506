import {
  MessageResponseSchema,
  ProductRatesQuerySchema,
  ProductRatesResponseSchema,
} from '@lender/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { productRates } from '../../rates/quotes.ts';
import type { RateSheetService } from '../../rates/rate-sheet-service.ts';
import { ratesUnavailable } from './rates-unavailable.ts';

/** GET /rmscbff/rates/products: today's rates of every product, for the ticker and comparison list. */
export const productRatesRoute: FastifyPluginAsyncZod<{ rates: RateSheetService }> = async (
  app,
  { rates },
) => {
  app.get(
    '/rates/products',
    {
      schema: {
        querystring: ProductRatesQuerySchema,
        response: { 200: ProductRatesResponseSchema, 503: MessageResponseSchema },
      },
    },
    async (request, reply) => {
      const sheet = await rates.current();
      if (!sheet) return ratesUnavailable(reply);
      reply.header('cache-control', 'private, max-age=300');
      return productRates(sheet, request.query);
    },
  );
};
