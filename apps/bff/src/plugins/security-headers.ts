import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

/** Headers every response carries, computed once (cheaper than per-request helmet). */
export const BASE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'strict-transport-security': 'max-age=63072000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'x-frame-options': 'DENY',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
};

/** The policy of anything that is not a page: it may load and run nothing. */
export const NON_HTML_CSP =
  "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** Sets the base headers on every response; routes that serve pages set their own CSP. */
export const securityHeaders: FastifyPluginAsync = fp(async (app) => {
  app.addHook('onSend', async (_request, reply, payload) => {
    for (const [name, value] of Object.entries(BASE_SECURITY_HEADERS)) {
      if (!reply.hasHeader(name)) reply.header(name, value);
    }
    if (!reply.hasHeader('content-security-policy')) {
      reply.header('content-security-policy', NON_HTML_CSP);
    }
    return payload;
  });
});
