import { REPLAY_SAMPLE_RATE_DEFAULT } from '@lender/analytics';
import { z } from 'zod';
import {
  ANALYTICS_CLIENT_KB_PER_MINUTE_DEFAULT,
  ANALYTICS_DAILY_QUOTA_MB_DEFAULT,
  SESSION_REPLAY_CLIENT_KB_PER_MINUTE_DEFAULT,
  SESSION_REPLAY_DAILY_QUOTA_MB_DEFAULT,
} from './collector/collector-limits.ts';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** ADMIN_TOKEN: long enough that guessing it is hopeless. */
export const ADMIN_TOKEN_MIN_LENGTH = 32;
/** CONSENT_WEBHOOK_SECRET: the HMAC key the receiver shares. */
export const WEBHOOK_SECRET_MIN_LENGTH = 32;

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

const optionalUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional();

/** An https URL with {placeholders} (see src/place-data/listings-url.ts). */
const urlTemplate = z.string().refine((value) => {
  try {
    return new URL(value.replace(/\{\w+\}/g, 'x')).protocol === 'https:';
  } catch {
    return false;
  }
}, 'must be an https URL, with {placeholders} such as {state} and {place}');

/** A whole number of `unit` from `min` to `max`, with the message naming the range. */
function wholeNumber(min: number, max: number, unit: string) {
  const message = `must be a whole number of ${unit} from ${min} to ${max}`;
  return z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);
}

