// A start that fails for a reason the operator can fix says so in one plain line on stderr,
// naming the cause and the variable to change (issue 36 §4), as a bad variable already does
// (config.ts): not a JSON line with a stack trace the operator has to read through.
import { relative, isAbsolute } from 'node:path';
import { databaseUnavailableCode } from './db/unavailable.ts';
import { firstCodedError } from './lib/error-chain.ts';

/** What the line may name: the configuration the failed start ran with. */
export interface StartSettings {
  port: number;
  host: string;
  /** DATA_DIR, resolved; undefined with DATABASE_URL. */
  dataDir?: string | undefined;
  /** DATABASE_URL; only its database name is ever shown, never its password. */
  databaseUrl?: string | undefined;
}

function isInside(path: unknown, dir: string): boolean {
  if (typeof path !== 'string') return false;
  const rest = relative(dir, path);
  return !rest.startsWith('..') && !isAbsolute(rest);
}

function databaseName(databaseUrl: string): string {
  try {
    return decodeURIComponent(new URL(databaseUrl).pathname.slice(1)) || 'postgres';
  } catch {
    return '(unreadable)';
  }
}

/**
 * The one line that tells the operator why the start failed and what to change, or undefined
 * for a failure that is a bug (its JSON log line with the stack is then the report).
 */
export function startFailureLine(error: unknown, settings: StartSettings): string | undefined {
  const fields = firstCodedError(error);
  const code = typeof fields?.code === 'string' ? fields.code : undefined;
  if (!code) return undefined;
  const { port, host, dataDir, databaseUrl } = settings;

  if (fields?.syscall === 'listen' || code === 'EADDRINUSE') {
    if (code === 'EADDRINUSE') {
      return `Port ${port} on ${host} is already in use (EADDRINUSE): stop the program using it, or set PORT to a free port.`;
    }
    if (code === 'EACCES') {
      return `Port ${port} needs privileges this process does not have (EACCES): set PORT to 1024 or above.`;
    }
    if (code === 'EADDRNOTAVAIL') {
      return `HOST ${host} is not an address of this machine (EADDRNOTAVAIL): set HOST to one of its addresses, or to 0.0.0.0.`;
    }
  }

  if (dataDir && (isInside(fields?.path, dataDir) || isInside(fields?.dest, dataDir))) {
    if (code === 'ENOSPC') {
      return `The disk holding DATA_DIR (${dataDir}) is full (ENOSPC): free some space, or set DATA_DIR to a directory on another disk (a first start needs about 60 MB).`;
    }
    if (['EROFS', 'EACCES', 'EPERM', 'ENOENT', 'ENOTDIR'].includes(code)) {
      // A read-only mount shows as ENOENT from a recursive mkdir, so the line names no one cause.
      return `DATA_DIR (${dataDir}) cannot be written (${code}): make it a writable directory for this user, or set DATA_DIR to one that is.`;
    }
  }

  if (databaseUrl) {
    const name = databaseName(databaseUrl);
    switch (code) {
      case '28P01':
      case '28000':
        return `DATABASE_URL: PostgreSQL refused its user name or password (${code}): check the user and password in DATABASE_URL.`;
      case '3D000':
        return `DATABASE_URL names the database "${name}", which does not exist (3D000): create it (createdb ${name}) or fix the name in DATABASE_URL.`;
      case '42501':
        return `DATABASE_URL: its user may not create the tables in "${name}" (42501): give it CREATE on the database, or use the database owner.`;
      case '53100':
        return `PostgreSQL's disk is full (53100): free space on the database server.`;
      default:
        if (databaseUnavailableCode(error)) return undefined; // waited out, not a failed start
    }
  }
  return undefined;
}
