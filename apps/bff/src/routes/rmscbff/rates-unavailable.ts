import type { FastifyReply } from 'fastify';
import { z } from 'zod';

/** What a pricing endpoint answers when no rate sheet has been loaded. */
export const RatesUnavailableSchema = z.object({ message: z.string() });

/** 503 with a message for the visitor: the calculators cannot price without a sheet. */
export function ratesUnavailable(reply: FastifyReply) {
  return reply
    .code(503)
    .header('retry-after', '300')
    .send({ message: 'Rates are not available right now. Try again in a few minutes' });
}
