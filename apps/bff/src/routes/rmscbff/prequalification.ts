import {
  MessageResponseSchema,
  PrequalificationRequestSchema,
  PrequalificationResponseSchema,
} from '@lender/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { LoanLimitService } from '../../loan-limits/loan-limit-service.ts';
import { prequalify } from '../../rates/quotes.ts';
import type { RateSheetService } from '../../rates/rate-sheet-service.ts';
import { ratesUnavailable } from './rates-unavailable.ts';

/**
 * POST /rmscbff/rates/affordability (SPEC §7): prequalification with a recommended product, within
 * the loan limits of the ZIP code's county.
 */
export const prequalificationRoute: FastifyPluginAsyncZod<{
  rates: RateSheetService;
  loanLimits: LoanLimitService;
}> = async (app, { rates, loanLimits }) => {
  app.post(
    '/rates/affordability',
    {
      schema: {
        body: PrequalificationRequestSchema,
        response: { 200: PrequalificationResponseSchema, 503: MessageResponseSchema },
      },
    },
    async (request, reply) => {
      const sheet = await rates.current();
      if (!sheet) return ratesUnavailable(reply);
      reply.header('cache-control', 'no-store');
      const { body } = request;
      return prequalify(sheet, body, await loanLimits.areaForZip(body.zipCode));
    },
  );
};
