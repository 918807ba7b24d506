import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import type { Config } from './config.ts';
import { maskPersonalData, truncateIp, urlWithoutQueryValues } from './personal-data.ts';

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

interface RequestLike {
  method?: string;
  url?: string;
  ip?: string;
  id?: string;
  headers?: Record<string, unknown>;
}

/** pino options: redaction of known fields, and requests logged without query values or full IPs. */
export function loggerOptions(level: Config['logLevel']): LoggerOptions {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: {
      req: (req: RequestLike) => ({
        method: req.method,
        url: req.url === undefined ? undefined : urlWithoutQueryValues(req.url),
        ip: truncateIp(req.ip),
      }),
    },
  };
}

/**
 * Wraps a destination so that every finished log line is masked for e-mail addresses
 * and phone numbers: the last line of defence for values that reach a message or an
 * error text, where no redaction path can name them.
 */
export function maskingDestination(destination: DestinationStream): DestinationStream {
  return { write: (line: string) => destination.write(maskPersonalData(line)) };
}

/** The server's logger: JSON lines on stdout (or the given destination), masked. */
export function createLogger(level: Config['logLevel'], destination?: DestinationStream): Logger {
  return pino(loggerOptions(level), maskingDestination(destination ?? pino.destination(1)));
}
