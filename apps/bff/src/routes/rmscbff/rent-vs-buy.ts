import { rentVsBuyInput } from '@lender/calculator-rent-vs-buy/form';
import { rentVsBuy } from '@lender/mortgage-math';
import { RentVsBuyQuerySchema, RentVsBuyResponseSchema } from '@lender/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * GET /rmscbff/rvb/calculate (SPEC §7): renting against buying over 30 years. The query is read
 * into the math's input by the calculator's own mapping, the one its page uses for its figures.
 */
export const rentVsBuyRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/rvb/calculate',
    { schema: { querystring: RentVsBuyQuerySchema, response: { 200: RentVsBuyResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return rentVsBuy(rentVsBuyInput(request.query));
    },
  );
};
