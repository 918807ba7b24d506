// What the four marketing-preference routes share: the answer's shape, the honeypot, the
// Idempotency-Key header, the request facts kept with each consent record, and the route itself
// (preferenceRoute): they differ only in their path, body schema, rate-limit group and records.
import { randomUUID } from 'node:crypto';
import type { RateLimitOptions } from '@fastify/rate-limit';
import {
  ConsentReceivedSchema,
  HONEYPOT_FIELD,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  IDEMPOTENT_REPLAYED_HEADER,
  MessageResponseSchema,
  messages,
} from '@lender/validation';
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { ConsentDraft, ConsentSource } from '../../consent/consent-drafts.ts';
import type { ConsentService } from '../../consent/consent-service.ts';
import { truncateIp } from '../../personal-data.ts';
import { RequestValidationError } from '../../plugins/zod-schemas.ts';

/** What each route of the group is given (preferences.ts). */
export interface PreferenceRouteOptions {
  consent: ConsentService;
  guard: onRequestAsyncHookHandler;
  rateLimit: { optOut: RateLimitOptions; optIn: RateLimitOptions };
}

/**
 * The response schemas of every preference route. 201: the request is stored, one event id per
 * consent record in channel order; 422: the Idempotency-Key was used before for another request.
 */
export const CONSENT_RESPONSES = { 201: ConsentReceivedSchema, 422: MessageResponseSchema };

/** Longest user agent kept with a record. */
export const USER_AGENT_MAX_LENGTH = 300;

/** The request's Idempotency-Key header, checked for form; 400 when malformed. */
export function idempotencyKey(request: FastifyRequest): string | undefined {
  const header = request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
  if (header === undefined) return undefined;
  const key = Array.isArray(header) ? header.join(',') : header;
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) {
    throw new RequestValidationError({
      message: messages.form.errorSummaryTitle,
      errors: [
        {
          field: IDEMPOTENCY_KEY_HEADER,
          message: 'Idempotency-Key must be 1 to 255 visible characters, like a UUID',
        },
      ],
    });
  }
  return key;
}

/** A browser's form post (it sends fetch metadata or an Origin), or a server-to-server call. */
export function requestSource(request: FastifyRequest): ConsentSource {
  return request.headers['sec-fetch-site'] || request.headers.origin ? 'form' : 'api';
}

/**
 * Answers a validated preference request. A filled honeypot gets the usual answer and nothing
 * is stored; anything else is stored (once per idempotency key) before the 201 is sent.
 */
export async function replyWithConsent(
  request: FastifyRequest,
  reply: FastifyReply,
  consent: ConsentService,
  body: object,
  drafts: ConsentDraft[],
) {
  const key = idempotencyKey(request);
  reply.header('cache-control', 'no-store');
  const { [HONEYPOT_FIELD]: honeypot, ...validated } = body as Record<string, unknown>;
  if (typeof honeypot === 'string' && honeypot.trim() !== '') {
    request.log.info('honeypot filled: nothing stored');
    return reply.code(201).send({ status: 'received', eventIds: drafts.map(() => randomUUID()) });
  }
  const userAgent = request.headers['user-agent'];
  const answer = await consent.submit({
    route: request.routeOptions.url ?? request.url,
    request: validated,
    drafts,
    idempotencyKey: key,
    client: { ip: request.ip, userAgent },
    facts: {
      requestId: request.id,
      userAgent: userAgent?.slice(0, USER_AGENT_MAX_LENGTH),
      ipTruncated: truncateIp(request.ip),
      gpc: request.headers['sec-gpc'] === '1',
    },
  });
  if (answer.replayed) reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
  return reply.code(answer.statusCode).send(answer.body);
}

/** What sets one preference route apart from the others. */
export interface PreferenceRoute<Body extends z.ZodType> {
  path: `/${string}`;
  /** The body's schema (@lender/validation): anything else is a 400 with field errors. */
  body: Body;
  /** Its rate-limit group: an opt-out never waits on a broken counter (preferences.ts). */
  limit: keyof PreferenceRouteOptions['rateLimit'];
  /** The consent records the request makes. */
  drafts: (body: z.output<Body>, source: ConsentSource) => ConsentDraft[];
}

/** A POST preference route: guarded, rate-limited, validated, and stored before its 201. */
export function preferenceRoute<Body extends z.ZodType>(
  route: PreferenceRoute<Body>,
): FastifyPluginAsyncZod<PreferenceRouteOptions> {
  return async (app, { consent, guard, rateLimit }) => {
    app.post(
      route.path,
      {
        schema: { body: route.body, response: CONSENT_RESPONSES },
        onRequest: guard,
        config: { rateLimit: rateLimit[route.limit] },
      },
      async (request, reply) => {
        const body = request.body as z.output<Body>;
        return replyWithConsent(
          request,
          reply,
          consent,
          body as object,
          route.drafts(body, requestSource(request)),
        );
      },
    );
  };
}
