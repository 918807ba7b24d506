import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import type { Config } from './config.ts';
import {
  boundedForLog,
  capLogLine,
  capString,
  errorForLog,
  errorMessageForLog,
} from './log-fields.ts';
import { maskPersonalData, truncateIp } from './personal-data.ts';

/** Fields that may carry personal data wherever they appear in a logged object. */
const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.email',
  '*.phone',
  '*.homePhone',
  '*.cellPhone',
  '*.inputValue',
  '*.subscriberKey',
  'email',
  'phone',
];

/** Fields written by their own serializer below, so the generic bounds leave them to it. */
const SERIALIZED_FIELDS = new Set(['req', 'res', 'err']);

/** What is logged of a request: Fastify's request, or a raw one (then no route is known). */
interface RequestLike {
  method?: string;
  ip?: string;
  routeOptions?: { url?: string };
}

/**
 * The route a request matched, as declared (`/tel/:number`, `/rmscbff/opt-out`, `/*`), never its
 * path: a path is the client's text (an address in it, or 16 KB of letters for the masker), the
 * route pattern is ours.
 */
export function routePattern(request: RequestLike): string {
  const url = request.routeOptions?.url;
  return typeof url === 'string' ? capString(url, 200) : '(no route)';
}

/**
 * pino options: redaction of known fields; requests logged by route pattern and cut IP; errors
 * as errorForLog writes them (a database error as its class and SQLSTATE); every other string,
 * object and message bounded (log-fields.ts).
 */
export function loggerOptions(level: Config['logLevel']): LoggerOptions {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: {
      req: (request: RequestLike) => ({
        method: typeof request.method === 'string' ? capString(request.method, 20) : undefined,
        url: routePattern(request),
        ip: truncateIp(request.ip),
      }),
      err: (error: unknown) => errorForLog(error),
    },
    formatters: {
      log: (object) => {
        const bounded: Record<string, unknown> = {};
        for (const [key, value] of Object.entries(object)) {
          bounded[key] = SERIALIZED_FIELDS.has(key) ? value : boundedForLog(value, 1);
        }
        return bounded;
      },
    },
    hooks: {
      // The message: cut to size; for an error logged without one, pino would use the error's
      // own message, which for a database error holds the SQL and its parameters.
      logMethod(args, method) {
        const [first, ...rest] = args as unknown[];
        const error =
          first instanceof Error
            ? first
            : first && typeof first === 'object' && 'err' in first
              ? (first as { err: unknown }).err
              : undefined;
        const fields = first instanceof Error ? { err: first } : first;
        if (error !== undefined && (typeof rest[0] !== 'string' || isOwnMessage(error, rest[0]))) {
          return method.call(this, fields as object, errorMessageForLog(error));
        }
        const bounded = [first, ...rest].map((arg) =>
          typeof arg === 'string' ? capString(arg) : arg,
        );
        return method.apply(this, bounded as Parameters<typeof method>);
      },
    },
  };
}

/** Whether `message` is the error's own (Fastify logs `{ err }, err.message`). */
function isOwnMessage(error: unknown, message: string): boolean {
  return error instanceof Error && error.message === message;
}

/**
 * Wraps a destination so that every finished log line is cut to size and then masked for
 * e-mail addresses and phone numbers: the last line of defence for values that reach a message
 * or an error text, where no redaction path can name them.
 */
export function maskingDestination(destination: DestinationStream): DestinationStream {
  return { write: (line: string) => destination.write(maskPersonalData(capLogLine(line))) };
}

/** The server's logger: JSON lines on stdout (or the given destination), bounded and masked. */
export function createLogger(level: Config['logLevel'], destination?: DestinationStream): Logger {
  return pino(loggerOptions(level), maskingDestination(destination ?? pino.destination(1)));
}

/**
 * Fastify's request logging with the route pattern where it would write the path: its "Route
 * GET:/… not found" line names the path a client sent.
 */
export class RoutePatternLogController extends LogController {
  override routeNotFound(request: FastifyRequest, _reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    request.log.info({ method: capString(request.method, 20) }, 'route not found');
  }
}
