import { createHash, timingSafeEqual } from 'node:crypto';
import type { onRequestAsyncHookHandler } from 'fastify';

/** The answer to a missing or wrong token: 401 with a Bearer challenge. */
export class UnauthorizedError extends Error {
  override name = 'UnauthorizedError';
  readonly statusCode = 401;
  constructor() {
    super('Send the operator token as "Authorization: Bearer <token>"');
  }
}

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/**
 * True when `given` equals `expected`, in time that does not depend on where they differ or on
 * their lengths (both are hashed to 32 bytes before the constant-time comparison).
 */
export function tokensMatch(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}

/** Lets a request through only with `Authorization: Bearer <token>`; else 401. */
export function bearerTokenOnly(token: string): onRequestAsyncHookHandler {
  return async (request, reply) => {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (!match?.[1] || !tokensMatch(match[1], token)) {
      reply.header('www-authenticate', 'Bearer');
      throw new UnauthorizedError();
    }
  };
}
