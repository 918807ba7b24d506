import type { FastifyReply } from 'fastify';

/**
 * 503 with a message for the visitor (MessageResponseSchema): the calculators cannot price
 * without a sheet.
 */
export function ratesUnavailable(reply: FastifyReply) {
  return reply
    .code(503)
    .header('retry-after', '300')
    .send({ message: 'Rates are not available right now. Try again in a few minutes' });
}
