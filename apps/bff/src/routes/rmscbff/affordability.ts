import { ESTIMATE_PRODUCT, estimate } from '@lender/calculator-affordability/form';
import {
  AffordabilityQuerySchema,
  AffordabilityResultSchema,
  MessageResponseSchema,
} from '@lender/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RateSheetService } from '../../rates/rate-sheet-service.ts';
import { ratesUnavailable } from './rates-unavailable.ts';

/**
 * The product an affordability estimate prices: the sheet's 30-year fixed purchase rate (its term
 * and name are the calculator's, which works out the same estimate in the page).
 */
export const AFFORDABILITY_PRODUCT = { code: '30YRFIXED', ...ESTIMATE_PRODUCT };

/** GET /rmscbff/calc/affordability (SPEC §7): the highest price the income, cash and debts support. */
export const affordabilityRoute: FastifyPluginAsyncZod<{ rates: RateSheetService }> = async (
  app,
  { rates },
) => {
  app.get(
    '/calc/affordability',
    {
      schema: {
        querystring: AffordabilityQuerySchema,
        response: { 200: AffordabilityResultSchema, 503: MessageResponseSchema },
      },
    },
    async (request, reply) => {
      const { query } = request;
      const sheet = await rates.current();
      const entry = sheet?.rows.find(
        (row) => row.productCode === AFFORDABILITY_PRODUCT.code && row.purpose === 'purchase',
      );
      if (!entry) return ratesUnavailable(reply);
      // The visitor's income and debts: never kept by a shared cache.
      reply.header('cache-control', 'no-store');
      // The calculator's own mapping of the query to @lender/mortgage-math: the page shows the
      // same figures before this answer comes.
      return estimate(query, {
        annualRatePercent: entry.baseRatePercent,
        productDescription: AFFORDABILITY_PRODUCT.description,
      });
    },
  );
};
