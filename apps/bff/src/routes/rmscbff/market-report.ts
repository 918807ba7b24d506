import { MarketReportQuerySchema, MarketReportResponseSchema } from '@lender/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NotFoundSchema } from '../not-found-schema.ts';
import type { MarketReportService } from '../../place-data/market-report-service.ts';

/** GET /rmscbff/rocket-homes/market-report?locationID= : the SPEC §3 market report. */
export const marketReportRoute: FastifyPluginAsyncZod<{ reports: MarketReportService }> = async (
  app,
  { reports },
) => {
  app.get(
    '/rocket-homes/market-report',
    {
      schema: {
        querystring: MarketReportQuerySchema,
        response: { 200: MarketReportResponseSchema, 404: NotFoundSchema },
      },
    },
    async (request, reply) => {
      const { locationID } = request.query;
      const report = await reports.report(locationID);
      if (!report) {
        reply.header('cache-control', 'public, max-age=300');
        return reply.code(404).send({ message: 'There is no market report for that location' });
      }
      // Figures change monthly (or when a lender imports a feed).
      reply.header('cache-control', 'public, max-age=3600');
      return report;
    },
  );
};
