// How every admin route answers a request that is not an operator's: a page gets the sign-in form
// (401), or the lock's message with 429 and Retry-After; JSON gets the same statuses with a
// message. Shared so that every admin route refuses alike.
import type { FastifyReply, onRequestAsyncHookHandler } from 'fastify';
import { ADMIN_PAGE_CSP, lockMessage, signInPage } from '../../analytics-admin/admin-pages.ts';
import type { OperatorAccess, OperatorCheck } from '../../analytics-admin/operator-sign-in.ts';

/** A check that did not find an operator. */
export type NotOperator = Exclude<OperatorCheck, { status: 'operator' }>;

/** The 401's message to scripts. */
export const BEARER_MESSAGE = 'Send the operator token as "Authorization: Bearer <token>"';

/** An admin page: HTML, its policy, never cached or indexed. */
export function adminHtml(
  reply: FastifyReply,
  status: number,
  body: string,
  csp: string = ADMIN_PAGE_CSP,
) {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', csp)
    .header('cache-control', 'no-store')
    .header('x-robots-tag', 'noindex')
    .send(body);
}

/** A page asked for without a way in: the sign-in form, or the lock. */
export function signInFirst(reply: FastifyReply, check: NotOperator) {
  if (check.status === 'locked') {
    reply.header('retry-after', String(check.lock.retryAfterSeconds));
    return adminHtml(reply, 429, signInPage(check.lock));
  }
  reply.header('www-authenticate', 'Bearer');
  return adminHtml(reply, 401, signInPage(undefined));
}

/** JSON asked for without a way in: 401 with a Bearer challenge, or 429 with the lock. */
export function operatorTokenFirst(reply: FastifyReply, check: NotOperator) {
  reply.header('cache-control', 'no-store');
  if (check.status === 'locked') {
    return reply
      .code(429)
      .header('retry-after', String(check.lock.retryAfterSeconds))
      .send({ message: lockMessage(check.lock, 'bearer') });
  }
  return reply.code(401).header('www-authenticate', 'Bearer').send({ message: BEARER_MESSAGE });
}

/** Lets a request through only with the right bearer token (the operators' API). */
export function operatorBearerOnly(access: OperatorAccess): onRequestAsyncHookHandler {
  return async (request, reply) => {
    const check = await access.bearer(request);
    if (check.status !== 'operator') return operatorTokenFirst(reply, check);
  };
}