/** The environment variables the server reads, with defaults and limits. */
export const ConfigSchema = z
  .object({
    PORT: z.coerce
      .number({ error: 'must be a whole number from 0 to 65535' })
      .int('must be a whole number from 0 to 65535')
      .min(0, 'must be a whole number from 0 to 65535')
      .max(65535, 'must be a whole number from 0 to 65535')
      .default(3000),
    HOST: z.string().min(1, 'must not be empty').default('0.0.0.0'),
    // Server processes sharing the port (src/cluster.ts); the Heroku-style name platforms set.
    WEB_CONCURRENCY: z.coerce
      .number({ error: 'must be a whole number from 1 to 64' })
      .int('must be a whole number from 1 to 64')
      .min(1, 'must be a whole number from 1 to 64')
      .max(64, 'must be a whole number from 1 to 64')
      .default(1),
    DATA_DIR: z.string().min(1, 'must not be empty').default('./data'),
    DATABASE_URL: z
      .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' })
      .optional(),
    // Where every server counts the rate limits together (issue 36 §1); unset, each counts alone.
    REDIS_URL: z
      .url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' })
      .optional(),
    SITE_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
    CALCULATORS_BASE_URL: z
      .string()
      .regex(/^(\/[\w./-]*|https:\/\/\S+)$/, 'must be a path starting with / or an https:// URL')
      .default('/calculators'),
    CALCULATORS_DIR: z.string().min(1, 'must not be empty').optional(),
    LOG_LEVEL: z
      .enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` })
      .default('info'),
    SITE_MODE: z
      .enum(['production', 'development'], { error: 'must be production or development' })
      .default('production'),
    SHUTDOWN_TIMEOUT_MS: z.coerce
      .number({ error: 'must be a whole number of milliseconds' })
      .int('must be a whole number of milliseconds')
      .min(0, 'must be a whole number of milliseconds')
      .default(10_000),
    // First-party analytics is on by default (src/collector/site-write-key.ts); off collects nothing.
    ANALYTICS: z.enum(['on', 'off'], { error: 'must be on or off' }).default('on'),
    // Client configuration of SPEC §3, embedded in every page.
    SEGMENT_KEY: z
      .string()
      .regex(/^[\w-]{1,100}$/, 'must be letters, digits, _ or -')
      .optional(),
    ENVIRONMENT: z.enum(['prod', 'dev'], { error: 'must be prod or dev' }).default('prod'),
    APP_VERSION: z
      .string()
      .regex(/^\d+\.\d+\.\d+([-+][\w.-]+)?$/, 'must be a version like 1.0.0')
      .default('1.0.0'),
    OPTIMIZELY_URL: optionalUrl,
    SIERRA_SCRIPT_URL: optionalUrl,
    ROCKET_ASSIST_URL: optionalUrl,
    // The experiments' configuration file (issue 26 part 6); apps/site/experiments.json when unset.
    EXPERIMENTS_FILE: z.string().min(1, 'must not be empty').optional(),
    // The get-started page's large-loan-amount promo (SPEC §2), a content file; unset, none.
    LARGE_LOAN_AMOUNT_PROMO_FILE: z.string().min(1, 'must not be empty').optional(),
    // Marketing preferences (opt-out, opt-in, subscribe) and their operators.
    ADMIN_TOKEN: z
      .string()
      .min(ADMIN_TOKEN_MIN_LENGTH, `must be at least ${ADMIN_TOKEN_MIN_LENGTH} characters`)
      .regex(/^[\x21-\x7e]+$/, 'must be printable ASCII without spaces')
      .optional(),
    // Deliveries carry addresses and phone numbers: TLS, except to this machine (tests, a sidecar).
    CONSENT_WEBHOOK_URL: z
      .url({ protocol: /^https?$/, error: 'must be an https URL' })
      .refine(
        (url) => url.startsWith('https:') || LOOPBACK_HOSTS.has(new URL(url).hostname),
        'must be an https URL (http only to localhost)',
      )
      .optional(),
    CONSENT_WEBHOOK_SECRET: z
      .string()
      .min(WEBHOOK_SECRET_MIN_LENGTH, `must be at least ${WEBHOOK_SECRET_MIN_LENGTH} characters`)
      .optional(),
    FORM_RATE_LIMIT: z.coerce
      .number({ error: 'must be a whole number from 1 to 1000000' })
      .int('must be a whole number from 1 to 1000000')
      .min(1, 'must be a whole number from 1 to 1000000')
      .max(1_000_000, 'must be a whole number from 1 to 1000000')
      .default(10),
    // The listings site (a lender's own or a partner's): where "see homes" links go.
    LISTINGS_URL_TEMPLATE: urlTemplate.default(
      'https://homes.example.com/{state}/{place}?min-price={minPrice}&max-price={maxPrice}',
    ),
    MARKET_REPORT_URL_TEMPLATE: urlTemplate.default(
      'https://homes.example.com/{state}/{place}/housing-market',
    ),
    // Analytics collector (src/collector): how long events are kept, and how many may wait for the
    // database before the collector answers 429.
    ANALYTICS_RETENTION_DAYS: z.coerce
      .number({ error: 'must be a whole number of days from 1 to 3650' })
      .int('must be a whole number of days from 1 to 3650')
      .min(1, 'must be a whole number of days from 1 to 3650')
      .max(3650, 'must be a whole number of days from 1 to 3650')
      .default(400),
    ANALYTICS_QUEUE_LIMIT: z.coerce
      .number({ error: 'must be a whole number of events from 100 to 1000000' })
      .int('must be a whole number of events from 100 to 1000000')
      .min(100, 'must be a whole number of events from 100 to 1000000')
      .max(1_000_000, 'must be a whole number of events from 100 to 1000000')
      .default(20_000),
    // First-party session replay (src/session-replay): the share of sessions recorded (SPEC §9
    // "replay sample rate 1"), and how long recordings are kept before the job deletes them.
    SESSION_REPLAY_SAMPLE_RATE: z.coerce
      .number({ error: 'must be a number from 0 to 1' })
      .min(0, 'must be a number from 0 to 1')
      .max(1, 'must be a number from 0 to 1')
      .default(REPLAY_SAMPLE_RATE_DEFAULT),
    SESSION_REPLAY_RETENTION_DAYS: z.coerce
      .number({ error: 'must be a whole number of days from 1 to 3650' })
      .int('must be a whole number of days from 1 to 3650')
      .min(1, 'must be a whole number of days from 1 to 3650')
      .max(3650, 'must be a whole number of days from 1 to 3650')
      .default(30),
    // Issue 33 §4: what one client address may send in a minute, and what the site stores per
    // UTC day; src/collector/collector-limits.ts says why these.
    ANALYTICS_CLIENT_KB_PER_MINUTE: wholeNumber(1, 10_000_000, 'KB').default(
      ANALYTICS_CLIENT_KB_PER_MINUTE_DEFAULT,
    ),
    SESSION_REPLAY_CLIENT_KB_PER_MINUTE: wholeNumber(1, 10_000_000, 'KB').default(
      SESSION_REPLAY_CLIENT_KB_PER_MINUTE_DEFAULT,
    ),
    ANALYTICS_DAILY_QUOTA_MB: wholeNumber(1, 10_000_000, 'MB').default(
      ANALYTICS_DAILY_QUOTA_MB_DEFAULT,
    ),
    SESSION_REPLAY_DAILY_QUOTA_MB: wholeNumber(1, 10_000_000, 'MB').default(
      SESSION_REPLAY_DAILY_QUOTA_MB_DEFAULT,
    ),
    TRUST_PROXY: z
      .string()
      .regex(
        /^(\d{1,2}|(loopback|linklocal|uniquelocal|[\d.:a-fA-F/]+)(\s*,\s*(loopback|linklocal|uniquelocal|[\d.:a-fA-F/]+))*)$/,
        'must be a number of proxy hops or a comma-separated list of proxy addresses',
      )
      .optional(),
  })
  .superRefine((env, context) => {
    if (env.WEB_CONCURRENCY > 1 && !env.DATABASE_URL) {
      context.addIssue({
        code: 'custom',
        path: ['WEB_CONCURRENCY'],
        message: 'must be 1 without DATABASE_URL: the embedded database belongs to one process',
      });
    }
    if (env.CONSENT_WEBHOOK_URL && !env.CONSENT_WEBHOOK_SECRET) {
      context.addIssue({
        code: 'custom',
        path: ['CONSENT_WEBHOOK_SECRET'],
        message: 'must be set when CONSENT_WEBHOOK_URL is set',
      });
    }
  })
  .transform((env) => ({
    port: env.PORT,
    host: env.HOST,
    processes: env.WEB_CONCURRENCY,
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    siteUrl: env.SITE_URL ?? `http://localhost:${env.PORT}`,
    /** SITE_URL as set (links in pages name it); unset, pages keep the brand's address. */
    publicSiteUrl: env.SITE_URL,
    calculatorsBaseUrl: env.CALCULATORS_BASE_URL.replace(/\/+$/, '') || '/',
    calculatorsDir: env.CALCULATORS_DIR,
    logLevel: env.LOG_LEVEL,
    siteMode: env.SITE_MODE,
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    clientConfig: {
      segmentKey: env.SEGMENT_KEY,
      environment: env.ENVIRONMENT,
      appVersion: env.APP_VERSION,
      optimizelyUrl: env.OPTIMIZELY_URL,
      sierraScriptUrl: env.SIERRA_SCRIPT_URL,
      rocketAssistUrl: env.ROCKET_ASSIST_URL,
      // Where the pages load calculator bundles from (apps/site CalculatorSlot).
      calculatorsBaseUrl: env.CALCULATORS_BASE_URL.replace(/\/+$/, '') || '/',
    },
    experimentsFile: env.EXPERIMENTS_FILE,
    largeLoanAmountPromoFile: env.LARGE_LOAN_AMOUNT_PROMO_FILE,
    /** ANALYTICS: off collects nothing; on, SEGMENT_KEY or a generated key is used. */
    analytics: env.ANALYTICS,
    adminToken: env.ADMIN_TOKEN,
    consentWebhook:
      env.CONSENT_WEBHOOK_URL && env.CONSENT_WEBHOOK_SECRET
        ? { url: env.CONSENT_WEBHOOK_URL, secret: env.CONSENT_WEBHOOK_SECRET }
        : undefined,
    formRateLimitPerMinute: env.FORM_RATE_LIMIT,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    listingsUrlTemplate: env.LISTINGS_URL_TEMPLATE,
    marketReportUrlTemplate: env.MARKET_REPORT_URL_TEMPLATE,
    analyticsRetentionDays: env.ANALYTICS_RETENTION_DAYS,
    analyticsQueueLimit: env.ANALYTICS_QUEUE_LIMIT,
    sessionReplay: {
      sampleRate: env.SESSION_REPLAY_SAMPLE_RATE,
      retentionDays: env.SESSION_REPLAY_RETENTION_DAYS,
    },
    /** Bytes per client address per minute, and per UTC day in all. */
    collectorLimits: {
      events: {
        clientBytesPerMinute: env.ANALYTICS_CLIENT_KB_PER_MINUTE * 1024,
        dailyQuotaBytes: env.ANALYTICS_DAILY_QUOTA_MB * 1024 * 1024,
      },
      replay: {
        clientBytesPerMinute: env.SESSION_REPLAY_CLIENT_KB_PER_MINUTE * 1024,
        dailyQuotaBytes: env.SESSION_REPLAY_DAILY_QUOTA_MB * 1024 * 1024,
      },
    },
  }));

