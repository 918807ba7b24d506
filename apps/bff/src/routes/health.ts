import type { FastifyPluginAsync } from 'fastify';
import { DATABASE_RETRY_AFTER_SECONDS } from '../db/unavailable.ts';
import type { Database } from '../db/client.ts';
import { failureLogFields } from '../db/unavailable.ts';
import { answerStarting, type Readiness } from '../plugins/readiness.ts';

/** How long /readyz waits for the database before calling it unavailable. */
export const READINESS_TIMEOUT_MS = 2_000;

const noStore = 'no-store';

/**
 * Liveness (`/healthz`: the process answers, from the moment it listens) and readiness (`/readyz`:
 * the data is ready and the database answers; 503 `starting` while the server prepares its data).
 * With REDIS_URL, `/readyz` also names Redis: `"redis": "unavailable"` while it does not answer,
 * still with 200, since the server still serves (opt-outs go through uncounted; opt-ins and
 * subscriptions answer 503 until it is back), and taking every server out of a load balancer
 * for it would stop the opt-outs too.
 */
export const healthRoutes: FastifyPluginAsync<{
  database: Database;
  readiness: Readiness;
  redis?: { isAvailable(): boolean } | undefined;
}> = async (app, { database, readiness, redis }) => {
  const redisState = () =>
    redis ? { redis: redis.isAvailable() ? 'available' : 'unavailable' } : {};
  app.get('/healthz', async (_request, reply) => {
    reply.header('cache-control', noStore);
    return { status: 'ok' };
  });

  app.get('/readyz', async (request, reply) => {
    reply.header('cache-control', noStore);
    if (!readiness.isReady) {
      return answerStarting(reply, {
        status: 'starting',
        database: database.driver,
        ...redisState(),
      });
    }
    try {
      await withTimeout(database.ping(), READINESS_TIMEOUT_MS);
      return { status: 'ready', database: database.driver, ...redisState() };
    } catch (error) {
      request.log.warn(failureLogFields(error), 'database not reachable');
      // A load balancer or client may come back then, as the data routes' 503s ask too.
      return reply
        .code(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send({ status: 'unavailable', database: database.driver, ...redisState() });
    }
  });
};

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
