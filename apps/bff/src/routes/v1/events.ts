import { MAX_BATCH_BYTES, MAX_EVENT_BYTES } from '@lender/analytics';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { MAX_METRICS_BYTES, RETRY_AFTER_SECONDS } from '../../collector/collector-limits.ts';
import type { CollectorOutcome, CollectorService } from '../../collector/collector-service.ts';
import { EVENT_TYPE_BY_LETTER, EVENT_TYPES } from '../../collector/envelope.ts';
import { CollectorOverloadedError } from '../../collector/event-writer.ts';
import { failureLogFields } from '../../db/unavailable.ts';

/** Bytes of each request's body as received, for the per-event size check of batches. */
export const bodyBytes = new WeakMap<FastifyRequest, number>();

/**
 * 429 for a client over its minute's budget: analytics-next keeps the events and sends them again
 * after Retry-After (≥ 1.84) or X-RateLimit-Reset (≤ 1.83).
 */
function tooMany(reply: FastifyReply, retryAfterSeconds: number) {
  return reply
    .code(429)
    .header('retry-after', String(retryAfterSeconds))
    .header('x-ratelimit-reset', String(retryAfterSeconds))
    .send({
      message: `Too many events from this address: wait ${retryAfterSeconds} seconds, then send again`,
    });
}

async function answer(
  request: FastifyRequest,
  reply: FastifyReply,
  outcome: () => Promise<CollectorOutcome>,
) {
  reply.header('cache-control', 'no-store');
  let result: CollectorOutcome;
  try {
    result = await outcome();
  } catch (error) {
    // Both tell the client to keep its events and come back: analytics-next retries 429 after
    // Retry-After (≥ 1.84) or X-RateLimit-Reset (≤ 1.83), and 503 with backoff.
    reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    reply.header('x-ratelimit-reset', String(RETRY_AFTER_SECONDS));
    if (error instanceof CollectorOverloadedError) {
      return reply.code(429).send({ message: 'Too many events are waiting; try again later' });
    }
    request.log.error(failureLogFields(error), 'analytics events not stored');
    return reply.code(503).send({ message: 'Events not stored; try again later' });
  }
  if (result.status === 401) {
    reply.header('www-authenticate', 'Basic realm="analytics"');
    return reply.code(401).send({ message: 'Unknown write key' });
  }
  if (result.status === 429) return tooMany(reply, result.retryAfterSeconds);
  if (result.status === 400) return reply.code(400).send(result.body);
  return reply.code(200).send({ success: true });
}

function collectorRequest(request: FastifyRequest) {
  return {
    body: request.body,
    authorization: request.headers.authorization,
    bodyBytes: bodyBytes.get(request) ?? 0,
    address: request.ip,
  };
}

/** Whether a body is a batch envelope (`{ batch: [...] }`) rather than one call. */
function isBatchBody(body: unknown): boolean {
  return typeof body === 'object' && body !== null && 'batch' in body && !('type' in body);
}

/**
 * POST /v1/{t,p,i,g,a,s} (one call, 32 KB), /v1/b (a batch, 500 KB) and /v1/m (the library's
 * metrics), bodies JSON sent as text/plain (no CORS preflight) or application/json; and the same
 * under Segment's public names: /v1/batch, /v1/track, /v1/page, /v1/identify, /v1/group,
 * /v1/alias, /v1/screen.
 */
export const eventRoutes: FastifyPluginAsync<{ collector: CollectorService }> = async (
  app,
  { collector },
) => {
  // A client that has sent its minute's budget is refused before its body is read.
  const budgetSpent = async (request: FastifyRequest, reply: FastifyReply) => {
    const refused = await collector.budgetSpent(request.ip);
    if (refused?.status === 429) {
      reply.header('cache-control', 'no-store');
      return tooMany(reply, refused.retryAfterSeconds);
    }
  };
  // The answers are a few bytes of JSON: the response-compression hooks would only cost time
  // (request bodies are still decompressed when a sender gzips them).
  const route = (bodyLimit: number) => ({
    bodyLimit,
    compress: false as const,
    onRequest: budgetSpent,
  });
  for (const [letter, type] of Object.entries(EVENT_TYPE_BY_LETTER)) {
    app.post(`/${letter}`, route(MAX_EVENT_BYTES), (request, reply) =>
      answer(request, reply, () => collector.call(type, collectorRequest(request))),
    );
  }
  app.post('/b', route(MAX_BATCH_BYTES), (request, reply) =>
    answer(request, reply, () => collector.batch(collectorRequest(request))),
  );
  // Segment's HTTP Tracking API, what its server libraries (@segment/analytics-node and the
  // others) post to: /v1/batch, and /v1/{type} with one call or, as those libraries send to any
  // path they are given, a batch of that type. A lone call keeps the 32 KB limit.
  app.post('/batch', route(MAX_BATCH_BYTES), (request, reply) =>
    answer(request, reply, () => collector.batch(collectorRequest(request))),
  );
  for (const type of EVENT_TYPES) {
    app.post(`/${type}`, route(MAX_BATCH_BYTES), (request, reply) => {
      const call = collectorRequest(request);
      if (isBatchBody(call.body)) {
        return answer(request, reply, () => collector.batch(call, type));
      }
      if (call.bodyBytes > MAX_EVENT_BYTES) {
        return reply.code(413).send({ message: 'Request body is too large' });
      }
      return answer(request, reply, () => collector.call(type, call));
    });
  }
  // Metrics are counters of a few known names: they store nothing per request, and the library
  // sends them whatever its events met, so no budget applies to them.
  app.post('/m', { bodyLimit: MAX_METRICS_BYTES, compress: false }, (request, reply) =>
    answer(request, reply, () => collector.metrics(request.body)),
  );
};
