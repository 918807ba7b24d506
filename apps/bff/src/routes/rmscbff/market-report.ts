import {
  MarketReportQuerySchema,
  MarketReportResponseSchema,
  MessageResponseSchema,
} from '@lender/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../not-found.ts';
import type { MarketReportService } from '../../place-data/market-report-service.ts';

/** GET /rmscbff/rocket-homes/market-report?locationID= : the SPEC §3 market report. */
export const marketReportRoute: FastifyPluginAsyncZod<{ reports: MarketReportService }> = async (
  app,
  { reports },
) => {
  const schema = {
    querystring: MarketReportQuerySchema,
    response: { 200: MarketReportResponseSchema, 404: MessageResponseSchema },
  };
  app.get('/rocket-homes/market-report', { schema }, async (request, reply) => {
    const report = await reports.report(request.query.locationID);
    if (!report) return notFound(reply, 'There is no market report for that location');
    // Figures change monthly (or when a lender imports a feed).
    reply.header('cache-control', 'public, max-age=3600');
    return report;
  });
};
