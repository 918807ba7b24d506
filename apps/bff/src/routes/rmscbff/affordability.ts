import { affordability, dollarsToCents } from '@lender/mortgage-math';
import {
  AffordabilityQuerySchema,
  affordabilityResult,
  AffordabilityResultSchema,
  MessageResponseSchema,
} from '@lender/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RateSheetService } from '../../rates/rate-sheet-service.ts';
import { ratesUnavailable } from './rates-unavailable.ts';

/** The product an affordability estimate prices: the sheet's 30-year fixed purchase rate. */
export const AFFORDABILITY_PRODUCT = {
  code: '30YRFIXED',
  termMonths: 360,
  description: '30-year fixed',
};

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
      const estimate = affordability({
        annualIncomeCents: dollarsToCents(query.annualIncome),
        availableFundsCents: dollarsToCents(query.availableFunds),
        monthlyDebtCents: dollarsToCents(query.monthlyDebt),
        state: query.state,
        zip: query.zip,
        dti: query.dti,
        rate: {
          annualRatePercent: entry.baseRatePercent,
          termMonths: AFFORDABILITY_PRODUCT.termMonths,
          productDescription: AFFORDABILITY_PRODUCT.description,
        },
      });
      return affordabilityResult(estimate);
    },
  );
};
