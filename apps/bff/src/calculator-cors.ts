// The calculators embedded on other lender properties (the embed snippet of
// @lender/calculator-kit) call this server's API from the visitor's browser on another origin.
// Those calls, and only those, answer with CORS: no cookies or credentials are involved, and the
// answers depend on nothing but the query.
import type { FastifyInstance } from 'fastify';

/** The API paths the calculator bundles call (prefixes for those with a path parameter). */
export const CALCULATOR_API_PATHS: readonly string[] = [
  '/rmscbff/calc/affordability',
  '/rmscbff/rates/affordability',
  '/rmscbff/rvb/calculate',
  '/rmscbff/rocket-homes/listings',
];
const CALCULATOR_API_PREFIXES: readonly string[] = ['/rmscbff/zipCodes/'];

export function isCalculatorApiPath(path: string): boolean {
  return (
    CALCULATOR_API_PATHS.includes(path) ||
    CALCULATOR_API_PREFIXES.some((prefix) => path.startsWith(prefix))
  );
}

/** Any origin may call the calculators' API paths; their preflight is answered here. */
export function registerCalculatorCors(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?', 1)[0] ?? '';
    if (!isCalculatorApiPath(path)) return;
    reply.header('access-control-allow-origin', '*');
    if (request.method !== 'OPTIONS') return;
    return reply
      .code(204)
      .header('access-control-allow-methods', 'GET, POST')
      .header('access-control-allow-headers', 'content-type, accept')
      .header('access-control-max-age', '600')
      .send();
  });
}
