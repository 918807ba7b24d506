// The chat assistant's routes as one group: its abuse guards (same-origin requests, a per-client
// rate limit for questions and one for callback requests) and the two routes.
import rateLimitPlugin from '@fastify/rate-limit';
import {
  CallbackReceivedSchema,
  CallbackRequestSchema,
  ChatAnswerSchema,
  ChatQuestionSchema,
  HONEYPOT_FIELD,
} from '@lender/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CallbackService } from '../../chat-assistant/callback-service.ts';
import type { ChatAssistantService } from '../../chat-assistant/chat-assistant-service.ts';
import { truncateIp } from '../../personal-data.ts';
import { rateLimitStore, type RateLimitCounter } from '../../plugins/rate-limit-counter.ts';
import { sameOriginOnly } from '../../plugins/same-origin.ts';
import { idempotencyKey, USER_AGENT_MAX_LENGTH } from './consent-reply.ts';
import { RateLimitUnavailableError, TooManyRequestsError } from './preferences.ts';

/** Questions a client may ask per minute, as a multiple of the forms' limit: a chat asks more. */
export const CHAT_QUESTIONS_PER_FORM_POST = 3;

/** What the group needs from the app. */
export interface ChatAssistantOptions {
  assistant: ChatAssistantService;
  callbacks: CallbackService;
  siteUrl: string;
  /** The forms' requests per client per minute (FORM_RATE_LIMIT). */
  rateLimitPerMinute: number;
  counter: RateLimitCounter;
}

/** POST /rmscbff/chat/answer and POST /rmscbff/chat/callback. */
export const chatAssistantApi: FastifyPluginAsyncZod<ChatAssistantOptions> = async (
  app,
  options,
) => {
  await app.register(rateLimitPlugin, {
    global: false,
    store: rateLimitStore({
      hit: (key, windowMs) =>
        options.counter.hit(key, windowMs).catch(() => {
          throw new RateLimitUnavailableError();
        }),
    }),
    errorResponseBuilder: (_request, context) => new TooManyRequestsError(context.statusCode),
  });
  const guard = sameOriginOnly(options.siteUrl);
  const minute = 60_000;

  app.post(
    '/chat/answer',
    {
      schema: { body: ChatQuestionSchema, response: { 200: ChatAnswerSchema } },
      onRequest: guard,
      config: {
        rateLimit: {
          max: options.rateLimitPerMinute * CHAT_QUESTIONS_PER_FORM_POST,
          timeWindow: minute,
          groupId: 'chat-answer',
          // Answering stores nothing: a broken counter should not silence the assistant.
          skipOnError: true,
        },
      },
    },
    async (request, reply) => {
      // A question can hold anything a visitor types: never cached, never logged.
      reply.header('cache-control', 'no-store');
      return options.assistant.answer(request.body.question);
    },
  );

  app.post(
    '/chat/callback',
    {
      schema: { body: CallbackRequestSchema, response: { 201: CallbackReceivedSchema } },
      onRequest: guard,
      config: {
        rateLimit: {
          max: options.rateLimitPerMinute,
          timeWindow: minute,
          groupId: 'chat-callback',
          skipOnError: false,
        },
      },
    },
    async (request, reply) => {
      const key = idempotencyKey(request);
      reply.header('cache-control', 'no-store');
      const { [HONEYPOT_FIELD]: honeypot, ...validated } = request.body;
      if (honeypot && honeypot.trim() !== '') {
        request.log.info('honeypot filled: nothing stored');
        return reply.code(201).send({ status: 'received' });
      }
      const userAgent = request.headers['user-agent'];
      await options.callbacks.submit({
        request: validated,
        idempotencyKey: key,
        client: { ip: request.ip, userAgent },
        facts: {
          requestId: request.id,
          userAgent: userAgent?.slice(0, USER_AGENT_MAX_LENGTH),
          ipTruncated: truncateIp(request.ip),
          gpc: request.headers['sec-gpc'] === '1',
        },
      });
      return reply.code(201).send({ status: 'received' });
    },
  );
};