/** Fastify's trustProxy: false, a hop count, or the proxies' addresses. */
function parseTrustProxy(value: string | undefined): false | number | string {
  if (value === undefined) return false;
  return /^\d+$/.test(value) ? Number(value) : value;
}

/** The server's parsed configuration. */
export type Config = z.infer<typeof ConfigSchema>;

/** The client configuration block of SPEC §3. */
export type ClientConfig = Config['clientConfig'];

/** Variables whose values never appear in an error message. */
const SECRET_VARIABLES = new Set(['ADMIN_TOKEN', 'CONSENT_WEBHOOK_SECRET']);

/** A configuration problem, worded for the person starting the server. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Parses the environment once at start-up. Empty values count as unset, so
 * `PORT= pnpm start` means the default. Throws a ConfigError naming each bad variable.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const keys = Object.keys(ConfigSchema.in.shape) as (keyof typeof ConfigSchema.in.shape)[];
  const input: Record<string, string> = {};
  for (const key of keys) {
    const value = env[key];
    if (value !== undefined && value !== '') input[key] = value;
  }
  const result = ConfigSchema.safeParse(input);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const name = String(issue.path[0] ?? 'environment');
    const got = SECRET_VARIABLES.has(name) ? undefined : input[name];
    return `${name} ${issue.message}${got === undefined ? '' : ` (got ${JSON.stringify(got)})`}`;
  });
  throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
}
