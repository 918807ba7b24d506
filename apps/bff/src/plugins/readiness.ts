// The server listens before its data is ready: /healthz answers within a second of the process
// starting, while the database opens (and migrates), the place data set is read and a first start
// stores what it stores. Until then /readyz and the routes that need the data answer 503 with
// Retry-After.
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Seconds a client is asked to wait before trying again while the server starts. */
export const STARTING_RETRY_AFTER_SECONDS = 2;

/** What a route that needs the data answers while the server starts. */
export const STARTING_MESSAGE = 'The service is starting. Try again in a few seconds.';

/** Whether the data the API needs is ready. */
export interface Readiness {
  readonly isReady: boolean;
  /** Resolves when the data is ready; rejects with the reason it could not be made ready. */
  readonly whenReady: Promise<void>;
  /** Resolves when the preparation has ended either way (shutdown waits for it). */
  readonly settled: Promise<void>;
}

/** Runs `prepare` now and reports when it is done. */
export function prepareInBackground(prepare: () => Promise<void>): Readiness {
  let isReady = false;
  const whenReady = prepare().then(() => {
    isReady = true;
  });
  const settled = whenReady.catch(() => undefined);
  return {
    get isReady() {
      return isReady;
    },
    whenReady,
    settled,
  };
}

/** An onRequest hook: 503 with Retry-After until the data is ready. */
export function untilReady(readiness: Readiness) {
  return async (_request: FastifyRequest, reply: FastifyReply) => {
    if (readiness.isReady) return;
    await answerStarting(reply, { message: STARTING_MESSAGE });
  };
}

/** Answers 503 with Retry-After and no caching. */
export function answerStarting(reply: FastifyReply, body: object) {
  return reply
    .code(503)
    .header('retry-after', String(STARTING_RETRY_AFTER_SECONDS))
    .header('cache-control', 'no-store')
    .send(body);
}
