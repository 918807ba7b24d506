// Telling "the database is not answering" from every other failure, so the API can say
// "try again in a moment" (503 with Retry-After) instead of a 500, and log one short line.

import { errorChain } from '../lib/error-chain.ts';

/** How long a client is asked to wait when the database does not answer (a fail-over, a restart). */
export const DATABASE_RETRY_AFTER_SECONDS = 2;

/** Socket errors of a connection that failed or was cut. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL SQLSTATEs of a server that is not there for now: connection exceptions (class 08),
 * shut down by an administrator or a crash, starting up (57P01–57P03), too many connections
 * (53300), and a hot standby that cannot take writes during a fail-over (25006).
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300', '25006']);

/** node-postgres' own words for a connection that ended or never came. */
const DRIVER_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Cannot use a pool after calling end on the pool',
];

/**
 * The error's code when it (or an error it wraps: Drizzle wraps the driver's in
 * DrizzleQueryError's `cause`) says the database is not answering; otherwise undefined.
 */
export function databaseUnavailableCode(error: unknown): string | undefined {
  for (const { code, message } of errorChain(error)) {
    if (typeof code === 'string') {
      if (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08')) {
        return code;
      }
    }
    if (typeof message === 'string' && DRIVER_MESSAGES.some((text) => message.includes(text))) {
      return 'connection-lost';
    }
  }
  return undefined;
}

/**
 * What to log of a failure: the code alone when the database is not answering (one short line
 * per failure while it is down, and no query text, which may hold a visitor's answers), else the
 * whole error for whoever fixes the bug.
 */
export function failureLogFields(error: unknown): { code: string } | { err: unknown } {
  const code = databaseUnavailableCode(error);
  return code ? { code } : { err: error };
}
