// The marketing-preference routes as one group: their abuse guards (same-origin writes, a
// per-client rate limit per route group) and the four routes.
import rateLimitPlugin from '@fastify/rate-limit';
import type { FastifyPluginAsync } from 'fastify';
import type { ConsentService } from '../../consent/consent-service.ts';
import { rateLimitStore, type RateLimitCounter } from '../../plugins/rate-limit-counter.ts';
import { sameOriginOnly } from '../../plugins/same-origin.ts';
import {
  MarketingCloudOptOutSchema,
  OptInRequestSchema,
  OptOutRequestSchema,
  SubscribeRequestSchema,
} from '@lender/validation';
import {
  marketingCloudDrafts,
  optInDrafts,
  optOutDrafts,
  subscribeDrafts,
} from '../../consent/consent-drafts.ts';
import { preferenceRoute, type PreferenceRouteOptions } from './consent-reply.ts';

/** POST /rmscbff/opt-out (SPEC §7): one opt-out per channel given, stored before the 201. */
const optOutRoute = preferenceRoute({
  path: '/opt-out',
  body: OptOutRequestSchema,
  limit: 'optOut',
  drafts: optOutDrafts,
});

/**
 * POST /rmscbff/mc/opt-out (SPEC §7): the opt-out of a marketing-cloud e-mail link
 * (subscriber key, job and batch ids), stored as an e-mail opt-out from "marketing-cloud".
 */
const marketingCloudOptOutRoute = preferenceRoute({
  path: '/mc/opt-out',
  body: MarketingCloudOptOutSchema,
  limit: 'optOut',
  drafts: (body) => marketingCloudDrafts(body),
});

/** POST /rmscbff/opt-in (SPEC §7): one opt-in per phone subscription ticked. */
const optInRoute = preferenceRoute({
  path: '/opt-in',
  body: OptInRequestSchema,
  limit: 'optIn',
  drafts: optInDrafts,
});

/** POST /rmscbff/subscribe: an e-mail opt-in to the consent choices ticked. */
const subscribeRoute = preferenceRoute({
  path: '/subscribe',
  body: SubscribeRequestSchema,
  limit: 'optIn',
  drafts: subscribeDrafts,
});

/** What the group needs from the app. */
export interface PreferencesOptions {
  consent: ConsentService;
  siteUrl: string;
  /** Requests per client per minute in each route group. */
  rateLimitPerMinute: number;
  counter: RateLimitCounter;
}

/** The 429 answer: said for the visitor, with Retry-After set by the plugin. */
export class TooManyRequestsError extends Error {
  override name = 'TooManyRequestsError';
  readonly statusCode: number;
  constructor(statusCode: number) {
    super('You have sent this form too many times. Wait a minute, then try again');
    this.statusCode = statusCode;
  }
}

/**
 * The counter failed and the route does not fail open: 503, try again later (the app's error
 * handler sends an exposed error's message and Retry-After).
 */
export class RateLimitUnavailableError extends Error {
  override name = 'RateLimitUnavailableError';
  readonly statusCode = 503;
  readonly expose = true;
  readonly retryAfterSeconds = 30;
  constructor() {
    super('This form is not available right now. Try again in a few minutes');
  }
}

/** POST /rmscbff/{opt-out, mc/opt-out, opt-in, subscribe}. */
export const preferencesApi: FastifyPluginAsync<PreferencesOptions> = async (app, options) => {
  await app.register(rateLimitPlugin, {
    global: false,
    store: rateLimitStore(failClosedUnlessAllowed(options.counter)),
    errorResponseBuilder: (_request, context) => new TooManyRequestsError(context.statusCode),
  });
  const window = { max: options.rateLimitPerMinute, timeWindow: 60_000 };
  const routeOptions: PreferenceRouteOptions = {
    consent: options.consent,
    guard: sameOriginOnly(options.siteUrl),
    rateLimit: {
      // Never let a broken counter block a legal opt-out: the request goes through uncounted.
      optOut: { ...window, groupId: 'opt-out', skipOnError: true },
      optIn: { ...window, groupId: 'opt-in', skipOnError: false },
    },
  };
  await app.register(optOutRoute, routeOptions);
  await app.register(marketingCloudOptOutRoute, routeOptions);
  await app.register(optInRoute, routeOptions);
  await app.register(subscribeRoute, routeOptions);
};

/** A counter whose failures surface as 503 (on the routes that do not skip them). */
function failClosedUnlessAllowed(counter: RateLimitCounter): RateLimitCounter {
  return {
    hit: (key, windowMs) =>
      counter.hit(key, windowMs).catch(() => {
        throw new RateLimitUnavailableError();
      }),
  };
}
