import type { FastifyReply } from 'fastify';

/** Unknown places and keys are cached briefly: an import can add them. */
export const NOT_FOUND_CACHE = 'public, max-age=300';

/** 404 with a message for the visitor (MessageResponseSchema), cached briefly (NOT_FOUND_CACHE). */
export function notFound(reply: FastifyReply, message: string): FastifyReply {
  return reply.code(404).header('cache-control', NOT_FOUND_CACHE).send({ message });
}
