import { dollarsToCents, rentVsBuy } from '@lender/mortgage-math';
import { RentVsBuyQuerySchema, RentVsBuyResponseSchema } from '@lender/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const cents = (dollars: number | undefined) =>
  dollars === undefined ? undefined : dollarsToCents(dollars);

/** GET /rmscbff/rvb/calculate (SPEC §7): renting against buying over 30 years. */
export const rentVsBuyRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/rvb/calculate',
    { schema: { querystring: RentVsBuyQuerySchema, response: { 200: RentVsBuyResponseSchema } } },
    async (request, reply) => {
      const { query } = request;
      reply.header('cache-control', 'no-store');
      return rentVsBuy({
        purchasePriceCents: dollarsToCents(query.purchasePrice),
        downPaymentCents: dollarsToCents(query.downPayment),
        interestRate: query.interestRate,
        monthlyRentCents: dollarsToCents(query.monthlyRent),
        principleAndInterestPaymentCents: cents(query.principleAndInterestPayment),
        mortgageInsurancePaymentCents: cents(query.mortgageInsurancePayment),
        monthlyInsurancePaymentCents: cents(query.monthlyInsurancePayment),
        monthlyTaxPaymentCents: cents(query.monthlyTaxPayment),
        closingCostCents: cents(query.closingCost),
      });
    },
  );
};
